import path from 'node:path';
import type { Policy } from '../config/policy.ts';
import { pathPart } from './decide-path.ts';
import { allowsEverythingUnder } from './allows-tree.ts';
import { copyLandings, seesAllWrites } from './decide-copies.ts';
import { treePart } from './decide-tree.ts';
import { bestCommandRule } from './match-command.ts';
import { quote, type Part } from './part.ts';
import { looksLikeSecretName } from './secret-names.ts';
import { gitStartDirectories, repositoryTopCandidates } from './shell/repo-top.ts';
import type { ShellAnalysis, ShellAnalyzer } from './shell/types.ts';
import type { ResolvedPath } from './types.ts';
import { shownPath } from '../validate/resolve-path.ts';
import { deniesNothingUnder, type FileNames } from './workspace-links.ts';

export interface CommandContext {
  analyzer: ShellAnalyzer;
  resolve(path: string): ResolvedPath;
  /**
   * A file's other names, by its real path (workspace-links.ts namesBy: its links' names, and the
   * repository's when the workspace is below its top); none when absent.
   */
  names?: FileNames;
  /**
   * The top of the workspace's repository when it lies above the workspace (`..`, `../..`;
   * workspaceTopAbove): git names `REV:PATH`, and prints whole-repository diffs, from there.
   */
  repositoryTop?: string;
  /**
   * What the repository's history holds of the files the read rules deny, for git commands that
   * print past commits (`git log -p`): paths no longer in the work tree are in it. Undefined where
   * there is no history to look at; `unavailable` (with why) where it could not be listed.
   */
  history?: { paths: readonly string[] } | { unavailable: string };
}

/**
 * Every part of a shell command: what the analyzer refused, secret variables it expands, the
 * files its redirections and reading programs touch, and each simple command it runs.
 */
export function commandParts(
  command: string,
  cwd: string | undefined,
  policy: Policy,
  ctx: CommandContext,
): Part[] {
  const analysis = ctx.analyzer.analyze(command);
  const parts: Part[] = analysis.problems.map((problem) => ({
    verdict: 'deny',
    rule: 'invariant:unanalyzable-command',
    reason: `cannot analyze ${quote(command)}: ${problem}`,
    invariant: true,
  }));
  for (const name of new Set(analysis.variables.filter(looksLikeSecretName))) {
    parts.push({
      verdict: 'deny',
      rule: 'invariant:secret-variable',
      reason: `${quote(command)} expands $${name}, a secret`,
      invariant: true,
    });
  }
  const via = ` (in ${quote(command)})`;
  // The directory the command starts in must itself be one the tools may read.
  if (cwd !== undefined)
    parts.push(filePart('read', cwd, undefined, ' (the command directory)', policy, ctx));
  const candidates = (files: readonly string[]): Set<string> =>
    new Set(
      files.flatMap((file) => repositoryTopCandidates(absolute(file, cwd), inWorkspace, ctx.repositoryTop)),
    );
  const inWorkspace = (dir: string) => {
    try {
      const resolved = ctx.resolve(dir);
      return resolved.inside ? resolved.rel : undefined;
    } catch {
      return undefined; // decided (and refused) as given
    }
  };
  for (const [kind, files] of [
    ['read', analysis.reads],
    ['edit', analysis.writes],
  ] as const) {
    for (const file of candidates(files)) parts.push(filePart(kind, file, undefined, via, policy, ctx));
  }
  for (const [kind, trees] of [
    ['read', analysis.readTrees],
    ['edit', analysis.editTrees],
  ] as const) {
    for (const tree of candidates(trees))
      parts.push(...treeParts(kind, tree, undefined, undefined, via, policy, ctx));
  }
  for (const tree of candidates(analysis.historyTrees)) parts.push(...historyParts(tree, via, policy, ctx));
  // What cp -r, mv and cp -P put under their destinations, and where the links they carry lead.
  const resolved = (file: string) => {
    try {
      return ctx.resolve(file);
    } catch {
      return undefined; // decided (and refused) as given
    }
  };
  const opaque = analysis.commands.find((c) => !c.wrapper && !seesAllWrites(c.argv));
  const landings = copyLandings(analysis, (file) => absolute(file, cwd), resolved, opaque?.argv.join(' '));
  const everythingUnder = allowsEverythingUnder(policy.edit);
  const underOther = deniesNothingUnder(policy.edit);
  for (const { path: tree, copy, by } of landings.unknown) {
    const rel = inWorkspace(absolute(tree, cwd));
    // Under every name the directory has (a deny rule on the repository's name holds there too).
    if (
      rel !== undefined &&
      rel !== '.' &&
      everythingUnder(rel) &&
      (ctx.names?.(rel) ?? []).every(underOther)
    )
      continue;
    parts.push({
      verdict: 'deny',
      rule: 'invariant:unanalyzable-command',
      reason: `cannot analyze ${quote(command)}: ${copy.from} is not there when the command is decided, and ${quote(by)} could fill it unseen, so anything could land under ${shownPath(tree)}, where the edit rules deny some paths; copy in a separate command`,
      invariant: true,
    });
  }
  for (const problem of landings.problems)
    parts.push({
      verdict: 'deny',
      rule: 'invariant:unanalyzable-command',
      reason: `cannot analyze ${quote(command)}: ${problem}`,
      invariant: true,
    });
  const landedVia = (from: string) => ` (where ${from} lands, in ${quote(command)})`;
  const landedEdits = new Map(landings.edits.map((l) => [l.path, l.copy.from]));
  for (const [file, from] of landedEdits)
    parts.push(filePart('edit', file, cwd, landedVia(from), policy, ctx));
  const linkVia = (from: string) => ` (a link carried by moving or copying ${from}, in ${quote(command)})`;
  for (const [tree, from] of new Map(landings.linkTargets.map((l) => [l.path, l.copy.from])))
    for (const kind of ['read', 'edit'] as const)
      parts.push(...treeParts(kind, absolute(tree, cwd), undefined, undefined, linkVia(from), policy, ctx));
  parts.push(
    ...gitDirectoryPlanted(
      analysis.reads.flatMap((file) => gitStartDirectories(absolute(file, cwd), inWorkspace) ?? []),
      [
        ...[...analysis.writes, ...landedEdits.keys()].map((file) => ({ file, tree: false })),
        ...[
          ...analysis.editTrees,
          ...analysis.links.map((l) => l.at),
          ...landings.linkTargets.map((l) => l.path),
        ].map((file) => ({ file, tree: true })),
      ].map(({ file, tree }) => ({ file, tree, rel: inWorkspace(absolute(file, cwd)) })),
      command,
    ),
  );
  parts.push(...touchParts(analysis, cwd, candidates, via, policy, ctx));
  for (const glob of new Set(analysis.globs))
    parts.push(
      ...treeParts('read', path.posix.dirname(glob), path.posix.basename(glob), cwd, via, policy, ctx),
    );
  for (const simple of analysis.commands) {
    const match = bestCommandRule(simple, policy.command);
    const text = quote(simple.argv.join(' '));
    if (match) {
      const rule = `command.${match.list}[${match.index}]`;
      parts.push({ verdict: match.list, rule, reason: `${text} matches ${rule} ${quote(match.rule)}` });
    } else if (!simple.wrapper) {
      const verdict = policy.command.default;
      parts.push({
        verdict,
        rule: 'command.default',
        reason: `${text} matches no command rule; command.default is ${verdict}`,
      });
    }
  }
  if (parts.length === 0)
    parts.push({
      verdict: 'allow',
      rule: 'default',
      reason: `${quote(command)} runs no program and touches no file`,
    });
  return parts;
}

/**
 * Words of programs the analyzer does not model that may name files (ShellAnalysis.touches): each
 * is decided as a read and an edit, and only a denial by a `read.deny` rule or an invariant
 * (outside the workspace, a git directory, the policy and task files, the out dir) refuses it. A
 * word no rule denies may be no file at all (`jq .name package.json`), and edit rules are left to
 * the final diff: `yq . .github/workflows/ci.yml` reads what `edit.deny` covers.
 */
function touchParts(
  analysis: ShellAnalysis,
  cwd: string | undefined,
  candidates: (files: readonly string[]) => Set<string>,
  via: string,
  policy: Policy,
  ctx: CommandContext,
): Part[] {
  // A word that cannot be resolved as a path (a line break, longer than a name can be: a custom
  // tool's text value) is taken for what it most likely is, no file: the sandbox masks denied
  // files whatever their names.
  const refuses = (kind: 'read' | 'edit', part: Part) =>
    part.verdict === 'deny' &&
    part.rule !== 'invariant:bad-path' &&
    (part.invariant === true || (kind === 'read' && part.rule.startsWith('read.deny')));
  const parts: Part[] = [];
  const note = ` (a word of a program whose files the analyzer does not model${via.replace(/^ \(/, ', ')}`;
  // A word `.` is the working directory given as an operand (`jq . x.json`, `go test .`), not a
  // write of the workspace root as a whole.
  const root = (file: string) => {
    try {
      const resolved = ctx.resolve(file);
      return resolved.inside && resolved.rel === '.';
    } catch {
      return false;
    }
  };
  for (const kind of ['read', 'edit'] as const) {
    for (const file of candidates(analysis.touches)) {
      if (kind === 'edit' && root(file)) continue;
      const part = filePart(kind, file, undefined, note, policy, ctx);
      if (refuses(kind, part)) parts.push(part);
    }
    // A glob's matches are decided as reads: which of them a program writes cannot be told.
    if (kind === 'edit') continue;
    for (const tree of candidates(analysis.touchTrees))
      parts.push(
        ...treeParts(kind, tree, undefined, undefined, note, policy, ctx).filter((p) => refuses(kind, p)),
      );
    for (const glob of new Set(analysis.touchGlobs))
      parts.push(
        ...treeParts(
          kind,
          path.posix.dirname(glob),
          path.posix.basename(glob),
          cwd,
          note,
          policy,
          ctx,
        ).filter((p) => refuses(kind, p)),
      );
  }
  return parts;
}

/** The directory itself, and the first file under it the policy keeps from `kind`. */
function treeParts(
  kind: 'read' | 'edit',
  dir: string,
  glob: string | undefined,
  cwd: string | undefined,
  via: string,
  policy: Policy,
  ctx: CommandContext,
): Part[] {
  const own = filePart(kind, dir, cwd, via, policy, ctx);
  if (own.verdict === 'deny') return [own];
  const given = absolute(dir, cwd);
  const below = treePart(kind, given, ctx.resolve(given), policy, via, {
    resolve: (p) => ctx.resolve(p),
    ...(ctx.names ? { names: ctx.names } : {}),
    ...(glob === undefined ? {} : { glob }),
  });
  return below ? [own, below] : [own];
}

// Joined as text, `..` kept: the resolver takes `..` after a symbolic link as the kernel does (cwd
// `wf` -> .github/workflows, `../workflows/x` is .github/workflows/x, not workflows/x).
const absolute = (file: string, cwd: string | undefined): string =>
  cwd && !file.startsWith('/') && !file.startsWith('~') ? `${cwd.replace(/\/+$/, '')}/${file}` : file;

function filePart(
  kind: 'read' | 'edit',
  file: string,
  cwd: string | undefined,
  via: string,
  policy: Policy,
  ctx: CommandContext,
): Part {
  const given = absolute(file, cwd);
  try {
    return pathPart(kind, given, ctx.resolve(given), policy, via, ctx.names);
  } catch (err) {
    return {
      verdict: 'deny',
      rule: 'invariant:bad-path',
      reason: `${kind} of ${quote(shownPath(given))}${via}: ${(err as Error).message}`,
      invariant: true,
    };
  }
}

/**
 * A git command printing past commits under `tree` reads every file they held there: the first
 * one the read rules deny (a `.env` committed and removed since) denies it, with its rule.
 */
function historyParts(tree: string, via: string, policy: Policy, ctx: CommandContext): Part[] {
  const { history } = ctx;
  if (!history) return [];
  if ('unavailable' in history)
    return [
      {
        verdict: 'deny',
        rule: 'invariant:unanalyzable-command',
        reason: `git prints files as past commits held them under ${quote(shownPath(tree))}${via}, and the repository's history could not be listed to check them against the read rules: ${history.unavailable}`,
        invariant: true,
      },
    ];
  let rel: string | undefined;
  try {
    const resolved = ctx.resolve(tree);
    rel = resolved.inside ? resolved.rel : undefined;
  } catch {
    return []; // decided (and refused) as a tree of the work tree
  }
  if (rel === undefined) return [];
  const note = ` (a file the repository's history holds, which git prints${via.replace(/^ \(/, ', ')}`;
  for (const file of history.paths) {
    if (rel !== '.' && file !== rel && !file.startsWith(`${rel}/`)) continue;
    const part = filePart('read', file, undefined, note, policy, ctx);
    if (part.verdict === 'deny') return [part];
  }
  return [];
}

/** Names that make a directory a git directory to git (git-directory.ts), in any case. */
const GIT_DIR_NAMES = new Set(['head', 'objects', 'refs', 'commondir']);

/**
 * git obeys the config of a git directory it finds where it starts or above (resolve-path.ts
 * refuses one there when the command is decided). A command that writes `HEAD`, `objects`,
 * `refs` or `commondir` in such a directory, or a whole tree holding it (a link's target, a copy
 * landing there), could make it one before git runs: `mkdir -p src/objects src/refs && echo
 * 'ref: refs/heads/main' > src/HEAD && cd src && git status`.
 */
function gitDirectoryPlanted(
  starts: readonly string[],
  written: readonly { file: string; tree: boolean; rel: string | undefined }[],
  command: string,
): Part[] {
  for (const dir of new Set(starts))
    for (const { file, tree, rel } of written) {
      if (rel === undefined) continue;
      const name = path.posix.basename(rel).toLowerCase();
      const makes =
        (path.posix.dirname(rel) === dir && GIT_DIR_NAMES.has(name)) ||
        rel.toLowerCase().startsWith(`${dir.toLowerCase()}/objects/`) ||
        rel.toLowerCase().startsWith(`${dir.toLowerCase()}/refs/`) ||
        (tree && (rel === dir || rel === '.' || dir.startsWith(`${rel}/`)));
      if (makes)
        return [
          {
            verdict: 'deny',
            rule: 'invariant:bad-path',
            reason: `${quote(command)} runs git, which looks for its repository in ${quote(dir)}, and writes ${quote(shownPath(file))} there: that could make ${quote(dir)} a git directory (HEAD, objects/, refs/), whose config git obeys (core.fsmonitor runs a program); write them in a command that runs no git there`,
            invariant: true,
          },
        ];
    }
  return [];
}
