import type { ValueKind } from './options.ts';
import { OPTION_SPELLINGS } from './option-spellings.ts';
import { isRunnerFlag, packageName, programName, runnerOptionsStart } from './package-runners.ts';

/**
 * Build and test runners (npm, node, make, go...) take more options than can be tabled, and run
 * project code by design. The analyzer does not claim to know all their options; it knows the ones
 * that move them out of the workspace or make them run or load something else: those become
 * reads and writes (`--prefix DIR`, `-o FILE`) or are refused (`--require`, `--node-options`,
 * `go test -exec`). Where the program accepts abbreviations (npm's nopt, GNU make), any prefix of
 * such an option counts as the option.
 */
interface Guard {
  /** `arg`: the option takes a value that is neither a file to decide nor an operand. */
  options: Record<string, Exclude<ValueKind, 'list'>>;
  abbreviates?: boolean;
  /** Option names may spell `-` as `_` (`--experimental_loader`, `--script_shell`). */
  underscores?: boolean;
  /** Where the program's own options end: after `--` (npm run passes the rest to the script). */
  until?: 'dashdash';
  /** Refused `NAME=value` arguments (make variables that choose the shell or run commands). */
  variables?: RegExp;
  /** Values of `run` options that name something built in, not a module to load. */
  builtinValues?: Record<string, string[]>;
  /** Flags that make the program rewrite its operands, files or directories (`prettier --write`). */
  writesOperands?: string[];
  /** Every operand is a file the program reads (tsc's root files and projects). */
  readsOperands?: boolean;
  /** `@FILE` holds more arguments, read when the program runs (tsc's response files). */
  responseFiles?: boolean;
  /** How the program reads an option's name, as the table spells it (tsc: any case, `-p` or `--p`). */
  spelling?: (name: string) => string;
}

/**
 * Options that name more code to load, and `--write`, whose operands (files, directories and
 * globs prettier expands itself) become edits.
 */
const PRETTIER: Guard = {
  options: {
    '--plugin': 'run',
    '--plugin-search-dir': 'run',
    '--config': 'read',
    '--ignore-path': 'read',
    '--cache-location': 'write',
  },
  writesOperands: ['--write', '-w'],
};

const NPM: Guard = {
  options: {
    '--prefix': 'cd',
    '-C': 'cd',
    '--dir': 'cd',
    '--cwd': 'cd',
    '--workspace': 'cd',
    '-w': 'cd',
    '--userconfig': 'read',
    '--globalconfig': 'read',
    '--cache': 'write',
    '--node-options': 'run',
    '--script-shell': 'run',
    '--shell': 'run',
    '--editor': 'run',
    '--browser': 'run',
    '--git': 'run',
    '--onload-script': 'run',
    '--init-module': 'run',
    '--call': 'run',
    '-c': 'run',
    '--package': 'run',
    '-p': 'run',
  },
  abbreviates: true,
  underscores: true,
  until: 'dashdash',
};

const BUN: Guard = { options: { '--package': 'run', '-p': 'run' } };

/**
 * tsc options whose value is not a root file (in tsc's spelling: any case, `-t` is `--t`). Output
 * paths are left to command rules (builtin:standard denies `--outDir` and the like); an option
 * missing here only makes its value one more read.
 */
const TSC_VALUES = [
  'outdir outfile out declarationdir tsbuildinfofile generatetrace generatecpuprofile rootdir rootdirs',
  'baseurl typeroots types target t module m lib jsx moduleresolution moduledetection newline locale',
  'maproot sourceroot jsxfactory jsxfragmentfactory jsximportsource customconditions ignoredeprecations',
  'maxnodemodulejsdepth',
].flatMap((line) => line.split(' '));

/**
 * tsc prints what it cannot parse: a project file (`-p .env`: its lines in TS1005 errors), a root
 * file, each line of a response file (`@.env`: TS6231). So its operands and `-p` are reads, and a
 * response file is refused: the options in it would go unseen.
 */
const TSC: Guard = {
  options: {
    '--p': 'read',
    '--project': 'read',
    ...Object.fromEntries(TSC_VALUES.map((name) => [`--${name}`, 'arg' as const])),
  },
  readsOperands: true,
  responseFiles: true,
  spelling: OPTION_SPELLINGS.tsc,
};

/**
 * ESLint's configuration, parser, plugins, rules and formatters are JavaScript modules it loads
 * (`-c .env` runs the file, printing it in the error); only its built-in formatters are names.
 */
const ESLINT: Guard = {
  options: {
    '-c': 'run',
    '--config': 'run',
    '--parser': 'run',
    '--plugin': 'run',
    '--rulesdir': 'run',
    '--resolve-plugins-relative-to': 'run',
    '-f': 'run',
    '--format': 'run',
    '--ignore-path': 'read',
    '-o': 'write',
    '--output-file': 'write',
    '--cache-location': 'write',
    '--cache-file': 'write',
    '--suppressions-location': 'write',
  },
  builtinValues: {
    '-f': ['stylish', 'json', 'json-with-metadata', 'html'],
    '--format': ['stylish', 'json', 'json-with-metadata', 'html'],
  },
};

/**
 * vitest runs the workspace's test files by design; the files it loads by option (a config or
 * diff module, printed when it fails to load: `--config .env`; blob reports) and the directories it
 * starts from must be ones the model may read. (`--outputFile` is left to command rules.)
 */
const VITEST: Guard = {
  options: {
    '-c': 'read',
    '--config': 'read',
    '-r': 'cd',
    '--root': 'cd',
    '--dir': 'cd',
    '--merge-reports': 'read',
    '--diff': 'read',
  },
  spelling: OPTION_SPELLINGS.vitest,
};

const GUARDS: Record<string, Guard> = {
  npm: NPM,
  npx: NPM,
  pnpx: NPM,
  // Only as package runners (`bunx`, `bun x`): what they run is guarded.
  bunx: BUN,
  bun: BUN,
  pnpm: NPM,
  yarn: NPM,
  /**
   * Every word is checked, up to `--`: node's options that take a separate value
   * (`--test-name-pattern x`) would otherwise pass for the script.
   */
  node: {
    options: {
      '-r': 'run',
      '--require': 'run',
      '--import': 'run',
      '--loader': 'run',
      '--experimental-loader': 'run',
      '--test-reporter': 'run',
      '--openssl-config': 'run',
      '--experimental-sea-config': 'run',
      '--env-file': 'read',
      '--env-file-if-exists': 'read',
      '--test-reporter-destination': 'write',
      '--redirect-warnings': 'write',
      '--localstorage-file': 'write',
      '--cpu-prof-dir': 'write',
      '--heap-prof-dir': 'write',
      '--diagnostic-dir': 'write',
      '--report-directory': 'write',
      '--inspect': 'run',
      '--inspect-brk': 'run',
      '--inspect-wait': 'run',
    },
    underscores: true,
    until: 'dashdash',
    builtinValues: { '--test-reporter': ['spec', 'tap', 'dot', 'junit', 'lcov'] },
  },
  make: {
    options: {
      '-C': 'cd',
      '--directory': 'cd',
      '-f': 'read',
      '--file': 'read',
      '--makefile': 'read',
      '-I': 'read',
      '--include-dir': 'read',
      '--eval': 'run',
      '-E': 'run',
    },
    abbreviates: true,
    // The shell's variables; `X!=cmd` runs cmd; `$(shell cmd)` (or any `$(...)`) in a value runs
    // when make expands it.
    variables:
      /^((SHELL|MAKESHELL|\.SHELLFLAGS|MAKEFLAGS|MFLAGS|MAKEFILES|GNUMAKEFLAGS)[+:?]*=|[^=]*!=|[^=]*=.*\$)/s,
  },
  go: {
    options: {
      '-C': 'cd',
      '-exec': 'run',
      '-toolexec': 'run',
      '-vettool': 'run',
      '-o': 'write',
      '-modfile': 'read',
      '-overlay': 'read',
      '-coverprofile': 'write',
      '-cpuprofile': 'write',
      '-memprofile': 'write',
    },
  },
  cargo: {
    options: {
      '-C': 'cd',
      '--manifest-path': 'read',
      '--config': 'run',
      '-Z': 'run',
      '--target-dir': 'write',
    },
  },
  prettier: PRETTIER,
  tsc: TSC,
  eslint: ESLINT,
  vitest: VITEST,
  pytest: {
    options: {
      '-p': 'run',
      '--rootdir': 'cd',
      '-c': 'read',
      '--confcutdir': 'cd',
      '--basetemp': 'write',
      '--junitxml': 'write',
      '--junit-xml': 'write',
      '--debug': 'write',
    },
    abbreviates: true,
  },
};

export interface GuardResult {
  reads: string[];
  writes: string[];
  /** Operands rewritten whole (`prettier --write src`). */
  editTrees: string[];
  problems: string[];
}

/** The guarded options in argv, or undefined for programs without a guard. */
export function guardedOptions(
  argv: readonly string[],
  dynamic: readonly boolean[],
): GuardResult | undefined {
  const name = programName(argv[0] ?? '');
  const guard = Object.hasOwn(GUARDS, name) ? GUARDS[name] : undefined;
  if (!guard) return undefined;
  const out: GuardResult = { reads: [], writes: [], editTrees: [], problems: [] };
  const operands: number[] = [];
  let writesOperands = false;
  // A package runner's options end at the program it runs, judged from there as that program.
  const runner = runnerOptionsStart(argv);
  const runs = (i: number) =>
    merge(out, guardedOptions([packageName(argv[i] ?? ''), ...argv.slice(i + 1)], dynamic.slice(i)));
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? '';
    const ownOption = runner === undefined || i < runner;
    if (word === '--' && !ownOption) return runs(i + 1);
    if (word === '--' && guard.until === 'dashdash') break;
    if (dynamic[i]) {
      out.problems.push(
        `${name} with ${word}, an argument only known at run time that could expand to an option; write it literally`,
      );
      continue;
    }
    if (guard.variables?.test(word))
      out.problems.push(
        `${name} ${word.split(/[+:?!]*=/)[0] ?? ''}=: a variable definition that chooses the shell ${name} runs its recipes with, or runs commands ($(shell ...), !=); give plain values`,
      );
    if (!word.startsWith('-') || word === '-') {
      if (!ownOption) return runs(i);
      if (guard.responseFiles && word.startsWith('@'))
        out.problems.push(
          `${name} ${word}: a response file, whose options and file names the analyzer cannot see; give them on the command line`,
        );
      else operands.push(i);
      continue;
    }
    const eq = word.indexOf('=');
    const given = spelled(guard, eq < 0 ? word : word.slice(0, eq));
    writesOperands ||= guard.writesOperands?.includes(given) === true;
    const [option, kind] = match(guard, given, word);
    if (!option || !kind) {
      // An option that takes a value would hide which word is the program run.
      if (!ownOption && !isRunnerFlag(word))
        out.problems.push(
          `${name} ${word}: an option the analyzer does not know before the program it runs; drop it or give its value as ${word}=VALUE`,
        );
      continue;
    }
    const attached =
      eq >= 0 ? word.slice(eq + 1) : option.length === 2 && word.length > 2 ? word.slice(2) : undefined;
    const value = attached ?? argv[++i];
    if (kind === 'run') {
      if (value !== undefined && guard.builtinValues?.[option]?.includes(value)) continue;
      out.problems.push(
        `${name} ${option} makes it run or load ${value ?? 'something'} besides the command itself; run without it`,
      );
      continue;
    }
    if (value === undefined || (attached === undefined && dynamic[i])) {
      out.problems.push(`${name} ${option} with a value the analyzer cannot read`);
      continue;
    }
    if (kind === 'arg') continue;
    (kind === 'write' ? out.writes : out.reads).push(value);
  }
  if (writesOperands)
    rewrites(
      name,
      operands.map((i) => argv[i] ?? ''),
      out,
    );
  if (guard.readsOperands) out.reads.push(...operands.map((i) => argv[i] ?? ''));
  return out;
}

/** `--experimental_loader` is `--experimental-loader` to node: the name part only, never a value. */
function spelled(guard: Guard, given: string): string {
  if (guard.spelling) return guard.spelling(given);
  if (!guard.underscores || !given.startsWith('--')) return given;
  return `--${given.slice(2).replace(/_/g, '-')}`;
}

/**
 * Operands the program rewrites: each a file or a directory, edited whole. A glob is expanded by
 * the program itself (`prettier --write 'src/**'`), so it could name anything: refused.
 */
function rewrites(name: string, operands: string[], out: GuardResult): void {
  if (operands.length === 0) out.problems.push(`${name} rewriting files it finds itself; name them`);
  for (const operand of operands) {
    if (/[*?[{!]/.test(operand))
      out.problems.push(
        `${name} rewriting files matched by ${operand}, a pattern it expands itself; name the files or directories`,
      );
    else out.editTrees.push(operand);
  }
}

function merge(out: GuardResult, inner: GuardResult | undefined): GuardResult {
  if (!inner) return out;
  return {
    reads: [...out.reads, ...inner.reads],
    writes: [...out.writes, ...inner.writes],
    editTrees: [...out.editTrees, ...inner.editTrees],
    problems: [...out.problems, ...inner.problems],
  };
}

/** The guarded option a word is: exact, attached (`-Cdir`), or a prefix when the program abbreviates. */
function match(
  guard: Guard,
  given: string,
  word: string,
): [string | undefined, Guard['options'][string] | undefined] {
  if (Object.hasOwn(guard.options, given)) return [given, guard.options[given]];
  const short = word.slice(0, 2);
  if (!word.startsWith('--') && Object.hasOwn(guard.options, short)) return [short, guard.options[short]];
  if (guard.abbreviates && given.startsWith('--') && given.length > 3) {
    const full = Object.keys(guard.options).find((o) => o.startsWith(given));
    if (full) return [full, guard.options[full]];
  }
  return [undefined, undefined];
}
