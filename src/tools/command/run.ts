import { once } from 'node:events';
import type { Sandbox } from '../../sandbox/sandbox.ts';
import { killGroup, trackGroup, untrackGroup } from './kill-group.ts';

export interface CommandRun {
  command: string;
  cwd: string;
  /** Where the command runs: its backend, environment and what it can see. */
  sandbox: Sandbox;
  timeoutMs: number;
  signal: AbortSignal;
  /** stdout and stderr both go to this descriptor, so their lines stay in the order written. */
  outputFd: number;
  /** Wait this long after SIGTERM before SIGKILL. */
  graceMs?: number;
  /** Aborted when the output passed its limit: the group is killed at once, with no grace. */
  outputLimit?: AbortSignal;
}

export interface CommandExit {
  exitCode: number | undefined;
  signal: string | undefined;
  timedOut: boolean;
  cancelled: boolean;
  /** Killed because its output passed the limit (CommandRun.outputLimit). */
  outputLimited: boolean;
  /** Set when the shell, or the sandbox around it, could not be started at all. */
  startError: string | undefined;
}

/** bash, the shell the analyzer parses: /bin/sh is dash on Debian and Ubuntu, and reads some lines otherwise. */
export const SHELL = '/bin/bash';

/**
 * Runs a shell command line with bash in the sandbox, in its own process group. A timeout or an
 * abort sends SIGTERM to the whole group, then SIGKILL after a grace period; when the command
 * ends, whatever it left running in its group is killed too (the bubblewrap backend's PID
 * namespace also takes processes that left the group).
 */
export async function runCommand(run: CommandRun): Promise<CommandExit> {
  const spawned = run.sandbox.spawn([SHELL, '-c', run.command], {
    cwd: run.cwd,
    stdio: ['ignore', run.outputFd, run.outputFd],
  });
  const { child, sandboxFailed } = spawned;
  const pgid = child.pid;
  if (pgid !== undefined) trackGroup(pgid);
  let timedOut = false;
  let cancelled = false;
  let forceKill: NodeJS.Timeout | undefined;
  const stop = () => {
    if (pgid === undefined || forceKill) return;
    killGroup(pgid, 'SIGTERM');
    forceKill = setTimeout(() => killGroup(pgid, 'SIGKILL'), run.graceMs ?? 2000);
  };
  const timer = setTimeout(() => {
    timedOut = true;
    stop();
  }, run.timeoutMs);
  const onAbort = () => {
    cancelled = true;
    stop();
  };
  if (run.signal.aborted) onAbort();
  else run.signal.addEventListener('abort', onAbort, { once: true });
  let outputLimited = false;
  // A flood is not asked to stop: every moment of grace is more of the disk.
  const onFlood = () => {
    outputLimited = true;
    if (pgid !== undefined) killGroup(pgid, 'SIGKILL');
  };
  run.outputLimit?.addEventListener('abort', onFlood, { once: true });
  try {
    const ended = once(child, 'exit').then(([code, signal]) => ({
      code: code as number | null,
      signal: signal as NodeJS.Signals | null,
    }));
    const spawnError = once(child, 'error').then(([err]) => err as Error);
    const outcome = await Promise.race([ended, spawnError]);
    if (outcome instanceof Error) return startFailure(outcome.message);
    // bubblewrap reports no exit status when it was killed (timeout, cancel) or never set up.
    if (!timedOut && !cancelled && !outputLimited && (await sandboxFailed))
      return startFailure(
        `the sandbox (${run.sandbox.backend}) failed to start; its message is in the command output`,
      );
    return {
      exitCode: outcome.code ?? undefined,
      signal: outcome.signal ?? undefined,
      timedOut,
      cancelled,
      outputLimited,
      startError: undefined,
    };
  } finally {
    clearTimeout(timer);
    clearTimeout(forceKill);
    run.signal.removeEventListener('abort', onAbort);
    run.outputLimit?.removeEventListener('abort', onFlood);
    if (pgid !== undefined) {
      killGroup(pgid, 'SIGKILL');
      untrackGroup(pgid);
    }
    await spawned.reap();
  }
}

function startFailure(message: string): CommandExit {
  return {
    exitCode: undefined,
    signal: undefined,
    timedOut: false,
    cancelled: false,
    outputLimited: false,
    startError: message,
  };
}
