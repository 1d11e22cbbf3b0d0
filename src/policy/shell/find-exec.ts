/** find's actions that run a command: `-exec CMD ARGS... ;` or `-exec CMD ARGS... {} +`. */
export const FIND_EXEC = new Set(['-exec', '-execdir', '-ok', '-okdir']);

/**
 * The index of the word that ends the command of the action at `action`, or -1. As GNU find
 * reads it: `;` ends it anywhere, `+` only right after a `{}` (elsewhere `+` is one of the
 * command's arguments, so `-exec cat -- + -name .env -exec true ;` runs `cat -- + -name .env ...`).
 * A word only known at run time ends nothing the analyzer can rely on.
 */
export function findExecEnd(argv: readonly string[], dynamic: readonly boolean[], action: number): number {
  for (let j = action + 1; j < argv.length; j++) {
    if (dynamic[j]) continue;
    if (argv[j] === ';') return j;
    if (argv[j] === '+' && j > action + 1 && argv[j - 1] === '{}' && !dynamic[j - 1]) return j;
  }
  return -1;
}
