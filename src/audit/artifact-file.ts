import { closeSync, constants, mkdirSync, openSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW;

/**
 * The out dir, or a directory in it (created when missing), where the run put it: its own real path, so no
 * directory above it has been swapped for a symlink since. The sandbox pins those directories
 * (bwrap-args.ts); this is the second wall, for nightshift's own writes, which are not sandboxed:
 * through a link a command planted they would land on any file of the host.
 */
export function artifactDir(outDir: string, sub?: string): string {
  const dir = sub ? path.join(outDir, sub) : outDir;
  mkdirSync(dir, { recursive: true });
  if (realpathSync(dir) !== dir)
    throw new Error(`the out dir ${outDir} was moved or replaced by a link during the run`);
  return dir;
}

/**
 * Opens `name` in a directory of the out dir for writing (artifactDir's check), never through a
 * symlink in its place. `append` adds to it; otherwise it is emptied first.
 */
export function openArtifact(
  outDir: string,
  name: string,
  options: { sub?: string; append?: boolean } = {},
): number {
  const file = path.join(artifactDir(outDir, options.sub), name);
  return openSync(file, CREATE | (options.append ? constants.O_APPEND : constants.O_TRUNC), 0o644);
}

/** Writes `name` in the out dir (see openArtifact) and returns its path. */
export function writeArtifact(outDir: string, name: string, data: string | Uint8Array, sub?: string): string {
  const fd = openArtifact(outDir, name, sub ? { sub } : {});
  try {
    writeFileSync(fd, data);
  } finally {
    closeSync(fd);
  }
  return path.join(outDir, ...(sub ? [sub] : []), name);
}
