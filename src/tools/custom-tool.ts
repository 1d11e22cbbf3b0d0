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
  const listedValues = new Set(
    Object.entries(isRecord(inputSchema.properties) ? inputSchema.properties : {}).flatMap(([key, prop]) =>
      listsValues(prop) || (isRecord(prop) && listsValues(prop.items)) ? [key] : [],
    ),
  );
  const line = (args: unknown): string => {
    const argv = expandTemplate(template, args as Record<string, unknown>, { listedValues });
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

/** The schema names every value the parameter can take. */
const listsValues = (schema: unknown): boolean =>
  isRecord(schema) && (Array.isArray(schema.enum) || Object.hasOwn(schema, 'const'));
