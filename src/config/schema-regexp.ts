import type { CodeOptions } from 'ajv';
import { modelRegExp, NonLinearRegExpError } from '../tools/search/model-regexp.ts';

type RegExpEngine = NonNullable<CodeOptions['regExp']>;

/** A pattern that needs the `u` flag (`\p{L}`, `\u{1F600}`, a character outside the BMP). */
const NEEDS_UNICODE = /\\[pP]\{|\\u\{|[\uD800-\uDFFF]/;

/** What a schema's `pattern` must do to be run in linear time, for the error message. */
const LINEAR_HINT =
  'a pattern must run in linear time: no backreferences, look-around, \\p{...} classes or repetition counts above 16 (bound a length with minLength/maxLength instead)';

/**
 * Ajv's regex engine for JSON Schema `pattern`, `patternProperties` and `propertyNames`. Ajv runs
 * them synchronously in nightshift's process on values the model wrote, and V8's default engine
 * takes exponential time on patterns such as `^(a+)+$`: one call would stop the whole run, its
 * timeout and cancel included. So a pattern is compiled like a search regex the model writes
 * (modelRegExp: V8 moves a match that backtracks too much to its linear-time engine), which
 * needs it to be one that engine can run, without the `u` flag (Ajv is given
 * `unicodeRegExp: false`).
 *
 * `refuse`: any other pattern is an error, so the schema does not compile (a task's own schemas:
 * its author can rewrite it). `skip`: any other pattern matches everything (an MCP server's
 * schemas: the server checks its own arguments; one pattern must not cost the tool every check).
 */
export function linearSchemaRegExp(onNonLinear: 'refuse' | 'skip'): RegExpEngine {
  const engine = (pattern: string) => {
    try {
      if (NEEDS_UNICODE.test(pattern)) throw new NonLinearRegExpError('it needs the u flag');
      return modelRegExp(pattern);
    } catch (err) {
      if (!(err instanceof NonLinearRegExpError)) throw err;
      if (onNonLinear === 'refuse')
        throw new Error(`pattern ${JSON.stringify(pattern)}: ${LINEAR_HINT}`, { cause: err });
      return { test: () => true, toString: () => `(unchecked ${JSON.stringify(pattern)})` };
    }
  };
  return Object.assign(engine, { code: 'linearSchemaRegExp' });
}
