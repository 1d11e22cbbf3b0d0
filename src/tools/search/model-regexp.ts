import v8 from 'node:v8';

/** A pattern V8 could only run by backtracking: the model gets the message and rewrites it. */
export class NonLinearRegExpError extends Error {
  override name = 'NonLinearRegExpError';
}

let bounded = false;

/**
 * A RegExp for a pattern the model wrote, to run over file or command text. V8's backtracking
 * engine takes exponential time on patterns such as `(a+)+$`, and a regex runs synchronously: one
 * such match would stop the whole run with no timeout, cancel or signal able to act. So a pattern
 * must be one V8 can also run on its linear-time engine (no backreferences, look-ahead or large
 * repetition counts, and on Node 20 no look-behind; ripgrep has no look-around or backreferences
 * either), and V8 moves a match that backtracks too much to that engine. The V8 flags are set at
 * the first call, not at start: a flag set at run time costs the built-in modules loaded after it
 * their code cache. `flags` may not hold `i`, `u` or `v`: the linear engine has none of them, so
 * nothing would bound such a match.
 * Throws SyntaxError for a pattern that is not a regex, NonLinearRegExpError as above.
 */
export function modelRegExp(source: string, flags = ''): RegExp {
  if (/[iuv]/.test(flags)) throw new Error(`modelRegExp: flags "${flags}" leave a match unbounded`);
  if (!bounded) {
    v8.setFlagsFromString('--enable-experimental-regexp-engine');
    v8.setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');
    bounded = true;
  }
  const re = new RegExp(source, flags);
  try {
    new RegExp(source, `${flags}l`);
  } catch {
    throw new NonLinearRegExpError(
      `/${source}/ cannot be matched in linear time: drop backreferences (\\1, \\k<name>), look-around ((?=, (?!, (?<=, (?<!) and repetition counts in the hundreds`,
    );
  }
  return re;
}
