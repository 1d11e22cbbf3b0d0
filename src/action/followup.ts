import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Redactor } from '../audit/redact.ts';
import { loadTask } from '../config/load-task.ts';
import { taskSchema } from '../config/task.ts';
import type { Octokit } from '../forge/github.ts';
import { isRunBranch } from '../git/branch.ts';
import {
  branchCommits,
  checkedOutBeyondBase,
  checkedOutCommits,
  checkoutPullHead,
  filesWrittenByPull,
} from '../git/pull-head.ts';
import { ConfigError } from '../config/errors.ts';
import { loadPolicy } from '../policy/load-policy.ts';
import type { FollowUpRoute } from './followup-events.ts';
import {
  FOLLOW_UP_TRAILER,
  MAX_JOBS,
  cleanLog,
  followUpPrompt,
  followUpTitle,
  followUpTrailer,
  type FollowUpMaterial,
} from './followup-task.ts';
import type { ActionInputs } from './inputs.ts';
import { checkActor } from './permission.ts';
import { FOLLOW_UP_MARKER } from './own-comment.ts';

export interface PullInfo {
  number: number;
  url: string;
  title: string;
  headRef: string;
  baseRef: string;
}

export type FollowUpPlan =
  | {
      kind: 'run';
      pr: PullInfo;
      /** The worktree at the PR's head (plus the working directory): the run's workspace. */
      workspace: string;
      title: string;
      prompt: string;
      trailer: string;
      /** The review comments the run answers in their threads (review_comment events). */
      replyTo: number[];
    }
  | { kind: 'refused'; reason: string };

export interface FollowUpContext {
  octokit: Octokit;
  owner: string;
  repo: string;
  token: string;
  /** `GITHUB_SERVER_URL/owner/repo.git`: fetched from, pushed to. */
  gitUrl: string;
  /** The workflow's checkout (GITHUB_WORKSPACE): the task file and the policy are read here. */
  checkout: string;
  /** Where the PR's head is checked out (a new, empty directory's path). */
  worktree: string;
  inputs: ActionInputs;
  redactor: Redactor;
  info: (message: string) => void;
  warn: (message: string) => void;
}

/**
 * Whether and what to follow up, each refusal before the next costs more: a fork or a foreign
 * branch (from the payload, no API call), the actor's permission, the PR as the API has it now
 * (fork and branch again), the bound counted on the branch's own commits, then what to do.
 */
export async function planFollowUp(route: FollowUpRoute, ctx: FollowUpContext): Promise<FollowUpPlan> {
  const config = followUpConfig(ctx);
  const notOurs = (head: string | undefined, fork: boolean | undefined): string | undefined => {
    if (fork)
      return 'refused: the pull request comes from a fork; follow-ups run only on branches of this repository';
    if (head !== undefined && (/[{}]/.test(head) || !isRunBranch(head, config.branchTemplate, '')))
      return `refused: ${head} is not a nightshift branch (pr.branch "${config.branchTemplate}")`;
    return undefined;
  };
  const early = notOurs(route.headRef, route.fromFork);
  if (early) return { kind: 'refused', reason: early };
  if (config.maxFollowUps === 0)
    return { kind: 'refused', reason: 'refused: follow-ups are off (pr.max_followups: 0)' };

  const { octokit, owner, repo } = ctx;
  const check = await checkActor(octokit, { owner, repo }, route.actor, ctx.inputs.allowedBots);
  if (!check.allowed) return { kind: 'refused', reason: `refused: ${check.reason}` };
  ctx.info(`actor allowed: ${check.reason}`);

  const number = route.prNumber ?? (await openPullFor(ctx, route.headRef ?? ''));
  if (number === undefined)
    return { kind: 'refused', reason: `refused: no open pull request for ${route.headRef}` };
  const { data } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
  if (data.state !== 'open')
    return { kind: 'refused', reason: `refused: pull request #${number} is ${data.state}` };
  const fork = !data.head.repo || data.head.repo.full_name !== data.base.repo.full_name;
  const late = notOurs(data.head.ref, fork);
  if (late) return { kind: 'refused', reason: late };
  const pr: PullInfo = {
    number,
    url: data.html_url,
    title: data.title,
    headRef: data.head.ref,
    baseRef: data.base.ref,
  };

  const pull = await checkoutPullHead({
    workspace: ctx.checkout,
    url: ctx.gitUrl,
    token: ctx.token,
    head: pr.headRef,
    base: pr.baseRef,
    dir: ctx.worktree,
  });
  const t = route.trigger;
  // CI that failed on a commit the branch has moved past: the newer commit's own run decides.
  if (t.kind === 'workflow_run' && t.headSha && t.headSha !== pull.headSha)
    return {
      kind: 'refused',
      reason: `refused: the failed run was for ${t.headSha.slice(0, 12)}, but ${pr.headRef} is now at ${pull.headSha.slice(0, 12)}`,
    };
  const commits = await branchCommits(ctx.checkout, pull.headSha, pull.baseSha);
  const own = new Set(commits.map((c) => c.sha));
  // HEAD and its parents (read from the commit: a shallow merge ref's are), then all of its
  // history the base lacks: the PR merged into another branch further down holds its commits too.
  const checkedOut = await checkedOutCommits(ctx.checkout);
  const beyond = await checkedOutBeyondBase(ctx.checkout, pull.baseSha);
  const fromBase = `a follow-up must read the task file and the policy from the base, never from the branch a model wrote: use actions/checkout with \`ref: \${{ github.event.repository.default_branch }}\``;
  if ([...checkedOut, ...beyond.commits].some((sha) => own.has(sha)))
    throw new ConfigError(
      `the workflow checked out the pull request's own commits (${checkedOut[0]?.slice(0, 12)}); ${fromBase}`,
    );
  const written = await filesWrittenByPull(ctx.checkout, config.files, pull.headSha, pull.baseSha);
  if (written.length > 0)
    throw new ConfigError(
      `the workflow's checkout is not the base: ${written.join(', ')} holds what the pull request wrote (its own commits' version, not the base's); ${fromBase}`,
    );
  if (beyond.cut)
    throw new ConfigError(
      `the workflow checked out ${checkedOut[0]?.slice(0, 12)}, which is not on the pull request's base ${pr.baseRef}, and its history is shallow: whether it holds the pull request's commits cannot be told; ${fromBase} (or fetch-depth: 0)`,
    );
  if (!commits.some((c) => c.trailerKeys.includes('Nightshift-Run')))
    return {
      kind: 'refused',
      reason: `refused: ${pr.headRef} has no commit made by nightshift (Nightshift-Run trailer)`,
    };
  const done = commits.filter((c) => c.trailerKeys.includes(FOLLOW_UP_TRAILER)).length;
  if (done >= config.maxFollowUps) {
    const reason = `max_followups: pull request #${number} already had ${done} follow-up(s) (pr.max_followups: ${config.maxFollowUps})`;
    // A person who asked is told on the PR; a bot gets the notice only, since a comment answering
    // each of its comments would be the very loop the bound stops. The refusal stands even when
    // the comment cannot be posted (a token without issues: write).
    if (!route.actor.isBot)
      await octokit.rest.issues
        .createComment({
          owner,
          repo,
          issue_number: number,
          body: `${FOLLOW_UP_MARKER}\n⏹️ nightshift did not follow up: this pull request already had ${done} follow-up run(s), the limit set by \`pr.max_followups\` (${config.maxFollowUps}). Push a fix yourself or raise the limit.`,
        })
        .catch((err: unknown) => ctx.warn(`could not comment on #${number}: ${(err as Error).message}`));
    return { kind: 'refused', reason };
  }
  ctx.info(`follow-up ${done + 1} of at most ${config.maxFollowUps} on #${number}`);

  const material = await gatherMaterial(route, pr, ctx);
  return {
    kind: 'run',
    pr,
    workspace: path.join(ctx.worktree, config.workspaceInCheckout),
    title: followUpTitle(material),
    prompt: followUpPrompt(material),
    trailer: followUpTrailer(route.trigger),
    replyTo: route.trigger.kind === 'review_comment' ? [route.trigger.comment.id] : [],
  };
}

/**
 * From the workflow's checkout, never from the PR's branch: the branch template (which branches
 * are nightshift's), the bound on follow-ups (the policy's `pr.max_followups`) and where the
 * workspace sits in the repository.
 */
function followUpConfig(ctx: FollowUpContext): {
  branchTemplate: string;
  maxFollowUps: number;
  workspaceInCheckout: string;
  /** The files this configuration came from: the task file, its script, the policy's chain. */
  files: string[];
} {
  const { inputs, checkout } = ctx;
  const loaded = inputs.taskFile
    ? loadTask(path.resolve(checkout, inputs.taskFile), { supplied: { title: 'follow-up', prompt: '-' } })
    : undefined;
  const task = loaded?.task ?? taskSchema.parse({ version: 1, title: 'follow-up', prompt: '-' });
  const policy = loadPolicy(
    inputs.policy ?? task.policy,
    inputs.policy || !loaded ? checkout : loaded.taskDir,
  );
  const workspaceInCheckout = inputs.workingDirectory
    ? inputs.workingDirectory
    : loaded
      ? path.relative(realpathSync(checkout), loaded.workspace)
      : '';
  if (workspaceInCheckout.startsWith('..') || path.isAbsolute(workspaceInCheckout))
    throw new Error(
      `the workspace ${workspaceInCheckout} is outside the checkout; a follow-up runs inside the pull request's tree`,
    );
  return {
    branchTemplate: inputs.branch ?? task.pr.branch,
    maxFollowUps: policy.pr.maxFollowUps,
    workspaceInCheckout,
    files: [
      ...(loaded ? [loaded.taskFile, ...(loaded.scriptFile ? [loaded.scriptFile] : [])] : []),
      ...policy.files.map((f) => f.path),
    ],
  };
}

async function openPullFor(ctx: FollowUpContext, head: string): Promise<number | undefined> {
  const { data } = await ctx.octokit.rest.pulls.list({
    owner: ctx.owner,
    repo: ctx.repo,
    head: `${ctx.owner}:${head}`,
    state: 'open',
    per_page: 1,
  });
  return data[0]?.number;
}

/** The comments (with file and line) or the failed jobs' logs, redacted. */
async function gatherMaterial(
  route: FollowUpRoute,
  pr: PullInfo,
  ctx: FollowUpContext,
): Promise<FollowUpMaterial> {
  const { octokit, owner, repo, redactor } = ctx;
  const t = route.trigger;
  const base = { pr: { number: pr.number, title: pr.title }, trigger: t, comments: [], logs: [] };
  const author = route.actor.login;
  if (t.kind === 'comment') return { ...base, comments: [{ author, body: t.body }] };
  if (t.kind === 'review_comment')
    return {
      ...base,
      comments: [{ author, body: t.comment.body, path: t.comment.path, line: t.comment.line }],
    };
  if (t.kind === 'review') {
    const { data } = await octokit.rest.pulls.listCommentsForReview({
      owner,
      repo,
      pull_number: pr.number,
      review_id: t.reviewId,
      per_page: 100,
    });
    const lines = data.map((c) => ({
      author: c.user?.login ?? author,
      body: c.body,
      path: c.path,
      line: c.line ?? c.original_line ?? null,
    }));
    return { ...base, comments: [...(t.body.trim() ? [{ author, body: t.body }] : []), ...lines] };
  }
  const { data } = await octokit.rest.actions.listJobsForWorkflowRun({
    owner,
    repo,
    run_id: t.runId,
    filter: 'latest',
    per_page: 100,
  });
  const failed = data.jobs.filter((j) => j.conclusion === 'failure').slice(0, MAX_JOBS);
  const logs = [];
  for (const job of failed) {
    // The API answers with a redirect to short-lived storage; fetch follows it (without the token).
    const { data: log } = await octokit.rest.actions.downloadJobLogsForWorkflowRun({
      owner,
      repo,
      job_id: job.id,
    });
    logs.push({
      job: job.name,
      log: cleanLog(typeof log === 'string' ? log : String(log), (text) => redactor.redact(text)),
    });
  }
  return { ...base, logs };
}
