import { createHash } from 'node:crypto';
import path from 'node:path';
import { writeArtifact } from '../audit/artifact-file.ts';
import { readOwnAuditLog } from '../audit/read.ts';
import { Redactor } from '../audit/redact.ts';
import { formatSummaryMarkdown } from '../audit/summary-markdown.ts';
import { summarizeAudit } from '../audit/summary.ts';
import type { RunStatus } from '../audit/types.ts';
import { AuditWriteError, AuditWriter } from '../audit/writer.ts';
import { ConfigError } from '../config/errors.ts';
import { gitConfigCredentials } from '../git/config-credentials.ts';
import { environmentSecrets } from './delivered-secrets.ts';
import { ScriptExhaustedError } from '../model/script.ts';
import type { SandboxReport } from '../sandbox/sandbox.ts';
import { launchEnvironment } from '../sandbox/self-environ.ts';
import { MAX_UNREADABLE_WALK } from '../sandbox/unreadable.ts';
import { VERSION } from '../version.ts';
import { buildLoopDeps } from './wire.ts';
import type { CheckOutcome } from '../forge/pr-body.ts';
import { asksForChanges } from './asks-for-changes.ts';
import { deliver, type ChecksContext, type Delivery } from './deliver.ts';
import { repairUntilChecksPass } from './repair.ts';
import { emptyTotals } from './limits.ts';
import { AgentLoop } from './loop.ts';
import { prepareRun, type PreparedRun } from './prepare.ts';
import { ProgressReporter, type ProgressSink } from './progress.ts';
import { dirtySummary, unseenSummary } from './start-state.ts';
import { EXIT, RunStop } from './stop.ts';
import type { TelemetrySink } from '../telemetry/sink.ts';
import type { RunOptions, RunResult } from './types.ts';

/**
 * One run from configuration to result: load and check everything, open the audit log, run the
 * agent loop, deliver (checks, commit, pull request), close the log. Entry points stay thin over it.
 */
export async function runTask(options: RunOptions): Promise<RunResult> {
  const startedAt = Date.now();
  const env = options.env ?? launchEnvironment();
  const redactor = new Redactor();
  redactor.addFromEnv(env);
  for (const s of options.secrets ?? []) redactor.addSecret(s);
  const progress = redactedSink(options.progress, redactor);
  const prepared = await prepareRun(options, env, (text) => redactor.redact(text));
  // Only a run that exports loads the OpenTelemetry SDK.
  const telemetryModule = prepared.telemetry ? import('../telemetry/sink.ts') : undefined;
  telemetryModule?.catch(() => undefined); // reported when the sink starts
  const { runId, task, workspace, outDir, policy, provider, sandbox } = prepared;
  for (const w of prepared.warnings) progress(`warning: ${w}`);
  const reporter = options.progress
    ? new ProgressReporter(progress, {
        ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
      })
    : undefined;
  // A token actions/checkout left in .git/config need not be the one nightshift was given.
  const credentials = await gitConfigCredentials(workspace, prepared.start.nested).catch(async (err) => {
    prepared.lock?.release();
    await sandbox.close();
    throw err;
  });
  for (const s of [...credentials, ...prepared.deniedValues]) redactor.addSecret(s);
  // What delivery refuses a file for gaining (delivered-secrets.ts); the history's join later.
  prepared.start.secrets = [
    ...environmentSecrets(env),
    ...(options.secrets ?? []),
    ...credentials,
    ...prepared.deniedValues,
  ];
  const telemetry = await startTelemetryIfOn(prepared, telemetryModule, redactor, progress);
  const auditLog = path.join(outDir, 'audit.jsonl');
  // A run that can no longer record what it does stops at once (disk full, read-only, I/O error).
  const auditFailed = new AbortController();
  let audit: AuditWriter;
  try {
    audit = openAudit(auditLog, {
      runId,
      redactor,
      onLine: (line, type, payload) => {
        reporter?.observe(type, payload);
        telemetry?.observe(type, payload);
        options.onEvent?.(line, type);
      },
      onWriteError: (err) => auditFailed.abort(err),
    });
  } catch (err) {
    prepared.lock?.release();
    await Promise.all([sandbox.close(), telemetry?.close()]); // neither may keep the process alive
    throw err;
  }

  // The wall-clock limit aborts whatever is running (a model request or a command) like a cancel.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error('timeout')), policy.limits.timeout);
  const signal = AbortSignal.any([
    ...(options.signal ? [options.signal] : []),
    timeout.signal,
    auditFailed.signal,
  ]);

  const baseCommit = prepared.start.base;
  emitUnlessFailed(audit, 'run.started', {
    title: task.title,
    task_file: prepared.taskFile ?? null,
    prompt_sha256: sha256(task.prompt),
    mode: task.mode,
    model: provider.id,
    policy: { source: policy.source, sha256: policy.sha256, files: policy.files },
    limits: policy.limits,
    workspace,
    out_dir: outDir,
    git_base: baseCommit,
    dirty: dirtySummary(prepared.start),
    ...unseenSummary(prepared.start),
    ...(prepared.warnings.length > 0 ? { warnings: prepared.warnings } : {}),
    sandbox: sandbox.report(),
    nightshift_version: VERSION,
    ...(prepared.resume ? { resumed_from: prepared.resume.record } : {}),
  });
  progress(`nightshift ${VERSION}: ${task.title}`);
  progress(`  run ${runId} · model ${provider.id} · policy ${policy.source} · mode ${task.mode}`);
  progress(`  ${describeSandbox(sandbox.report())}`);
  if (prepared.resume) for (const line of describeResume(prepared.resume)) progress(`  ${line}`);

  // Setup failures after the log opened (an MCP server's unset variable, a missing instruction
  // file) end the run like any other error: the log still closes with run.finished.
  let wiring: Awaited<ReturnType<typeof buildLoopDeps>> | undefined;
  let loop: AgentLoop | undefined;
  let status: RunStatus = 'completed';
  let exitReason = 'completed';
  let exitCode: number = EXIT.completed;
  let completion: string | undefined;
  let checks: CheckOutcome[] | undefined;
  let resultJson: unknown;
  let detail: string | undefined;
  let delivery: Delivery = { pr: { operation: 'none' } };

  let result: RunResult | undefined;
  let sandboxClosed: Promise<void> | undefined;
  /**
   * Writes run.finished and the summary once (synchronously: an abandoning signal handler calls
   * it) and starts closing the sandbox; later calls return the same result.
   */
  const finish = (): RunResult => {
    if (result) return result;
    clearTimeout(timer);
    reporter?.close();
    // Connections no command accounts for (an MCP server's), then the run's totals.
    for (const attempt of sandbox.takeNetworkEvents())
      emitUnlessFailed(audit, 'sandbox.network', { ...attempt });
    const network = sandbox.networkCounts();
    sandboxClosed = sandbox.close();
    const loopTotals = loop?.totals ?? emptyTotals();
    const totals = {
      ...loopTotals,
      cost_usd: Math.round(loopTotals.cost_usd * 1e6) / 1e6,
      duration_ms: Date.now() - startedAt,
    };
    emitUnlessFailed(audit, 'run.finished', {
      status,
      exit_reason: exitReason,
      exit_code: exitCode,
      ...(detail ? { detail } : {}),
      totals,
      pr: delivery.pr,
      ...(delivery.branch ? { branch: delivery.branch } : {}),
      ...(resultJson !== undefined ? { result_json: resultJson } : {}),
      sandbox: {
        backend: sandbox.backend,
        ...(network ? { network_allowed: network.allowed, network_denied: network.denied } : {}),
      },
    });
    audit.close();
    // The log is closed: the next run may start (a second signal's exit comes right after this).
    prepared.lock?.release();
    if (audit.failed && exitReason !== 'audit_write_failed') {
      ({ status, exitReason, exitCode, detail } = auditFailure(audit.failed));
      progress(`  ${status}: ${detail}`);
    }

    const summaryMarkdown = summarize(auditLog, redactor);
    try {
      writeArtifact(outDir, 'summary.md', summaryMarkdown);
    } catch (err) {
      progress(`  warning: summary.md not written: ${(err as Error).message}`);
    }
    // The result leaves the run like the log does (the action's comment quotes it, whose own
    // redactor knows only the action's inputs): the model's text and the detail redacted here.
    result = {
      runId,
      status,
      exitReason,
      exitCode,
      auditLog,
      auditHead: audit.chainHead,
      outDir,
      ...(completion !== undefined ? { completion: redactor.redact(completion) } : {}),
      ...(resultJson !== undefined ? { resultJson } : {}),
      todos: (loop?.todos ?? []).map((t) => ({ ...t, text: redactor.redact(t.text) })),
      totals,
      ...(delivery.branch ? { branch: delivery.branch } : {}),
      ...(delivery.commit ? { commit: delivery.commit } : {}),
      pr: delivery.pr,
      summaryMarkdown,
      ...(detail ? { detail: redactor.redact(detail) } : {}),
    };
    return result;
  };

  // Abandoned (a second signal): the log is closed now, synchronously, while cleanup still runs;
  // the caller reports this result and exits without waiting for the rest.
  const abandoned = new Promise<RunResult>((resolve) => {
    const onAbandon = () => {
      if (!result) {
        ({ status, exitReason, exitCode } = CANCELLED);
        detail = 'a second signal ended the run before its cleanup finished';
      }
      resolve(finish());
    };
    if (options.abandon?.aborted) onAbandon();
    else options.abandon?.addEventListener('abort', onAbandon, { once: true });
  });

  const checksContext: ChecksContext = {
    prepared,
    audit,
    sandbox,
    signal,
    redact: (text) => redactor.redact(text),
    redactor,
    progress,
    busy: (what) => reporter?.busy(what),
  };
  const startMode = prepared.modes.get(task.mode); // prepareRun checked it exists

  const work = async (): Promise<RunResult> => {
    // How an error ends the run, in the loop or during delivery: cancel, time limit, config, model.
    const stopped = (err: unknown) =>
      classify(err, options.signal, timeout.signal, audit, policy.limits.timeout);
    let inChecks = false;
    try {
      if (audit.failed) throw audit.failed;
      wiring = await buildLoopDeps(prepared, { env, redactor, audit, signal, sandbox });
      loop = new AgentLoop(wiring.deps, emptyTotals());
      const resume = prepared.resume;
      let outcome = resume
        ? await loop.continueFrom({
            modeSlug: resume.plan.conversation.mode,
            messages: (await import('./resume-conversation.ts')).conversationForModel(
              resume.plan.conversation.messages,
              wiring.firstMessage,
              redactor,
            ),
            pending: resume.plan.conversation.pending,
            note: redactor.redact(resume.note),
          })
        : await loop.run(task.mode, wiring.firstMessage);
      completion = outcome.completion;
      reporter?.close();
      progress(`  completed: ${firstLine(completion)}`, { tone: 'ok' });
      // Failed required checks go back to the model (policy pr.repair_rounds) before delivery.
      if (options.deliver !== false) {
        const root = loop;
        inChecks = true;
        const repaired = await repairUntilChecksPass({
          ...checksContext,
          resume: (message) => root.resume(message),
        });
        checks = repaired?.checks;
        outcome = repaired?.outcome ?? outcome;
        completion = outcome.completion;
      }
      // Redacted string by string, like the log: it leaves the run as result.json and outputs.
      if (outcome.resultJson !== undefined) {
        resultJson = redactor.redactDeep(outcome.resultJson);
        writeArtifact(outDir, 'result.json', `${JSON.stringify(resultJson, null, 2)}\n`);
      }
    } catch (err) {
      ({ status, exitReason, exitCode, detail } = stopped(err));
      reporter?.close();
      // Stopped while the required checks ran (a repair round's model turn included).
      if (inChecks && signal.aborted) detail = `${detail ?? exitReason} during the required checks`;
      progress(`  ${status}: ${detail ?? exitReason}`, { tone: 'bad' });
    } finally {
      clearTimeout(timer);
      await wiring?.close();
    }

    if (options.deliver === false && !audit.failed) {
      emitUnlessFailed(audit, 'pr.none', {
        reason: 'delivery is off (replay): nothing committed, pushed or opened',
      });
    } else if (status !== 'cancelled' && !audit.failed) {
      try {
        delivery = await deliver({
          ...checksContext,
          options,
          status,
          completion,
          todos: loop?.todos ?? [],
          totals: loop?.totals ?? emptyTotals(),
          ...(checks ? { checks } : {}),
        });
        if (delivery.cancelled) {
          ({ status, exitReason, exitCode } = CANCELLED);
          detail = 'cancelled during delivery, after the commit: nothing pushed, no pull request';
          progress(`  ${detail}`);
        } else if (delivery.refused) {
          // A changed git directory is a safety stop; denied changes and size limits are failures.
          const halted = delivery.refusedReason === 'git_dir_changed';
          status = halted ? 'halted' : 'failed';
          exitReason = delivery.refusedReason ?? 'pr_limits';
          exitCode = halted ? EXIT.halted : EXIT.failed;
          detail = delivery.refused;
        } else if (delivery.checksFailed && status === 'completed') {
          status = 'failed';
          exitReason = 'checks_failed';
          exitCode = EXIT.failed;
        } else if (
          delivery.nothingChanged &&
          status === 'completed' &&
          startMode &&
          asksForChanges(startMode)
        ) {
          // Completed, but not what the task asked for: said plainly, not dressed as a success.
          exitReason = 'no_changes';
          detail = 'the run completed without changing any file';
          progress(`  ${detail}`);
        }
      } catch (err) {
        // A cancel (or the wall-clock limit) during the checks stops the delivery, not an error.
        if (signal.aborted) {
          ({ status, exitReason, exitCode, detail } = stopped(err));
          detail = `${detail ?? exitReason} during delivery`;
          progress(`  ${detail}`);
        } else {
          status = 'error';
          exitReason = 'delivery_failed';
          exitCode = EXIT.error;
          detail = redactor.redact((err as Error).message);
          progress(`  delivery failed: ${detail}`);
        }
      }
    }
    const done = finish();
    // Export failures are warnings; the flush is bounded by the exporter's timeout.
    await Promise.all([sandboxClosed, telemetry?.close()]);
    return done;
  };
  return Promise.race([work(), abandoned]);
}

/**
 * The telemetry sink when the run exports (the SDK loads only then). Collector credentials are
 * registered as secrets before the first warning, which `progress` (the run's, redacted) shows; a
 * sink that cannot start is a warning, never a failed run.
 */
async function startTelemetryIfOn(
  prepared: Awaited<ReturnType<typeof prepareRun>>,
  module: Promise<typeof import('../telemetry/sink.ts')> | undefined,
  redactor: Redactor,
  progress: NonNullable<RunOptions['progress']>,
): Promise<TelemetrySink | undefined> {
  const settings = prepared.telemetry;
  if (!settings || !module) return undefined;
  // `Bearer TOKEN`: the token alone is a secret too.
  for (const value of Object.values(settings.headers))
    for (const secret of [value, value.replace(/^\S+\s+/, '')]) redactor.addSecret(secret);
  const warn = (message: string) => progress(`warning: ${message}`);
  for (const w of settings.warnings) warn(`telemetry: ${w}`);
  try {
    const { startTelemetry } = await module;
    return startTelemetry(settings, { runId: prepared.runId, model: prepared.provider.id }, warn);
  } catch (err) {
    warn(`telemetry: not exporting: ${(err as Error).message}`);
    return undefined;
  }
}

const CANCELLED = { status: 'cancelled', exitReason: 'cancelled', exitCode: EXIT.cancelled } as const;

function classify(
  err: unknown,
  cancel: AbortSignal | undefined,
  timeout: AbortSignal,
  audit: AuditWriter,
  timeoutMs: number,
): { status: RunStatus; exitReason: string; exitCode: number; detail?: string } {
  // First: whatever else went wrong afterwards (an aborted request) followed from this.
  if (audit.failed) return auditFailure(audit.failed);
  if (err instanceof ConfigError) {
    return { status: 'error', exitReason: 'config_error', exitCode: EXIT.config, detail: err.message };
  }
  if (err instanceof RunStop)
    return { status: err.status, exitReason: err.exitReason, exitCode: err.exitCode, detail: err.message };
  if (cancel?.aborted) return { ...CANCELLED };
  if (timeout.aborted) {
    audit.emit('limit.reached', { limit: 'timeout', value: timeoutMs, max: timeoutMs });
    return {
      status: 'limit',
      exitReason: 'timeout',
      exitCode: EXIT.limit,
      detail: `timeout of ${timeoutMs} ms reached`,
    };
  }
  if (err instanceof ScriptExhaustedError) {
    return { status: 'failed', exitReason: 'script_exhausted', exitCode: EXIT.failed, detail: err.message };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { status: 'error', exitReason: 'model_error', exitCode: EXIT.error, detail: message };
}

function auditFailure(err: AuditWriteError): {
  status: RunStatus;
  exitReason: string;
  exitCode: number;
  detail: string;
} {
  return { status: 'error', exitReason: 'audit_write_failed', exitCode: EXIT.error, detail: err.message };
}

/** The events that close the log are skipped once it failed: the failure itself ends the run. */
function emitUnlessFailed(audit: AuditWriter, ...[type, payload]: Parameters<AuditWriter['emit']>): void {
  try {
    audit.emit(type, payload);
  } catch (err) {
    if (!(err instanceof AuditWriteError)) throw err;
  }
}

/** An out dir that already holds a log is a usage error: one log per run keeps each chain whole. */
function openAudit(file: string, options: Parameters<typeof AuditWriter.open>[1]): AuditWriter {
  try {
    return AuditWriter.open(file, options);
  } catch (err) {
    if ((err as { cause?: NodeJS.ErrnoException }).cause?.code === 'EEXIST')
      throw new ConfigError((err as Error).message);
    throw err;
  }
}

/** The run is over by now: a summary that cannot be built must not turn it into a crash. */
function summarize(auditLog: string, redactor: Redactor): string {
  try {
    // The log is redacted string by string; the summary joins strings, so it is redacted again.
    return redactor.redact(formatSummaryMarkdown(summarizeAudit(readOwnAuditLog(auditLog))));
  } catch (err) {
    return `# nightshift run\n\nThe summary could not be built: ${redactor.redact((err as Error).message)}\nSee ${auditLog}.\n`;
  }
}

function describeSandbox(r: SandboxReport): string {
  if (r.backend === 'none')
    return `warning: no sandbox: commands run with nightshift's own rights (${r.reason ?? 'sandbox: none'})`;
  const reads = r.protections.read_deny
    ? 'files the read rules deny unreadable'
    : `warning: some files the read rules deny stay readable to commands (the workspace holds more than ${MAX_UNREADABLE_WALK} entries, or a name that is not UTF-8)`;
  const unbounded = [
    r.bounds.processes === null &&
      'the processes a command starts (the kernel does not apply RLIMIT_NPROC to root, and no pids cgroup could be made)',
    r.bounds.tmpfs_bytes === null && 'its /tmp and HOME, in memory (this bubblewrap has no --size)',
  ].filter(Boolean);
  const bounds = unbounded.length ? `; warning: unbounded: ${unbounded.join('; ')}` : '';
  return `sandbox ${r.backend}: network ${r.protections.network}, only the workspace writable, ${reads}${bounds}`;
}

/** Progress lines saying what a resumed run picked up, and what it put back. */
function describeResume({ plan, restored }: NonNullable<PreparedRun['resume']>): string[] {
  const { log, conversation } = plan;
  const lines = [
    `resumes run ${log.started.run_id} (${log.finished ? `${log.finished.status}, ${log.finished.exit_reason}` : 'unfinished'}) from ${log.file} at ${log.head.seq}:${log.head.hash}`,
    `  ${conversation.messages.length} messages, ${conversation.pending.length} call(s) to decide again; workspace from ${restored.source.replace('_', ' ')} (${restored.paths.length} file(s))`,
  ];
  if (log.truncated) lines.push(`  note: ${log.truncated}`);
  for (const d of restored.denied) lines.push(`  put back ${d.path}: ${d.rule}`);
  return lines;
}

/**
 * The caller's progress sink behind the run's redactor: every line, whoever builds it, is redacted
 * once here, as the log is in its writer. Lines quote what the model chose (a reverted path's
 * name), and a secret registered later (a git credential, a collector header) is masked from then
 * on. With no sink the lines are dropped, unredacted: nobody reads them.
 */
function redactedSink(sink: ProgressSink | undefined, redactor: Redactor): ProgressSink {
  if (!sink) return () => undefined;
  return (line, info) => sink(redactor.redact(line), info);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const firstLine = (s: string) => s.split('\n')[0] ?? '';
