import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file by writing a temp file beside it and renaming it over the target, so a crash
 * never leaves a half-written file. Keeps the existing file's mode; creates parent directories.
 */
export function writeFileAtomic(file: string, content: string | Uint8Array): void {
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true });
  let mode: number | undefined;
  try {
    mode = statSync(file).mode & 0o7777;
  } catch {
    mode = undefined;
  }
  const tmp = path.join(dir, `.${path.basename(file)}.nightshift-${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(tmp, content);
    if (mode !== undefined) chmodSync(tmp, mode);
    renameSync(tmp, file);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      // the temp file was never created
    }
    throw err;
  }
}
