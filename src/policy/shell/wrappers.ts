/**
 * Programs that run another program given in their arguments. The analyzer looks through them
 * so `timeout 60 rm -rf x` is judged as `rm -rf x`; options it does not know are refused, since
 * a misread option value would shift which word is taken for the inner command.
 */
interface WrapperSpec {
  bool?: string[];
  valued?: string[];
  /** Short options whose value is optional and only ever attached (`xargs -i{}`). */
  attached?: string[];
  /** Positional arguments before the command (`timeout DURATION cmd`). */
  positionals?: number;
  /** `NAME=value` words before the command set environment variables. */
  assignments?: boolean;
  /** Options whose value names an environment variable the wrapper sets (`xargs --process-slot-var`). */
  setsVariable?: string[];
  /** Options whose value is a file the wrapper writes, reads, or runs the command in. */
  writes?: string[];
  reads?: string[];
  chdir?: string[];
  /** Options refused with the reason given. */
  refuse?: Record<string, string>;
  /** The inner command receives extra arguments only known at run time (xargs). */
  appendsArgs?: boolean;
  /** Changes privileges: the wrapper itself needs an allow rule, not only its inner command. */
  privileged?: boolean;
  /** What runs when no command is given (`xargs` alone runs echo). */
  defaultCommand?: string;
}

const SUDO_VALUED = ['-u', '--user', '-g', '--group', '-h', '--host', '-p', '--prompt', '-C', '--close-from'];
const SUDO_MORE = [
  '-D',
  '--chdir',
  '-r',
  '--role',
  '-t',
  '--type',
  '-U',
  '--other-user',
  '-T',
  '--command-timeout',
];

const WRAPPERS: Record<string, WrapperSpec> = {
  env: {
    bool: ['-i', '--ignore-environment', '-0', '--null', '-v', '--debug', '-'],
    valued: ['-u', '--unset', '-C', '--chdir'],
    chdir: ['-C', '--chdir'],
    assignments: true,
    refuse: {
      '-S': 'env -S splits a string into a command',
      '--split-string': 'env -S splits a string into a command',
    },
  },
  nice: { valued: ['-n', '--adjustment'] },
  timeout: {
    bool: ['-v', '--verbose', '--preserve-status', '--foreground'],
    valued: ['-s', '--signal', '-k', '--kill-after'],
    positionals: 1,
  },
  nohup: {},
  command: { bool: ['-p', '-v', '-V'] },
  builtin: {},
  exec: { bool: ['-c', '-l'], valued: ['-a'] },
  sudo: {
    bool: [
      '-A',
      '-b',
      '-E',
      '-H',
      '-i',
      '-K',
      '-k',
      '-n',
      '-P',
      '-S',
      '-s',
      '--login',
      '--shell',
      '--preserve-env',
    ],
    valued: [...SUDO_VALUED, ...SUDO_MORE],
    chdir: ['-D', '--chdir'],
    assignments: true,
    refuse: { '-e': 'sudo -e edits files as another user', '--edit': 'sudo -e edits files as another user' },
    privileged: true,
  },
  doas: { bool: ['-n', '-s'], valued: ['-u', '-C'], privileged: true },
  time: {
    bool: ['-p', '-a', '-v', '--portability', '--append', '--verbose'],
    valued: ['-f', '--format', '-o', '--output'],
    writes: ['-o', '--output'],
  },
  stdbuf: { valued: ['-i', '-o', '-e', '--input', '--output', '--error'] },
  setsid: { bool: ['-c', '-f', '-w', '--ctty', '--fork', '--wait'] },
  xargs: {
    bool: [
      '-0',
      '--null',
      '-r',
      '--no-run-if-empty',
      '-t',
      '--verbose',
      '-p',
      '--interactive',
      '-x',
      '--exit',
      '-o',
      '--open-tty',
    ],
    valued: [
      '-a',
      '--arg-file',
      '-d',
      '--delimiter',
      '-E',
      '-I',
      '-L',
      '--max-lines',
      '-n',
      '--max-args',
      '-P',
      '--max-procs',
      '-s',
      '--max-chars',
      '--process-slot-var',
    ],
    attached: ['-i', '-e', '-l'],
    reads: ['-a', '--arg-file'],
    setsVariable: ['--process-slot-var'],
    appendsArgs: true,
    defaultCommand: 'echo',
  },
};

export interface Unwrapped {
  /** The command to run when argv has none after the wrapper's options. */
  defaultCommand?: string;
  /** Index in argv where the inner command starts (argv.length when there is none). */
  inner: number;
  /** Names of environment variables the wrapper sets for the inner command. */
  assignments: string[];
  writes: string[];
  reads: string[];
  /** Directories the inner command runs in (`env -C dir`), relative to the wrapper's. */
  chdir: string[];
  appendsArgs: boolean;
  /** `xargs -I STR`: STR in the inner command's words is replaced by input only known at run time. */
  replace?: string;
  privileged: boolean;
  problem?: string;
}

export const isWrapper = (name: string): boolean => Object.hasOwn(WRAPPERS, name);

/** Splits a wrapper's argv into its own options and the inner command. */
export function unwrap(argv: readonly string[], dynamic: readonly boolean[]): Unwrapped {
  const name = argv[0] ?? '';
  const spec = WRAPPERS[name] ?? {};
  const result: Unwrapped = {
    inner: argv.length,
    assignments: [],
    writes: [],
    reads: [],
    chdir: [],
    appendsArgs: spec.appendsArgs === true,
    privileged: spec.privileged === true,
  };
  const fail = (problem: string): Unwrapped => ({ ...result, problem });
  let i = 1;
  for (; i < argv.length; i++) {
    const word = argv[i] ?? '';
    if (dynamic[i] && word.startsWith('-')) return fail(`a dynamic option to ${name} (${word})`);
    if (word === '--') {
      i++;
      break;
    }
    if (!word.startsWith('-') || word === '-') break;
    const [option = word, attachedValue] = word.startsWith('--')
      ? splitLong(word)
      : [word.slice(0, 2), word.slice(2) || undefined];
    const refusal = spec.refuse?.[option];
    if (refusal) return fail(refusal);
    if (spec.valued?.includes(option)) {
      const value = attachedValue ?? argv[++i];
      if (name === 'xargs' && option === '-I' && value !== undefined) result.replace = value;
      if (value === undefined) return fail(`${name} ${option} without its value`);
      const checked = [
        ...(spec.writes ?? []),
        ...(spec.reads ?? []),
        ...(spec.chdir ?? []),
        ...(spec.setsVariable ?? []),
      ];
      if (dynamic[i] && checked.includes(option))
        return fail(`${name} ${option} with a value only known at run time (${value})`);
      if (spec.setsVariable?.includes(option)) result.assignments.push(value);
      if (spec.writes?.includes(option)) result.writes.push(value);
      if (spec.reads?.includes(option)) result.reads.push(value);
      if (spec.chdir?.includes(option)) result.chdir.push(value);
      continue;
    }
    if (spec.attached?.includes(option)) {
      if (name === 'xargs' && option === '-i') result.replace = word.slice(2) || '{}';
      continue;
    }
    if (name === 'nice' && /^-\d+$/.test(word)) continue;
    if (!shortFlagsKnown(word, spec.bool ?? []))
      return fail(`an option ${name} is not known to take: ${word}`);
  }
  i += Math.min(spec.positionals ?? 0, argv.length - i);
  while (spec.assignments && i < argv.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(argv[i] ?? '')) {
    result.assignments.push((argv[i] ?? '').split('=')[0] ?? '');
    i++;
  }
  return { ...result, inner: i, ...(spec.defaultCommand ? { defaultCommand: spec.defaultCommand } : {}) };
}

function splitLong(word: string): [string, string | undefined] {
  const eq = word.indexOf('=');
  return eq < 0 ? [word, undefined] : [word.slice(0, eq), word.slice(eq + 1)];
}

/** `-iv` is `-i -v` when every letter is a known flag. */
function shortFlagsKnown(word: string, bool: string[]): boolean {
  if (bool.includes(word.split('=')[0] ?? word)) return true;
  if (word.startsWith('--')) return false;
  return [...word.slice(1)].every((c) => bool.includes(`-${c}`));
}
