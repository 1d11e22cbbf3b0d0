import { artifactDir } from '../audit/artifact-file.ts';
import type { Redactor } from '../audit/redact.ts';
import type { AuditSink, RunStatus } from '../audit/types.ts';
import { buildPrBody, type CheckOutcome } from '../forge/pr-body.ts';
import { withPermissionHint } from '../forge/github-denied.ts';
import { checkPrLimits, type ChangeSize } from '../forge/limits.ts';
import { countAddedBytes, withFilesAdded } from '../git/added-bytes.ts';
import { LocalForge } from '../forge/local.ts';
import { redactingForge } from '../forge/redacting.ts';
import type { PullRequestOutcome } from '../forge/types.ts';
import { plainLine, plainLines } from '../forge/untrusted-text.ts';
import type { Policy } from '../config/policy.ts';
import { createRunBranch } from '../git/branch.ts';
import { publishThroughApi } from '../git/api-commit.ts';
import { commitChanges, writePatch } from '../git/commit.ts';
import { pushBranch, withoutUserinfo, type RemoteView } from '../git/push.ts';
import { measureRange } from '../git/range-size.ts';
import type { ChangeStats } from '../git/changes.ts';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Sandbox } from '../sandbox/sandbox.ts';
import { exitCause } from '../tools/command/describe-exit.ts';
import { readHeadTail } from '../tools/command/head-tail.ts';
import { runLogged } from '../tools/command/logged-run.ts';
import type { TodoItem } from '../tools/types.ts';
import { gateForDelivery, gateWorkingTree } from './deliver-changes.ts';
import type { PreparedRun } from './prepare.ts';
import { settleWorkingTree, type NotDelivered } from './settle.ts';
import type { ProgressSink } from './progress.ts';
import type { RunOptions, RunTotals } from './types.ts';

export interface Delivery {
  branch?: string;
  commit?: string;
  pr: PullRequestOutcome;
  checksFailed?: boolean;
  /** Set when delivery was refused: nothing was pushed. */
  refused?: string;
  /** Why, as the run's exit_reason: `pr_limits`, `denied_change`, `git_dir_changed`. */
  refusedReason?: 'pr_limits' | 'denied_change' | 'git_dir_changed';
  /** Paths in the final diff that were not delivered (reverted or excluded), for the summary. */
  notDelivered?: NotDelivered[];
  /** The run changed no file at all (dirty-before paths aside). */
  nothingChanged?: boolean;
  /**
   * A cancel (SIGINT/SIGTERM) came while the commit was being made: it was finished and stays on
   * the run branch, but nothing was pushed and no pull request opened. The run ends cancelled.
   */
  cancelled?: boolean;
}

export interface DeliverInput {
  prepared: PreparedRun;
  options: RunOptions;
  audit: AuditSink;
  status: RunStatus;
  completion: string | undefined;
  todos: TodoItem[];
  totals: RunTotals;
  /** Required checks run in it, like the model's commands: they run code the model may have written. */
  sandbox: Sandbox;
  signal: AbortSignal;
  redact: (text: string) => string;
  /** For the checks' command logs, redacted as they are written. */
  redactor?: Redactor;
  progress: ProgressSink;
  /** Says what is running (a required check) for the progress heartbeat; nothing when it ends. */
  busy?: (what?: string) => void;
  /** The required checks' outcomes when the repair rounds already ran them on this working tree. */
  checks?: CheckOutcome[];
}

/** What running the required checks needs. */
export type ChecksContext = Pick<
  DeliverInput,
  'prepared' | 'audit' | 'sandbox' | 'signal' | 'redact' | 'redactor' | 'progress' | 'busy'
>;

/** Whether the run changed anything in the working tree it may deliver (dirty-before paths aside). */
export async function changedSinceStart(prepared: PreparedRun): Promise<boolean> {
  const { start, workspace, policy, outDir } = prepared;
  if (start.base === null) return false;
  const gate = await gateWorkingTree({
    workspace,
    start: { ...start, base: start.base },
    policy,
    run: { outDir, taskFile: prepared.taskFile },
  });
  return !gate.every((g) => g.kind === 'preexisting');
}

/**
 * After the loop: a completed run (or one stopped by a limit, whose work is kept as a draft)
 * runs the required checks, commits on the run branch, writes changes.patch, and opens or
 * updates the pull request. Every outcome, `none` included, is an audit event.
 *
 * A follow-up that pushed no commit of its own records itself with an empty one, also when its
 * delivery failed (git refused the commit, GitHub the push): the model ran, so it counts against
 * `pr.max_followups`, or requests whose every delivery fails would run the model without bound.
 */
export async function deliver(input: DeliverInput): Promise<Delivery> {
  if (!input.options.followUp) return deliverChanges(input);
  let delivery: Delivery;
  try {
    delivery = await deliverChanges(input);
  } catch (err) {
    // A cancel delivers nothing, this record included.
    if (!input.signal.aborted)
      await recordFollowUp(input).catch((e: unknown) =>
        input.progress(`  the follow-up could not be recorded: ${input.redact((e as Error).message)}`, {
          tone: 'bad',
        }),
      );
    throw err;
  }
  if (delivery.pr.operation !== 'none' || delivery.cancelled) return delivery;
  return { ...delivery, ...(await recordFollowUp(input)) };
}

async function deliverChanges(input: DeliverInput): Promise<Delivery> {
  const { prepared, options, audit, status, progress } = input;
  const { task, workspace, outDir, policy, runId } = prepared;
  const none = (reason: string, extra: Partial<Delivery> = {}): Delivery => {
    audit.emit('pr.none', { reason, ...(extra.branch ? { branch: extra.branch } : {}) });
    progress(`  no pull request: ${reason}`);
    return { pr: { operation: 'none' }, ...extra };
  };

  if (status !== 'completed' && status !== 'limit')
    return none(`the run ended ${status}; changes stay in the working tree`);
  // Moved (possible only without the sandbox), the out dir's files would look like the run's work.
  try {
    artifactDir(outDir);
  } catch (err) {
    throw new Error(`${(err as Error).message}: nothing is delivered`, { cause: err });
  }
  const { start } = prepared;
  const base = start.base;
  if (base === null) return none('the workspace is not a git repository with a commit');
  const from = { ...start, base };
  const run = { outDir, taskFile: prepared.taskFile };
  const runsChecks = input.checks === undefined && policy.pr.requireChecks.length > 0;
  const gating = { workspace, start: from, policy, run };
  // With checks to run, settle gates again after them: this gate only asks whether anything
  // changed, and needs no staged tree.
  const gate = runsChecks ? undefined : await gateForDelivery(gating);
  const outcomes = gate?.outcomes ?? (await gateWorkingTree(gating));
  if (outcomes.every((g) => g.kind === 'preexisting'))
    return { ...none('nothing changed'), nothingChanged: true };

  const checks = input.checks ?? (await runChecks(policy.pr.requireChecks, input));
  const checksFailed = checks.some((c) => c.exitCode !== 0);
  // A cancel during the checks delivers nothing: no branch, no push, no pull request.
  input.signal.throwIfAborted();

  // After the checks: they run commands too, and what they changed is decided like the rest.
  // Without checks nothing ran since the gate above (the loop's servers are closed): it stands.
  const settled = await settleWorkingTree({
    workspace,
    start: from,
    policy,
    run,
    audit,
    progress,
    ...(gate ? { gate } : {}),
  });
  const { notDelivered } = settled;
  if (settled.kind === 'refused') {
    return {
      ...none(`refused: ${settled.reason}`, { checksFailed }),
      refused: settled.reason,
      refusedReason: settled.refusedReason,
      notDelivered,
    };
  }
  const { paths, oversized } = settled;
  // A cancel that came while the tree was gated and settled: nothing is committed. From here the
  // branch, the commit and the patch are made as one step; a cancel during it stops what follows.
  throwIfCancelled(options.signal);
  const noneHere = (reason: string, extra: Partial<Delivery> = {}) => ({
    ...none(reason, extra),
    notDelivered,
  });
  // Files git was never let read still count: the PR would hold them (the commit cannot).
  const limitsFor = (size: ChangeSize) =>
    checkPrLimits(
      { ...size, files: size.files + oversized.length, added: withFilesAdded(size.added, oversized) },
      policy.pr,
    );
  const overLimits = (reason: string, extra: Partial<Delivery>): Delivery => ({
    ...noneHere(`refused: ${reason}`, extra),
    refused: reason,
    refusedReason: 'pr_limits',
  });
  // Over the bound with nothing to commit beside them: refused all the same.
  const oversizedAlone =
    oversized.length > 0 ? limitsFor({ files: 0, insertions: 0, deletions: 0, added: { total: 0 } }) : null;
  if (paths.length === 0 && oversizedAlone) return overLimits(oversizedAlone, { checksFailed });
  if (paths.length === 0)
    return notDelivered.length > 0
      ? noneHere('nothing left to deliver: every change was reverted or excluded', { checksFailed })
      : { ...noneHere('nothing changed', { checksFailed }), nothingChanged: true };

  const { branch, base: baseBranch } = await createRunBranch({
    workspace,
    template: options.prOverrides?.branch ?? task.pr.branch,
    vars: {
      // A secret in the title would be in the branch's name, which no redaction reaches once
      // pushed (and a slug lowercases it past recognition): the title is redacted first.
      title: input.redact(task.title),
      runId,
      ...(options.closesIssue !== undefined ? { issue: options.closesIssue } : {}),
    },
    // Unset: the branch the run started on (also if a command without a sandbox moved HEAD since).
    base: options.prOverrides?.base ?? task.pr.base ?? start.branch,
    start: base,
  });
  const { mode: signing } = prepared.signing;
  // With `github` the commit that counts is the one GitHub makes from this one: recorded once it exists.
  const record = (sha: string, made: { sha: string } & ChangeStats) =>
    audit.emit('git.committed', {
      sha,
      branch,
      base: baseBranch,
      files: made.files,
      insertions: made.insertions,
      deletions: made.deletions,
      ...(signing !== 'none' ? { signing } : {}),
      ...(sha !== made.sha ? { local_sha: made.sha } : {}),
    });
  const commit = await commitChanges({
    workspace,
    branch,
    base,
    paths,
    // Recorded the moment the branch points at it, before anything else can fail (the index
    // refresh, a full out dir for the patch) or a kill can land: a resume takes the work from the
    // commit the log names, and nothing else would find it once the checkout is switched back.
    ...(signing !== 'github'
      ? { onCommitted: (made: { sha: string } & ChangeStats) => record(made.sha, made) }
      : {}),
    resetPaths: settled.reverted,
    // Nothing ran since the gate (the checks re-gate): its staged tree is what to commit.
    ...(settled.snapshot ? { snapshot: settled.snapshot } : {}),
    message: commitMessage(
      input,
      task.title,
      input.completion ?? `Work so far (the run stopped: ${status}).`,
    ),
    ...commitIdentity(options, task),
    trailer: runTrailer(runId, options),
    ...(prepared.signing.key ? { signingKey: prepared.signing.key } : {}),
  });
  if (!commit)
    return oversizedAlone
      ? overLimits(oversizedAlone, { checksFailed })
      : noneHere('nothing to commit', { checksFailed });
  const recordCommit = (sha: string) => record(sha, commit);
  writePatch(outDir, input.redact(commit.patch));
  progress(
    `  committed ${commit.sha.slice(0, 12)} on ${branch} (${commit.files.length} files, +${commit.insertions} -${commit.deletions})`,
  );
  const committed = { branch, commit: commit.sha, checksFailed, notDelivered };

  const tooLarge = limitsFor({
    files: commit.files.length,
    insertions: commit.insertions,
    deletions: commit.deletions,
    added: countAddedBytes(commit.patch),
  });
  if (tooLarge) {
    if (signing === 'github') recordCommit(commit.sha);
    return overLimits(tooLarge, committed);
  }

  const cancelledNow = (): Delivery | undefined =>
    options.signal?.aborted
      ? {
          ...noneHere(
            'the run was cancelled while its commit was made: it stays on the run branch; nothing is pushed and no pull request opened',
            committed,
          ),
          cancelled: true,
        }
      : undefined;
  // Pushed even without a PR: on a CI runner an unpushed branch is gone when the job ends.
  const beforePush = cancelledNow();
  if (beforePush) return beforePush;
  if (options.push) {
    const pushed = await pushRunBranch(
      input,
      branch,
      baseBranch,
      options.followUp ? pullRequestSize(policy.pr, baseBranch) : undefined,
    );
    if (pushed.refused) {
      if (signing === 'github') recordCommit(commit.sha);
      return {
        ...none(`refused: ${pushed.refused}`, committed),
        refused: pushed.refused,
        refusedReason: 'pr_limits',
      };
    }
    if (pushed.signedSha) {
      recordCommit(pushed.signedSha);
      committed.commit = pushed.signedSha;
      progress(`  GitHub signed it as ${pushed.signedSha.slice(0, 12)} (commit_signing: github)`);
    }
    progress(`  pushed ${branch} to ${withoutUserinfo(prepared.pushUrl ?? options.push.remote)}`);
    // A follow-up's commits are the update: the PR's title and body stay the original run's.
    if (options.followUp) {
      const pr = { operation: 'updated' as const, ...options.followUp.pr };
      audit.emit('pr.updated', { ...pr, branch, follow_up: options.followUp.trailer });
      progress(`  pull request #${pr.number} updated: ${pr.url}`);
      return { ...committed, pr };
    }
  }
  const beforePr = cancelledNow();
  if (beforePr) return beforePr;
  if (options.pr === false || !task.pr.enabled) return none('pull requests are turned off', committed);

  const draftSetting = options.prOverrides?.draft ?? task.pr.draft;
  const draft = draftSetting === 'auto' ? status === 'limit' || checksFailed : draftSetting;
  const forge = redactingForge(options.forge ?? new LocalForge(), input.redact);
  // Redacted before buildPrBody makes the text inert: escaping could hide a secret from the
  // redactor that runs again on the whole body (a path's line break shown as `\x0a` splits one).
  const { redact } = input;
  const pr = await forge.openOrUpdate(
    {
      head: branch,
      base: baseBranch,
      title: plainLine(redact(task.pr.title.replaceAll('{title}', task.title)), TITLE_CHARS),
      body: buildPrBody({
        taskTitle: redact(task.title),
        prompt: redact(task.prompt),
        ...(input.completion ? { completion: redact(input.completion) } : {}),
        todos: input.todos.map((t) => ({ ...t, text: redact(t.text) })),
        totals: input.totals,
        auditLogPath: prepared.outDir,
        ...(options.runUrl ? { runUrl: options.runUrl } : {}),
        ...(options.closesIssue !== undefined ? { closesIssue: options.closesIssue } : {}),
        checks,
        notDelivered: notDelivered.map((n) => ({ ...n, path: redact(n.path) })),
        screenshots: screenshotsIn(outDir).map(redact),
      }),
      labels: options.prOverrides?.labels ?? task.pr.labels,
      assignees: task.pr.assignees,
      reviewers: task.pr.reviewers,
      draft,
    },
    outDir,
  );
  audit.emit(pr.operation === 'updated' ? 'pr.updated' : 'pr.created', {
    ...pr,
    branch,
    draft,
    forge: forge.name,
  });
  progress(`  pull request ${pr.operation}: ${pr.url ?? ''}`);
  return { ...committed, pr };
}

/**
 * Pushes the run branch to the caller's remote (the action). With `commit_signing: github` the
 * commit is published through the API and GitHub makes (and signs) its own: `signedSha`.
 */
async function pushRunBranch(
  input: DeliverInput,
  branch: string,
  base: string,
  inspect?: (remote: RemoteView) => Promise<string | null>,
): Promise<{ signedSha?: string; refused?: string }> {
  const { prepared, options, progress } = input;
  if (!options.push) return {};
  const api = prepared.signing.mode === 'github' ? options.commitApi : undefined;
  const pushed = await pushBranch({
    workspace: prepared.workspace,
    remote: prepared.pushUrl ?? options.push.remote,
    branch,
    base,
    ...(options.push.token ? { token: options.push.token } : {}),
    ...(inspect ? { inspect } : {}),
    ...(api
      ? {
          publish: publishThroughApi({
            workspace: prepared.workspace,
            api,
            scratchBranch: `nightshift-signing/${prepared.runId}`,
            trailerKey: 'Nightshift-Run',
            warn: (m) => progress(`  ${m}`, { tone: 'bad' }),
          }),
        }
      : {}),
  }).catch((err: unknown) => {
    // Only the action pushes (to GitHub); a refused push there is the job's token permissions.
    throw withPermissionHint('push', err);
  });
  if (pushed.refused) return { refused: pushed.refused };
  return api ? { signedSha: pushed.sha } : {};
}

/**
 * A follow-up's commit goes on top of a pull request, so `pr.max_files`, `pr.max_changed_lines`
 * and `pr.max_added_bytes` bound the pull request as GitHub shows it — from where its head leaves
 * the base branch (as the remote has it now) to the new commit — not that one commit, or
 * follow-ups could grow it past every limit a commit at a time.
 */
function pullRequestSize(limits: Policy['pr'], base: string) {
  return async (remote: RemoteView): Promise<string | null> => {
    await remote.git.raw(['fetch', '--no-tags', '--quiet', remote.url, `+refs/heads/${base}:refs/pr-base`]);
    const from = (await remote.git.raw(['merge-base', 'refs/pr-base', remote.sha])).trim();
    const tooLarge = checkPrLimits(await measureRange(remote.git, from, remote.sha), limits);
    return tooLarge && `the pull request with this follow-up, against ${base}: ${tooLarge}`;
  };
}

/**
 * A cancel (the caller's signal: SIGINT/SIGTERM) stops delivery before its next visible step; the
 * wall-clock limit does not (a run stopped by it is delivered as a draft).
 */
function throwIfCancelled(signal: AbortSignal | undefined): void {
  signal?.throwIfAborted();
}

/** The task's title as one line: a pull request's or a commit's subject. */
const TITLE_CHARS = 200;
/** A completion of any size fits a commit message (and git's file, not the kernel's argument cap). */
const COMMIT_BODY_CHARS = 16_000;

/**
 * The commit message: the task's title as its subject, then `body` (the model's completion, which
 * nightshift did not write): redacted, controls escaped, closing keywords, references and mentions
 * inert (forge/untrusted-text.ts), so merging the commit closes no issue and pushing it pings no one.
 */
const commitMessage = (input: DeliverInput, title: string, body: string): string =>
  `${plainLine(input.redact(title), TITLE_CHARS)}\n\n${plainLines(input.redact(body), COMMIT_BODY_CHARS)}`;

const runTrailer = (runId: string, options: RunOptions): string =>
  [`Nightshift-Run: ${runId}`, ...(options.followUp ? [options.followUp.trailer] : [])].join('\n');

/**
 * A follow-up that pushed nothing (no change, a refused or failed run) still leaves an empty
 * commit with its trailer on the PR's branch: the bound on follow-ups counts those, so a bot that
 * keeps asking cannot keep nightshift running by getting no change back.
 */
async function recordFollowUp(input: DeliverInput): Promise<Partial<Delivery>> {
  const { prepared, options, audit, progress } = input;
  const base = prepared.start.base;
  if (!options.push || base === null) return {};
  const { branch, base: baseBranch } = await createRunBranch({
    workspace: prepared.workspace,
    template: options.prOverrides?.branch ?? prepared.task.pr.branch,
    vars: { title: input.redact(prepared.task.title), runId: prepared.runId },
    base: options.prOverrides?.base ?? prepared.task.pr.base ?? prepared.start.branch,
    start: base,
  });
  const commit = await commitChanges({
    workspace: prepared.workspace,
    branch,
    base,
    paths: [],
    allowEmpty: true,
    message: commitMessage(
      input,
      prepared.task.title,
      `No change delivered (the run ended ${input.status}).`,
    ),
    ...commitIdentity(options, prepared.task),
    trailer: runTrailer(prepared.runId, options),
    ...(prepared.signing.key ? { signingKey: prepared.signing.key } : {}),
  });
  if (!commit) return {};
  const sha = (await pushRunBranch(input, branch, baseBranch)).signedSha ?? commit.sha;
  audit.emit('git.committed', { sha, branch, base: baseBranch, files: [], insertions: 0, deletions: 0 });
  progress(`  recorded the follow-up on ${branch} with an empty commit ${sha.slice(0, 12)}`);
  return { branch, commit: sha };
}

/** The policy's required checks, run by the runner itself (not the model) before the PR opens. */
export async function runChecks(commands: string[], input: ChecksContext): Promise<CheckOutcome[]> {
  const { workspace, policy, outDir } = input.prepared;
  const outcomes: CheckOutcome[] = [];
  for (const command of commands) {
    input.signal.throwIfAborted();
    const started = Date.now();
    // A check's output is kept beside the model's command outputs, numbered after them.
    input.busy?.(`check ${command} still running`);
    let ran;
    try {
      ran = await runLogged({
        command,
        cwd: workspace,
        sandbox: input.sandbox,
        timeoutMs: policy.limits.command_timeout,
        signal: input.signal,
        outDir,
        redactor: input.redactor,
        maxOutputBytes: policy.limits.max_command_output_bytes,
      });
    } finally {
      input.busy?.();
    }
    const { exit, file } = ran;
    const exitCode = exit.exitCode ?? 1;
    input.audit.emit('checks.finished', {
      command,
      exit_code: exitCode,
      duration_ms: Date.now() - started,
      sandbox: { backend: input.sandbox.backend, exit_cause: exitCause(exit) },
    });
    input.progress(`  check ${command}: exit ${exitCode}`, { tone: exitCode === 0 ? 'ok' : 'bad' });
    outcomes.push({
      command,
      exitCode,
      // The head and tail are all a repair prompt shows: a log of 256 MB is not read whole.
      output: input.redact(
        readHeadTail(file, 20_000, `the full output is in ${path.relative(outDir, file)}`).text,
      ),
    });
  }
  return outcomes;
}

/** Author and committer: the caller's overrides, else the task's, else the caller's default. */
function commitIdentity(options: RunOptions, task: PreparedRun['task']) {
  const author = options.prOverrides?.author ?? task.pr.author ?? options.defaultIdentity;
  const committer = options.prOverrides?.committer ?? task.pr.committer ?? options.defaultIdentity;
  return { ...(author ? { author } : {}), ...(committer ? { committer } : {}) };
}

/** The screenshots browser_action saved in the out dir, in the order taken (their names count up). */
function screenshotsIn(outDir: string): string[] {
  try {
    return readdirSync(path.join(outDir, 'screenshots'))
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => `screenshots/${name}`);
  } catch {
    return [];
  }
}
