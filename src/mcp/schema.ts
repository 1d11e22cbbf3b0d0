import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import * as z from '../zod.ts';

export type ArgsCheck = (args: unknown) => string | undefined;

const ajv = new AjvJsonSchemaValidator();

/**
 * Compiles a tool's input JSON Schema into a check that returns the problems with the arguments,
 * worded for the model ("arguments/a must be number"), or undefined when they are valid.
 * A schema the validator cannot compile degrades to "must be an object": the server still
 * validates, and one odd tool must not take its whole server down.
 */
export function compileArgsCheck(inputSchema: Record<string, unknown>): ArgsCheck {
  // `$schema` names drafts (07, 2020-12) the validator may not preload; the keywords are the same.
  const { $schema: _draft, ...schema } = inputSchema;
  let validate: ((input: unknown) => { valid: boolean; errorMessage?: string | undefined }) | undefined;
  try {
    validate = ajv.getValidator(schema);
  } catch {
    validate = undefined;
  }
  return (args) => {
    if (typeof args !== 'object' || args === null || Array.isArray(args))
      return 'arguments must be an object';
    if (!validate) return undefined;
    const result = validate(args);
    return result.valid
      ? undefined
      : (result.errorMessage ?? 'invalid').replace(/(^|, )data(?=[/ ])/g, '$1arguments');
  };
}

/** The zod params of a server tool: any JSON object the tool's own schema accepts. */
export function argsParams(check: ArgsCheck): z.ZodType<Record<string, unknown>> {
  return z.record(z.string(), z.unknown()).superRefine((args, ctx) => {
    const problem = check(args);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}
