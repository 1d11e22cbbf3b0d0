import { mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

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

/**
 * Creates the log file of the next command (ids start at 1 and increase within a run) and returns
 * an open descriptor; `wx` makes two concurrent commands never share an id.
 */
export function openNextCommandLog(outDir: string): { id: number; file: string; fd: number } {
  mkdirSync(path.join(outDir, 'commands'), { recursive: true });
  let id = (storedCommandIds(outDir).at(-1) ?? 0) + 1;
  for (;;) {
    const file = commandLogPath(outDir, id);
    try {
      return { id, file, fd: openSync(file, 'wx') };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      id++;
    }
  }
}
