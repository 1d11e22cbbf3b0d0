import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Redactor } from '../../audit/redact.ts';
import { RedactedLog, type RedactedLogOptions } from './redacted-log.ts';

/** Where the full output of command `id` of a run is kept. */
export function commandLogPath(outDir: string, id: number): string {
  return path.join(outDir, 'commands', `${id}.log`);
}

/** Ids of the commands whose output is stored, ascending. */
export function storedCommandIds(outDir: string): number[] {
  let names: string[];
  try {
    names = readdirSync(path.join(outDir, 'commands'));
  } catch {
    return [];
  }
  return names
    .map((n) => /^(\d+)\.log$/.exec(n)?.[1])
    .filter((n) => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

export interface CommandLog {
  id: number;
  /** `commands/N.log` in the out dir: the redacted output, kept up to date while the command runs. */
  file: string;
  /** Descriptor of the raw output file, for the command's stdout and stderr. */
  fd: number;
  /** Call once the command has ended: copies the rest, closes, deletes the raw output. */
  seal(): void;
}

/**
 * Creates the log file of the next command (ids start at 1 and increase within a run; `wx` makes
 * two concurrent commands never share an id) and a private scratch file for its raw output,
 * which RedactedLog mirrors into the log with secrets masked. The raw output stays out of the out
 * dir, so a secret a command prints is never in an artifact, not even after a crash.
 */
export function openNextCommandLog(
  outDir: string,
  options: { redactor?: Redactor | undefined } & Pick<RedactedLogOptions, 'maxBytes' | 'onLimit'> = {},
): CommandLog {
  mkdirSync(path.join(outDir, 'commands'), { recursive: true });
  let id = (storedCommandIds(outDir).at(-1) ?? 0) + 1;
  let file: string;
  for (;;) {
    file = commandLogPath(outDir, id);
    try {
      closeSync(openSync(file, 'wx'));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      id++;
    }
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'nightshift-cmd-'));
  const raw = path.join(scratch, 'output');
  const fd = openSync(raw, 'wx', 0o600);
  const { redactor, ...limit } = options;
  const mirror = new RedactedLog(raw, file, redactor, limit);
  return {
    id,
    file,
    fd,
    seal() {
      try {
        closeSync(fd);
        mirror.finish();
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
}
