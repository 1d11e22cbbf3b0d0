import { existsSync, lstatSync, readlinkSync, realpathSync, rmdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { locateRepo } from '../git/repo.ts';
import type { BwrapPlan, MaskedEntry, SystemEntry } from './bwrap-args.ts';
import { repositoryGit } from './git-dirs.ts';
import { privateSystemEntries } from './system-secrets.ts';
import { toolchainMounts } from './toolchains.ts';
import { walkWorkspace } from './unreadable.ts';
import type { ReadDenied } from '../policy/workspace-links.ts';

/**
 * The host's top-level directories a command may need; nothing else of the host is shown. Not
 * `/opt`: it holds a self-hosted runner's credentials and other jobs' checkouts
 * (/opt/actions-runner), so only what PATH needs of it is shown (toolchainMounts).
 */
const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc'];

/** git's system-wide config: shown without credentials, like the repository's. */
const SYSTEM_GIT_CONFIG = '/etc/gitconfig';

/** Where runs' out dirs go unless told otherwise (src/run/prepare.ts). */
const RUNS_DIR = ['.nightshift', 'runs'];

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
  /** The launch environment's HOME and RUSTUP_HOME (see toolchainMounts). */
  hostHome?: string | undefined;
  rustupHome?: string | undefined;
  /** nightshift's own code (ownInstallDirs): read-only where it lies in the workspace. */
  ownCode?: string[];
  /** Whether the read rules deny a workspace path: such files are masked (unreadable.ts). */
  readDenied?: ReadDenied;
  proxySocketDir?: string;
}

/** Looks at the host to decide what the sandbox shows: see BwrapPlan. */
export function planSandbox(input: PlanInput): BwrapPlan {
  const ws = input.workspace;
  const inside = (p: string) => within(ws, p) && p !== ws;
  const system = SYSTEM_DIRS.flatMap((p): SystemEntry[] => {
    const st = lstatOrUndefined(p);
    if (!st) return [];
    if (st.isSymbolicLink()) return [{ path: p, kind: 'symlink', target: readlinkSync(p) }];
    return st.isDirectory() ? [{ path: p, kind: 'dir' }] : [];
  });
  const systemDirs = system.filter((e) => e.kind === 'dir').map((e) => e.path);
  const underSystem = (p: string) => systemDirs.some((d) => within(d, p));
  const pathDirs = [...input.pathEnv.split(':'), path.dirname(input.nodePath)];
  const tools = toolchainMounts({
    pathDirs,
    workspace: ws,
    isSystem: underSystem,
    hostHome: input.hostHome,
    rustupHome: input.rustupHome,
    sandboxHome: SANDBOX_HOME,
  });

  const walk = walkWorkspace(ws, input.readDenied ?? (() => false));
  const git = repositoryGit(ws, {
    gitDir: ownGitDir(ws),
    extraConfigs: [SYSTEM_GIT_CONFIG],
    nested: walk.checkouts,
  });
  // A protected path that does not exist yet (the codebase_search cache before its first use) is
  // an empty directory no command can write in, like the out dir: otherwise a command could make
  // it, or a link there, and nightshift's own writes to it would go wherever the link led.
  const missing = input.protectedFiles.filter((f) => inside(f) && !lexists(f));
  const outDirs = input.hiddenDirs.filter((d) => inside(d) && existsSync(d));
  const placeholders = gitPlaceholder(ws);
  const hidden = [...outDirs, ...missing, ...placeholders];
  const readOnly = git.gitPaths.filter(inside);
  // Earlier runs' logs (`nightshift resume` and `replay` read them): beside the out dir, and in
  // the default place; the out dir itself is hidden.
  for (const dir of [...outDirs.map((h) => path.dirname(h)), path.join(ws, ...RUNS_DIR)]) {
    if (inside(dir) && lstatOrUndefined(dir)?.isDirectory()) readOnly.push(dir);
  }
  for (const f of input.protectedFiles) {
    if (inside(f) && existsSync(f) && !hidden.some((h) => within(h, f))) readOnly.push(f);
  }
  for (const dir of input.ownCode ?? []) if (inside(dir) && existsSync(dir)) readOnly.push(dir);
  const shownReadOnly = outermost(readOnly);
  const homes = homeDirs(input.hostHome);
  const readOnlyOutside = git.gitPaths.filter((p) => !within(ws, p) && !hostWide(p, ws, homes));

  const masked: MaskedEntry[] = [...tools.masked, ...privateSystemEntries()].flatMap((p): MaskedEntry[] => {
    const st = lstatOrUndefined(p);
    return st?.isDirectory() ? [{ path: p, kind: 'dir' }] : st?.isFile() ? [{ path: p, kind: 'file' }] : [];
  });
  // Every config git reads is replaced by its copy without credentials wherever commands see it:
  // in the workspace wherever it lies (a file `include.path` names beside the sources too), and
  // outside where a shown directory holds it; not where it is hidden.
  const shown = (f: string) =>
    inside(f) || underSystem(f) || [...tools.dirs, ...readOnlyOutside].some((d) => within(d, f));
  const concealed = (f: string) => [...hidden, ...masked.map((m) => m.path)].some((d) => within(d, f));
  const gitConfigs = git.configs.filter((f) => shown(f) && !concealed(f)).map((p) => ({ path: p }));
  const configsInside = gitConfigs.map((c) => c.path).filter(inside);
  // git-crypt's keys in any git directory commands see (in the workspace, or shown outside it).
  const keys = git.keys.filter(
    (f) => (inside(f) || readOnlyOutside.some((d) => within(d, f))) && !concealed(f),
  );
  // A directory of denied files only is masked whole, unless another mount lies in it.
  const mounted = [...shownReadOnly, ...hidden, ...configsInside, ...keys];
  const unreadableDirs = walk.deniedDirs.filter(
    (d) => !mounted.some((p) => within(d, p)) && !hidden.some((h) => within(h, d)),
  );
  const unreadable = [...new Set([...walk.files, ...keys])].filter(
    (f) => !unreadableDirs.some((d) => within(d, f)),
  );
  const emptied = workspaceSiblings(ws, systemDirs, pathDirs.map(realOrUndefined));

  return {
    system,
    ...(emptied ? { emptied } : {}),
    toolDirs: tools.dirs,
    masked,
    workspace: ws,
    // Inside a read-only path nothing can be renamed anyway. A masked file's directories, and a
    // replaced config's, are pinned too: renamed, they would carry the file away from its mask.
    pinned: directoriesBetween(ws, [
      ...shownReadOnly,
      ...hidden,
      ...unreadable,
      ...unreadableDirs,
      ...configsInside,
    ]).filter((d) => !shownReadOnly.some((r) => within(r, d))),
    readOnly: shownReadOnly,
    readOnlyOutside,
    hidden,
    unreadable,
    unreadableDirs,
    unreadableComplete: walk.complete,
    workspaceLinks: walk.links,
    checkoutsComplete: walk.checkoutsComplete,
    home: SANDBOX_HOME,
    homeMounts: tools.moved,
    gitConfigs,
    ...(input.proxySocketDir ? { proxySocketDir: input.proxySocketDir } : {}),
    ...(placeholders.length > 0 ? { placeholders } : {}),
  };
}

/**
 * The place of the workspace's own `.git` when it has none because it is a subdirectory of its
 * repository (`packages/app`): git looks there first, from anywhere in the workspace, before it
 * finds the repository above. A `.git` a command made there would outlive the run and be taken
 * for the repository by every git the user then runs in the package (its `core.fsmonitor` and
 * hooks running outside any sandbox), and by the next run's nightshift. So it is kept an empty,
 * read-only directory, like the out dir: a mount point no command can write in, replace or remove.
 * bubblewrap makes the mount point on the host; removePlaceholders takes it away again.
 */
function gitPlaceholder(ws: string): string[] {
  const dotGit = path.join(ws, '.git');
  if (lexists(dotGit)) return [];
  const location = locateRepo(ws);
  if (!location) return [];
  const top = realOrUndefined(location.workTree);
  return top !== undefined && top !== realOrUndefined(ws) ? [dotGit] : [];
}

/**
 * Removes the mount points bubblewrap made for `plan.placeholders`, once no sandbox of the plan
 * runs: each only while it is still an empty directory (nothing could be written in it).
 */
export function removePlaceholders(plan: Pick<BwrapPlan, 'placeholders'>): void {
  for (const p of plan.placeholders ?? []) {
    try {
      if (lstatSync(p).isDirectory()) rmdirSync(p);
    } catch {
      // Gone, or not empty: not what the sandbox made.
    }
  }
}

/**
 * The workspace's git directory as nightshift's own git found it (pinned at run start), when the
 * workspace is its repository's top: a workspace below it shows nothing else of the repository,
 * as before (a dotfiles repository in the home would show the home's history).
 */
function ownGitDir(ws: string): string | undefined {
  const location = locateRepo(ws);
  return location && realOrUndefined(location.workTree) === realOrUndefined(ws) ? location.gitDir : undefined;
}

/** /root, the launch environment's HOME and nightshift's own: real paths. */
function homeDirs(hostHome: string | undefined): string[] {
  const homes = ['/root', homedir(), ...(hostHome ? [hostHome] : [])].map((h) => realOrUndefined(h) ?? h);
  return [...new Set(homes)];
}

/**
 * Whether showing `p` would show the host rather than a git directory: `/` or a top-level
 * directory, what the kernel and services keep (/proc, /sys, /dev, /run and its sockets), a
 * home directory (/root, /home/NAME, `homes`) or a directory holding one, or one holding the
 * workspace (its siblings). Git directories come from git's own answer, but a `.git` file it
 * followed may have been written by a command of an earlier run.
 */
function hostWide(p: string, ws: string, homes: string[]): boolean {
  const [top = '', second] = p.split('/').slice(1);
  if (second === undefined || HOST_STATE.has(top) || (top === 'var' && second === 'run')) return true;
  return /^\/home\/[^/]+$/.test(p) || homes.some((h) => within(p, h)) || within(p, ws);
}

/** Top-level directories of the running system's state: processes, devices, sockets. */
const HOST_STATE = new Set(['proc', 'sys', 'dev', 'run']);

/** A prefix in /usr, and the parts of a prefix that its programs read. */
const PREFIX_PARTS = new Set([
  'local',
  'bin',
  'sbin',
  'lib',
  'lib32',
  'lib64',
  'libx32',
  'libexec',
  'share',
  'include',
  'etc',
]);

/**
 * The workspace's topmost ancestor below a system directory that is neither a PATH directory
 * nor above one, nor a part of a prefix (`share`, `lib`...): shown empty but for the way to the
 * workspace. In /usr/src/app (a container's WORKDIR) or a runner placed under /usr, the
 * workspace's siblings (other checkouts, the runner's temp directory and credentials) would
 * otherwise be visible through the system directory.
 */
function workspaceSiblings(
  ws: string,
  systemDirs: string[],
  needed: (string | undefined)[],
): string | undefined {
  const base = systemDirs.find((d) => within(d, ws) && d !== ws);
  if (!base) return undefined;
  const below = path.relative(base, ws).split('/').slice(0, -1);
  for (let i = 1; i <= below.length; i++) {
    const dir = path.join(base, ...below.slice(0, i));
    const isNeeded = needed.some((n) => n !== undefined && within(dir, n));
    if (!isNeeded && !PREFIX_PARTS.has(path.basename(dir))) return dir;
  }
  return undefined;
}

/** The real directories strictly between `ws` and each of `paths`, parents before children. */
function directoriesBetween(ws: string, paths: string[]): string[] {
  const dirs = new Set<string>();
  for (const p of paths) {
    for (let dir = path.dirname(p); dir.startsWith(`${ws}/`); dir = path.dirname(dir)) {
      if (lstatOrUndefined(dir)?.isDirectory()) dirs.add(dir);
    }
  }
  // By depth, then by code units: localeCompare's first call loads ICU's collator (~15 ms of every run).
  return [...dirs].sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : a > b ? 1 : 0));
}

/** `paths` without those inside another of them. */
function outermost(paths: string[]): string[] {
  const unique = [...new Set(paths)];
  return unique.filter((p) => !unique.some((o) => o !== p && within(o, p)));
}

function within(dir: string, p: string): boolean {
  return p === dir || p.startsWith(`${dir}/`);
}

/** Whether anything, a dangling link included, is at `p`. */
function lexists(p: string): boolean {
  return lstatOrUndefined(p) !== undefined;
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
