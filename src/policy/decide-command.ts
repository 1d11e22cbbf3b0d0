import path from 'node:path';
import type { Policy } from '../config/policy.ts';
import { pathPart } from './decide-path.ts';
import { treePart } from './decide-tree.ts';
import { bestCommandRule } from './match-command.ts';
import { quote, type Part } from './part.ts';
import { looksLikeSecretName } from './secret-names.ts';
import { repositoryTopCandidates } from './shell/repo-top.ts';
import type { ShellAnalyzer } from './shell/types.ts';
import type { ResolvedPath } from './types.ts';
import { shownPath } from '../validate/resolve-path.ts';

export interface CommandContext {
  analyzer: ShellAnalyzer;
  resolve(path: string): ResolvedPath;
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
    new Set(files.flatMap((file) => repositoryTopCandidates(absolute(file, cwd), inWorkspace)));
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
  const below = treePart(kind, given, ctx.resolve(given), policy, via, (p) => ctx.resolve(p), glob);
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
    return pathPart(kind, given, ctx.resolve(given), policy, via);
  } catch (err) {
    return {
      verdict: 'deny',
      rule: 'invariant:bad-path',
      reason: `${kind} of ${quote(shownPath(given))}${via}: ${(err as Error).message}`,
      invariant: true,
    };
  }
}
