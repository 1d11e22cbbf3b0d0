import { existsSync, lstatSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BwrapPlan, SystemEntry } from './bwrap-args.ts';

/** The host's top-level directories a command may need; nothing else of the host is shown. */
const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc', '/opt'];

export const SANDBOX_HOME = '/home/nightshift-sandbox';

export interface PlanInput {
  workspace: string;
  /** Paths inside or outside the workspace that commands must not change (policy, task file). */
  protectedFiles: string[];
  /** Paths commands must not see (the out dir). */
  hiddenDirs: string[];
  /** PATH of the commands' environment. */
  pathEnv: string;
  /** The node binary running nightshift (the network bridge runs on it). */
  nodePath: string;
  proxySocketDir?: string;
}

/** Looks at the host to decide what the sandbox shows: see BwrapPlan. */
export function planSandbox(input: PlanInput): BwrapPlan {
  const ws = input.workspace;
  const inside = (p: string) => p === ws || p.startsWith(`${ws}/`);
  const system = SYSTEM_DIRS.flatMap((p): SystemEntry[] => {
    const st = lstatOrUndefined(p);
    if (!st) return [];
    if (st.isSymbolicLink()) return [{ path: p, kind: 'symlink', target: readlinkSync(p) }];
    return st.isDirectory() ? [{ path: p, kind: 'dir' }] : [];
  });
  const underSystem = (p: string) => system.some((e) => p === e.path || p.startsWith(`${e.path}/`));
  const toolDirs = new Set<string>();
  for (const dir of [...input.pathEnv.split(':'), path.dirname(input.nodePath)]) {
    const real = realOrUndefined(dir);
    if (!real || !statSync(real).isDirectory() || underSystem(real) || inside(real)) continue;
    // A toolchain's bin/ holds links into its prefix (npm → ../lib/node_modules/npm/...): show the
    // prefix, unless that would be a home directory or the root.
    const prefix = path.basename(real) === 'bin' ? path.dirname(real) : real;
    toolDirs.add(isTooBroad(prefix) ? real : prefix);
  }
  const readOnly: string[] = [];
  const readOnlyOutside: string[] = [];
  const dotGit = path.join(ws, '.git');
  const dotGitStat = lstatOrUndefined(dotGit);
  if (dotGitStat) readOnly.push(dotGit);
  // A worktree's `.git` is a file naming its git directory elsewhere: git status needs to read it.
  const gitDirs = dotGitStat?.isFile() ? worktreeGitDirs(dotGit) : [];
  readOnlyOutside.push(...gitDirs.filter((p) => !inside(p)));
  // The config git reads: the worktree's common directory holds it, else .git/config.
  const gitConfig = dotGitStat?.isFile()
    ? gitDirs.length
      ? path.join(gitDirs.at(-1)!, 'config')
      : undefined
    : path.join(dotGit, 'config');
  for (const f of input.protectedFiles) {
    if (inside(f) && existsSync(f) && !input.hiddenDirs.some((h) => f.startsWith(`${h}/`))) readOnly.push(f);
  }
  const hidden = input.hiddenDirs.filter((d) => inside(d) && d !== ws && existsSync(d));
  return {
    system,
    toolDirs: [...toolDirs].filter((d) => ![...toolDirs].some((o) => o !== d && d.startsWith(`${o}/`))),
    workspace: ws,
    pinned: directoriesBetween(ws, [...readOnly, ...hidden]),
    readOnly,
    readOnlyOutside,
    hidden,
    home: SANDBOX_HOME,
    ...(gitConfig && existsSync(gitConfig) ? { gitConfig } : {}),
    ...(input.proxySocketDir ? { proxySocketDir: input.proxySocketDir } : {}),
  };
}

/** The real directories strictly between `ws` and each of `paths`, parents before children. */
function directoriesBetween(ws: string, paths: string[]): string[] {
  const dirs = new Set<string>();
  for (const p of paths) {
    for (let dir = path.dirname(p); dir.startsWith(`${ws}/`); dir = path.dirname(dir)) {
      if (lstatOrUndefined(dir)?.isDirectory()) dirs.add(dir);
    }
  }
  return [...dirs].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
}

function isTooBroad(dir: string): boolean {
  return dir === '/' || dir === '/root' || /^\/home\/[^/]+$/.test(dir) || dir === '/home';
}

function worktreeGitDirs(dotGitFile: string): string[] {
  const m = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGitFile, 'utf8'));
  if (!m) return [];
  const gitDir = realOrUndefined(path.resolve(path.dirname(dotGitFile), m[1]!.trim()));
  if (!gitDir) return [];
  const common = path.join(gitDir, 'commondir');
  const commonDir = existsSync(common)
    ? realOrUndefined(path.resolve(gitDir, readFileSync(common, 'utf8').trim()))
    : undefined;
  return commonDir && !gitDir.startsWith(`${commonDir}/`) ? [gitDir, commonDir] : [commonDir ?? gitDir];
}

function lstatOrUndefined(p: string) {
  try {
    return lstatSync(p);
  } catch {
    return undefined;
  }
}

function realOrUndefined(p: string): string | undefined {
  try {
    return p ? realpathSync(p) : undefined;
  } catch {
    return undefined;
  }
}
