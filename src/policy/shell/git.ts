import path from 'node:path';
import {
  optionTable,
  parseArgs,
  valueProblem,
  type OptionTable,
  type OptionValue,
  type ParsedArgs,
} from './options.ts';
import { otherGit } from './git-other.ts';
import { GIT_DISCOVERY, storedOperand } from './repo-top.ts';

/**
 * git: its global options, and the subcommands that read files or print their contents, each with
 * its option table. What comes out of an analyzed git command: the directory it works in
 * (`-C`), files it reads and writes (and GIT_DISCOVERY, where it looks for its repository), and
 * trees whose content it may print — a diff or a patch over a directory prints every file changed
 * in it, denied ones included.
 */
export interface GitFiles {
  cwd: string[];
  reads: string[];
  writes: string[];
  trees: string[];
  problems: string[];
  /**
   * Words of a subcommand without an option table, each of which may name a file it reads or
   * writes (`git commit -F .env`, `git worktree add ../x`): decided against deny rules and
   * invariants only (ShellAnalysis.touches).
   */
  touches: string[];
  /** Where the subcommand's name is in argv, when there is one. */
  subcommand?: number;
}

const GLOBAL = optionTable(
  [
    '-C=cd -c= --config-env=run --exec-path[=] -p --paginate -P --no-pager --no-replace-objects',
    '--no-lazy-fetch --no-optional-locks --no-advice --bare --git-dir=cd --work-tree=cd --namespace=',
    '--literal-pathspecs --glob-pathspecs --noglob-pathspecs --icase-pathspecs -v --version -h --help',
  ].join(' '),
);

/** `git -c KEY=VALUE`: keys that only change how output looks; others may name programs to run. */
const SAFE_CONFIG =
  /^(color\.[\w.-]+|advice\.\w+|core\.quotepath|core\.abbrev|log\.\w+|format\.pretty|diff\.(renames|algorithm|noprefix|mnemonicprefix|context|interhunkcontext|relative|statgraphwidth)|user\.(name|email)|init\.defaultbranch|pager\.\w+=false|column\.\w+)=/i;

/**
 * diff options that print no file content nor tell it: names-only output and what it lists.
 * Every other option is taken to print content (printsContent), so a new one goes here only
 * once it is known not to.
 */
const DIFF_NAMES = [
  '-s --no-patch --raw -t -z --name-only --name-status --stat[=] --stat-width= --stat-name-width= --stat-graph-width=',
  '--stat-count= --compact-summary --numstat --shortstat --dirstat[=] --cumulative --dirstat-by-file[=] --summary',
  '--color[=] --no-color --abbrev[=] --full-index --no-renames --rename-empty --no-rename-empty -B --break-rewrites[=]',
  '-M --find-renames[=] -C --find-copies[=] --find-copies-harder -D --irreversible-delete -l= --diff-filter= -O=read',
  '-R --relative[=] --no-relative --exit-code --quiet --no-ext-diff --no-textconv --ignore-submodules[=] --output=write',
].join(' ');
/**
 * The other diff options: patches and their layout (`--check` prints the lines it faults), and
 * searches by content, whose answers spell it out a guess at a time (`-S`, `-G`, `-I` with
 * `--exit-code`).
 */
const DIFF_CONTENT = [
  '-p -u --patch -U= --unified= --patch-with-raw --patch-with-stat --output-indicator-new= --output-indicator-old=',
  '--output-indicator-context= --indent-heuristic --no-indent-heuristic --minimal --patience --histogram --anchored=',
  '--diff-algorithm= --submodule[=] --color-moved[=] --no-color-moved --color-moved-ws= --no-color-moved-ws',
  '--word-diff[=] --word-diff-regex= --color-words[=] --check --ws-error-highlight= --binary -S= -G= --find-object=',
  '--pickaxe-all --pickaxe-regex -a --text --ignore-cr-at-eol --ignore-space-at-eol -b --ignore-space-change -w',
  '--ignore-all-space --ignore-blank-lines -I= --ignore-matching-lines= --inter-hunk-context= -W --function-context',
  '--ext-diff=run --textconv --src-prefix= --dst-prefix= --no-prefix --default-prefix --line-prefix=',
  '--ita-invisible-in-index --ita-visible-in-index',
].join(' ');
/** git diff's own: which sides it compares. */
const DIFF_SIDES = '--cached --staged --merge-base --no-index -1 -2 -3 -0 --base --ours --theirs -q';
/** log options that choose commits and describe them (`-r`, `--follow`, `--full-diff` print no patch alone). */
const LOG_WALK = [
  '-n= --max-count= --skip= --since= --after= --until= --before= --author= --committer= --grep= --all-match',
  '--invert-grep -i --regexp-ignore-case -E --extended-regexp -F --fixed-strings -P --perl-regexp --merges',
  '--no-merges --min-parents= --max-parents= --first-parent --not --all --branches[=] --tags[=] --remotes[=]',
  '--glob= --exclude= --reflog --ignore-missing --cherry-mark --cherry-pick --left-only --right-only --cherry',
  '-g --walk-reflogs --merge --boundary --simplify-by-decoration --full-history --dense --sparse',
  '--simplify-merges --ancestry-path[=] --date-order --author-date-order --topo-order --reverse --no-walk[=]',
  '--pretty[=] --format= --abbrev-commit --no-abbrev-commit --oneline --encoding= --expand-tabs[=]',
  '--no-expand-tabs --notes[=] --no-notes --relative-date --date= --parents --children --left-right --graph',
  '--no-diff-merges -r --follow --no-decorate --decorate[=] --decorate-refs= --decorate-refs-exclude= --source',
  '--mailmap --no-mailmap --use-mailmap --full-diff --log-size --show-signature=run',
].join(' ');
/**
 * log options that print content: merges' diffs (`--diff-merges=on` prints a merge's patch; only
 * `off` and `none` print nothing), and `-L`, the history of the lines it names.
 */
const LOG_CONTENT = '-c --cc --dd --remerge-diff -m --diff-merges= -L=';
const DIFF = `${DIFF_NAMES} ${DIFF_CONTENT}`;
const LOG = `${LOG_WALK} ${LOG_CONTENT}`;

interface Subcommand {
  options: OptionTable;
  /**
   * When it prints file contents: unless only names are asked for (`always`), only with an
   * option that prints them (`patch`), with `-v` (`verbose`: status's diffs), or `never`.
   */
  content: 'always' | 'patch' | 'verbose' | 'never';
  /** Operands are files it reads (blame). */
  fileOperands?: boolean;
  /** Operands are pathspecs, never revisions (ls-files, status). */
  pathspecs?: boolean;
}

const SUBCOMMANDS: Record<string, Subcommand> = {
  diff: {
    options: optionTable(`${DIFF} ${DIFF_SIDES}`),
    content: 'always',
  },
  log: { options: optionTable(`${DIFF} ${LOG}`), content: 'patch' },
  show: { options: optionTable(`${DIFF} ${LOG}`), content: 'always' },
  blame: {
    options: optionTable(
      '-b --root --show-stats -f --show-name -n --show-number -p --porcelain --line-porcelain --incremental -c ' +
        '-t -l -s -e --show-email -w --abbrev[=] -L= -S=read --reverse= --first-parent --encoding= ' +
        '--contents=read --date= --progress --no-progress -M -C --ignore-rev= --ignore-revs-file=read ' +
        '--color-lines --color-by-age --minimal --score-debug',
    ),
    content: 'never',
    fileOperands: true,
  },
  status: {
    options: optionTable(
      '-s --short -b --branch --show-stash --porcelain[=] --long -v --verbose -u --untracked-files[=] ' +
        '--ignore-submodules[=] --ignored[=] -z --column[=] --no-column --ahead-behind --no-ahead-behind ' +
        '--renames --no-renames --find-renames[=]',
    ),
    content: 'verbose',
    pathspecs: true,
  },
  'ls-files': {
    options: optionTable(
      '-c --cached -d --deleted -m --modified -o --others -i --ignored -s --stage -u --unmerged -k --killed ' +
        '--directory --no-empty-directory --eol -z --deduplicate -x= --exclude= -X=read --exclude-from=read ' +
        '--exclude-per-directory= --exclude-standard --error-unmatch --with-tree= -t -v -f --full-name ' +
        '--recurse-submodules --abbrev[=] --debug --sparse --format= --resolve-undo',
    ),
    content: 'never',
    pathspecs: true,
  },
  'rev-parse': {
    options: optionTable(
      '--revs-only --no-revs --flags --no-flags --default= --prefix= --verify -q --quiet --sq --short[=] --not ' +
        '--abbrev-ref[=] --symbolic --symbolic-full-name --all --branches[=] --tags[=] --remotes[=] --glob= ' +
        '--exclude= --disambiguate= --path-format= --git-dir --git-common-dir --show-toplevel ' +
        '--absolute-git-dir --is-inside-git-dir --is-inside-work-tree --is-bare-repository ' +
        '--is-shallow-repository --show-cdup --show-prefix --show-object-format[=] --since= --after= --until= --before=',
    ),
    content: 'never',
  },
};

/** Options known to print no file content and tell none (see DIFF_NAMES): any other may. */
const QUIET = new Set(
  `${DIFF_NAMES} ${DIFF_SIDES} ${LOG_WALK}`.split(/\s+/).map((e) => e.replace(/\[?=.*$/, '')),
);
/** `--diff-merges` values that print no merge's diff. */
const NO_MERGE_DIFFS = new Set(['off', 'none']);
/** Options with which `diff` and `show` print only names, unless another option prints content. */
const NAMES_ONLY = new Set([
  '-s',
  '--no-patch',
  '--name-only',
  '--name-status',
  '--stat',
  '--numstat',
  '--shortstat',
  '--summary',
  '--compact-summary',
  '--dirstat',
  '--raw',
  '--quiet',
]);

export function gitFiles(
  argv: readonly string[],
  dynamic: readonly boolean[],
  sources: readonly string[],
): GitFiles {
  const out: GitFiles = { cwd: [], reads: [], writes: [], trees: [], problems: [], touches: [] };
  const global = parseArgs(argv, dynamic, sources, GLOBAL, { permute: false });
  if (global.problem) return { ...out, problems: [global.problem] };
  const directories: OptionValue[] = [];
  for (const value of global.values) {
    const problem =
      value.option === '-c' && !SAFE_CONFIG.test(value.value)
        ? `git -c ${value.value}: configuration can name programs git runs (pagers, editors, diff drivers); the analyzer only accepts display settings`
        : valueProblem('git', value);
    if (problem) out.problems.push(problem);
    else if (value.kind === 'cd') directories.push(value);
  }
  out.cwd.push(...workingDirectories(directories));
  // Whatever the subcommand, git obeys the config of the repository it finds (resolve-path.ts).
  out.reads.push(GIT_DISCOVERY);
  if (global.options.includes('--exec-path'))
    out.problems.push('git --exec-path: it chooses where git finds the programs it runs');
  const at = global.operands[0];
  if (at === undefined) return out;
  const name = argv[at] ?? '';
  out.subcommand = at;
  const sub = Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined;
  if (!sub) return otherSubcommand(name, argv.slice(at + 1), dynamic.slice(at + 1), out);
  const parsed = parseArgs(argv, dynamic, sources, sub.options, { numeric: true }, at + 1);
  if (parsed.problem)
    return { ...out, problems: [...out.problems, parsed.problem.replace(/^git /, `git ${name} `)] };
  for (const value of parsed.values) {
    // `--exclude-per-directory=.env` reads every .env as ignore patterns, and `ls-files -o -i`
    // lists the files they match: an answer about the content a guess at a time.
    const problem =
      value.option === '--exclude-per-directory' && value.value !== '.gitignore'
        ? `git ${name} --exclude-per-directory=${value.value} reads each ${value.value} as patterns and lists the files they match, telling its content; only .gitignore is accepted`
        : valueProblem(`git ${name}`, value);
    if (problem) out.problems.push(problem);
    else if (value.kind === 'read') out.reads.push(value.value);
    else if (value.kind === 'write') out.writes.push(value.value);
    else if (value.option === '-L') out.reads.push(...lineRangeFile(value.value));
  }
  const dashdash = argv.indexOf('--', at + 1);
  const paths = parsed.operands.filter((i) => dashdash >= 0 && i > dashdash);
  const revisions = parsed.operands.filter((i) => !(dashdash >= 0 && i > dashdash));
  // A word that climbs out (`../x`) or is absolute names a path outside wherever git runs, be it a
  // revision too (`a/../b` reads as a range): git takes it for a path when no revision fits, even
  // where only names are printed (`git ls-files ..`, `git blame ../x`).
  for (const i of parsed.operands) {
    const word = argv[i] ?? '';
    if (dynamic[i]) continue;
    if (mayNamePathOut(word)) out.touches.push(word);
    // A word no revision fits is a pathspec to git, `--` or not: `git show ':(top).env'` prints
    // the newest commit's change to .env, from the top of the repository.
    if (magicPathspec(word, sub.pathspecs === true || paths.includes(i)))
      out.problems.push(
        `git pathspec magic (${word}): the analyzer cannot tell what it selects; name paths plainly after --`,
      );
  }
  for (const i of [...paths, ...revisions])
    if (dynamic[i])
      out.problems.push(
        `git ${name} with ${sources[i] ?? ''}, a word only known at run time; name revisions and paths literally`,
      );
  if (parsed.options.includes('--no-index')) {
    out.trees.push(...comparedFiles(parsed.operands.map((i) => argv[i] ?? '')));
    return out;
  }
  if (sub.fileOperands) {
    for (const i of parsed.operands)
      if (!isRevision(argv[i] ?? '') || dashdash >= 0) out.reads.push(argv[i] ?? '');
    return out;
  }
  if (name === 'diff') out.trees.push(...comparedFiles(impliedNoIndex(argv, at)));
  const objects = revisions.map((i) => revisionObjects(argv[i] ?? ''));
  // `REV:PATH` prints PATH as stored, from the top of the repository (repo-top.ts): a file, or every file of a
  // directory (`git diff HEAD~1:src HEAD:src`), whatever else the command names, and even with
  // names-only options (`git show --stat HEAD:.env` prints the blob).
  const stored = objects.flatMap((o) => o.paths).map(storedOperand);
  if (sub.content === 'never' || sub.content === 'verbose') out.reads.push(...stored);
  else out.trees.push(...stored);
  if (!printsContent(sub, parsed)) return out;
  // status -v prints the whole repository's staged (and, with -vv, unstaged) diffs, whatever paths it is given.
  if (sub.content === 'verbose') {
    out.trees.push(REPOSITORY);
    return out;
  }
  // Each other revision (a commit, a tag, an object id, none: the work tree) may print any file.
  const opaque = revisions.length === 0 || objects.some((o) => o.opaque);
  if (!opaque) return out;
  if (paths.length === 0) out.trees.push(REPOSITORY);
  for (const i of paths) {
    const spec = argv[i] ?? '';
    // Magic after `--` was refused above (magicPathspec).
    if (!spec.startsWith(':')) out.trees.push(pathspecDirectory(spec));
  }
  return out;
}

/**
 * Subcommands that print what the repository's config holds: `config` (which also writes it),
 * `var -l` (every key), `remote -v`/`get-url` and `ls-remote --get-url` (remote URLs, with any
 * password in them).
 */
const CONFIG_READERS = new Set(['config', 'var', 'remote', 'ls-remote']);

/**
 * A subcommand without an option table (git-other.ts): refused when it runs a command it is
 * given; the whole repository read when it may print content; those of CONFIG_READERS read the
 * repository's `.git/config`, a protected path (its keys name programs git runs, and it can hold
 * credentials), and `config` writes it; and every word a possible file (`REV:PATH` as the stored
 * path too).
 */
function otherSubcommand(
  name: string,
  words: readonly string[],
  dynamic: readonly boolean[],
  out: GitFiles,
): GitFiles {
  const other = otherGit(name, words);
  out.problems.push(...other.problems);
  if (CONFIG_READERS.has(name)) {
    const config = storedOperand('.git/config');
    out.reads.push(config);
    if (name === 'config') out.writes.push(config);
  }
  if (other.content) out.trees.push(REPOSITORY);
  words.forEach((word, i) => {
    if (dynamic[i]) return;
    const value = /^--[^=]+=/s.test(word)
      ? word.slice(word.indexOf('=') + 1)
      : /^-[^-]/.test(word)
        ? word.slice(2)
        : word;
    if (value === '') return;
    out.touches.push(value);
    const stored = word.startsWith('-') ? undefined : revisionObjects(word).paths.map(storedOperand);
    if (stored) (other.content ? out.trees : out.touches).push(...stored);
  });
  return out;
}

/**
 * Without paths git prints the whole repository, not just the directory it runs in: from its top
 * (repo-top.ts), wherever that is above.
 */
const REPOSITORY = storedOperand('.');

/**
 * The directories git works in: `-C` moves it (`-C a -C b` is a/b; an empty one is no move), and a
 * relative `--git-dir` or `--work-tree` is taken from there. With those two, the directory git
 * starts in is kept too: git still looks for a repository there unless told its git directory.
 * None: the command's own directory.
 */
function workingDirectories(values: readonly OptionValue[]): string[] {
  // Joined as text, not normalized: `..` after a symlink is where the kernel takes it (resolvePath).
  const under = (dir: string, value: string) =>
    value.startsWith('/') || dir === '.' ? value : `${dir}/${value}`;
  let start = '.';
  for (const value of values)
    if (value.option === '-C' && value.value !== '') start = under(start, value.value);
  const others = values.filter((v) => v.option !== '-C').map((v) => under(start, v.value));
  return others.length === 0 && start === '.' ? [] : [start, ...others];
}

/**
 * git diff with exactly two paths, either outside the work tree (absolute, like /dev/null, or
 * climbing out with `..`), compares them as files outside git, `--no-index` implied: after its
 * leading options and an optional `--`, as builtin/diff.c finds them. Where the work tree's top
 * is cannot be told from the words, so any such word counts, and the command is decided both ways.
 */
function impliedNoIndex(argv: readonly string[], at: number): string[] {
  let i = at + 1;
  while (i < argv.length && (argv[i] ?? '').startsWith('-') && argv[i] !== '--') i++;
  if (argv[i] === '--') i++;
  const words = argv.slice(i);
  return words.length === 2 && words.some(mayLeaveWorkTree) ? words : [];
}

/**
 * Pathspec magic: `:(top)x`, `:(glob,icase)x`, `:!x`, `:^x`; where every operand is a pathspec
 * (`pathspecs`: ls-files, status), or after `--`, any word starting with `:` (`:/x` is `x` from the
 * top). Elsewhere `:/text` is a revision (the newest commit whose message matches), and `:PATH`
 * and `:N:PATH` name the index's copy.
 */
function magicPathspec(word: string, pathspecs: boolean): boolean {
  return pathspecs ? word.startsWith(':') : /^:[(!^]/.test(word);
}

/**
 * A word that, read as a path, climbs out of its directory or starts at `/`: `../x`, `a/../../x`
 * (`/dev/null`, the empty side of a comparison, reads nothing).
 */
function mayNamePathOut(word: string): boolean {
  return word !== '/dev/null' && (word.includes('..') || word.startsWith('/'));
}

function mayLeaveWorkTree(word: string): boolean {
  const normal = path.posix.normalize(word);
  return path.posix.isAbsolute(normal) || normal === '..' || normal.startsWith('../');
}

/** Files `--no-index` compares, each a whole directory when it is one; /dev/null is empty. */
function comparedFiles(words: readonly string[]): string[] {
  return words.filter((w) => w !== '/dev/null');
}

function printsContent(sub: Subcommand, parsed: ParsedArgs): boolean {
  if (sub.content === 'never') return false;
  if (sub.content === 'verbose') return parsed.options.some((o) => o === '-v' || o === '--verbose');
  // git grows options that print content; only those known not to are passed over.
  const loud =
    parsed.options.some((o) => !QUIET.has(o) && o !== '--diff-merges') ||
    parsed.values.some((v) => v.option === '--diff-merges' && !NO_MERGE_DIFFS.has(v.value));
  if (sub.content === 'patch') return loud;
  return loud || !parsed.options.some((o) => NAMES_ONLY.has(o));
}

/**
 * What a revision operand shows: the paths of the `REV:PATH` objects it names (`''` is the root
 * tree, taken as `.`), and whether it names anything else (a commit, a tag, an object id, the
 * newest commit matching `:/text`), whose content cannot be told from the word. A word with `..`
 * is read both whole and as a range of two revisions, as git tries both.
 */
function revisionObjects(word: string): { paths: string[]; opaque: boolean } {
  const dots = word.indexOf('..');
  const readings =
    dots < 0 ? [word] : [word, word.slice(0, dots), word.slice(dots + (word[dots + 2] === '.' ? 3 : 2))];
  const stored = readings.map(storedPath);
  return {
    paths: [...new Set(stored.filter((p) => p !== undefined).map((p) => p || '.'))],
    opaque: stored.includes(undefined),
  };
}

/**
 * The path of `REV:PATH`, `:PATH` or `:N:PATH` (the index), as git splits it: at the first colon
 * outside braces (`HEAD@{2024-01-01 10:00:00}:a.txt`). Undefined for a revision that names no
 * path: `HEAD`, an object id, `:/text` (a commit found by its message), an empty range end.
 */
function storedPath(rev: string): string | undefined {
  if (rev.startsWith(':/')) return undefined;
  if (rev.startsWith(':')) return /^:[0-3]:/.test(rev) ? rev.slice(3) : rev.slice(1);
  let depth = 0;
  for (let i = 0; i < rev.length; i++) {
    if (rev[i] === '{') depth++;
    else if (rev[i] === '}' && depth > 0) depth--;
    else if (rev[i] === ':' && depth === 0) return rev.slice(i + 1);
  }
  return undefined;
}

/** Revisions are not paths: `HEAD~1`, `a..b`, `main@{1}`, an object id. */
const isRevision = (word: string): boolean =>
  /[~^]|\.\.|@\{/.test(word) || /^[0-9a-f]{7,40}$/.test(word) || word === 'HEAD';

/** `-L 10,20:src/a.ts` and `-L :fn:src/a.ts` read src/a.ts. */
function lineRangeFile(value: string): string[] {
  const file = value.slice(value.lastIndexOf(':') + 1);
  return value.includes(':') && file ? [file] : [];
}

/** A pathspec is a glob for git: `*.env` matches `.env`, so a wildcard reads its whole directory. */
function pathspecDirectory(spec: string): string {
  const wild = spec.search(/[*?[]/);
  if (wild < 0) return spec;
  const slash = spec.slice(0, wild).lastIndexOf('/');
  return slash < 0 ? '.' : spec.slice(0, slash) || '/';
}
