import type { CommandSandboxInfo } from '../types.ts';
import type { CommandExit } from './run.ts';

/** How a command ended, in the audit log's words. */
export function exitCause(exit: CommandExit): CommandSandboxInfo['exit_cause'] {
  if (exit.startError !== undefined) return 'start_failed';
  if (exit.cancelled) return 'cancelled';
  if (exit.timedOut) return 'timeout';
  if (exit.outputLimited) return 'output_limit';
  return exit.signal !== undefined ? 'signal' : 'exit';
}

/** First line of a command result: how it ended, in words the model can act on. */
export function describeExit(exit: CommandExit, limits: { timeoutMs: number; outputBytes: number }): string {
  if (exit.startError !== undefined) return `The command could not be started: ${exit.startError}`;
  if (exit.cancelled)
    return 'Cancelled: the run was stopped; the command and its child processes were killed.';
  if (exit.timedOut)
    return `Timed out after ${limits.timeoutMs / 1000}s: the command and its child processes were killed. Run something faster, or limit what it does.`;
  if (exit.outputLimited)
    return `Stopped: its output passed ${limits.outputBytes} bytes (limits.max_command_output_bytes), so the command and its child processes were killed. Print less: filter the output (grep, head, tail) or ask the program to be quieter.`;
  if (exit.signal !== undefined) return `Killed by ${exit.signal}.`;
  return `Exit code: ${exit.exitCode ?? 'unknown'}`;
}
