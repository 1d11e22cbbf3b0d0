import { closeSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { artifactDir } from '../../audit/artifact-file.ts';
import type { Redactor } from '../../audit/redact.ts';
import { openRedactedMirror, type RedactedLogOptions, type RedactedMirror } from './redacted-log.ts';

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

export interface CommandLog extends RedactedMirror {
  id: number;
  /** `commands/N.log` in the out dir: the redacted output, kept up to date while the command runs. */
  file: string;
}

/**
 * Creates the log file of the next command (ids start at 1 and increase within a run; `wx` makes
 * two concurrent commands never share an id), mirrored with secrets masked from a private
 * scratch file that takes the command's raw output (openRedactedMirror).
 */
export function openNextCommandLog(
  outDir: string,
  options: { redactor?: Redactor | undefined } & Pick<RedactedLogOptions, 'maxBytes' | 'onLimit'> = {},
): CommandLog {
  artifactDir(outDir, 'commands');
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
  const { redactor, ...limit } = options;
  return { id, file, ...openRedactedMirror(file, redactor, limit) };
}
