/**
 * Programs whose operands are files they read. Their operands become read decisions, so
 * `cat /proc/self/environ` or `head ../secrets.txt` obey the same confinement and `read` rules
 * as the read_file tool. Unknown options are taken as flags: misreading an option's value as a
 * file only adds a check.
 */
interface ReaderSpec {
  valued?: string[];
  /** The first operand is a pattern, unless given with -e / -f. */
  patternFirst?: boolean;
  /** Options whose value is a file the program writes. */
  writes?: string[];
}

const COUNT = ['-n', '-c', '--lines', '--bytes'];
const GREP: ReaderSpec = {
  patternFirst: true,
  valued: [
    '-e',
    '-f',
    '--regexp',
    '--file',
    '-m',
    '--max-count',
    '-A',
    '-B',
    '-C',
    '--context',
    '--include',
    '--exclude',
    '--exclude-dir',
    '-g',
    '--glob',
    '-t',
    '--type',
    '-T',
    '--type-not',
  ],
};

const READERS: Record<string, ReaderSpec> = {
  cat: {},
  tac: {},
  nl: {},
  head: { valued: COUNT },
  tail: { valued: [...COUNT, '-s', '--sleep-interval', '--pid'] },
  less: {},
  more: {},
  wc: {},
  od: { valued: ['-A', '-j', '-N', '-t', '-w'] },
  xxd: {},
  strings: { valued: ['-n'] },
  file: {},
  stat: { valued: ['-c', '--format', '--printf'] },
  ls: { valued: ['-I', '--ignore', '-w', '--width', '-T', '--tabsize', '--hide'] },
  tree: { valued: ['-L', '-I', '-P'] },
  du: {},
  sort: {
    valued: ['-k', '--key', '-t', '--field-separator', '-S', '-T', '-o', '--output'],
    writes: ['-o', '--output'],
  },
  cut: { valued: ['-d', '-f', '-b', '-c', '--delimiter', '--fields'] },
  diff: {},
  cmp: {},
  base64: {},
  md5sum: {},
  sha1sum: {},
  sha256sum: {},
  grep: GREP,
  egrep: GREP,
  fgrep: GREP,
  rg: GREP,
};

export interface ReaderOperands {
  reads: string[];
  writes: string[];
  /** Operands whose value is only known at run time (`$FILE`); globs give their literal directory. */
  unknown: string[];
}

/** Files a known reading program touches, or undefined when `argv[0]` is not one. */
export function readerOperands(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
): ReaderOperands | undefined {
  if (argv[0] === 'git') return gitOperands(argv, sources, dynamic);
  const spec = READERS[argv[0] ?? ''];
  if (!spec) return undefined;
  const out: ReaderOperands = { reads: [], writes: [], unknown: [] };
  let patternPending = spec.patternFirst === true;
  let optionsDone = false;
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? '';
    if (!optionsDone && word === '--') {
      optionsDone = true;
      continue;
    }
    if (!optionsDone && word.startsWith('-') && word !== '-') {
      const option = word.startsWith('--') ? (word.split('=')[0] ?? word) : word.slice(0, 2);
      if (option === '-e' || option === '-f' || option === '--regexp' || option === '--file')
        patternPending = false;
      if (!spec.valued?.includes(option)) continue;
      const value = word.startsWith('--') ? word.split('=')[1] : word.length > 2 ? word.slice(2) : argv[++i];
      if (value !== undefined && spec.writes?.includes(option)) out.writes.push(value);
      continue;
    }
    if (patternPending) {
      patternPending = false;
      continue;
    }
    if (word === '-') continue;
    if (!dynamic[i]) out.reads.push(word);
    else {
      const source = sources[i] ?? word;
      const literal = globDirectory(source);
      if (literal === undefined) out.unknown.push(source);
      else out.reads.push(literal);
    }
  }
  return out;
}

/** `../*.txt` → `..`: the directory a glob can only expand inside; undefined for expansions. */
function globDirectory(source: string): string | undefined {
  if (/[$`"'\\]/.test(source) || /^~[^/]/.test(source)) return undefined;
  const wild = source.search(/[*?[{]/);
  const prefix = source.slice(0, wild < 0 ? source.length : wild);
  const slash = prefix.lastIndexOf('/');
  return slash < 0 ? '.' : prefix.slice(0, slash) || '/';
}

const GIT_DIRS = ['-C', '--git-dir', '--work-tree', '--exec-path'];

/**
 * git's options that point it at other files: `-C /elsewhere`, `--git-dir`, `--output=FILE`
 * (writes) and `diff --no-index A B` (reads any two files). With them as read and edit decisions,
 * an allowed `git diff` cannot be bent into reading or writing outside the workspace.
 */
function gitOperands(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
): ReaderOperands {
  const out: ReaderOperands = { reads: [], writes: [], unknown: [] };
  const noIndex = argv.includes('--no-index');
  const add = (list: string[], i: number, value: string | undefined) => {
    if (value === undefined) return;
    if (dynamic[i]) out.unknown.push(sources[i] ?? value);
    else list.push(value);
  };
  let subcommand = false;
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? '';
    const [option = word, attached] = word.startsWith('--')
      ? [word.split('=')[0], word.includes('=') ? word.slice(word.indexOf('=') + 1) : undefined]
      : [word, undefined];
    if (GIT_DIRS.includes(option) || option === '--output') {
      const target = option === '--output' ? out.writes : out.reads;
      if (attached !== undefined) add(target, i, attached);
      else add(target, i + 1, argv[++i]);
      continue;
    }
    if (!subcommand) {
      if (option === '-c') i++;
      else if (!word.startsWith('-')) subcommand = true;
      continue;
    }
    if (noIndex && !word.startsWith('-')) add(out.reads, i, word);
  }
  return out;
}
