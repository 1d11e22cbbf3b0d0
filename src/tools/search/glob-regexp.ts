import picomatch from 'picomatch';
import { modelRegExp } from './model-regexp.ts';

// picomatch's guards against `.`/`..` segments and empty segments: look-aheads, which keep V8 on
// its backtracking engine. A workspace-relative file path has neither kind of segment.
const SEGMENT_GUARDS = ['(?!(?:^|\\/)\\.{1,2}(?:\\/|$))', '(?!\\.{1,2}(?:\\/|$))', '(?=.)'];

/**
 * A file_pattern glob (picomatch, `dot: true`) as a regex that runs in bounded time. picomatch's
 * own regex backtracks without bound on a glob such as `*a*a*a*a*a*a*a*a*b` against a long name
 * (the model can create one): one search would stall the run. The same regex without its segment
 * guards, which cannot matter for a workspace-relative file path, goes through modelRegExp; a glob
 * that still needs a look-ahead (an extglob `!(...)`) is refused with NonLinearRegExpError.
 */
export function globRegExp(glob: string): RegExp {
  let source = picomatch.makeRe(glob, { dot: true }).source;
  for (const guard of SEGMENT_GUARDS) source = source.replaceAll(guard, '');
  return modelRegExp(source);
}
