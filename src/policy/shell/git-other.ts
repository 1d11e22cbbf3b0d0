/**
 * git subcommands without an option table (git.ts models diff, log, show, blame, status,
 * ls-files, rev-parse), by class:
 * - some run a command line or a program they are given (`rebase --exec`, `bisect run`,
 *   `submodule foreach`, `clone --upload-pack`, `grep -O`): that command would run unseen by the
 *   analyzer and the command rules, so they are refused;
 * - some print what files hold, from the object store (readable in the sandbox too) or the work
 *   tree, or put the repository's files under other names (`cat-file`, `grep`, `archive`,
 *   `format-patch`, `diff-tree`, `stash show`, `worktree add`, `read-tree --prefix`): they read
 *   the whole repository, as `git show` of a commit does; any subcommand not known to print no
 *   content counts (an alias, a plumbing command, one git adds later);
 * - the rest (add, commit, branch, checkout, merge, ...) print no content; with `-p`/`--patch`
 *   they print the diff's hunks, so then they read the whole repository too.
 * Every word of any of them may name a file (`git commit -F .env`, `git worktree add ../x`): the
 * walker decides each against the deny rules and invariants (ShellAnalysis.touches).
 */
export interface OtherGit {
  /** The whole repository may be printed. */
  content: boolean;
  problems: string[];
}

/** Subcommands that run a command or program named on their command line, or run external tools. */
const RUNS_WHOLLY: Record<string, string> = {
  'filter-branch': 'its filters are shell commands',
  'filter-repo': 'its callbacks are code',
  difftool: 'it runs the diff tool it is given or configured',
  mergetool: 'it runs the merge tool it is given or configured',
  'send-email': 'its --to-cmd and --cc-cmd run commands, and it sends mail',
  instaweb: 'it starts a web server and a browser',
  daemon: 'it serves the repository',
  credential: 'it prints stored credentials',
  'credential-cache': 'it prints stored credentials',
  'credential-store': 'it prints stored credentials',
  'web--browse': 'it runs a browser',
};

/** Subcommand words after which a command line runs (`git bisect run CMD`). */
const RUNS_AFTER: Record<string, string> = { bisect: 'run', submodule: 'foreach' };

/**
 * Options that take a command or a program to run, per subcommand (long names; git accepts any
 * unambiguous abbreviation, so every prefix is refused) and their short letters (refused anywhere
 * in a bundle of short options).
 */
const RUNNING_OPTIONS: Record<string, { long: string[]; short: string }> = {
  rebase: { long: ['--exec'], short: 'x' },
  pull: { long: ['--upload-pack', '--exec'], short: '' },
  fetch: { long: ['--upload-pack'], short: '' },
  'ls-remote': { long: ['--upload-pack'], short: '' },
  clone: { long: ['--upload-pack', '--config', '--template'], short: 'uc' },
  push: { long: ['--receive-pack', '--exec'], short: '' },
  archive: { long: ['--exec', '--remote'], short: '' },
  grep: { long: ['--open-files-in-pager'], short: 'O' },
};

/** Subcommands known to print no file content (nor put files under new names): names, ids, messages. */
const NO_CONTENT = new Set(
  [
    'add commit branch tag switch checkout restore reset rm fetch push pull merge rebase cherry-pick revert',
    'init remote ls-tree ls-remote describe name-rev shortlog show-ref for-each-ref symbolic-ref update-ref',
    'update-index rev-list count-objects gc prune fsck clean notes version help var check-ignore check-attr',
    'check-ref-format stash am apply hash-object mktag mktree commit-tree write-tree merge-base verify-commit',
    'verify-tag cherry show-branch sparse-checkout maintenance bisect rerere interpret-trailers stripspace',
    'column patch-id mv submodule worktree clone',
  ].flatMap((line) => line.split(' ')),
);

/**
 * `git stash show`, `git stash list` (which takes log's options, `-p` among them) print patches;
 * `worktree add` and `submodule add` check the repository's files out under another directory.
 */
const CONTENT_ACTIONS: Record<string, Set<string>> = {
  stash: new Set(['show', 'list']),
  worktree: new Set(['add']),
  submodule: new Set(['add']),
};

/** Subcommands whose `-p`/`--patch` prints the hunks of a diff. */
const PATCH_MODE = new Set(['add', 'reset', 'checkout', 'restore', 'stash', 'commit', 'clean']);

export function otherGit(name: string, words: readonly string[]): OtherGit {
  const problems: string[] = [];
  const refuse = (why: string) =>
    problems.push(
      `git ${name}: ${why}, out of the analyzer's sight; run that command directly, or use a git command the analyzer models`,
    );
  const wholly = Object.hasOwn(RUNS_WHOLLY, name) ? RUNS_WHOLLY[name] : undefined;
  if (wholly) refuse(wholly);
  if (name.startsWith('credential-') && !wholly) refuse('it prints stored credentials');
  const end = words.indexOf('--');
  const options = end < 0 ? words : words.slice(0, end);
  const after = Object.hasOwn(RUNS_AFTER, name) ? RUNS_AFTER[name] : undefined;
  if (after && options.includes(after)) refuse(`${after} runs the command line it is given`);
  const running = Object.hasOwn(RUNNING_OPTIONS, name) ? RUNNING_OPTIONS[name] : undefined;
  if (running)
    for (const word of options) {
      const option = word.replace(/=.*$/s, '');
      const long =
        option.startsWith('--') && option.length > 2 && running.long.some((l) => l.startsWith(option));
      const short =
        /^-[^-]/.test(word) && [...running.short].some((letter) => word.slice(1).includes(letter));
      if (long || short) refuse(`${word} runs a command or program it names`);
    }
  const action = options.find((w) => !w.startsWith('-'));
  const patch =
    PATCH_MODE.has(name) &&
    options.some((w) => /^--(p|pa|pat|patc|patch)$/.test(w) || /^-[^-]*p/.test(w) || w === '--interactive');
  const actions = Object.hasOwn(CONTENT_ACTIONS, name) ? CONTENT_ACTIONS[name] : undefined;
  const content =
    !NO_CONTENT.has(name) ||
    patch ||
    (actions !== undefined && action !== undefined && actions.has(action)) ||
    (name === 'clone' && !isRemote(cloneSource(options)));
  return { content, problems };
}

/** clone's options that take the next word as their value. */
const CLONE_VALUED = new Set(
  '-b --branch -o --origin --depth --reference --reference-if-able --separate-git-dir --shallow-since --shallow-exclude -j --jobs --filter --bundle-uri --server-option --ref-format --revision'.split(
    ' ',
  ),
);

/** The repository `git clone` copies: its first operand. */
function cloneSource(words: readonly string[]): string {
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (CLONE_VALUED.has(word)) i++;
    else if (!word.startsWith('-')) return word;
  }
  return '';
}

/**
 * A repository URL on another host (`https://…`, `ssh://…`, `git@host:path`): cloning it copies
 * nothing of this one. A local path or `file://` clones this repository (or one in the workspace)
 * under a new name.
 */
function isRemote(source: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) return !/^file:/i.test(source);
  return /^[^/:]+:/.test(source) && !source.startsWith('.');
}
