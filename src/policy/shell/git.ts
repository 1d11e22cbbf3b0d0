import { optionTable, parseArgs, valueProblem, type OptionTable } from './options.ts';
import { storedOperand } from './repo-top.ts';

/**
 * git: its global options, and the subcommands that read files or print their contents, each with
 * its option table. What comes out of an analyzed git command: the directory it works in
 * (`-C`), files it reads and writes, and trees whose content it may print — a diff or a patch
 * over a directory prints every file changed in it, denied ones included.
 */
export interface GitFiles {
  cwd: string[];
  reads: string[];
  writes: string[];
  trees: string[];
  problems: string[];
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

const DIFF = [
  '-p -u --patch -s --no-patch -U= --unified= --output=write --output-indicator-new= --output-indicator-old=',
  '--output-indicator-context= --raw --patch-with-raw -t --indent-heuristic --no-indent-heuristic --minimal',
  '--patience --histogram --anchored= --diff-algorithm= --stat[=] --stat-width= --stat-name-width=',
  '--stat-graph-width= --stat-count= --compact-summary --numstat --shortstat --dirstat[=] --cumulative',
  '--dirstat-by-file[=] --summary --patch-with-stat -z --name-only --name-status --submodule[=] --color[=]',
  '--no-color --color-moved[=] --no-color-moved --color-moved-ws= --no-color-moved-ws --word-diff[=]',
  '--word-diff-regex= --color-words[=] --no-renames --rename-empty --no-rename-empty --check',
  '--ws-error-highlight= --full-index --binary --abbrev[=] -B --break-rewrites[=] -M --find-renames[=] -C',
  '--find-copies[=] --find-copies-harder -D --irreversible-delete -l= --diff-filter= -S= -G= --find-object=',
  '--pickaxe-all --pickaxe-regex -O=read -R --relative[=] --no-relative -a --text --ignore-cr-at-eol',
  '--ignore-space-at-eol -b --ignore-space-change -w --ignore-all-space --ignore-blank-lines -I=',
  '--ignore-matching-lines= --inter-hunk-context= -W --function-context --exit-code --quiet',
  '--ext-diff=run --no-ext-diff --textconv --no-textconv --ignore-submodules[=] --src-prefix= --dst-prefix=',
  '--no-prefix --default-prefix --line-prefix= --ita-invisible-in-index --ita-visible-in-index',
].join(' ');
const LOG = [
  '-n= --max-count= --skip= --since= --after= --until= --before= --author= --committer= --grep= --all-match',
  '--invert-grep -i --regexp-ignore-case -E --extended-regexp -F --fixed-strings -P --perl-regexp --merges',
  '--no-merges --min-parents= --max-parents= --first-parent --not --all --branches[=] --tags[=] --remotes[=]',
  '--glob= --exclude= --reflog --ignore-missing --cherry-mark --cherry-pick --left-only --right-only --cherry',
  '-g --walk-reflogs --merge --boundary --simplify-by-decoration --full-history --dense --sparse',
  '--simplify-merges --ancestry-path[=] --date-order --author-date-order --topo-order --reverse --no-walk[=]',
  '--pretty[=] --format= --abbrev-commit --no-abbrev-commit --oneline --encoding= --expand-tabs[=]',
  '--no-expand-tabs --notes[=] --no-notes --relative-date --date= --parents --children --left-right --graph',
  '-c --cc --dd --remerge-diff -m --diff-merges= --no-diff-merges -r --follow --no-decorate --decorate[=]',
  '--decorate-refs= --decorate-refs-exclude= --source --mailmap --no-mailmap --use-mailmap --full-diff',
  '--log-size -L= --show-signature=run',
].join(' ');

interface Subcommand {
  options: OptionTable;
  /** Prints file contents unless only names are asked for. */
  content: 'always' | 'patch' | 'never';
  /** Operands are files it reads (blame). */
  fileOperands?: boolean;
}

const SUBCOMMANDS: Record<string, Subcommand> = {
  diff: {
    options: optionTable(
      `${DIFF} --cached --staged --merge-base --no-index -1 -2 -3 -0 --base --ours --theirs -q`,
    ),
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
    content: 'never',
  },
  'ls-files': {
    options: optionTable(
      '-c --cached -d --deleted -m --modified -o --others -i --ignored -s --stage -u --unmerged -k --killed ' +
        '--directory --no-empty-directory --eol -z --deduplicate -x= --exclude= -X=read --exclude-from=read ' +
        '--exclude-per-directory= --exclude-standard --error-unmatch --with-tree= -t -v -f --full-name ' +
        '--recurse-submodules --abbrev[=] --debug --sparse --format= --resolve-undo',
    ),
    content: 'never',
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

/** Options with which `log` prints patches, and with which `diff`/`show` print only names. */
const PATCH = new Set([
  '-p',
  '-u',
  '--patch',
  '-U',
  '--unified',
  '-L',
  '--cc',
  '-c',
  '--dd',
  '--remerge-diff',
  '--word-diff',
  '--color-words',
  '-W',
  '--function-context',
  '--patch-with-stat',
  '--patch-with-raw',
  '--binary',
]);
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
  const out: GitFiles = { cwd: [], reads: [], writes: [], trees: [], problems: [] };
  const global = parseArgs(argv, dynamic, sources, GLOBAL, { permute: false });
  if (global.problem) return { ...out, problems: [global.problem] };
  for (const value of global.values) {
    const problem =
      value.option === '-c' && !SAFE_CONFIG.test(value.value)
        ? `git -c ${value.value}: configuration can name programs git runs (pagers, editors, diff drivers); the analyzer only accepts display settings`
        : valueProblem('git', value);
    if (problem) out.problems.push(problem);
    else if (value.kind === 'cd') out.cwd.push(value.value);
  }
  if (global.options.includes('--exec-path'))
    out.problems.push('git --exec-path: it chooses where git finds the programs it runs');
  const at = global.operands[0];
  if (at === undefined) return out;
  const name = argv[at] ?? '';
  const sub = Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined;
  // Other subcommands are judged by the command rules alone (see docs/policy.md).
  if (!sub) return out;
  const parsed = parseArgs(argv, dynamic, sources, sub.options, { numeric: true }, at + 1);
  if (parsed.problem)
    return { ...out, problems: [...out.problems, parsed.problem.replace(/^git /, `git ${name} `)] };
  for (const value of parsed.values) {
    const problem = valueProblem(`git ${name}`, value);
    if (problem) out.problems.push(problem);
    else if (value.kind === 'read') out.reads.push(value.value);
    else if (value.kind === 'write') out.writes.push(value.value);
    else if (value.option === '-L') out.reads.push(...lineRangeFile(value.value));
  }
  const dashdash = argv.indexOf('--', at + 1);
  const paths = parsed.operands.filter((i) => dashdash >= 0 && i > dashdash);
  const revisions = parsed.operands.filter((i) => !(dashdash >= 0 && i > dashdash));
  for (const i of [...paths, ...revisions])
    if (dynamic[i])
      out.problems.push(
        `git ${name} with ${sources[i] ?? ''}, a word only known at run time; name revisions and paths literally`,
      );
  if (parsed.options.includes('--no-index') || sub.fileOperands) {
    for (const i of parsed.operands)
      if (!isRevision(argv[i] ?? '') || dashdash >= 0) out.reads.push(argv[i] ?? '');
    return out;
  }
  const objects = revisions.map((i) => revisionObjects(argv[i] ?? ''));
  // `REV:PATH` prints PATH as stored, from the top of the repository (repo-top.ts): a file, or every file of a
  // directory (`git diff HEAD~1:src HEAD:src`), whatever else the command names, and even with
  // names-only options (`git show --stat HEAD:.env` prints the blob).
  const stored = objects.flatMap((o) => o.paths).map(storedOperand);
  if (sub.content === 'never') out.reads.push(...stored);
  else out.trees.push(...stored);
  // Each other revision (a commit, a tag, an object id, none: the work tree) may print any file.
  const opaque = revisions.length === 0 || objects.some((o) => o.opaque);
  if (!printsContent(sub, parsed.options) || !opaque) return out;
  if (paths.length === 0) out.trees.push('.');
  for (const i of paths) {
    const spec = argv[i] ?? '';
    if (spec.startsWith(':'))
      out.problems.push(
        `git pathspec magic (${spec}): the analyzer cannot tell what it selects; name paths plainly after --`,
      );
    else out.trees.push(pathspecDirectory(spec));
  }
  return out;
}

function printsContent(sub: Subcommand, options: readonly string[]): boolean {
  if (sub.content === 'never') return false;
  if (sub.content === 'patch') return options.some((o) => PATCH.has(o));
  return !options.some((o) => NAMES_ONLY.has(o)) || options.some((o) => PATCH.has(o));
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
