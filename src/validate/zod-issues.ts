import type { z } from 'zod';
import { knownKeysAt } from './schema-keys.ts';
import { didYouMean } from './suggest.ts';

export type IssuePath = (string | number)[];

/** One schema problem in words: where it is and what is wrong / what was expected. */
export interface Problem {
  /** Path of the value (or, with `key`, of the object holding the offending key). */
  path: IssuePath;
  /** Set when the key itself is wrong (unknown or invalid): point at the key, not a value. */
  key?: string;
  message: string;
}

type Issue = z.core.$ZodIssue;

/**
 * Turns zod issues into problems a human or a model can act on: one per unknown key (with the
 * closest valid key), the most plausible branch of a failed union instead of "Invalid input",
 * and "expected X, got Y" wording. Parse with `{ reportInput: true }` so "got" can be shown.
 */
export function explainIssues(
  schema: z.ZodType,
  issues: readonly Issue[],
  options: ExplainOptions = {},
): Problem[] {
  const prefix = options.prefix ?? [];
  const noun = options.noun ?? 'key';
  return issues.flatMap((issue) =>
    explainIssue(schema, issue, [...prefix, ...(issue.path as IssuePath)], noun),
  );
}

export interface ExplainOptions {
  /** Path of the validated value inside the schema's root (for nested re-validation). */
  prefix?: IssuePath;
  /** What an object key is called to the reader: `key` in config files, `parameter` for tools. */
  noun?: string;
}

/** `modes[0].groups[1]`: how a reader would name the node. */
export const formatPath = (path: readonly (string | number)[]): string =>
  path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');

function explainIssue(schema: z.ZodType, issue: Issue, path: IssuePath, noun: string): Problem[] {
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = knownKeysAt(schema, path);
      return issue.keys.map((key) => ({ path, key, message: unknownKeyMessage(key, known, noun) }));
    }
    case 'invalid_union':
      return explainUnion(schema, issue, path, noun);
    case 'invalid_key': {
      // Point at the key itself: the path zod gives ends with the key.
      const key = typeof issue.input === 'string' ? issue.input : undefined;
      const holder = key !== undefined && path.at(-1) === key ? path.slice(0, -1) : path;
      const inner = issue.issues.map((i) => explainIssue(schema, i, [], noun).map((p) => p.message)).flat();
      const message = `invalid ${noun} ${quote(issue.input)}: ${inner.join('; ').replace(/, got the string .*$/, '')}`;
      return [{ path: holder, ...(key !== undefined ? { key } : {}), message }];
    }
    case 'invalid_element':
      return issue.issues.flatMap((i) => explainIssue(schema, i, path, noun));
    default:
      return [{ path, message: describeIssue(issue, path, noun) }];
  }
}

function unknownKeyMessage(key: string, known: string[], noun: string): string {
  const hint = didYouMean(key, known);
  if (hint) return `unknown ${noun} "${key}"${hint}`;
  return known.length > 0
    ? `unknown ${noun} "${key}"; expected one of: ${known.join(', ')}`
    : `unknown ${noun} "${key}"`;
}

/**
 * A union failed: report the branch the input most plausibly meant. Problems inside the value
 * beat a branch that rejected the value as a whole; a wrong value of the right type beats a
 * wrong type; when every branch rejected the type, list what would have been accepted.
 */
function explainUnion(
  schema: z.ZodType,
  issue: Extract<Issue, { code: 'invalid_union' }>,
  path: IssuePath,
  noun: string,
): Problem[] {
  const branches = issue.errors.filter((b) => b.length > 0);
  const whole = (b: readonly Issue[]) => b.every((i) => i.path.length === 0);
  const inside = branches.filter((b) => !whole(b));
  const wrongValue = branches.find((b) => whole(b) && b.some((i) => i.code !== 'invalid_type'));
  const best = inside.length > 0 ? inside.reduce((a, b) => (b.length < a.length ? b : a)) : wrongValue;
  if (best) return explainIssues(schema, best, { prefix: path, noun });
  const expected = new Set(
    branches.flat().map((i) => (i.code === 'invalid_type' ? expectedWord(i.expected) : i.message)),
  );
  return [{ path, message: `expected ${[...expected].join(' or ')}, got ${describeValue(issue.input)}` }];
}

/** "what is wrong, what was expected" for one plain issue. */
export function describeIssue(issue: Issue, path: IssuePath, noun = 'key'): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) {
        const last = path.at(-1);
        return `${typeof last === 'string' ? `required ${noun} "${last}" is missing` : 'a value is missing'} (expected ${expectedWord(issue.expected)})`;
      }
      return `expected ${expectedWord(issue.expected)}, got ${describeValue(issue.input)}`;
    case 'invalid_value': {
      const options = issue.values.map((v) => quote(v));
      const expected = options.length === 1 ? options[0] : `one of ${options.join(', ')}`;
      const hint = typeof issue.input === 'string' ? didYouMean(issue.input, issue.values.map(String)) : '';
      return `expected ${expected}, got ${describeValue(issue.input)}${hint}`;
    }
    case 'too_small':
      return `${boundMessage(issue.origin, 'min', Number(issue.minimum), issue.inclusive ?? true)}, got ${describeValue(issue.input)}`;
    case 'too_big':
      return `${boundMessage(issue.origin, 'max', Number(issue.maximum), issue.inclusive ?? true)}, got ${describeValue(issue.input)}`;
    case 'invalid_format':
      // Schemas give regex checks their own wording ("expected letters, digits and dashes").
      if (!issue.message.startsWith('Invalid')) return `${issue.message}, got ${describeValue(issue.input)}`;
      return `expected ${issue.pattern ? `a string matching /${issue.pattern.replace(/^\/(.*)\/$/, '$1')}/` : `a valid ${issue.format}`}, got ${describeValue(issue.input)}`;
    case 'not_multiple_of':
      return `expected a multiple of ${String(issue.divisor)}, got ${describeValue(issue.input)}`;
    default:
      return issue.message;
  }
}

function boundMessage(origin: string, side: 'min' | 'max', n: number, inclusive: boolean): string {
  const atLeast = side === 'min';
  if (origin === 'string') {
    if (atLeast && n === 1) return 'must not be empty';
    return `must be ${atLeast ? 'at least' : 'at most'} ${n} characters`;
  }
  if (origin === 'array' || origin === 'set')
    return `must have ${atLeast ? 'at least' : 'at most'} ${n} items`;
  if (atLeast) return inclusive ? `must be at least ${n}` : `must be greater than ${n}`;
  return inclusive ? `must be at most ${n}` : `must be less than ${n}`;
}

const EXPECTED: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'an object (key: value pairs)',
  array: 'a list',
  tuple: 'a list',
  record: 'an object (key: value pairs)',
  null: 'null',
};

const expectedWord = (t: string): string => EXPECTED[t] ?? t;

/** A short description of the value that was given: its kind and, for scalars, the value. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the string ${quote(value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${value}`;
  return typeof value;
}

function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}..."` : text;
}
