import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { ConfigError } from '../config/errors.ts';
import { MIN_SECRET_LENGTH, Redactor } from '../audit/redact.ts';
import { gitConfigCredentials } from '../git/config-credentials.ts';
import { GitHubForge } from '../forge/github.ts';
import { GitHubCommitApi } from '../forge/github-commits.ts';
import { inertText } from '../run/inert-text.ts';
import { runTask } from '../run/run-task.ts';
import type { Cancellation } from '../run/signals.ts';
import { looksLikeSecretName } from '../policy/secret-names.ts';
import { isCredentialVariable } from '../sandbox/credentials.ts';
import { launchEnvironment, protectOwnEnvironment } from '../sandbox/self-environ.ts';
import type { RunOptions, RunResult } from '../run/types.ts';
import { mintInstallationToken, type InstallationToken } from './app-token.ts';
import { readWorkflowContext } from './context.ts';
import { routeEvent, type EventRoute } from './events.ts';
import type { FollowUpPlan } from './followup.ts';
import { GITHUB_ACTIONS_BOT, InputError, readInputs, type ActionInputs } from './inputs.ts';
import { errorOutputs, report, setOutputs, skippedOutputs } from './outputs.ts';
import { checkActor } from './permission.ts';
import {
  ProgressComment,
  progressBody,
  ThrottledEdits,
  trackLive,
  type LiveState,
  type Progress,
} from './progress-comment.ts';
import { TurnGroups } from './turn-groups.ts';

/**
 * The action: inputs → event → permission → progress comment → runTask → outputs → comment.
 * Returns the exit code (README "Exit codes"); nothing throws past it. `cancel` (SIGINT/SIGTERM) cancels
 * the run like the CLI's: the log closes with `cancelled`, outputs and summary are written, 130.
 */
export async function runAction(cancel: Cancellation): Promise<number> {
  // The step's own secret-named variables (a workflow's `env:` from a vault step's output, or set
  // in plain text: the runner masks only what it knows to be a secret) are masked in the job's log
  // first, and redacted from everything the action writes itself like the inputs: the comments,
  // the follow-up's CI logs, an error.
  const envSecrets = secretEnvValues(launchEnvironment());
  for (const secret of envSecrets) mask(secret);
  let inputs: ActionInputs;
  try {
    inputs = readInputs();
  } catch (err) {
    return fail(err, 2);
  }
  const secrets = [
    inputs.anthropicApiKey,
    inputs.openaiApiKey,
    inputs.githubToken,
    inputs.commitSigningKey,
    inputs.app?.privateKey,
  ].filter((s): s is string => !!s);
  // Masked before anything else can print them (a failing request, a debug line).
  for (const secret of secrets) mask(secret);
  secrets.push(...envSecrets);
  // Inputs are read: the token and keys leave this process's environment (/proc/<pid>/environ).
  protectOwnEnvironment(isCredentialVariable);
  let app: InstallationToken | undefined;
  try {
    if (inputs.app) {
      const context = readWorkflowContext();
      app = await mintInstallationToken({
        appId: inputs.app.id,
        privateKey: inputs.app.privateKey,
        owner: context.owner,
        repo: context.repo,
        baseUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com',
      });
      mask(app.token);
      secrets.push(app.token);
      // The app's token does everything the job's token would: push, pull request, comment.
      inputs = { ...inputs, githubToken: app.token };
      info('using a GitHub App installation token (scoped to this repository)');
    }
    return await runWith(inputs, secrets, cancel);
  } catch (err) {
    return fail(err, err instanceof InputError ? 2 : 1);
  } finally {
    // Also after a failure or a cancel: the token would otherwise live on for its hour.
    await app?.revoke().then(() => info('revoked the GitHub App installation token'), warn);
  }
}

/**
 * The values of the variables whose names look like a key, token, secret or password, as the run
 * registers them (Redactor.addFromEnv); shorter values than the redactor's minimum are left out,
 * or the runner would mask every `1` or `true` in the log.
 */
export function secretEnvValues(env: NodeJS.ProcessEnv): string[] {
  const values = Object.entries(env).flatMap(([name, value]) =>
    looksLikeSecretName(name) && value !== undefined && value.trim().length >= MIN_SECRET_LENGTH
      ? [value]
      : [],
  );
  return [...new Set(values)];
}

/** The runner masks a value line by line only if told each line (a PEM key spans many). */
function mask(secret: string): void {
  core.setSecret(secret);
  for (const line of secret.split(/\r?\n/))
    if (line.trim().length >= 16 && !line.startsWith('-----')) core.setSecret(line.trim());
}

async function runWith(inputs: ActionInputs, secrets: string[], cancel: Cancellation): Promise<number> {
  const context = readWorkflowContext();
  const route = routeEvent(context.eventName, context.payload, inputs);
  if (route.kind === 'invalid') return fail(new InputError(route.reason), 2);
  if (route.kind === 'skip') return skip(route.reason);
  // Without a token there is no push and no pull request: a run would end with a local,
  // `file://` "pull request" that looks like success on a runner.
  if (inputs.openPr && !inputs.githubToken)
    return fail(
      new InputError(
        'open-pr needs the `github-token` input, which is empty (pass `github-token: ${{ github.token }}` or a GitHub App token, or set `open-pr: false` to commit on a branch only)',
      ),
      2,
    );

  const { owner, repo } = context;
  const runUrl = `${context.serverUrl}/${owner}/${repo}/actions/runs/${context.runId}`;
  // The runner masks logs, not issue comments: comment text is redacted here.
  const redactor = new Redactor();
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  // The token actions/checkout persisted in .git/config (a PAT, another app's) may be none of the
  // inputs: masked in the job's log and redacted from comments like them.
  for (const credential of await gitConfigCredentials(workspace)) {
    mask(credential);
    secrets.push(credential);
  }
  for (const s of secrets) redactor.addSecret(s);

  // A follow-up runs its plan's task on the PR's branch; every other route is the task itself.
  let followUp: Extract<FollowUpPlan, { kind: 'run' }> | undefined;
  let task: Extract<EventRoute, { kind: 'run' }>;
  if (route.kind !== 'followup') task = route;
  else {
    const token = inputs.githubToken;
    if (!token) return fail(new InputError('follow-up runs need the `github-token` input'), 2);
    // Loaded for follow-up events only, like Octokit: other runs do not pay for them at start.
    const [{ getOctokit }, { planFollowUp }] = await Promise.all([
      import('@actions/github'),
      import('./followup.ts'),
    ]);
    let plan: FollowUpPlan;
    try {
      plan = await planFollowUp(route, {
        octokit: getOctokit(token),
        owner,
        repo,
        token,
        gitUrl: pushUrl(context.serverUrl, owner, repo),
        checkout: workspace,
        worktree: mkdtempSync(path.join(process.env.RUNNER_TEMP ?? tmpdir(), 'nightshift-pr-')),
        inputs,
        redactor,
        info,
        warn: (m) => core.warning(m),
      });
    } catch (err) {
      return fail(err, err instanceof ConfigError ? 2 : 1);
    }
    if (plan.kind === 'refused') return skip(plan.reason);
    followUp = plan;
    task = {
      kind: 'run',
      taskTitle: plan.title,
      prompt: plan.prompt,
      ...(inputs.taskFile ? { taskFile: inputs.taskFile } : {}),
    };
  }

  let comment: ProgressComment | undefined;
  if (task.issueNumber !== undefined && task.actor) {
    if (!inputs.githubToken)
      return fail(new InputError('issue-triggered runs need the `github-token` input'), 2);
    const { getOctokit } = await import('@actions/github');
    const octokit = getOctokit(inputs.githubToken);
    const check = await checkActor(octokit, { owner, repo }, task.actor, inputs.allowedBots);
    if (!check.allowed) return skip(`refused: ${check.reason}`);
    info(`actor allowed: ${check.reason}`);
    // A comment that cannot be posted (issues: read) must not stop the run: it only warns.
    comment = await ProgressComment.create(
      octokit,
      { owner, repo, issueNumber: task.issueNumber },
      progressBody({ phase: 'running', runUrl }),
    ).catch((err: unknown) => void warn(err));
  }
  // Secrets are masked in the text before the comment escapes it (escaping could split one), and
  // in the whole body after.
  const masked = (r: RunResult): RunResult =>
    r.completion === undefined ? r : { ...r, completion: redactor.redact(r.completion) };
  const maskedProgress = (p: Progress): Progress =>
    p.phase === 'error'
      ? { ...p, message: redactor.redact(p.message) }
      : p.phase === 'finished'
        ? { ...p, result: masked(p.result) }
        : p;
  const updateComment = (p: Progress) =>
    comment?.update(redactor.redact(progressBody(maskedProgress(p)))).catch(warn);

  // While the run goes: its lines grouped per turn in the log, the comment edited at most every 30 s.
  // The three functions, not the `core` namespace: passed whole, it keeps all of @actions/core in
  // the bundle (the OIDC client, @actions/exec), unused, and its imports load at every start.
  const groups = new TurnGroups({ info, startGroup: core.startGroup, endGroup: core.endGroup });
  const live: LiveState = { turns: 0, toolCalls: 0, todos: [] };
  const edits = comment
    ? new ThrottledEdits((body) => comment.update(redactor.redact(body)).catch(warn))
    : undefined;
  let result: RunResult;
  try {
    result = await runTask({
      ...runOptions(
        inputs,
        task,
        { workspace, runUrl, owner, repo, secrets, serverUrl: context.serverUrl },
        followUp,
      ),
      progress: groups.write,
      ...(edits
        ? {
            onEvent: (line, type) => {
              if (trackLive(live, line, type)) edits.offer(progressBody({ phase: 'running', runUrl, live }));
            },
          }
        : {}),
      signal: cancel.signal,
      abandon: cancel.abandon,
    });
  } catch (err) {
    groups.close();
    await edits?.stop();
    await updateComment({ phase: 'error', message: (err as Error).message, runUrl });
    return fail(err, err instanceof ConfigError ? 2 : 1);
  }

  groups.close();
  await edits?.stop();
  const auditLog = inputs.auditLog
    ? copyAuditLog(result.auditLog, path.resolve(workspace, inputs.auditLog))
    : result.auditLog;
  await report(result, auditLog);
  // Abandoned at a second signal: the runner's SIGKILL is near, no time for a network call.
  if (!cancel.abandon.aborted) await updateComment({ phase: 'finished', result, runUrl });
  if (followUp && inputs.githubToken && !cancel.abandon.aborted) {
    const [{ getOctokit }, { followUpReplyBody, postFollowUpReply }] = await Promise.all([
      import('@actions/github'),
      import('./followup-reply.ts'),
    ]);
    const body = redactor.redact(followUpReplyBody(followUp, masked(result), runUrl));
    await postFollowUpReply(getOctokit(inputs.githubToken), { owner, repo }, followUp, body).catch(warn);
  }
  if (result.exitCode !== 0)
    core.setFailed(
      `nightshift ${result.status}: ${result.exitReason}${result.detail ? ` (${redactor.redact(result.detail)})` : ''}`,
    );
  return result.exitCode;
}

function runOptions(
  inputs: ActionInputs,
  route: Extract<EventRoute, { kind: 'run' }>,
  ctx: {
    workspace: string;
    runUrl: string;
    owner: string;
    repo: string;
    secrets: string[];
    serverUrl: string;
  },
  followUp?: Extract<FollowUpPlan, { kind: 'run' }>,
): RunOptions {
  const token = inputs.githubToken;
  // Keys given as inputs reach the run like the environment variables they replace. The runner's
  // INPUT_* variables (the token among them) are dropped: read already, and no business of the run.
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(launchEnvironment()).filter(([k]) => !k.startsWith('INPUT_'))),
    ...(inputs.anthropicApiKey ? { ANTHROPIC_API_KEY: inputs.anthropicApiKey } : {}),
    ...(inputs.openaiApiKey ? { OPENAI_API_KEY: inputs.openaiApiKey } : {}),
    ...(inputs.baseUrl ? { ANTHROPIC_BASE_URL: inputs.baseUrl, OPENAI_BASE_URL: inputs.baseUrl } : {}),
  };
  const limits = {
    ...(inputs.maxTurns ? { max_turns: inputs.maxTurns } : {}),
    ...(inputs.maxCostUsd ? { max_cost_usd: inputs.maxCostUsd } : {}),
    ...(inputs.timeoutMinutes ? { timeout: inputs.timeoutMinutes * 60_000 } : {}),
  };
  const prOverrides = {
    ...(inputs.branch ? { branch: inputs.branch } : {}),
    ...(inputs.base ? { base: inputs.base } : {}),
    ...(inputs.draft !== undefined ? { draft: inputs.draft } : {}),
    ...(inputs.labels ? { labels: inputs.labels } : {}),
    ...(inputs.commitAuthor ? { author: inputs.commitAuthor } : {}),
    ...(inputs.commitCommitter ? { committer: inputs.commitCommitter } : {}),
    ...(inputs.commitSigning ? { commitSigning: inputs.commitSigning } : {}),
    // A follow-up commits on top of the PR's head branch, whatever the template says.
    ...(followUp ? { branch: followUp.pr.headRef, base: followUp.pr.baseRef } : {}),
  };
  const apiUrl = process.env.GITHUB_API_URL ? { baseUrl: process.env.GITHUB_API_URL } : {};
  // The branch is pushed whenever there is a token (an unpushed branch dies with the runner);
  // the pull request only with open-pr.
  const github = token !== undefined && inputs.openPr;
  return {
    cwd: ctx.workspace,
    // As in the CLI: `working-directory`, else the task file's `workspace` (by default the root
    // of the repository holding it); an inline task works in the checkout.
    ...(followUp
      ? { workspace: followUp.workspace }
      : inputs.workingDirectory
        ? { workspace: path.resolve(ctx.workspace, inputs.workingDirectory) }
        : route.taskFile
          ? {}
          : { workspace: ctx.workspace }),
    ...(route.taskFile ? { taskFile: route.taskFile } : {}),
    ...(route.prompt
      ? {
          inlineTask: {
            title: route.taskTitle ?? 'nightshift task',
            prompt: route.prompt,
            ...(inputs.mode ? { mode: inputs.mode } : {}),
          },
        }
      : {}),
    ...(inputs.policy ? { policy: inputs.policy } : {}),
    ...(inputs.model ? { model: inputs.model } : {}),
    ...(inputs.resumeFrom ? { resumeFrom: path.resolve(ctx.workspace, inputs.resumeFrom) } : {}),
    limits,
    prOverrides,
    defaultIdentity: GITHUB_ACTIONS_BOT,
    pr: inputs.openPr,
    ...(github
      ? {
          forge: new GitHubForge({
            token,
            owner: ctx.owner,
            repo: ctx.repo,
            ...apiUrl,
            warn: (m) => core.warning(m),
          }),
        }
      : {}),
    // The repository the workflow runs for, never the checkout's `origin`: the workspace's config
    // is the repository's to write, the runner's environment is not.
    ...(token ? { push: { remote: pushUrl(ctx.serverUrl, ctx.owner, ctx.repo), token } } : {}),
    // For `commit-signing: github` (input or task): GitHub builds and signs the commit.
    ...(token
      ? { commitApi: new GitHubCommitApi({ token, owner: ctx.owner, repo: ctx.repo, ...apiUrl }) }
      : {}),
    ...(inputs.commitSigningKey ? { signingKey: inputs.commitSigningKey } : {}),
    ...(route.issueNumber !== undefined ? { closesIssue: route.issueNumber } : {}),
    ...(followUp
      ? { followUp: { pr: { number: followUp.pr.number, url: followUp.pr.url }, trailer: followUp.trailer } }
      : {}),
    runUrl: ctx.runUrl,
    env,
    secrets: ctx.secrets,
  };
}

/** `GITHUB_SERVER_URL/owner/repo.git`: github.com or a GitHub Enterprise Server host. */
function pushUrl(serverUrl: string, owner: string, repo: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/${owner}/${repo}.git`;
}

function copyAuditLog(from: string, to: string): string {
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
  return to;
}

function skip(reason: string): number {
  core.notice(`nightshift did not run: ${reason}`);
  setOutputs(skippedOutputs(reason));
  return 0;
}

/** Before or outside a run (bad input, invalid task, a crash): every output, no totals. */
function fail(err: unknown, code: number): number {
  core.setFailed(err instanceof Error ? err.message : String(err));
  setOutputs(errorOutputs(code === 2 ? 'config_error' : 'unexpected_error', code));
  return code;
}

const warn = (err: unknown) => core.warning(err instanceof Error ? err.message : String(err));
/** Every line the action logs: quoted text is made inert for the runner (run/inert-text.ts). */
const info = (line: string) => core.info(inertText(line));
