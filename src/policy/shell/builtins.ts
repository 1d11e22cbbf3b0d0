import { isRiskyVariable } from './risky-variables.ts';

/**
 * bash builtins that change what later words mean or run code the analyzer never sees. They are
 * refused whatever the policy says, because the analyzer's list of programs would be wrong.
 */
const REFUSED: Record<string, string> = {
  coproc:
    'coproc runs its command in the background with pipes, and its compound forms are misread by the parser; run the command directly',
  alias: 'alias makes a name run something else; call the program by its name',
  unalias: 'unalias changes what names run; call the program by its name',
  trap: 'trap runs a command string later, out of the analyzer’s sight; run the command directly',
  source:
    'source runs a file’s commands in this shell, out of the analyzer’s sight; run the commands themselves',
  '.': '. (source) runs a file’s commands in this shell, out of the analyzer’s sight; run the commands themselves',
  enable: 'enable loads or disables builtins, changing what names run; call the program by its name',
  hash: 'hash -p makes a name run another program; call the program by its path',
  shopt: 'shopt changes how bash expands words (expand_aliases, extglob...); leave the shell options alone',
  let: 'let evaluates arithmetic, and arithmetic over names can run commands; use number literals in $((...))',
  mapfile: 'mapfile -C runs a callback and assigns array elements; read the file with cat',
  readarray: 'readarray -C runs a callback and assigns array elements; read the file with cat',
  fc: 'fc re-runs commands from the history; write the command out',
  history: 'history re-runs or edits earlier commands; write the command out',
  bind: 'bind -x binds keys to commands; not needed in a script',
  complete: 'complete -C registers commands to run; not needed in a script',
  compgen: 'compgen -C and -W run and expand strings at run time; not needed in a script',
  compopt: 'compopt changes completion; not needed in a script',
  caller: 'caller only makes sense in functions, which are refused',
};

/** `set` options the analyzer understands: none of them changes what a later line runs. */
const SET_LETTERS = new Set(['e', 'u', 'x', 'v', 'f', 'o', 'n', 'C', 'E', 'P']);
const SET_NAMES = new Set(['errexit', 'nounset', 'xtrace', 'verbose', 'pipefail', 'noglob', 'noclobber']);

/**
 * Problems with a builtin's words, or undefined. `argv` holds static values; `dynamic` marks
 * words only known at run time.
 */
export function builtinProblem(argv: readonly string[], dynamic: readonly boolean[]): string | undefined {
  const name = argv[0] ?? '';
  const refused = Object.hasOwn(REFUSED, name) ? REFUSED[name] : undefined;
  if (refused) return `the builtin ${name}: ${refused}`;
  if (name === 'set') return setProblem(argv, dynamic);
  const names = assignedNames(argv);
  for (const at of names) {
    const word = argv[at] ?? '';
    if (dynamic[at] || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(word))
      return `${name} assigning to ${word}, a name the analyzer cannot check (subscripts are evaluated as arithmetic, which can run commands); use a plain variable name`;
    if (isRiskyVariable(word)) return `an assignment to ${word}, which can change what a command runs`;
  }
  return undefined;
}

/**
 * Indexes of the words a builtin takes as variable names: `read NAME...`, `printf -v NAME`,
 * `getopts OPTS NAME`, `wait -p NAME`, and the `-v NAME` test of `test` and `[`.
 */
function assignedNames(argv: readonly string[]): number[] {
  const name = argv[0] ?? '';
  const after = (option: string) =>
    argv.flatMap((w, i) => (i > 0 && w === option && i + 1 < argv.length ? [i + 1] : []));
  switch (name) {
    case 'read':
      return readNames(argv);
    case 'printf':
      return after('-v');
    case 'wait':
      return after('-p');
    case 'test':
    case '[':
      return [...after('-v'), ...after('-R')];
    case 'getopts':
      return argv.length > 2 ? [2] : [];
    default:
      return [];
  }
}

const READ_VALUED = new Set(['-d', '-i', '-n', '-N', '-p', '-t', '-u']);

function readNames(argv: readonly string[]): number[] {
  const names: number[] = [];
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? '';
    if (word === '-a' && i + 1 < argv.length) names.push(++i);
    else if (READ_VALUED.has(word)) i++;
    else if (!/^-[a-zA-Z]/.test(word)) names.push(i);
  }
  return names;
}

function setProblem(argv: readonly string[], dynamic: readonly boolean[]): string | undefined {
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? '';
    if (dynamic[i]) return `set with a word only known at run time (${word})`;
    if (word === '--' || word === '-') return undefined;
    if (!/^[-+]/.test(word)) return undefined;
    const letters = [...word.slice(1)];
    const unknown = letters.find((c) => !SET_LETTERS.has(c));
    if (unknown)
      return `set -${unknown}: the analyzer does not know what this shell option changes (set -k, for one, turns later NAME=value arguments into environment variables); use set -e, -u, -x or -o pipefail`;
    if (letters.includes('o')) {
      const option = argv[++i];
      if (option !== undefined && !SET_NAMES.has(option))
        return `set -o ${option}: the analyzer does not know what this shell option changes; use set -o errexit, nounset, xtrace or pipefail`;
    }
  }
  return undefined;
}
