import { restoreFromCommit } from './changes.ts';
import { splitNul } from './path-bytes.ts';
import { currentBranch, openRepo } from './repo.ts';
import { rethrowRedacted } from './errors.ts';
import { isValidBranchName } from './ref-name.ts';

export interface BranchVars {
  title: string;
  runId: string;
  /** The issue a run was triggered from (`{issue}`). */
  issue?: number;
  /** Defaults to today (UTC), `YYYY-MM-DD` (`{date}`). */
  date?: string;
}

export interface RunBranch {
  branch: string;
  /** The branch the PR targets. */
  base: string;
  /** The commit the run branch starts from (the base as checked out). */
  baseSha: string;
}

/** Lower-case ASCII words joined by `-`, at most 50 characters: safe in a ref name and a URL. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug || 'task';
}

/**
 * Expands `{slug}`, `{run_id}`, `{issue}` and `{date}`. A template without `{run_id}` names the
 * same branch on every run of the same task, which is what makes a later run update the open PR
 * instead of opening a duplicate.
 */
export function renderBranchName(template: string, vars: BranchVars): string {
  const values: Record<string, string> = {
    slug: slugify(vars.title),
    run_id: vars.runId,
    issue: vars.issue === undefined ? '' : String(vars.issue),
    date: vars.date ?? new Date().toISOString().slice(0, 10),
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`branch template "${template}": unknown placeholder ${whole}`);
    if (value === '') throw new Error(`branch template "${template}": ${whole} has no value in this run`);
    return value;
  });
}

/**
 * Creates (or resets) the run branch at `start` (the commit the run started from; default HEAD)
 * and points HEAD at it. Only refs move: the working tree — the agent's edits — and the index stay
 * as they are, so this works whatever the run did to the working tree. The base branch itself is
 * never used as the run branch: commits and pushes go to the run branch only.
 */
export async function createRunBranch(options: {
  workspace: string;
  template: string;
  vars: BranchVars;
  /** Defaults to the branch checked out now. */
  base?: string | null;
  /** Where the run branch starts; defaults to HEAD. */
  start?: string;
}): Promise<RunBranch> {
  const git = openRepo(options.workspace);
  const branch = renderBranchName(options.template, options.vars);
  const base = options.base ?? (await currentBranch(options.workspace));
  if (!base) throw new Error('no base branch: HEAD is detached; set pr.base (the `base` input)');
  if (branch === base) throw new Error(`the run branch "${branch}" is the base branch; change pr.branch`);
  if (!isValidBranchName(branch))
    throw new Error(`"${branch}" is not a valid branch name (from the template "${options.template}")`);
  try {
    // A commit id needs no resolving: update-ref refuses one that is missing or not a commit.
    const baseSha =
      options.start && isObjectId(options.start)
        ? options.start
        : (await git.raw(['rev-parse', '--verify', `${options.start ?? 'HEAD'}^{commit}`])).trim();
    await git.raw(['update-ref', '-m', 'nightshift: run branch', `refs/heads/${branch}`, baseSha]);
    await git.raw(['symbolic-ref', '-m', 'nightshift: run branch', 'HEAD', `refs/heads/${branch}`]);
    return { branch, base, baseSha };
  } catch (err) {
    rethrowRedacted(`creating branch ${branch}`, err, []);
  }
}

/**
 * Whether `branch` is one the template produces: a checkout left on one is a previous run's branch,
 * not a base to start from. A template of placeholders only (`{slug}`) would match any branch, so
 * there only the name this task renders counts.
 */
export function isRunBranch(branch: string, template: string, title: string): boolean {
  const literals = template.split(/\{\w+\}/);
  if (literals.join('') === '') {
    try {
      return branch === renderBranchName(template, { title, runId: '' });
    } catch {
      return false; // {run_id} or {issue}: a new name every run
    }
  }
  const escaped = literals.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.+')}$`).test(branch);
}

/**
 * Undoes createRunBranch's switch: HEAD goes back to `branch` and, when the run committed, the
 * paths `commit` changed go back to `branch`'s content in the index and the working tree. The
 * run's work stays on its own branch; files it did not commit (dirty before the run) are left alone.
 */
export async function switchBackAfterRun(workspace: string, branch: string, commit?: string): Promise<void> {
  const git = openRepo(workspace);
  const changed = commit
    ? await git.bytes([
        'diff-tree',
        '-r',
        '--relative',
        '--name-only',
        '--no-renames',
        '-z',
        `${commit}^`,
        commit,
      ])
    : Buffer.alloc(0);
  await git.raw(['symbolic-ref', '-m', 'nightshift: back to the base', 'HEAD', `refs/heads/${branch}`]);
  await restoreFromCommit(workspace, branch, splitNul(changed), true);
}

const isObjectId = (rev: string): boolean => /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(rev);
