import { add, emptyOperands, type FileOperands } from './operand-files.ts';
import { optionTable, parseArgs, valueProblem } from './options.ts';

/**
 * tar, zip and unzip: creating an archive reads whole trees and writes the archive; listing reads
 * the archive; printing members (`tar -xO`, `unzip -p`) reads the members named, and is refused
 * when none is named, since any member could be a denied file. Extracting writes files whose
 * names only the archive knows, so it is refused.
 */
export function archiveFiles(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
): FileOperands {
  if (argv[0] !== 'tar')
    return argv[0] === 'zip' ? zipFiles(argv, sources, dynamic) : unzipFiles(argv, sources, dynamic);
  const first = argv[1] ?? '';
  if (first === '' || first.startsWith('-')) return tarFiles(argv, sources, dynamic);
  // Old-style bundles move values away from their options: analyzed only when every word is literal.
  if (dynamic.some(Boolean))
    return {
      ...emptyOperands(),
      problems: ['tar with old-style options and words only known at run time; use dashed options'],
    };
  const words = oldStyle(argv);
  return tarFiles(
    words,
    words,
    words.map(() => false),
  );
}

const TAR = optionTable(
  [
    '-A -c -d -r -t -u -x -f=arg -C=cd -T=list -X=read -I=run -F=run -g=write -z -j -J -Z -a -v -k -h -P -O',
    '-m -p -S -W -B -i -l -o -s -U -w -b= -H= -N= -K= -L= -V= -M -R --file= --directory=cd --files-from=list',
    '--exclude-from=read --exclude= --use-compress-program=run --info-script=run --new-volume-script=run',
    '--to-command=run --rsh-command=run --checkpoint[=] --checkpoint-action=run --listed-incremental=write',
    '--create --extract --get --list --append --update --catenate --concatenate --diff --compare --delete',
    '--verbose --gzip --bzip2 --xz --zstd --lzip --lzma --lzop --auto-compress --to-stdout --strip-components=',
    '--transform= --xform= --owner= --group= --mode= --mtime= --sort= --format= --numeric-owner',
    '--no-same-owner --no-same-permissions --preserve-permissions --same-permissions --keep-old-files',
    '--skip-old-files --overwrite --dereference --absolute-names --wildcards --no-wildcards --anchored',
    '--exclude-vcs --exclude-vcs-ignores --exclude-caches --one-file-system --null --totals[=] --warning=',
    '--blocking-factor= --record-size= --force-local --no-recursion --recursion --show-transformed-names',
    '--label= --index-file=write --restrict --help --version --usage',
  ].join(' '),
);
const TAR_VALUED = new Set('fCTXIFgbHNKLV'.split(''));

/** `tar czf out.tgz dir`: a first word without a dash is a bundle of options whose values follow. */
function oldStyle(argv: readonly string[]): string[] {
  const first = argv[1] ?? '';
  const out = [argv[0] ?? 'tar'];
  let next = 2;
  for (const letter of first) {
    out.push(`-${letter}`);
    if (TAR_VALUED.has(letter) && next < argv.length) out.push(argv[next++] ?? '');
  }
  return [...out, ...argv.slice(next)];
}

function tarFiles(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
): FileOperands {
  const out = emptyOperands();
  // Old-style bundles shift words: only literal archives are analyzed then.
  if (argv.length !== sources.length && dynamic.some(Boolean))
    return {
      ...out,
      problems: ['tar with old-style options and words only known at run time; use dashed options'],
    };
  const parsed = parseArgs(
    argv,
    argv.map((_, i) => dynamic[i] === true && argv.length === sources.length),
    argv,
    TAR,
  );
  if (parsed.problem) return { ...out, problems: [parsed.problem] };
  const has = (...options: string[]) => options.some((o) => parsed.options.includes(o));
  const creates = has(
    '-c',
    '--create',
    '-r',
    '--append',
    '-u',
    '--update',
    '-A',
    '--catenate',
    '--concatenate',
  );
  const extracts = has('-x', '--extract', '--get');
  const lists = has('-t', '--list', '-d', '--diff', '--compare');
  let dir = '.';
  for (const value of parsed.values) {
    const problem = valueProblem('tar', value);
    if (problem) return { ...out, problems: [problem] };
    if (value.kind === 'cd') dir = join(dir, value.value);
    else if (value.kind === 'read') out.reads.push(value.value);
    else if (value.kind === 'write') out.writes.push(value.value);
    else if (value.option === '-f' || value.option === '--file') {
      if (value.value.includes(':') && !has('--force-local'))
        return {
          ...out,
          problems: [`tar -f ${value.value}: a remote archive, reached by running rsh; use --force-local`],
        };
      if (value.value !== '-') (creates || has('--delete') ? out.writes : out.reads).push(value.value);
    }
  }
  const members = parsed.operands.map((i) => argv[i] ?? '');
  if (creates) {
    if (has('-A', '--catenate', '--concatenate')) for (const m of members) out.reads.push(join(dir, m));
    else for (const m of members) out.readTrees.push(join(dir, m));
  } else if (extracts && !has('-O', '--to-stdout')) {
    out.problems.push(
      'tar extraction writes files whose names only the archive knows; list it with tar -t, or print a member with tar -xO -f ARCHIVE MEMBER',
    );
  } else if (extracts || has('-d', '--diff', '--compare')) {
    if (members.length === 0)
      out.problems.push('tar printing every member: any of them could be a denied file; name the members');
    for (const m of members) out.reads.push(join(dir, m));
  } else if (!lists && !has('--delete')) {
    out.problems.push('tar without -c, -x, -t or another mode the analyzer knows');
  }
  return out;
}

const join = (dir: string, file: string): string =>
  file.startsWith('/') || dir === '.' ? file : `${dir}/${file}`;

const ZIP = optionTable(
  '-r -R -q -v -j -D -0 -1 -2 -3 -4 -5 -6 -7 -8 -9 -u -f -d -m -T -y -X -o -l -ll -A -J -k -L -h -e -FS -FF -F ' +
    '-sf -n= -t= -tt= -i= -x= -b=write -P= -Z= -TT=run',
);

/** zip ARCHIVE FILES...: writes the archive, reads the files (the trees, with -r). */
function zipFiles(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
): FileOperands {
  const out = emptyOperands();
  const parsed = parseArgs(argv, dynamic, sources, ZIP, { whole: true });
  if (parsed.problem)
    return { ...out, problems: [`${parsed.problem} (zip options are checked one per word: -r -q, not -rq)`] };
  for (const value of parsed.values) {
    const problem = valueProblem('zip', value);
    if (problem) out.problems.push(problem);
    else if (value.kind === 'write') out.writes.push(value.value);
  }
  const [archive, ...files] = parsed.operands;
  if (archive === undefined) return { ...out, problems: ['zip without an archive'] };
  add(out, 'edit', argv[archive] ?? '', sources[archive] ?? '', dynamic[archive] === true);
  const recursive = parsed.options.some((o) => o === '-r' || o === '-R');
  const moves = parsed.options.includes('-m');
  for (const i of files) {
    add(out, moves ? 'edit' : 'read', argv[i] ?? '', sources[i] ?? '', dynamic[i] === true);
    if (recursive && !dynamic[i]) (moves ? out.editTrees : out.readTrees).push(argv[i] ?? '');
  }
  return out;
}

const UNZIP = optionTable(
  '-l -v -t -z -p -c -Z -f -u -o -n -q -qq -a -aa -b -j -C -L -X -K -M -V -O= -I= -P= -x= -d=cd',
);
const UNZIP_PRINTS = ['-p', '-c'];
const UNZIP_LISTS = ['-l', '-v', '-t', '-z', '-Z'];

/** unzip lists (-l), tests (-t) or prints (-p) an archive; extracting it is refused. */
function unzipFiles(
  argv: readonly string[],
  sources: readonly string[],
  dynamic: readonly boolean[],
): FileOperands {
  const out = emptyOperands();
  const parsed = parseArgs(argv, dynamic, sources, UNZIP, { whole: true });
  if (parsed.problem)
    return { ...out, problems: [`${parsed.problem} (unzip options are checked one per word)`] };
  const [archive, ...members] = parsed.operands;
  if (archive === undefined) return { ...out, problems: ['unzip without an archive'] };
  add(out, 'read', argv[archive] ?? '', sources[archive] ?? '', dynamic[archive] === true);
  const has = (options: string[]) => parsed.options.some((o) => options.includes(o));
  if (has(UNZIP_PRINTS)) {
    if (members.length === 0)
      out.problems.push('unzip -p of every member: any of them could be a denied file; name the members');
    for (const i of members) add(out, 'read', argv[i] ?? '', sources[i] ?? '', dynamic[i] === true);
  } else if (!has(UNZIP_LISTS)) {
    out.problems.push(
      'unzip extraction writes files whose names only the archive knows; list it with unzip -l, or print a member with unzip -p ARCHIVE MEMBER',
    );
  }
  return out;
}
