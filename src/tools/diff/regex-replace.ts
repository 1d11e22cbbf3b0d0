import { modelRegExp, NonLinearRegExpError } from '../search/model-regexp.ts';

export type RegexReplaceResult =
  { ok: true; text: string; count: number } | { ok: false; reason: 'invalid' | 'no_match'; message: string };

export interface RegexReplaceOptions {
  useRegex: boolean;
  ignoreCase: boolean;
  /** 1-based inclusive line range; the whole text when absent. */
  startLine?: number;
  endLine?: number;
}

/**
 * search_and_replace on LF text: a literal string or a JavaScript regex (with $1 capture groups in
 * the replacement), limited to a line range. Pure, but for the V8 flags modelRegExp sets once.
 */
export function regexReplace(
  text: string,
  search: string,
  replace: string,
  opts: RegexReplaceOptions,
): RegexReplaceResult {
  let pattern: RegExp;
  if (opts.useRegex && opts.ignoreCase)
    return {
      ok: false,
      reason: 'invalid',
      message:
        'ignore_case works with literal text only; with use_regex, write the cases into the pattern ([Ff]oo) and leave ignore_case off.',
    };
  try {
    // m: ^ and $ match at line boundaries, which is what a line-oriented caller expects. A literal
    // (escaped) pattern cannot backtrack; the model's own regex must be bounded (modelRegExp).
    pattern = opts.useRegex
      ? modelRegExp(search, 'gm')
      : new RegExp(escapeRegExp(search), `g${opts.ignoreCase ? 'i' : ''}m`);
  } catch (err) {
    return {
      ok: false,
      reason: 'invalid',
      message:
        err instanceof NonLinearRegExpError
          ? `${err.message}.`
          : `search is not a valid JavaScript regular expression: ${(err as Error).message}.`,
    };
  }
  const lines = text.split('\n');
  const first = opts.startLine ?? 1;
  const last = Math.min(opts.endLine ?? lines.length, lines.length);
  if (first > last)
    return {
      ok: false,
      reason: 'invalid',
      message: `the line range ${first}-${opts.endLine ?? lines.length} is empty; the file has ${lines.length} lines.`,
    };
  const before = lines.slice(0, first - 1).join('\n');
  const region = lines.slice(first - 1, last).join('\n');
  const after = lines.slice(last).join('\n');
  const count = [...region.matchAll(pattern)].length;
  // A regex replacement expands $1, $<name>, $& natively; a literal one is used as is.
  const replaced = opts.useRegex ? region.replace(pattern, replace) : region.replace(pattern, () => replace);
  if (count === 0) return { ok: false, reason: 'no_match', message: 'no match in the given text or range' };
  const parts = [...(first > 1 ? [before] : []), replaced, ...(last < lines.length ? [after] : [])];
  return { ok: true, text: parts.join('\n'), count };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
