import type { Options } from 'execa';
import { killGroup, trackGroup, untrackGroup } from './kill-group.ts';

export interface CommandRun {
  command: string;
  cwd: string;
  /** The complete environment (already scrubbed of secrets). */
  env: Record<string, string>;
  timeoutMs: number;
  signal: AbortSignal;
  /** stdout and stderr both go to this descriptor, so their lines stay in the order written. */
  outputFd: number;
  /** Wait this long after SIGTERM before SIGKILL. */
  graceMs?: number;
}

export interface CommandExit {
  exitCode: number | undefined;
  signal: string | undefined;
  timedOut: boolean;
  cancelled: boolean;
  /** Set when the shell could not be started at all. */
  startError: string | undefined;
}

/**
 * Runs a shell command in its own process group. A timeout or an abort sends SIGTERM to the whole
 * group, then SIGKILL after a grace period; when the command ends, whatever it left running in the
 * background is killed too, so no process outlives the call.
 */
export async function runCommand(run: CommandRun): Promise<CommandExit> {
  const options: Options = {
    shell: true,
    cwd: run.cwd,
    env: run.env,
    extendEnv: false,
    stdin: 'ignore',
    // execa passes a descriptor number straight to spawn; its types only admit literal numbers
    stdout: run.outputFd as 1,
    stderr: run.outputFd as 1,
    detached: true,
    reject: false,
  };
  // Loaded on the first command: a run that starts with reading does not pay for it up front.
  const { execa } = await import('execa');
  const sub = execa(run.command, options);
  const pgid = sub.pid;
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
  try {
    const result = await sub;
    const started = result.exitCode !== undefined || result.signal !== undefined;
    return {
      exitCode: result.exitCode,
      signal: result.signal,
      timedOut,
      cancelled,
      startError: started ? undefined : result.originalMessage,
    };
  } finally {
    clearTimeout(timer);
    clearTimeout(forceKill);
    run.signal.removeEventListener('abort', onAbort);
    if (pgid !== undefined) {
      killGroup(pgid, 'SIGKILL');
      untrackGroup(pgid);
    }
  }
}
