import type { Redactor } from '../../audit/redact.ts';
import { runCommand, type CommandExit, type CommandRun } from './run.ts';
import { openNextCommandLog } from './store.ts';

export interface LoggedRun extends Omit<CommandRun, 'outputFd' | 'outputLimit'> {
  outDir: string;
  redactor?: Redactor | undefined;
  /** Output past this many bytes is not kept, and the command is killed. */
  maxOutputBytes: number;
}

/**
 * Runs a command with its output kept, redacted, as the next `commands/N.log` of the out dir (the
 * model's commands and the required checks alike). A command that floods its output is killed
 * once it passes `maxOutputBytes`, so it cannot fill the disk for the rest of its timeout.
 */
export async function runLogged(run: LoggedRun): Promise<{ exit: CommandExit; id: number; file: string }> {
  const { outDir, redactor, maxOutputBytes, ...command } = run;
  const flood = new AbortController();
  const log = openNextCommandLog(outDir, {
    redactor,
    maxBytes: maxOutputBytes,
    onLimit: () => flood.abort(),
  });
  try {
    const exit = await runCommand({ ...command, outputFd: log.fd, outputLimit: flood.signal });
    return { exit, id: log.id, file: log.file };
  } finally {
    log.seal();
  }
}
