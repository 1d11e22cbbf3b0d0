/**
 * Package runners run a program named by a package spec: `npx prettier@3 --write x`,
 * `npm exec -- tsc`, `pnpm dlx`, `yarn dlx`, `bunx`. What they run is judged as that program,
 * whichever runner, version or path names it: its guard applies (guards.ts), and a deny rule
 * written for `npx NAME ...` matches it (match-command.ts).
 */
const RUNNERS: Record<string, readonly string[] | null> = {
  npx: null,
  pnpx: null,
  bunx: null,
  // npm resolves unambiguous abbreviations of its commands: `npm exe` is `npm exec`.
  npm: ['exec', 'exe', 'x'],
  pnpm: ['exec', 'dlx'],
  yarn: ['dlx'],
  bun: ['x'],
};

/** Runner options that take no value; any other option must carry its value as `--name=value`. */
const FLAGS = new Set([
  '-y',
  '--yes',
  '--no',
  '-q',
  '--quiet',
  '-s',
  '--silent',
  '-d',
  '--verbose',
  '--offline',
  '--prefer-offline',
  '--prefer-online',
  '--ignore-existing',
  '--no-install',
  '--ignore-scripts',
  '--foreground-scripts',
  '--workspaces',
  '-ws',
  '--include-workspace-root',
  '--if-present',
  '--bun',
]);

/** A program's name however a command spells it: `/usr/bin/node` and `./node_modules/.bin/tsc` too. */
export const programName = (word: string): string => word.split('/').pop() ?? '';

/**
 * Where a runner's own options start in argv (after `npm exec`; npm's global options may come
 * first), or undefined when argv runs no package. A word after an option could be its value, so
 * the subcommand is looked for past it: a misread only treats more commands as runners.
 */
export function runnerOptionsStart(argv: readonly string[]): number | undefined {
  const name = programName(argv[0] ?? '');
  if (!Object.hasOwn(RUNNERS, name)) return undefined;
  const subcommands = RUNNERS[name];
  if (!subcommands) return 1;
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? '';
    if (word === '--') return undefined;
    if (word.startsWith('-')) continue;
    if (subcommands.includes(word)) return i + 1;
    const previous = argv[i - 1] ?? '';
    if (!previous.startsWith('-') || previous.includes('=')) return undefined;
  }
  return undefined;
}

/** Whether a runner option before the program is known to take no value (or carries its own). */
export const isRunnerFlag = (word: string): boolean => FLAGS.has(word) || word.includes('=');

/**
 * The program a package spec names: `prettier@3` → `prettier`, `@scope/cli@1` → `@scope/cli`,
 * `npm:tsc@5` → `tsc`, a path or URL (`./node_modules/.bin/tsc`, `github:user/tsc#main`) → its
 * last part without version, ref or `.git`.
 */
export function packageName(spec: string): string {
  let name = spec.replace(/^npm:/, '');
  if (!/^@[^/@]+\/[^/]+$/.test(name.replace(/(.)@.*$/, '$1')) && /[/:]/.test(name))
    name = name.split(/[/:]/).pop() ?? '';
  name = name.replace(/#.*$/, '').replace(/\.git$/, '');
  const at = name.indexOf('@', 1);
  return at < 0 ? name : name.slice(0, at);
}

/**
 * argv as `npx` would be given it for the same program: the runner and its subcommand become
 * `npx`, and every package spec after them its package name. Deny rules are matched against this
 * form besides the command as written, so they only grow: `npx tsc --outDir` also denies
 * `npx tsc@5 --outDir x` and `pnpm dlx tsc --outDir x`.
 */
export function asNpx(argv: readonly string[]): string[] | undefined {
  const start = runnerOptionsStart(argv);
  if (start === undefined) return undefined;
  return ['npx', ...argv.slice(start).map((w) => (w.startsWith('-') ? w : packageName(w)))];
}
