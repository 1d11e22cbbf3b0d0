import type { ConfigProblem } from './errors.ts';
import { problemsError } from './errors.ts';
import { linearSchemaRegExp } from './schema-regexp.ts';

/** Places a problem at a node of a config file (Located.at). */
export type At = (path: readonly (string | number)[], message: string) => ConfigProblem;

/** What a value breaks: each problem's JSON pointer into the value (`/files/0`) and message. */
export type SchemaCheck = (value: unknown) => { pointer: string; message: string }[] | undefined;

/**
 * Compiles a JSON Schema (draft 2020-12 keywords) written in a config file at `where`. A schema
 * that is not itself valid JSON Schema, or that cannot compile (an unknown keyword, a bad pattern
 * or one that cannot run in linear time, a `$ref` to nothing), is a ConfigError at the offending
 * key's line and column. Ajv loads only here: configs without a schema never parse it.
 */
export async function compileJsonSchema(
  schema: Record<string, unknown>,
  where: readonly (string | number)[],
  at: At,
): Promise<SchemaCheck> {
  const { Ajv2020 } = await import('ajv/dist/2020.js');
  // `format` is an annotation only (no format vocabulary is loaded); `$schema` may name another
  // draft, whose keywords the 2020-12 validator shares. Patterns run on what the model writes, so
  // they must run in linear time (see linearSchemaRegExp).
  const ajv = new Ajv2020({
    allErrors: true,
    validateFormats: false,
    unicodeRegExp: false,
    code: { regExp: linearSchemaRegExp('refuse') },
  });
  const { $schema: _draft, ...body } = schema;
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
  return (value) =>
    validate(value)
      ? undefined
      : (validate.errors ?? []).map((e) => ({ pointer: e.instancePath, message: e.message ?? 'invalid' }));
}

/** `/properties/n/type` → ['properties', 'n', 'type'] (RFC 6901 unescaping). */
const pointerSegments = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
