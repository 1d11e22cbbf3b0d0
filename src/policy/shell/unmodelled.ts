import { globParts } from './operand-files.ts';

/** Words of a program the analyzer does not model that may name files (ShellAnalysis.touches). */
export interface UnmodelledWords {
  paths: string[];
  /** Globs as `DIR/PATTERN`, decided against the entries they match. */
  globs: string[];
  /** Literal parts of globs with a wildcard in a directory: anything below may be named. */
  trees: string[];
}

/**
 * Builtins and programs whose words are never files they open: text, numbers, names, signals.
 * (`test -f`, `[ -e ]` look at a file's type, not its content.)
 */
const NO_FILES = new Set(
  [
    'echo printf test [ true false : pwd export declare typeset local readonly unset shift exit return wait',
    'kill jobs fg bg disown type getopts ulimit umask times break continue read suspend logout dirs help',
    'sleep seq basename dirname which expr yes whoami id uname date nproc hostname',
  ].flatMap((line) => line.split(' ')),
);

/**
 * Each word after the program's name that may name a file: a plain word, the value of
 * `--name=VALUE`, what follows the letter of `-xVALUE` (one of them is a file when the letter
 * takes one: `-o.git/hooks/x`). A word of slashes alone (`tr / _`) is a separator, not the root.
 * Words only known at run time are not decided here ($F, $(...)); a glob is, by what it can
 * match now.
 */
export function unmodelledWords(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
): UnmodelledWords {
  const out: UnmodelledWords = { paths: [], globs: [], trees: [] };
  if (NO_FILES.has(argv[0] ?? '')) return out;
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? '';
    if (dynamic[i]) {
      const glob = globParts(sources[i] ?? '');
      if (glob?.pattern !== undefined) out.globs.push(`${glob.dir}/${glob.pattern}`);
      else if (glob) out.trees.push(glob.dir);
      continue;
    }
    const value = /^--[^=]+=/s.test(word)
      ? word.slice(word.indexOf('=') + 1)
      : /^-[^-]/.test(word)
        ? word.slice(2)
        : word;
    if (value !== '' && !/^\/+$/.test(value) && value !== '-' && value !== '--') out.paths.push(value);
  }
  return out;
}
