import * as z from '../zod.ts';
import { KNOWN_TOOLS } from '../policy/tool-access.ts';
import { TOOL_ALIASES } from '../tools/aliases.ts';
import { parseTemplate, standsAlone, templateParams } from '../tools/custom/template.ts';

/** Names models call nightshift's own tools by: a custom tool may not take one. */
const RESERVED = new Set([...KNOWN_TOOLS, ...TOOL_ALIASES.keys()]);

function nameProblem(name: string): string | undefined {
  if (RESERVED.has(name))
    return `"${name}" is the name of a built-in tool (or a name models call one by); a custom tool cannot replace it: pick another name`;
  // Other agents' forms of MCP tool names (mcp__server__tool, mcp_server_tool) resolve to MCP tools.
  if (name.startsWith('mcp_')) return `"${name}": names starting with mcp_ stand for MCP server tools`;
  return undefined;
}

/** A custom tool's name: the function name the model calls, as every provider accepts it. */
export const customToolName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'custom tool names use lower-case letters, digits and _ (at most 64)')
  .superRefine((name, ctx) => {
    const problem = nameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const NO_PARAMETERS = { type: 'object', properties: {}, additionalProperties: false };

/**
 * A tool the task or the policy declares: the model calls it with arguments valid against
 * `parameters`, and it runs `command` with them substituted, as execute_command would run it.
 */
export const customToolSchema = z
  .strictObject({
    description: z.string().trim().min(1).describe('What the tool does, for the model'),
    parameters: z
      .record(z.string(), z.unknown())
      .default(NO_PARAMETERS)
      .describe('JSON Schema (draft 2020-12) of the arguments: an object'),
    command: z
      .union([z.string().trim().min(1), z.array(z.string()).min(1)])
      .describe(
        'argv array (each element one argument, {{param}} substituted inside it), or a one-line string of plain words',
      ),
    cwd: z
      .string()
      .min(1)
      .optional()
      .describe('Directory to run in, relative to the workspace (default: its root)'),
  })
  .superRefine((tool, ctx) => {
    const problem = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const template = parseTemplate(tool.command);
    if (typeof template === 'string') return problem(['command'], template);
    if (tool.parameters.type !== 'object')
      return problem(['parameters'], 'the arguments are an object: the schema needs type: object');
    const properties = isRecord(tool.parameters.properties) ? tool.parameters.properties : {};
    const where = (i: number) => (typeof tool.command === 'string' ? ['command'] : ['command', i]);
    for (const [i, element] of template.entries()) {
      for (const param of templateParams([element])) {
        const schema = properties[param];
        if (!Object.hasOwn(properties, param)) {
          problem(where(i), `{{${param}}} names no property of parameters.properties`);
        } else if (isRecord(schema) && schema.type === 'array' && standsAlone(element) !== param) {
          problem(where(i), `{{${param}}} is an array: it can only stand alone as a whole argument`);
        }
      }
    }
  });
export type CustomToolConfig = z.output<typeof customToolSchema>;

/** The `custom_tools` map of a task or a policy. */
export const customToolsSchema = z.record(customToolName, customToolSchema);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
