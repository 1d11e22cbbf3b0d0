import type { ConfigProblem } from './errors.ts';
import { problemsError } from './errors.ts';

/** The problems with a structured result, worded for the model, or undefined when it is valid. */
export type ResultCheck = (value: unknown) => string | undefined;

/** Places a problem at a node of the task file (LoadedTask.at). */
type At = (path: readonly (string | number)[], message: string) => ConfigProblem;

/**
 * Compiles a task's `output.schema` (JSON Schema, draft 2020-12 keywords) into a check of the
 * model's `result_json`. A schema that is not itself valid JSON Schema, or that cannot compile (an
 * unknown keyword, a bad pattern, a `$ref` to nothing), is a ConfigError at the offending key's
 * line and column. Ajv loads only here: tasks without `output` never parse it.
 */
export async function compileOutputSchema(schema: Record<string, unknown>, at: At): Promise<ResultCheck> {
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  // `format` is an annotation only (no format vocabulary is loaded); `$schema` may name another
  // draft, whose keywords the 2020-12 validator shares.
  const ajv = new Ajv2020({ allErrors: true, validateFormats: false });
  const { $schema: _draft, ...body } = schema;
  const where = ['output', 'schema'] as const;
  if (!ajv.validateSchema(body)) {
    throw problemsError(
      (ajv.errors ?? []).map((e) =>
        at(
          [...where, ...pointerSegments(e.instancePath)],
          `not valid JSON Schema: ${e.message ?? 'invalid'}`,
        ),
      ),
    );
  }
  let validate: ReturnType<typeof ajv.compile>;
  try {
    validate = ajv.compile(body);
  } catch (err) {
    throw problemsError([at(where, `the schema does not compile: ${(err as Error).message}`)]);
  }
  return (value) => {
    if (value === undefined) return 'result_json is required: the task declares an output schema';
    if (validate(value)) return undefined;
    return (validate.errors ?? [])
      .map((e) => `result_json${e.instancePath}: ${e.message ?? 'invalid'}`)
      .join('\n');
  };
}

/** `/properties/n/type` → ['properties', 'n', 'type'] (RFC 6901 unescaping). */
const pointerSegments = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
