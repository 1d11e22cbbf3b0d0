import path from 'node:path';
import { GIT_STARTS_HERE } from '../../validate/resolve-path.ts';

/**
 * `REV:PATH` names PATH from the top of the repository, not from the command's directory (only
 * `REV:./PATH` and `REV:../PATH` are relative to it): `cd src && git show HEAD:secrets/key` prints
 * the top's `secrets/key`. Where the top is cannot be told from the words (a nested repository
 * may start at any directory above the command's), so such a path is kept as a path below this
 * marker segment, joined onto the command's directories like any other operand, and the decision
 * checks it under every directory from the command's up to the workspace root. The marker holds
 * a NUL, which no word of a shell command can.
 */
const MARKER = '\u0000repository-top';

/** PATH as `REV:PATH` names it: relative to the command's directory with `./` or `../`, else to the top. */
export function storedOperand(stored: string): string {
  return stored.startsWith('./') || stored.startsWith('../') ? stored : path.posix.join(MARKER, stored);
}

/**
 * Where git looks for its repository, joined onto the directory it starts in like any operand:
 * that directory and each one above it up to the workspace root. resolvePath refuses one git
 * must not look in (a git directory the command planted); only those become paths to decide.
 */
export const GIT_DISCOVERY = path.posix.join(MARKER, GIT_STARTS_HERE);

/**
 * The paths a joined operand may name: itself when it holds no marker; else the path below the
 * marker under the marker's directory and each of its parents up to the workspace root, climbed
 * from where that directory really is (`inWorkspace`: its workspace-relative path, symlinks
 * resolved, or undefined outside the workspace or where it cannot be resolved, where it is kept
 * as given and refused there), and under `above`, the top of the workspace's own repository when
 * that lies above the workspace (workspaceTopAbove). For GIT_DISCOVERY, only the directories
 * resolvePath refuses.
 */
export function repositoryTopCandidates(
  file: string,
  inWorkspace: (dir: string) => string | undefined,
  above?: string,
): string[] {
  const segments = file.split('/');
  const at = segments.lastIndexOf(MARKER);
  if (at < 0) return [file];
  const rest = segments.slice(at + 1).join('/') || '.';
  const given = segments.slice(0, at).join('/') || (file.startsWith('/') ? '/' : '.');
  const rel = inWorkspace(given);
  if (rel === undefined) return [path.posix.join(given, rest)];
  const out: string[] = [];
  for (let dir = rel || '.'; ; dir = path.posix.dirname(dir)) {
    out.push(path.posix.join(dir, rest));
    if (dir === '.' || dir === '/') break;
  }
  // A directory git may look in is no file access: deciding it would only apply read rules to it.
  if (rest === GIT_STARTS_HERE) return out.filter((p) => inWorkspace(p) === undefined);
  // git climbs on past the workspace root to the top of the repository holding it: what it names
  // from there is decided from there (outside the workspace, unless it comes back into it).
  if (above !== undefined) out.push(path.posix.join(above, rest));
  return out;
}

/**
 * The top of the workspace's repository (its work tree) relative to the workspace, as `..`
 * segments, when the workspace is a directory below it (a package of a monorepo); undefined when
 * the workspace is the top, or the repository is unknown.
 */
export function workspaceTopAbove(workspace: string, workTree: string | undefined): string | undefined {
  if (workTree === undefined) return undefined;
  const rel = path.relative(workTree, workspace);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel
    .split(path.sep)
    .map(() => '..')
    .join('/');
}

/**
 * For a GIT_DISCOVERY path (joined onto the directory git starts in), the directories git looks
 * in below the workspace root, workspace-relative, from where it starts up; undefined for any
 * other path. The root is left out: git finds its `.git` there first.
 */
export function gitStartDirectories(
  file: string,
  inWorkspace: (dir: string) => string | undefined,
): string[] | undefined {
  if (!file.endsWith(`/${GIT_DISCOVERY}`) && file !== GIT_DISCOVERY) return undefined;
  const start = file === GIT_DISCOVERY ? '.' : file.slice(0, -GIT_DISCOVERY.length - 1) || '/';
  const rel = inWorkspace(start);
  if (rel === undefined) return [];
  const out: string[] = [];
  for (let dir = rel; dir !== '.' && dir !== '/' && dir !== ''; dir = path.posix.dirname(dir)) out.push(dir);
  return out;
}
