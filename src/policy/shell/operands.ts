/**
 * Programs whose operands are files. Their operands become read or edit decisions, so
 * `cat /proc/self/environ`, `rm -rf .git` or `cp x ../y` obey the same confinement, protected
 * paths and `read`/`edit` rules as the file tools. Unknown options are taken as flags: misreading
 * an option's value as a file only adds a check.
 */
interface OperandSpec {
  /** What the operands are: read, edited, or read except the last (`cp a b c` writes c). */
  operands: 'read' | 'edit' | 'copy';
  valued?: string[];
  /** The first operand is not a file (a pattern, a mode, a sed script)... */
  skipFirst?: boolean;
  /** ...unless one of these options supplies it instead (`grep -e PAT FILE`). */
  firstGivenBy?: string[];
  /** Options whose value is a file the program writes. */
  writes?: string[];
}

const COUNT = ['-n', '-c', '--lines', '--bytes'];
const GREP: OperandSpec = {
  operands: 'read',
  skipFirst: true,
  firstGivenBy: ['-e', '-f', '--regexp', '--file'],
  valued: ['-e', '-f', '--regexp', '--file', '-m', '--max-count', '-A', '-B', '-C', '--context'].concat([
    '--include',
    '--exclude',
    '--exclude-dir',
    '-g',
    '--glob',
    '-t',
    '--type',
    '-T',
    '--type-not',
  ]),
};
const SORT_VALUED = ['-k', '--key', '-t', '--field-separator', '-S', '-T', '-o', '--output'];
const MODE: OperandSpec = { operands: 'edit', skipFirst: true, firstGivenBy: ['--reference'] };
const SED: OperandSpec = {
  operands: 'edit',
  skipFirst: true,
  firstGivenBy: ['-e', '-f', '--expression', '--file'],
  valued: ['-e', '-f', '--expression', '--file', '-l', '-s'],
};

const PROGRAMS: Record<string, OperandSpec> = {
  cat: { operands: 'read' },
  tac: { operands: 'read' },
  nl: { operands: 'read' },
  head: { operands: 'read', valued: COUNT },
  tail: { operands: 'read', valued: [...COUNT, '-s', '--sleep-interval', '--pid'] },
  less: { operands: 'read' },
  more: { operands: 'read' },
  wc: { operands: 'read' },
  od: { operands: 'read', valued: ['-A', '-j', '-N', '-t', '-w'] },
  xxd: { operands: 'read' },
  strings: { operands: 'read', valued: ['-n'] },
  file: { operands: 'read' },
  stat: { operands: 'read', valued: ['-c', '--format', '--printf'] },
  ls: { operands: 'read', valued: ['-I', '--ignore', '-w', '--width', '-T', '--tabsize', '--hide'] },
  tree: { operands: 'read', valued: ['-L', '-I', '-P'] },
  du: { operands: 'read' },
  sort: { operands: 'read', valued: SORT_VALUED, writes: ['-o', '--output'] },
  cut: { operands: 'read', valued: ['-d', '-f', '-b', '-c', '--delimiter', '--fields'] },
  diff: { operands: 'read' },
  cmp: { operands: 'read' },
  base64: { operands: 'read' },
  md5sum: { operands: 'read' },
  sha1sum: { operands: 'read' },
  sha256sum: { operands: 'read' },
  grep: GREP,
  egrep: GREP,
  fgrep: GREP,
  rg: GREP,
  rm: { operands: 'edit' },
  rmdir: { operands: 'edit' },
  unlink: { operands: 'edit' },
  shred: { operands: 'edit', valued: ['-n', '--iterations', '-s', '--size'] },
  touch: { operands: 'edit', valued: ['-d', '--date', '-t', '-r', '--reference'] },
  mkdir: { operands: 'edit', valued: ['-m', '--mode'] },
  tee: { operands: 'edit' },
  truncate: { operands: 'edit', valued: ['-s', '--size', '-r', '--reference'] },
  mv: { operands: 'edit', valued: ['-S', '--suffix'], writes: ['-t', '--target-directory'] },
  cp: { operands: 'copy', valued: ['-S', '--suffix'], writes: ['-t', '--target-directory'] },
  ln: { operands: 'copy', valued: ['-S', '--suffix'], writes: ['-t', '--target-directory'] },
  install: {
    operands: 'copy',
    valued: ['-m', '--mode', '-o', '--owner', '-g', '--group', '-S', '--suffix'],
    writes: ['-t', '--target-directory'],
  },
  chmod: MODE,
  chown: MODE,
  chgrp: MODE,
};

export interface FileOperands {
  reads: string[];
  writes: string[];
  /** Operands the analyzer cannot pin down (`$FILE`, a glob given to a writing program). */
  unknown: string[];
}

/** Files a known program touches through its operands, or undefined for other programs. */
export function fileOperands(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
): FileOperands | undefined {
  const name = argv[0] ?? '';
  if (name === 'git') return gitOperands(argv, sources, dynamic);
  if (name === 'find') return findOperands(argv, sources, dynamic);
  if (name === 'dd') return ddOperands(argv, sources, dynamic);
  if (name === 'sed')
    return operands(argv, sources, dynamic, argv.some(inPlace) ? SED : { ...SED, operands: 'read' });
  const spec = PROGRAMS[name];
  return spec && operands(argv, sources, dynamic, spec);
}

const inPlace = (word: string): boolean => word.startsWith('--in-place') || /^-[a-zA-Z]*i/.test(word);

function operands(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
  spec: OperandSpec,
): FileOperands {
  const out: FileOperands = { reads: [], writes: [], unknown: [] };
  const files: number[] = [];
  let skipFirst = spec.skipFirst === true;
  let optionsDone = false;
  let targetGiven = false;
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? '';
    if (!optionsDone && word === '--') {
      optionsDone = true;
      continue;
    }
    if (!optionsDone && word.startsWith('-') && word !== '-') {
      const option = word.startsWith('--') ? (word.split('=')[0] ?? word) : word.slice(0, 2);
      if (spec.firstGivenBy?.includes(option)) skipFirst = false;
      if (!spec.valued?.includes(option) && !spec.writes?.includes(option)) continue;
      const at = word.startsWith('--') ? i : word.length > 2 ? i : ++i;
      const value = word.startsWith('--') ? word.split('=')[1] : word.length > 2 ? word.slice(2) : argv[at];
      if (value !== undefined && spec.writes?.includes(option)) {
        targetGiven = true;
        add(out, out.writes, value, sources[at] ?? value, dynamic[at] === true, true);
      }
      continue;
    }
    if (skipFirst) {
      skipFirst = false;
      continue;
    }
    if (word !== '-') files.push(i);
  }
  files.forEach((i, k) => {
    const edit =
      spec.operands === 'edit' || (spec.operands === 'copy' && !targetGiven && k === files.length - 1);
    add(out, edit ? out.writes : out.reads, argv[i] ?? '', sources[i] ?? '', dynamic[i] === true, edit);
  });
  return out;
}

/**
 * A glob given to a reading program can only expand inside its literal directory, which is read;
 * a glob given to a writing program could name anything there (`rm -rf .gi*`), so it is refused.
 */
function add(
  out: FileOperands,
  list: string[],
  value: string,
  source: string,
  dynamic: boolean,
  edit: boolean,
): void {
  if (!dynamic) return void list.push(value);
  const directory = edit ? undefined : globDirectory(source);
  if (directory === undefined) out.unknown.push(source);
  else list.push(directory);
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
): FileOperands {
  const out: FileOperands = { reads: [], writes: [], unknown: [] };
  const noIndex = argv.includes('--no-index');
  let subcommand = false;
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? '';
    const eq = word.startsWith('--') ? word.indexOf('=') : -1;
    const option = eq > 0 ? word.slice(0, eq) : word;
    if (GIT_DIRS.includes(option) || option === '--output') {
      const at = eq > 0 ? i : ++i;
      const value = eq > 0 ? word.slice(eq + 1) : argv[at];
      const edit = option === '--output';
      if (value !== undefined)
        add(out, edit ? out.writes : out.reads, value, sources[at] ?? value, dynamic[at] === true, edit);
      continue;
    }
    if (!subcommand) {
      if (option === '-c') i++;
      else if (!word.startsWith('-')) subcommand = true;
      continue;
    }
    if (noIndex && !word.startsWith('-'))
      add(out, out.reads, word, sources[i] ?? word, dynamic[i] === true, false);
  }
  return out;
}

const FIND_WRITES = new Set(['-fprint', '-fprint0', '-fprintf', '-fls']);

/** find's starting points are read; `-fprint FILE` and friends write. */
function findOperands(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
): FileOperands {
  const out: FileOperands = { reads: [], writes: [], unknown: [] };
  let i = 1;
  while (i < argv.length && /^-[HLP]$/.test(argv[i] ?? '')) i++;
  for (; i < argv.length && !/^[-(!]/.test(argv[i] ?? ''); i++)
    add(out, out.reads, argv[i] ?? '', sources[i] ?? '', dynamic[i] === true, false);
  for (; i < argv.length; i++) {
    if (FIND_WRITES.has(argv[i] ?? '') && i + 1 < argv.length)
      add(out, out.writes, argv[i + 1] ?? '', sources[i + 1] ?? '', dynamic[i + 1] === true, true);
  }
  return out;
}

/** `dd if=A of=B`. */
function ddOperands(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
): FileOperands {
  const out: FileOperands = { reads: [], writes: [], unknown: [] };
  argv.forEach((word, i) => {
    const m = /^(if|of)=(.*)$/.exec(word);
    if (m)
      add(
        out,
        m[1] === 'of' ? out.writes : out.reads,
        m[2] ?? '',
        (sources[i] ?? '').replace(/^(if|of)=/, ''),
        dynamic[i] === true,
        m[1] === 'of',
      );
  });
  return out;
}
