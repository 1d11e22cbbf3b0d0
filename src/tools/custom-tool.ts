import * as z from '../zod.ts';
import type { CustomToolConfig } from '../config/custom-tool.ts';
import type { SchemaCheck } from '../config/json-schema.ts';
import { runShellForTool } from './command/shell-result.ts';
import { expandTemplate, parseTemplate, shellLine, type TemplateElement } from './custom/template.ts';
import type { AnyTool } from './types.ts';

/** A custom tool also carries its declared JSON Schema, which the registry sends to the provider. */
export type CustomTool = AnyTool & {
  inputSchema: Record<string, unknown>;
  custom: { source: 'task' | 'policy' };
};

/**
 * The bash line fits in one argument of `bash -c` (Linux caps one at 128 KiB), with room for the
 * sandbox's own arguments; a longer one is refused before it runs.
 */
export const MAX_COMMAND_BYTES = 100_000;

/**
 * A declared tool (command group): arguments checked against its JSON Schema, then substituted
 * into its template (see custom/template.ts); the line goes through the same shell analysis,
 * policy decision, sandbox and reporting as execute_command, under the tool's own name.
 */
export function customTool(
  name: string,
  config: CustomToolConfig,
  check: SchemaCheck,
  source: 'task' | 'policy',
): CustomTool {
  const template = parseTemplate(config.command) as TemplateElement[]; // the config schema checked it
  const { $schema: _draft, ...inputSchema } = config.parameters;
  const properties = isRecord(inputSchema.properties) ? inputSchema.properties : {};
  const line = (args: unknown): string => {
    const given = args as Record<string, unknown>;
    const argv = expandTemplate(template, given, { listedValues: listedValues(properties, given) });
    if (typeof argv === 'string') throw new Error(argv);
    return shellLine(argv);
  };
  const params = z.record(z.string(), z.unknown()).superRefine((args, ctx) => {
    const problems = check(args);
    for (const p of problems ?? [])
      ctx.addIssue({
        code: 'custom',
        message: `${p.pointer ? p.pointer.slice(1) : 'arguments'}: ${p.message}`,
      });
    if (problems) return;
    let text: string;
    try {
      text = line(args);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
      return;
    }
    const bytes = Buffer.byteLength(text);
    if (bytes > MAX_COMMAND_BYTES)
      ctx.addIssue({
        code: 'custom',
        message: `the command would be ${bytes} bytes long; at most ${MAX_COMMAND_BYTES} fit: send shorter arguments`,
      });
  });
  const cwd = config.cwd;
  return {
    name,
    group: 'command',
    description: config.description,
    params,
    inputSchema,
    custom: { source },
    access: (args) => [{ kind: 'command', command: line(args), ...(cwd !== undefined ? { cwd } : {}) }],
    execute: (args, ctx) => runShellForTool(line(args), cwd ?? '.', ctx),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The parameters whose values in this call that start with `-` are each written out in the
 * property's own `enum` or `const` (an array's items in its `items`): only such a value may be an
 * option. Each value is looked up, never the schema's shape trusted: `type: [string, array]`, a
 * missing `type` or `prefixItems` let values through that no list names.
 */
function listedValues(properties: Record<string, unknown>, args: Record<string, unknown>): Set<string> {
  const listed = new Set<string>();
  for (const [key, value] of Object.entries(args)) {
    const prop = Object.hasOwn(properties, key) ? properties[key] : undefined;
    const values = Array.isArray(value) ? value : [value];
    const schema = Array.isArray(value) && isRecord(prop) ? prop.items : prop;
    if (values.every((v) => !String(v).startsWith('-') || lists(schema, v))) listed.add(key);
  }
  return listed;
}

/** The schema writes out this very value (strings, numbers and booleans compare as they are). */
const lists = (schema: unknown, value: unknown): boolean =>
  isRecord(schema) &&
  ((Array.isArray(schema.enum) && schema.enum.some((v) => v === value)) ||
    (Object.hasOwn(schema, 'const') && schema.const === value));
