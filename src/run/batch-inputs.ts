import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { ConfigError } from '../config/errors.ts';
import { loadTask } from '../config/load-task.ts';

/**
 * The files a batch task's run reads by the task's own name — the task file and its script file —
 * fingerprinted before the first task starts. A task's run loads them only when its turn comes,
 * and an earlier task's commands may have rewritten them by then (a new prompt, a `base_url` that
 * receives the API key, MCP servers the host starts); such a task is refused, not run.
 */
export function taskFilePrints(files: readonly string[]): (index: number) => void {
  const inputs = files.map((file) => {
    const read = [file, ...scriptOf(file)];
    return { read, print: fingerprint(read) };
  });
  return (index) => {
    const input = inputs[index];
    if (input && fingerprint(input.read) !== input.print)
      throw new ConfigError(
        `${input.read.join(', ')}: changed since the batch started (an earlier task may have written it); this task is not run`,
      );
  };
}

function scriptOf(file: string): string[] {
  try {
    const { scriptFile } = loadTask(file);
    return scriptFile ? [scriptFile] : [];
  } catch {
    return []; // the run reports the task's problem
  }
}

function fingerprint(files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    let bytes: Buffer | string;
    try {
      // Not read when it is no longer a file: a FIFO put in its place would block the batch.
      bytes = statSync(file).isFile() ? readFileSync(file) : '\0not a file';
    } catch (err) {
      bytes = `\0${(err as NodeJS.ErrnoException).code ?? 'unreadable'}`;
    }
    hash.update(createHash('sha256').update(bytes).digest('hex'));
  }
  return hash.digest('hex');
}
