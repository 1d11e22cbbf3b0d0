import { Ajv } from 'ajv';
import formats from 'ajv-formats';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { linearSchemaRegExp } from '../config/schema-regexp.ts';
import * as z from '../zod.ts';

export type ArgsCheck = (args: unknown) => string | undefined;

/**
 * The MCP SDK's validator, configured as its default (formats checked, the schema itself not),
 * except for patterns: a server's schema and the model's arguments both reach them, and V8's
 * default engine could be stalled for minutes by one call (see linearSchemaRegExp). One per use
 * (a connection's argument checks, its SDK client's output checks): Ajv caches schemas by `$id`,
 * and one server's `$id` must not pick another schema's validator.
 */
export function createMcpValidator(): AjvJsonSchemaValidator {
  const ajv = new Ajv({
    strict: false,
    validateFormats: true,
    validateSchema: false,
    allErrors: true,
    unicodeRegExp: false,
    code: { regExp: linearSchemaRegExp('skip') },
  });
  // ajv-formats is CommonJS: its plugin is the module and, as typed here, its `default`.
  formats.default(ajv);
  return new AjvJsonSchemaValidator(ajv);
}

/**
 * Compiles a tool's input JSON Schema into a check that returns the problems with the arguments,
 * worded for the model ("arguments/a must be number"), or undefined when they are valid.
 * A schema the validator cannot compile degrades to "must be an object": the server still
 * validates, and one odd tool must not take its whole server down.
 */
export function compileArgsCheck(
  inputSchema: Record<string, unknown>,
  validator: AjvJsonSchemaValidator = createMcpValidator(),
): ArgsCheck {
  // `$schema` names drafts (07, 2020-12) the validator may not preload; the keywords are the same.
  const { $schema: _draft, ...schema } = inputSchema;
  let validate: ((input: unknown) => { valid: boolean; errorMessage?: string | undefined }) | undefined;
  try {
    validate = validator.getValidator(schema);
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
