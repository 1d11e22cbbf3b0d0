import path from 'node:path';
import { archiveFiles } from './archives.ts';
import { add, emptyOperands, type FileOperands } from './operand-files.ts';
import { FIND_EXEC, findExecEnd } from './find-exec.ts';
import { gitFiles } from './git.ts';
import { parseArgs, valueProblem, type OptionTable, type ParsedArgs } from './options.ts';
import { PROGRAMS, type ProgramSpec } from './programs.ts';
import { sedScriptProblem } from './sed-script.ts';

/** Files a known program touches, or undefined for programs the analyzer does not model. */
export function fileOperands(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
): FileOperands | undefined {
  const name = argv[0] ?? '';
  if (name === 'git') return fromGit(argv, sources, dynamic);
  if (name === 'find') return findOperands(argv, sources, dynamic);
  if (name === 'dd') return ddOperands(argv, sources, dynamic);
  if (name === 'tar' || name === 'zip' || name === 'unzip') return archiveFiles(argv, sources, dynamic);
  const spec = Object.hasOwn(PROGRAMS, name) ? PROGRAMS[name] : undefined;
  return spec && operands(argv, sources, dynamic, spec);
}

function operands(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
  spec: ProgramSpec,
): FileOperands {
  const out = emptyOperands();
  const parsed = parseArgs(argv, dynamic, sources, spec.options, spec.settings);
  if (parsed.problem) return { ...out, problems: [parsed.problem] };
  const name = argv[0] ?? '';
  const targetGiven = takeValues(name, parsed, out);
  const given = (options: string[] | undefined) => parsed.options.some((o) => options?.includes(o));
  const skipFirst = spec.skipFirst === true && !given(spec.firstGivenBy);
  const files = skipFirst ? parsed.operands.slice(1) : parsed.operands;
  if (name === 'sed') {
    const inPlace = given(['-i', '--in-place']);
    const scripts = skipFirst
      ? parsed.operands.slice(0, 1).map((i) => argv[i] ?? '')
      : parsed.values.filter((v) => v.option === '-e' || v.option === '--expression').map((v) => v.value);
    const problem = given(['--sandbox']) ? undefined : sedScriptsProblem(scripts, given(['-f', '--file']));
    if (problem) out.problems.push(problem);
    if (inPlace) {
      addAll(out, files, argv, sources, dynamic, 'edit');
      sedBackups(argv, dynamic, spec, files, given(['--follow-symlinks']), out);
      return out;
    }
  }
  const recursive = spec.alwaysRecursive === true || given(spec.recursive) || recursiveByValue(spec, parsed);
  // Recursive with no file operand: grep -r, like rg, searches the working directory.
  if (recursive && spec.operands === 'read' && files.length === 0) out.readTrees.push('.');
  // `install -d DIR...` creates every operand.
  const allEdits = spec.operands === 'edit' || (name === 'install' && given(['-d', '--directory']));
  // A hard link is the source under a second name: writing through it edits the source.
  const hardLinks =
    (name === 'ln' && !given(['-s', '--symbolic'])) || (name === 'cp' && given(['-l', '--link']));
  files.forEach((i, k) => {
    const last = k === files.length - 1;
    const destination = spec.operands === 'copy' && !targetGiven && last && files.length > 1;
    const edit = allEdits || destination || hardLinks;
    const word = argv[i] ?? '';
    if (word === '-') return;
    add(out, edit ? 'edit' : 'read', word, sources[i] ?? word, dynamic[i] === true);
    // ... and a name its content can be read under, whatever the rules say of reading the second
    // name: a read of the source too (`ln .aws/credentials notes.txt`).
    const linked = hardLinks && !destination;
    if (linked) add(out, 'read', word, sources[i] ?? word, dynamic[i] === true);
    // `rm -r dir` edits all of dir; `cp -r dir x` and `grep -r x dir` read all of it.
    if (recursive && !dynamic[i]) {
      (edit ? out.editTrees : out.readTrees).push(word);
      if (linked) out.readTrees.push(word);
    } else if (name === 'mv' && !edit && !dynamic[i]) out.editTrees.push(word);
  });
  if (spec.operands === 'copy') copyDestinations(argv, sources, dynamic, files, parsed, targetGiven, out);
  if (makesSymlinks(name, given))
    symlinkTargets(
      argv,
      sources,
      dynamic,
      files,
      parsed,
      targetGiven,
      name === 'ln' && given(['-r', '--relative']),
      out,
    );
  // A recursive reader also walks whatever its globs expand to.
  if (recursive) out.readTrees.push(...out.globs.map((g) => path.posix.dirname(g)));
  return out;
}

/**
 * The first sed script that can read, write or run files. A script file (`-f FILE`, `-f -`) is
 * only read when sed runs, so it cannot be checked: it is refused unless --sandbox is given.
 */
function sedScriptsProblem(scripts: string[], fromFile: boolean): string | undefined {
  if (fromFile)
    return 'sed -f: a script file can read, write or run files (e, w, r), and the analyzer cannot see it; pass the script with -e, or add --sandbox';
  return scripts.map(sedScriptProblem).find(Boolean);
}

/**
 * `sed -i SUFFIX` renames each file to a backup before writing it: FILE+SUFFIX, or, when SUFFIX
 * holds `*`, SUFFIX with every `*` replaced by FILE as given (`-i'bak/*'` makes `bak/src/a.ts`),
 * relative to the working directory. With --follow-symlinks FILE is where its links lead, which
 * only the file system knows.
 */
function sedBackups(
  argv: readonly string[],
  dynamic: readonly boolean[],
  spec: ProgramSpec,
  files: number[],
  followSymlinks: boolean,
  out: FileOperands,
): void {
  const suffix = sedInPlaceSuffix(argv, dynamic, spec.options);
  if (!suffix) return;
  if (followSymlinks)
    return void out.problems.push(
      `sed -i${suffix} --follow-symlinks names its backups after where the links lead, which the analyzer cannot see; drop the backup suffix or --follow-symlinks`,
    );
  for (const i of files) {
    const file = argv[i] ?? '';
    if (dynamic[i] || file === '-') continue; // the file itself is refused, or not a file
    out.writes.push(suffix.includes('*') ? suffix.replaceAll('*', file) : `${file}${suffix}`);
  }
}

/**
 * The backup suffix of sed's last `-i`/`--in-place` (`''` for none). Its value is optional, so
 * only an attached one counts (`-i.bak`, `-ni.bak`, `--in-place=.bak`; `-ie` is the suffix `e`).
 * Walks argv as getopt does; parseArgs has already refused anything it cannot read.
 */
function sedInPlaceSuffix(argv: readonly string[], dynamic: readonly boolean[], table: OptionTable): string {
  let suffix = '';
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? '';
    if (word === '--') break;
    if (dynamic[i] || !word.startsWith('-') || word === '-') continue;
    if (word.startsWith('--')) {
      const eq = word.indexOf('=');
      const given = eq < 0 ? word : word.slice(0, eq);
      const names = table.long.has(given)
        ? [given]
        : [...table.long.keys()].filter((n) => n.startsWith(given));
      const spec = names.length === 1 ? table.long.get(names[0] ?? '') : undefined;
      if (names[0] === '--in-place' && names.length === 1) suffix = eq < 0 ? '' : word.slice(eq + 1);
      else if (spec?.kind && !spec.optional && eq < 0) i++;
      continue;
    }
    for (let k = 1; k < word.length; k++) {
      const option = `-${word[k] ?? ''}`;
      if (option === '-i') {
        suffix = word.slice(k + 1);
        break;
      }
      if (table.shortOptional.has(option)) break;
      if (!table.short.get(option)) continue;
      if (k === word.length - 1) i++;
      break;
    }
  }
  return suffix;
}

/**
 * cp, mv, ln and install write the last operand, or, when it is a directory (or one is given by
 * `-t DIR`), DIR/NAME for each source NAME; `ln TARGET` links NAME in the working directory. The
 * analyzer cannot know which, so both are edits (`cp -T` says the last operand is the file).
 * With a backup option (`-b`, `--backup[=CONTROL]`, `-S SUFFIX`), each destination that exists is
 * renamed first: DEST+SUFFIX (`~` by default; a suffix holding `/` is `~` too) for simple backups,
 * DEST.~N~ for numbered ones (decided as DEST.~1~), either for `existing`, the default.
 */
function copyDestinations(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
  files: number[],
  parsed: ParsedArgs,
  targetGiven: boolean,
  out: FileOperands,
): void {
  const name = argv[0] ?? '';
  const has = (...options: string[]) => parsed.options.some((o) => options.includes(o));
  if (name === 'install' && has('-d', '--directory')) return; // directories, every one an operand
  const word = (i: number | undefined) => (i === undefined || dynamic[i] ? undefined : (argv[i] ?? ''));
  const noDirectory = has('-T', '--no-target-directory');
  const parents = has('--parents');
  /** Files the copy replaces: the last operand (an edit already)... */
  const dests: string[] = [];
  /** ...and DIR/NAME, for each source NAME, where DIR may be a directory. */
  const inside: string[] = [];
  let sourcesUnknown = false;
  const kind = copyKind(name, parsed);
  /**
   * Where source `i` lands: in DIR (`cp a b DIR`, `-t DIR`), or as TO itself. A glob's matches are
   * entries of its directory, each landing in DIR, or, matching one, as TO.
   */
  const land = (i: number, place: { dir: string } | { as: string }) => {
    if (!kind) return;
    const source = argv[i] ?? '';
    const glob = dynamic[i] ? copiedGlob(sources[i] ?? source) : source;
    if (glob === undefined)
      return void out.problems.push(
        `${name} of ${sources[i] ?? source}, a word only known at run time or a glob with a wildcard before its last /: where what it names lands cannot be told; name the files or directories`,
      );
    const pattern = dynamic[i] ? globPattern(sources[i] ?? source) : undefined;
    const matched = dynamic[i] ? { ...(pattern === undefined ? {} : { pattern }) } : {};
    if ('as' in place)
      out.copies.push({ from: glob, to: place.as, ...kind, ...(dynamic[i] ? { as: true } : {}), ...matched });
    else if (dynamic[i])
      out.copies.push({
        from: glob,
        to: parents ? path.posix.join(place.dir, glob) : place.dir,
        ...kind,
        ...matched,
      });
    else
      out.copies.push({
        from: source,
        to: path.posix.join(place.dir, parents ? source : path.posix.basename(source)),
        ...kind,
      });
  };
  const into = (dir: string, sources: number[]) => {
    for (const i of sources) {
      const source = word(i);
      if (source === undefined) sourcesUnknown = true;
      // `cp --parents a/b d` makes d/a/b.
      else if (source !== '-')
        inside.push(path.posix.join(dir, parents ? source : path.posix.basename(source)));
      if (source !== '-') land(i, { dir });
    }
  };
  if (targetGiven) {
    for (const v of parsed.values)
      if (v.option === '-t' || v.option === '--target-directory') into(v.value, files);
  } else if (files.length > 1) {
    const last = word(files.at(-1));
    if (last !== undefined) dests.push(last);
    if (last !== undefined && !noDirectory) into(last, files.slice(0, -1));
    // One source may land as the last operand itself (`cp -r evil/. src`, `cp -rT evil src`).
    const first = files[0];
    if (last !== undefined && first !== undefined && files.length === 2 && (argv[first] ?? '') !== '-')
      land(first, { as: last });
    // `mv --exchange a b` swaps them: b's tree lands at a too.
    if (name === 'mv' && parsed.options.includes('--exchange') && last !== undefined && first !== undefined)
      if (!dynamic[first]) out.copies.push({ from: last, to: argv[first] ?? '', links: true, tree: true });
  } else if (name === 'ln' && !noDirectory) into('.', files);
  out.writes.push(...inside);
  const backups = backupKinds(parsed, out);
  if (!backups) return;
  if (sourcesUnknown)
    return void out.problems.push(
      `${name} with a backup option and sources only known at run time: the backups' names depend on them; name the files literally`,
    );
  for (const dest of [...dests, ...inside]) {
    if (backups.suffix !== undefined) out.writes.push(`${dest}${backups.suffix}`);
    if (backups.numbered) out.writes.push(`${dest}.~1~`);
  }
}

/**
 * How a copy lands, or undefined when it puts nothing of the source's own there (install copies
 * a file's content; ln -s makes links, decided where they lead). mv moves the tree as it is, links
 * included; a hard link to a symbolic link is another link with its text (ln's default, -P); cp
 * keeps links with -P, -d, -a and, recursive, unless -L (with -H, those below the operands).
 */
function copyKind(name: string, parsed: ParsedArgs): { links: boolean; tree: boolean } | undefined {
  const has = (...options: string[]) => parsed.options.some((o) => options.includes(o));
  if (name === 'mv') return { links: true, tree: true };
  if (name === 'ln')
    return has('-s', '--symbolic')
      ? undefined
      : { links: !has('-L', '--logical') || has('-P', '--physical'), tree: false };
  if (name !== 'cp') return undefined;
  const tree = has('-a', '-r', '-R', '--archive', '--recursive');
  const keeps = has('-P', '-d', '--no-dereference', '-a', '--archive');
  // cp -s makes links to the sources (decided where they lead); the tree of names still lands.
  const links = !has('-s', '--symbolic-link') && (keeps || (tree && !has('-L', '--dereference')));
  return { links, tree };
}

/** The directory whose entries a glob source matches (`evil/*` → `evil`), if its wildcards are all in the last segment. */
function copiedGlob(source: string): string | undefined {
  const wild = source.search(/[*?[]/);
  if (wild < 0 || /[$`]/.test(source)) return undefined;
  const rest = source.slice(wild).replace(/\/+$/, '');
  if (rest.includes('/')) return undefined;
  const slash = source.slice(0, wild).lastIndexOf('/');
  return slash < 0 ? '.' : source.slice(0, slash) || '/';
}

/**
 * The last segment of a glob source as the rules' matcher reads it (`kit/*.md` → `*.md`; a
 * bracket expression is `*`, which matches at least what bash's does), or undefined when it is
 * quoted or escaped in part (then every entry of the directory counts).
 */
function globPattern(source: string): string | undefined {
  const last = source.replace(/\/+$/, '').split('/').at(-1) ?? '';
  if (/["'\\$`{]/.test(last) || last === '') return undefined;
  return last.replace(/\[[^\]]*\]/g, '*');
}

/** `ln -s`, `cp -s`: the command makes symbolic links. */
const makesSymlinks = (name: string, given: (options: string[]) => boolean): boolean =>
  (name === 'ln' && given(['-s', '--symbolic'])) || (name === 'cp' && given(['-s', '--symbolic-link']));

/**
 * A symbolic link leads where its text says, from the link's directory when the text is relative
 * (`ln -s TARGET` writes TARGET as given, `ln -sr` a text that leads to TARGET from the working
 * directory; `cp -s SOURCE` writes SOURCE as given, which GNU cp only does in the working
 * directory). A write through the link later in the command (`ln -s .github/workflows w && echo
 * x > w/ci.yml`) is decided before the link exists, by its own name, so making the link is
 * decided as a read and an edit of everything it leads to: the whole tree of a directory
 * (`cp -rs` links every file under it). The link lands as the last operand or in it as a
 * directory (either may hold), in `-t DIR`, or here.
 */
function symlinkTargets(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
  files: number[],
  parsed: ParsedArgs,
  targetGiven: boolean,
  relative: boolean,
  out: FileOperands,
): void {
  const linked = !targetGiven && files.length > 1 ? files.slice(0, -1) : files;
  const dirs = linkDirectories(argv, dynamic, files, parsed, targetGiven);
  for (const i of linked) {
    const text = argv[i] ?? '';
    if (dynamic[i])
      out.problems.push(
        `${argv[0] ?? ''} making a symbolic link to ${sources[i] ?? text}, only known at run time: it could lead anywhere; name the target literally`,
      );
    else {
      const targets = text.startsWith('/') || relative ? [text] : dirs.map((dir) => under(dir, text));
      out.readTrees.push(...targets);
      out.editTrees.push(...targets);
      // Where the link itself lands (a later mv or cp -P takes its text elsewhere). With -r, its
      // text is made from the working directory: decided from each place as that text would be.
      const name = path.posix.basename(text.replace(/\/+$/, '')) || text;
      for (const at of linkPlaces(argv, dynamic, files, parsed, targetGiven, name))
        out.links.push({
          at,
          text: relative ? path.posix.relative(path.posix.dirname(at), text) || '.' : text,
        });
    }
  }
}

/** `DIR/TEXT` as the kernel reads it, `..` left to the file system; `.` is the working directory. */
const under = (dir: string, text: string): string =>
  dir === '.' ? text : dir.endsWith('/') ? `${dir}${text}` : `${dir}/${text}`;

/** The paths the links land at: the last operand, or NAME in it or in `-t DIR`, or NAME here. */
function linkPlaces(
  argv: readonly string[],
  dynamic: readonly boolean[],
  files: number[],
  parsed: ParsedArgs,
  targetGiven: boolean,
  name: string,
): string[] {
  const dirs =
    targetGiven || files.length < 2 ? linkDirectories(argv, dynamic, files, parsed, targetGiven) : [];
  if (dirs.length > 0) return dirs.map((dir) => path.posix.join(dir, name));
  const last = files.at(-1);
  if (last === undefined || dynamic[last]) return [];
  const dest = argv[last] ?? '';
  const noDirectory = parsed.options.some((o) => o === '-T' || o === '--no-target-directory');
  return noDirectory || files.length > 2
    ? [noDirectory ? dest : path.posix.join(dest, name)]
    : [dest, path.posix.join(dest, name)];
}

/** The directories the links land in (a directory only known at run time is refused already). */
function linkDirectories(
  argv: readonly string[],
  dynamic: readonly boolean[],
  files: number[],
  parsed: ParsedArgs,
  targetGiven: boolean,
): string[] {
  if (targetGiven)
    return parsed.values
      .filter((v) => (v.option === '-t' || v.option === '--target-directory') && !v.dynamic)
      .map((v) => v.value);
  const last = files.at(-1);
  if (files.length < 2 || last === undefined) return ['.'];
  if (dynamic[last]) return [];
  const dest = argv[last] ?? '';
  const asFile = path.posix.dirname(dest);
  const noDirectory = parsed.options.some((o) => o === '-T' || o === '--no-target-directory');
  return noDirectory ? [asFile] : [asFile, dest];
}

const BACKUP_CONTROLS = ['none', 'off', 'simple', 'never', 'existing', 'nil', 'numbered', 't'];

/** The backups cp, mv, ln and install make, or undefined for none. */
function backupKinds(
  parsed: ParsedArgs,
  out: FileOperands,
): { suffix?: string; numbered: boolean } | undefined {
  if (!parsed.options.some((o) => ['-b', '--backup', '-S', '--suffix'].includes(o))) return undefined;
  const suffixes = parsed.values.filter((v) => v.option === '-S' || v.option === '--suffix');
  const given = suffixes.at(-1);
  if (given?.dynamic) {
    out.problems.push(
      `a backup suffix only known at run time (${given.value}): the backups' names depend on it; give it literally`,
    );
    return undefined;
  }
  // GNU's backupfile.c: SIMPLE_BACKUP_SUFFIX (refused as an assignment) or `~`, and `~` for an
  // empty suffix or one that holds `/`.
  const suffix = given && given.value !== '' && !given.value.includes('/') ? given.value : '~';
  const control = parsed.values.filter((v) => v.option === '--backup').at(-1)?.value ?? 'existing';
  // argmatch: an exact name, or the one name it abbreviates; anything else fails before copying.
  const exact = BACKUP_CONTROLS.find((c) => c === control);
  const matches = exact ? [exact] : BACKUP_CONTROLS.filter((c) => control !== '' && c.startsWith(control));
  const kind = matches.length === 1 ? matches[0] : 'existing';
  if (kind === 'none' || kind === 'off') return undefined;
  const simple = kind !== 'numbered' && kind !== 't';
  const numbered = kind !== 'simple' && kind !== 'never';
  return { ...(simple ? { suffix } : {}), numbered };
}

/** A value that may make the program recursive: anything but an abbreviation of a safe one. */
function recursiveByValue(spec: ProgramSpec, parsed: ParsedArgs): boolean {
  const unless = spec.recursiveUnless ?? {};
  return parsed.values.some((v) => {
    const safe = Object.hasOwn(unless, v.option) ? unless[v.option] : undefined;
    return safe !== undefined && (v.dynamic || !safe.some((s) => v.value !== '' && s.startsWith(v.value)));
  });
}

/** File-valued options become reads and writes; returns whether a target directory was given. */
function takeValues(program: string, parsed: ParsedArgs, out: FileOperands): boolean {
  let target = false;
  for (const value of parsed.values) {
    const problem = valueProblem(program, value);
    if (problem) out.problems.push(problem);
    else if (value.kind === 'read') out.reads.push(value.value);
    else if (value.kind === 'write') {
      out.writes.push(value.value);
      target ||= /target-directory|^-t$/.test(value.option);
    }
  }
  return target;
}

function addAll(
  out: FileOperands,
  files: number[],
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
  kind: 'read' | 'edit',
): FileOperands {
  for (const i of files) add(out, kind, argv[i] ?? '', sources[i] ?? '', dynamic[i] === true);
  return out;
}

function fromGit(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
): FileOperands {
  const git = gitFiles(argv, dynamic, sources);
  const out = { ...emptyOperands(), problems: git.problems };
  // Paths inside are relative to `-C DIR` when given (`REV:PATH` to the repository top above it).
  const bases = git.cwd.length > 0 ? git.cwd : ['.'];
  const under = (files: string[]) =>
    files.flatMap((f) => bases.map((b) => (f.startsWith('/') ? f : path.posix.join(b, f))));
  out.reads.push(...git.cwd, ...under(git.reads));
  out.writes.push(...under(git.writes));
  out.readTrees.push(...under(git.trees));
  out.historyTrees.push(...under(git.trees));
  out.touches.push(...under(git.touches));
  // `git mv A B` moves files as mv does (and stages the move): decided as mv, from each directory.
  if (git.subcommand !== undefined && argv[git.subcommand] === 'mv') {
    const from = git.subcommand + 1;
    const moved = operands(
      ['mv', ...argv.slice(from)],
      ['mv', ...sources.slice(from)],
      [false, ...dynamic.slice(from)],
      PROGRAMS.mv as ProgramSpec,
    );
    const join = (f: string) => bases.map((b) => (f.startsWith('/') ? f : path.posix.join(b, f)));
    out.problems.push(...moved.problems.map((p) => `git ${p}`));
    out.reads.push(...moved.reads.flatMap(join));
    out.writes.push(...moved.writes.flatMap(join));
    out.readTrees.push(...moved.readTrees.flatMap(join));
    out.editTrees.push(...moved.editTrees.flatMap(join));
    out.unknown.push(...moved.unknown);
    for (const copy of moved.copies)
      for (const b of bases)
        out.copies.push({
          ...copy,
          from: copy.from.startsWith('/') ? copy.from : path.posix.join(b, copy.from),
          to: copy.to.startsWith('/') ? copy.to : path.posix.join(b, copy.to),
        });
  }
  return out;
}

const FIND_VALUED = new Set(
  [
    '-name -iname -path -ipath -wholename -iwholename -regex -iregex -lname -ilname -type -xtype -size -perm',
    '-mtime -mmin -atime -amin -ctime -cmin -used -user -group -uid -gid -links -inum -maxdepth -mindepth',
    '-fstype -context -regextype -printf -newermm -newerma -newermc -newerct -newerat',
  ].flatMap((s) => s.split(' ')),
);
const FIND_READS = new Set(['-newer', '-anewer', '-cnewer', '-samefile']);
const FIND_WRITES = new Set(['-fprint', '-fprint0', '-fls']);
const FIND_FLAGS = new Set(
  [
    '-print -print0 -ls -prune -quit -true -false -empty -executable -readable -writable -nouser -nogroup',
    '-depth -mount -xdev -noleaf -follow -daystart -ignore_readdir_race -noignore_readdir_race -not -a -and',
    '-o -or , ! ( ) -d -warn -nowarn -help -version -delete',
  ].flatMap((s) => s.split(' ')),
);

/** Where find's starting points are in argv: after its -H/-L/-P options, up to the expression. */
export function findStartingPoints(argv: readonly string[]): { first: number; end: number } {
  let first = 1;
  while (first < argv.length && /^-[HLPDO]/.test(argv[first] ?? '')) first++;
  let end = first;
  while (end < argv.length && !/^[-(!),]/.test(argv[end] ?? '')) end++;
  return { first, end };
}

/**
 * find's starting points are read (as trees: `-exec cat {} +` prints every file under them);
 * `-newer FILE` reads, `-fprint FILE` writes, `-delete` edits the trees. The commands of `-exec`
 * are the walker's; an expression word not in the table is refused.
 */
function findOperands(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
): FileOperands {
  const out = emptyOperands();
  const { first, end } = findStartingPoints(argv);
  const roots: string[] = [];
  for (let i = first; i < end; i++) {
    add(out, 'read', argv[i] ?? '', sources[i] ?? '', dynamic[i] === true);
    if (!dynamic[i]) roots.push(argv[i] ?? '');
  }
  if (first === end) roots.push('.');
  out.readTrees.push(...roots);
  for (let i = end; i < argv.length; i++) {
    const word = argv[i] ?? '';
    if (dynamic[i])
      return {
        ...out,
        problems: [`find with ${sources[i] ?? word}, an expression word only known at run time`],
      };
    if (FIND_EXEC.has(word)) {
      const end = findExecEnd(argv, dynamic, i);
      if (end < 0) return out; // the walker names the missing terminator
      i = end;
    } else if (FIND_VALUED.has(word) || /^-newer[amcBt][amcBt]$/.test(word)) i++;
    else if (FIND_READS.has(word)) out.reads.push(argv[++i] ?? '');
    else if (FIND_WRITES.has(word)) out.writes.push(argv[++i] ?? '');
    else if (word === '-fprintf') out.writes.push(argv[(i += 2) - 1] ?? '');
    else if (word === '-delete') out.editTrees.push(...roots);
    else if (word === '-files0-from')
      return {
        ...out,
        problems: [
          'find -files0-from takes its starting points from a file the analyzer cannot see; name them as operands',
        ],
      };
    else if (!FIND_FLAGS.has(word))
      return {
        ...out,
        problems: [
          `find ${word}: an expression the analyzer does not know; use -name, -type, -path and -exec`,
        ],
      };
  }
  return out;
}

/** `dd if=A of=B`; any other operand must be one dd knows. */
function ddOperands(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
): FileOperands {
  const out = emptyOperands();
  argv.forEach((word, i) => {
    if (i === 0) return;
    const m = /^(if|of|bs|ibs|obs|cbs|count|skip|seek|iseek|oseek|conv|iflag|oflag|status)=(.*)$/s.exec(word);
    if (!m)
      return void out.problems.push(
        `dd ${word}: an operand the analyzer does not know; use if=, of=, bs=, count=, skip=, seek=, conv=`,
      );
    if (m[1] === 'if' || m[1] === 'of')
      add(
        out,
        m[1] === 'of' ? 'edit' : 'read',
        m[2] ?? '',
        (sources[i] ?? '').replace(/^(if|of)=/, ''),
        dynamic[i] === true,
      );
  });
  return out;
}
