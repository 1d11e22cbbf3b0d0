import { optionTable, type OptionTable, type ParseSettings } from './options.ts';

/**
 * Programs whose operands are files, each with the table of its options (GNU coreutils, grep,
 * sed, findutils and friends, as their --help lists them). Their operands and file-valued options
 * become read and edit decisions, so `cat /proc/self/environ`, `rm -rf .git`, `sort -o .git/x`
 * obey the same rules as the file tools; an option missing from a table is refused by name.
 */
export interface ProgramSpec {
  /** What the operands are: read, edited, or read except the last (`cp a b c` writes c). */
  operands: 'read' | 'edit' | 'copy';
  options: OptionTable;
  settings?: ParseSettings;
  /** The first operand is not a file (a pattern, a mode, a sed script)... */
  skipFirst?: boolean;
  /** ...unless one of these options supplies it instead (`grep -e PAT FILE`). */
  firstGivenBy?: string[];
  /** Options that make the program read directories recursively (`grep -r`, `cp -r`). */
  recursive?: string[];
  /**
   * Options whose value may make it recursive (`grep -d recurse`), with the values that do not.
   * Values are matched as abbreviations (`-d rec`), as GNU argmatch reads them.
   */
  recursiveUnless?: Record<string, string[]>;
  /** Reads the whole tree of its operands, or of `.` when there is none (rg). */
  alwaysRecursive?: boolean;
}

const HELP = '--help --version';
const COUNT_SPEC = `-c= -n= -q -v -z --bytes= --lines= --quiet --silent --verbose --zero-terminated ${HELP}`;
const SUMS = optionTable(
  `-b -c -t -z -w --binary --check --tag --text --zero --ignore-missing --quiet --status --strict --warn ${HELP}`,
);
const GREP_SPEC = [
  '-E -F -G -P -e= -f=read -i -y -w -x -z -s -v -V -m= -b -n -H -h -o -q -a -I -d= -D= -r -R -L -l -c',
  '-T -Z -A= -B= -C= -U --extended-regexp --fixed-strings --basic-regexp --perl-regexp --regexp=',
  '--file=read --ignore-case --no-ignore-case --word-regexp --line-regexp --null-data --no-messages',
  '--invert-match --max-count= --byte-offset --line-number --no-line-number --line-buffered',
  '--with-filename --no-filename --label= --only-matching --quiet --silent --binary-files= --text',
  '--directories= --devices= --recursive --dereference-recursive --include= --exclude=',
  '--exclude-from=read --exclude-dir= --files-without-match --files-with-matches --count',
  `--initial-tab --null --before-context= --after-context= --context= --group-separator=`,
  `--no-group-separator --color[=] --colour[=] --binary ${HELP}`,
].join(' ');
const GREP: ProgramSpec = {
  operands: 'read',
  options: optionTable(GREP_SPEC),
  settings: { numeric: true },
  skipFirst: true,
  firstGivenBy: ['-e', '-f', '--regexp', '--file'],
  recursive: ['-r', '-R', '--recursive', '--dereference-recursive'],
  recursiveUnless: { '-d': ['read', 'skip'], '--directories': ['read', 'skip'] },
};
/** ripgrep: no abbreviations; `--pre` runs a program on every file. */
const RG: ProgramSpec = {
  operands: 'read',
  options: optionTable(
    [
      '-e= -f=read -i -s -S -w -x -v -F -U -P -n -N -H -I -l -c -o -q -a -u -L -z -A= -B= -C= -m= -g= -t= -T=',
      '-j= -M= -r= -0 -p --regexp= --file=read --ignore-case --case-sensitive --smart-case --word-regexp',
      '--line-regexp --invert-match --fixed-strings --multiline --pcre2 --line-number --no-line-number',
      '--with-filename --no-filename --files-with-matches --files-without-match --count --count-matches',
      '--only-matching --quiet --text --unrestricted --follow --search-zip --after-context= --before-context=',
      '--context= --max-count= --glob= --iglob= --type= --type-not= --threads= --max-columns= --replace=',
      '--null --pretty --hidden --no-ignore --no-ignore-vcs --no-heading --heading --color= --colors=',
      '--json --vimgrep --column --stats --files --sort= --sortr= --max-depth= --max-filesize= --trim',
      `--type-list --ignore-file=read --no-messages --passthru --byte-offset --engine= --encoding= ${HELP}`,
    ].join(' '),
  ),
  settings: {},
  skipFirst: true,
  firstGivenBy: ['-e', '-f', '--regexp', '--file', '--files', '--type-list'],
  alwaysRecursive: true,
};
const SED: ProgramSpec = {
  operands: 'read',
  options: optionTable(
    '-n -e= -f=read -E -r -s -u -z -l= -b -i[=] --quiet --silent --debug --expression= --file=read ' +
      '--follow-symlinks --in-place[=] --line-length= --posix --regexp-extended --separate --sandbox ' +
      `--unbuffered --null-data --binary ${HELP}`,
  ),
  skipFirst: true,
  firstGivenBy: ['-e', '-f', '--expression', '--file'],
};
const MODE_SPEC = `-c -f -v -R --changes --silent --quiet --verbose --no-preserve-root --preserve-root --reference=read --recursive ${HELP}`;
const MODE: ProgramSpec = {
  operands: 'edit',
  options: optionTable(MODE_SPEC),
  skipFirst: true,
  firstGivenBy: ['--reference'],
  recursive: ['-R', '--recursive'],
};
const OWNER: ProgramSpec = {
  ...MODE,
  options: optionTable(`${MODE_SPEC} -h -H -L -P --dereference --no-dereference --from=`),
};
const COPY_SPEC = `-b -f -i -n -S= -t=write -T -u -v -Z --backup[=] --force --interactive --no-clobber --suffix= --target-directory=write --no-target-directory --update[=] --verbose --strip-trailing-slashes ${HELP}`;

const read = (spec: string, settings?: ParseSettings): ProgramSpec => ({
  operands: 'read',
  options: optionTable(spec),
  ...(settings ? { settings } : {}),
});

export const PROGRAMS: Record<string, ProgramSpec> = {
  cat: read(
    `-A -b -e -E -n -s -t -T -u -v --show-all --number-nonblank --show-ends --number --squeeze-blank --show-tabs --show-nonprinting ${HELP}`,
  ),
  tac: read(`-b -r -s= --before --regex --separator= ${HELP}`),
  nl: read(
    `-b= -d= -f= -h= -i= -l= -n= -p -s= -v= -w= --body-numbering= --section-delimiter= --footer-numbering= --header-numbering= --line-increment= --join-blank-lines= --number-format= --no-renumber --number-separator= --starting-line-number= --number-width= ${HELP}`,
  ),
  head: read(COUNT_SPEC, { numeric: true }),
  tail: read(`${COUNT_SPEC} -f -F -s= --follow[=] --max-unchanged-stats= --pid= --retry --sleep-interval=`, {
    numeric: true,
  }),
  less: read('-R -r -S -N -n -F -X -i -I -s -E -e -f -M -m -q -Q -K -x= -z= -j= -p= -P= -y= -b= -h='),
  more: read('-d -l -f -p -c -s -u -n='),
  wc: read(
    `-c -m -l -L -w --bytes --chars --lines --max-line-length --words --files0-from=list --total= ${HELP}`,
  ),
  od: read(
    `-A= -j= -N= -S= -t= -v -w[=] -a -b -c -d -f -i -l -o -s -x --address-radix= --endian= --skip-bytes= --read-bytes= --strings[=] --format= --output-duplicates --width[=] --traditional ${HELP}`,
  ),
  xxd: read(
    '-a -b -C -E -e -h -i -p -ps -plain -r -u -v -d -c= -cols= -g= -l= -len= -n= -o= -s= -seek= -R=',
    {
      whole: true,
    },
  ),
  strings: read(
    `-a -d -f -o -w -s= -t= -e= -n= -T= -U= --all --data --print-file-name --bytes= --radix= --include-all-whitespace --output-separator= --encoding= --target= --unicode= -h -v -V ${HELP}`,
    { numeric: true },
  ),
  file: read(
    `-b -c -E -e= -F= -f=list -h -i -k -L -l -m=read -N -n -p -r -s -S -v -z -Z -0 -d -P= --brief --checking-printout --exclude= --exclude-quiet= --extension --files-from=list --separator= --mime --mime-type --mime-encoding --keep-going --list --dereference --magic-file=read --no-dereference --no-buffer --no-pad --print0 --preserve-date --parameter= --raw --special-files --no-sandbox --debug --uncompress --uncompress-noreport --apple ${HELP}`,
  ),
  stat: read(`-L -f -c= -t --dereference --file-system --cached= --format= --printf= --terse ${HELP}`),
  ls: read(
    [
      '-a -A -b -B -c -C -d -D -f -F -g -G -h -H -i -I= -k -l -L -m -n -N -o -p -q -Q -r -R -s -S -t -T= -u -U -v',
      '-w= -x -X -Z -1 --all --almost-all --author --escape --block-size= --ignore-backups --color[=] --directory',
      '--dired --classify[=] --file-type --format= --full-time --group-directories-first --no-group',
      '--human-readable --si --dereference-command-line --dereference-command-line-symlink-to-dir --hide=',
      '--hyperlink[=] --indicator-style= --inode --ignore= --kibibytes --dereference --literal',
      '--numeric-uid-gid --hide-control-chars --show-control-chars --quote-name --quoting-style= --reverse',
      `--recursive --size --sort= --time= --time-style= --tabsize= --width= --context --zero ${HELP}`,
    ].join(' '),
  ),
  tree: read(
    '-a -d -l -f -x -L= -R -P= -I= -q -N -Q -p -u -g -s -h -D -F -v -t -c -U -r -i -A -S -n -C -X -J ' +
      '--gitignore --ignore-case --matchdirs --prune --noreport --charset= --filelimit= --si --du ' +
      `--timefmt= --inodes --device --dirsfirst --filesfirst --sort= ${HELP}`,
  ),
  du: read(
    `-0 -a -b -B= -c -d= -D -H -h -k -l -L -m -P -s -S -t= -x -X=read --null --all --apparent-size --block-size= --bytes --total --max-depth= --dereference-args --files0-from=list --threshold= --human-readable --inodes --si --dereference --count-links --no-dereference --separate-dirs --summarize --time[=] --time-style= --exclude-from=read --exclude= --one-file-system ${HELP}`,
  ),
  sort: read(
    [
      '-b -d -f -g -i -M -h -n -R -r -V -c -C -k= -m -o=write -s -S= -t= -T=write -u -z',
      '--ignore-leading-blanks --dictionary-order --ignore-case --general-numeric-sort --ignore-nonprinting',
      '--month-sort --human-numeric-sort --numeric-sort --random-sort --random-source=read --reverse --sort=',
      '--version-sort --batch-size= --check[=] --compress-program=run --debug --files0-from=list --key=',
      '--merge --output=write --stable --buffer-size= --field-separator= --temporary-directory=write',
      `--parallel= --unique --zero-terminated ${HELP}`,
    ].join(' '),
  ),
  cut: read(
    `-b= -c= -d= -f= -n -s -z --bytes= --characters= --delimiter= --fields= --complement --only-delimited --output-delimiter= --zero-terminated ${HELP}`,
  ),
  diff: {
    ...read(
      [
        '--normal -q --brief -s --report-identical-files -c -C= --context[=] -u -U= --unified[=] -e --ed -n',
        '--rcs -y --side-by-side -W= --width= --left-column --suppress-common-lines -p --show-c-function -F=',
        '--show-function-line= --label= --expand-tabs -t -T --initial-tab --tabsize= --suppress-blank-empty',
        '-r --recursive --no-dereference -N --new-file --unidirectional-new-file --ignore-file-name-case',
        '--no-ignore-file-name-case -x= --exclude= -X=read --exclude-from=read -S= --starting-file=',
        '--from-file=read --to-file=read -i --ignore-case -E --ignore-tab-expansion -Z --ignore-trailing-space',
        '-b --ignore-space-change -w --ignore-all-space -B --ignore-blank-lines -I= --ignore-matching-lines=',
        '-a --text --strip-trailing-cr -D= --ifdef= --old-group-format= --new-group-format=',
        '--changed-group-format= --unchanged-group-format= --line-format= --old-line-format=',
        '--new-line-format= --unchanged-line-format= -d --minimal --horizon-lines= --speed-large-files',
        `--color[=] --palette= -v ${HELP}`,
      ].join(' '),
    ),
    recursive: ['-r', '--recursive'],
  },
  cmp: read(
    `-b -i= -l -n= -s --print-bytes --ignore-initial= --verbose --bytes= --quiet --silent -v ${HELP}`,
  ),
  base64: read(`-d -i -w= --decode --ignore-garbage --wrap= ${HELP}`),
  md5sum: { operands: 'read', options: SUMS },
  sha1sum: { operands: 'read', options: SUMS },
  sha256sum: { operands: 'read', options: SUMS },
  sha512sum: { operands: 'read', options: SUMS },
  grep: GREP,
  egrep: GREP,
  fgrep: GREP,
  rg: RG,
  sed: SED,
  rm: {
    operands: 'edit',
    options: optionTable(
      `-f -i -I -r -R -d -v --force --interactive[=] --one-file-system --no-preserve-root --preserve-root[=] --recursive --dir --verbose ${HELP}`,
    ),
    recursive: ['-r', '-R', '--recursive'],
  },
  rmdir: {
    operands: 'edit',
    options: optionTable(`-p -v --ignore-fail-on-non-empty --parents --verbose ${HELP}`),
  },
  unlink: { operands: 'edit', options: optionTable(HELP) },
  shred: {
    operands: 'edit',
    options: optionTable(
      `-f -n= -s= -u -v -x -z --force --iterations= --random-source=read --size= --remove[=] --verbose --exact --zero ${HELP}`,
    ),
  },
  touch: {
    operands: 'edit',
    options: optionTable(
      `-a -c -d= -f -h -m -r=read -t= --no-create --date= --no-dereference --reference=read --time= ${HELP}`,
    ),
  },
  mkdir: {
    operands: 'edit',
    options: optionTable(`-m= -p -v -Z --mode= --parents --verbose --context[=] ${HELP}`),
  },
  tee: {
    operands: 'edit',
    options: optionTable(`-a -i -p --append --ignore-interrupts --output-error[=] ${HELP}`),
  },
  truncate: {
    operands: 'edit',
    options: optionTable(`-c -o -r=read -s= --no-create --io-blocks --reference=read --size= ${HELP}`),
  },
  mv: {
    operands: 'copy',
    options: optionTable(`${COPY_SPEC} --context --exchange --no-copy --debug`),
  },
  cp: {
    operands: 'copy',
    options: optionTable(
      `${COPY_SPEC} -a -d -H -l -L -P -p -R -r -s -x --archive --attributes-only --copy-contents --link --dereference --no-dereference --preserve[=] --no-preserve= --parents --recursive --reflink[=] --remove-destination --sparse= --symbolic-link --one-file-system --context[=] --debug --keep-directory-symlink`,
    ),
    recursive: ['-a', '-r', '-R', '--archive', '--recursive'],
  },
  ln: {
    operands: 'copy',
    options: optionTable(
      `${COPY_SPEC} -d -F -L -P -r -s --directory --logical --no-dereference --physical --relative --symbolic`,
    ),
  },
  install: {
    operands: 'copy',
    options: optionTable(
      `${COPY_SPEC} -c -C -d -D -g= -m= -o= -p -s --compare --directory --group= --mode= --owner= --preserve-timestamps --strip --strip-program=run --preserve-context --context[=]`,
    ),
  },
  chmod: MODE,
  chown: OWNER,
  chgrp: OWNER,
};
