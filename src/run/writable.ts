import { accessSync, constants, existsSync, lstatSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/errors.ts';

/** Errors that mean "this directory cannot be written", as opposed to a bug or a missing parent. */
const NOT_WRITABLE = new Set(['EROFS', 'EACCES', 'EPERM']);

/**
 * Checks before the run starts that the workspace can be edited and committed in and that the out
 * dir can be created and written: a read-only mount is a configuration problem (exit 2) named up
 * front, not a failure halfway through the run.
 */
export function requireWritableDirs(workspace: string, outDir: string): void {
  const problem = (what: string, dir: string, err: NodeJS.ErrnoException) =>
    new ConfigError(
      `${what} ${dir} is not writable (${err.code}${err.code === 'EROFS' ? ': read-only file system' : ''}); ` +
        (what === 'workspace'
          ? 'nightshift edits and commits there, so mount it writable (the run artifacts can go elsewhere with --out DIR)'
          : 'give a writable directory with --out DIR'),
    );
  const readonlyWorkspace = writeError(workspace);
  if (readonlyWorkspace) throw problem('workspace', workspace, readonlyWorkspace);
  refuseLinkedOutDir(workspace, outDir);
  try {
    mkdirSync(outDir, { recursive: true });
  } catch (err) {
    // A recursive mkdir on a read-only mount can fail with ENOENT: ask the directory it stopped at.
    const blocked = writeError(nearestExisting(outDir));
    if (blocked) throw problem('out dir', outDir, blocked);
    throw err;
  }
  const blocked = writeError(outDir);
  if (blocked) throw problem('out dir', outDir, blocked);
}

/**
 * An out dir inside the workspace must not lie below a symbolic link there: a `.nightshift` that
 * an earlier run's command replaced by a link (possible without a sandbox) would send this run's
 * audit log and artifacts, and the directories made for them, wherever it leads. Checked before
 * anything is created; an out dir outside the workspace is the caller's to choose.
 */
function refuseLinkedOutDir(workspace: string, outDir: string): void {
  const rel = path.relative(workspace, outDir);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return;
  let at = workspace;
  for (const name of rel.split(path.sep)) {
    at = path.join(at, name);
    let link: boolean;
    try {
      link = lstatSync(at).isSymbolicLink();
    } catch {
      return; // nothing there yet: mkdir makes real directories from here on
    }
    if (link)
      throw new ConfigError(
        `the out dir ${outDir} lies below ${at}, a symbolic link (an earlier run's command may have left it): remove the link, or give the out dir's real place with --out DIR`,
      );
  }
}

/** Why `dir` cannot be written, or undefined when it can. */
function writeError(dir: string): NodeJS.ErrnoException | undefined {
  try {
    accessSync(dir, constants.W_OK);
    return undefined;
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code && NOT_WRITABLE.has(e.code)) return e;
    throw err;
  }
}

function nearestExisting(dir: string): string {
  let current = dir;
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}
