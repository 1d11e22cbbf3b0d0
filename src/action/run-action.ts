import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import * as core from '@actions/core';
import { context, getOctokit } from '@actions/github';
import { ConfigError } from '../config/errors.ts';
import { GitHubForge, type Octokit } from '../forge/github.ts';
import { runTask } from '../run/run-task.ts';
import type { RunOptions, RunResult } from '../run/types.ts';
import { routeEvent } from './events.ts';
import { InputError, readInputs, type ActionInputs } from './inputs.ts';
import { report, setOutputs, skippedOutputs } from './outputs.ts';
import { checkActor } from './permission.ts';
import { ProgressComment, progressBody } from './progress-comment.ts';

/**
 * The action: inputs → event → permission → progress comment → runTask → outputs → comment.
 * Returns the exit code (DESIGN §2); nothing here throws past the caller.
 */
export async function runAction(): Promise<number> {
  let inputs: ActionInputs;
  try {
    inputs = readInputs();
  } catch (err) {
    return fail(err, 2);
  }
  // Masked before anything else can print them (a failing request, a debug line).
  for (const secret of [inputs.anthropicApiKey, inputs.openaiApiKey, inputs.githubToken])
    if (secret) core.setSecret(secret);

  const route = routeEvent(context.eventName, context.payload, inputs);
  if (route.kind === 'invalid') return fail(new InputError(route.reason), 2);
  if (route.kind === 'skip') return skip(route.reason);

  const { owner, repo } = context.repo;
  const runUrl = `${context.serverUrl}/${owner}/${repo}/actions/runs/${context.runId}`;
  const octokit = inputs.githubToken ? getOctokit(inputs.githubToken) : undefined;

  let comment: ProgressComment | undefined;
  if (route.issueNumber !== undefined && route.actor) {
    if (!octokit) return fail(new InputError('issue-triggered runs need the `github-token` input'), 2);
    const check = await checkActor(octokit, { owner, repo }, route.actor, inputs.allowedBots);
    if (!check.allowed) return skip(`refused: ${check.reason}`);
    core.info(`actor allowed: ${check.reason}`);
    comment = await startComment(octokit, { owner, repo, issueNumber: route.issueNumber }, runUrl);
  }

  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  let result: RunResult;
  try {
    result = await runTask(runOptions(inputs, route, { workspace, runUrl, octokit, owner, repo }));
  } catch (err) {
    const code = err instanceof ConfigError ? 2 : 1;
    await comment
      ?.update(progressBody({ phase: 'error', message: (err as Error).message, runUrl }))
      .catch(warn);
    return fail(err, code);
  }

  const auditLog = inputs.auditLog
    ? copyAuditLog(result.auditLog, path.resolve(workspace, inputs.auditLog))
    : result.auditLog;
  await report(result, auditLog);
  await comment?.update(progressBody({ phase: 'finished', result, runUrl })).catch(warn);
  if (result.exitCode !== 0) core.setFailed(`nightshift ${result.status}: ${result.exitReason}`);
  return result.exitCode;
}

function runOptions(
  inputs: ActionInputs,
  route: Extract<ReturnType<typeof routeEvent>, { kind: 'run' }>,
  ctx: { workspace: string; runUrl: string; octokit: Octokit | undefined; owner: string; repo: string },
): RunOptions {
  const token = inputs.githubToken;
  // Keys given as inputs reach the run like the environment variables they replace. The runner's
  // INPUT_* variables (the token among them) are dropped: read already, and no business of the run.
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('INPUT_'))),
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
  };
  const github = token && inputs.openPr;
  return {
    cwd: ctx.workspace,
    workspace: ctx.workspace,
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
    limits,
    prOverrides,
    pr: inputs.openPr,
    ...(github
      ? {
          forge: new GitHubForge({
            token,
            owner: ctx.owner,
            repo: ctx.repo,
            ...(process.env.GITHUB_API_URL ? { baseUrl: process.env.GITHUB_API_URL } : {}),
            warn: (m) => core.warning(m),
          }),
        }
      : {}),
    ...(github ? { push: { remote: 'origin', token } } : {}),
    ...(route.issueNumber !== undefined ? { closesIssue: route.issueNumber } : {}),
    runUrl: ctx.runUrl,
    env,
    secrets: [inputs.anthropicApiKey, inputs.openaiApiKey, token].filter((s): s is string => !!s),
    progress: (line) => core.info(line),
  };
}

/** A failed comment must not stop the run: the run's result is what matters. */
async function startComment(
  octokit: Octokit,
  target: { owner: string; repo: string; issueNumber: number },
  runUrl: string,
): Promise<ProgressComment | undefined> {
  try {
    return await ProgressComment.create(octokit, target, progressBody({ phase: 'running', runUrl }));
  } catch (err) {
    warn(err);
    return undefined;
  }
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

function fail(err: unknown, code: number): number {
  core.setFailed(err instanceof Error ? err.message : String(err));
  core.setOutput('exit-code', String(code));
  return code;
}

const warn = (err: unknown) => core.warning(err instanceof Error ? err.message : String(err));
