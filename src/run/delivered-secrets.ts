import { readlinkSync } from 'node:fs';
import { Redactor } from '../audit/redact.ts';
import { looksLikeSecretName } from '../policy/secret-names.ts';
import { readSmallFile } from './denied-content.ts';
import type { GateOutcome } from './final-diff.ts';

/**
 * Whether a value is worth refusing a delivered file for: one word of 12 characters or more with
 * letters and digits, as keys, tokens and their `NAME=value` lines are. The redactor masks more
 * (every line of 12 characters of a denied file: `NODE_ENV=production`), which is right for
 * output and wrong for code, where such a line may well be written on purpose.
 */
export function keyLike(value: string): boolean {
  return value.length >= 12 && !/\s/.test(value) && /\p{L}/u.test(value) && /\d/.test(value);
}

/** The values of the environment's secret-named variables (the API keys, the token). */
export function environmentSecrets(env: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(env).flatMap(([name, value]) => (value && looksLikeSecretName(name) ? [value] : []));
}

/**
 * A test for content that holds one of the key-like `values` in any spelling the redactor finds
 * (as written, hex, base64 at any alignment, URL- or JSON-escaped, wrapped over lines): a file a
 * script wrote around what `git show HEAD:.env` printed is no exact copy, but carries the key all
 * the same. Undefined when no value is key-like. Pure.
 */
export function secretFinder(values: Iterable<string>): ((content: Buffer) => boolean) | undefined {
  const redactor = new Redactor();
  for (const value of values) if (keyLike(value)) redactor.addSecret(value);
  const matcher = redactor.matcher();
  if (!matcher) return undefined;
  return (content) => matcher.matches(content.toString('utf8')).next().done === false;
}

/**
 * What git stores for a file at `mode`: a regular file's content (up to `max` bytes), or a
 * symbolic link's target, which is the link's blob: a link pointing at `ghs_…` pushes the token
 * as a file holding it would. Undefined for anything else, or when it cannot be read.
 */
export function storedContent(file: string | Buffer, mode: string, max: number): Buffer | undefined {
  if (/^100[67]/.test(mode)) return readSmallFile(file, max);
  if (mode !== '120000') return undefined;
  try {
    return readlinkSync(file, { encoding: 'buffer' });
  } catch {
    return undefined;
  }
}

/**
 * The paths of the changes the gate would deliver that the run added under a name holding a
 * secret (`holds`, as secretFinder gives): git records a path as it records content, so a file
 * or directory named after a token, or its hex, pushes the token. Pure.
 */
export function addedUnderSecretNames(
  outcomes: readonly GateOutcome[],
  holds: (text: Buffer) => boolean,
): Set<string> {
  return new Set(
    outcomes.flatMap((o) =>
      o.kind === 'deliver' && o.change.status === 'A' && holds(Buffer.from(o.change.path))
        ? [o.change.path]
        : [],
    ),
  );
}

/**
 * The gate's outcomes with each change it would deliver whose file `gained` a secret (held one
 * the base's version did not), or that was added under a name holding one (`named`), refused as
 * a copy of a denied file is. Pure.
 */
export function refuseGained(
  outcomes: readonly GateOutcome[],
  gained: ReadonlySet<string>,
  named: ReadonlySet<string>,
): GateOutcome[] {
  const source =
    "a value of a file the read rules deny (its work tree or its history) or one of the run's credentials, as written or encoded; it is never delivered";
  return outcomes.map((o) => {
    if (o.kind !== 'deliver') return o;
    const { path } = o.change;
    const what = named.has(path)
      ? `${path} was added under a name holding a key or token`
      : gained.has(path)
        ? `${path} holds a key or token it did not hold before the run`
        : undefined;
    return what
      ? {
          kind: 'denied',
          change: o.change,
          rule: 'invariant:read-denied-content',
          reason: `${what}: ${source}`,
        }
      : o;
  });
}
