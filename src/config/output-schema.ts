import { compileJsonSchema, type At } from './json-schema.ts';

/** The problems with a structured result, worded for the model, or undefined when it is valid. */
export type ResultCheck = (value: unknown) => string | undefined;

/**
 * Compiles a task's `output.schema` into a check of the model's `result_json`; a bad schema is a
 * ConfigError at the offending key (see compileJsonSchema).
 */
export async function compileOutputSchema(schema: Record<string, unknown>, at: At): Promise<ResultCheck> {
  const check = await compileJsonSchema(schema, ['output', 'schema'], at);
  return (value) => {
    if (value === undefined) return 'result_json is required: the task declares an output schema';
    return check(value)
      ?.map((e) => `result_json${e.pointer}: ${e.message}`)
      .join('\n');
  };
}
