import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ToolchainInput {
  /** PATH's directories (and the directory of the node running nightshift), as given. */
  pathDirs: string[];
  workspace: string;
  /** Whether a real path lies in a system directory the sandbox shows anyway (/usr, /etc...). */
  isSystem: (p: string) => boolean;
  /** The launch environment's HOME: a home directory besides /root and /home/NAME. */
  hostHome?: string | undefined;
  /** The launch environment's RUSTUP_HOME, when set. */
  rustupHome?: string | undefined;
  /** The sandbox's own home, where rustup looks by default. */
  sandboxHome: string;
}

export interface Toolchains {
  /** Host paths shown read-only at their own path. */
  dirs: string[];
  /** Entries of those directories hidden again: an installation's configuration. */
  masked: string[];
  /** Host paths shown read-only at another path (in the sandbox's home). */
  moved: { source: string; target: string }[];
}

/** An installation's own configuration, besides its hidden entries. */
const CONFIGURATION = new Set(['etc', 'pip.conf']);

/**
 * What of the host a command's PATH needs, outside the system directories, and nothing more:
 * home directories hold credentials (`~/.cargo/credentials.toml`, `~/.npmrc`, `~/.ssh`, `~/.config`),
 * `/opt` holds a self-hosted runner's `.credentials` and other jobs' checkouts. For each PATH
 * directory (its real path):
 * - the directory itself, unless it is `/`, a top-level directory (`/home`, `/opt`), a home
 *   directory, or holds the workspace;
 * - what its links lead to: the npm package a link's target lies in (`~/.npm-global/bin/x` →
 *   `lib/node_modules/x`), else the target's directory, treated as a PATH directory;
 * - the installation a `bin` directory belongs to (`~/.nvm/versions/node/v20`, a Python, a
 *   virtualenv, `/opt/conda`): its parent, when that holds a `lib` beside `bin` and is not a
 *   user's own directory (a home or a directory directly in one: `~/.local`, `~/.cargo`,
 *   `~/.npm-global` hold configuration and data) unless it is a virtualenv (`pyvenv.cfg`);
 * - a version manager's root for its `shims` (pyenv, rbenv, nodenv: `shims` beside `libexec`
 *   and `versions`);
 * - for rustup's proxies (`rustup` in the directory): rustup's `settings.toml` and `toolchains`,
 *   in the sandbox's home where rustup looks (and at RUSTUP_HOME when that is set).
 * Of an installation or version manager, the hidden entries, `etc` and `pip.conf` are hidden
 * again: that is its configuration (a `.condarc`, npm's `etc/npmrc` with a registry token, a
 * virtualenv's `pip.conf` with an index URL and its password, a `.git`), which its programs do
 * not need to run.
 */
export function toolchainMounts(input: ToolchainInput): Toolchains {
  const ws = input.workspace;
  const homes = new Set(['/root', ...(input.hostHome ? [realOr(input.hostHome)] : [])]);
  const isHome = (p: string) => homes.has(p) || /^\/home\/[^/]+$/.test(p);
  const tooBroad = (p: string) =>
    p.split('/').length < 3 || isHome(p) || [...homes].some((h) => h.startsWith(`${p}/`));
  const userDir = (p: string) => isHome(p) || isHome(path.dirname(p));
  const excluded = (p: string) => input.isSystem(p) || within(ws, p) || within(p, ws) || tooBroad(p);

  const dirs = new Set<string>();
  const masked = new Set<string>();
  const moved: Toolchains['moved'] = [];
  const seen = new Set<string>();

  const showInstallation = (root: string) => {
    if (seen.has(root)) return;
    seen.add(root);
    dirs.add(root);
    for (const entry of entriesOf(root)) {
      if (entry.startsWith('.') || CONFIGURATION.has(entry)) masked.add(path.join(root, entry));
    }
    for (const bin of ['bin', 'sbin']) if (isDir(path.join(root, bin))) showProgramDir(path.join(root, bin));
  };

  const showProgram = (target: string) => {
    const pkg = npmPackageOf(target);
    if (pkg && !excluded(pkg)) return showInstallation(pkg);
    const dir = path.dirname(target);
    if (excluded(dir)) {
      if (!excluded(target)) dirs.add(target);
    } else showProgramDir(dir);
  };

  function showProgramDir(dir: string) {
    if (seen.has(dir)) return;
    seen.add(dir);
    dirs.add(dir);
    const parent = path.dirname(dir);
    const name = path.basename(dir);
    const installation =
      (name === 'bin' || name === 'sbin') &&
      !excluded(parent) &&
      (isDir(path.join(parent, 'lib')) || isDir(path.join(parent, 'lib64'))) &&
      (!userDir(parent) || isFile(path.join(parent, 'pyvenv.cfg')));
    const versionManager =
      name === 'shims' &&
      !excluded(parent) &&
      isDir(path.join(parent, 'libexec')) &&
      isDir(path.join(parent, 'versions'));
    if (installation || versionManager) showInstallation(parent);
    if (isFile(path.join(dir, 'rustup'))) moved.push(...rustupHome(input, dirs));
    for (const target of linkTargets(dir)) {
      if (!within(dir, target) && !excluded(target)) showProgram(target);
    }
  }

  for (const entry of input.pathDirs) {
    const real = entry && path.isAbsolute(entry) ? realOr(entry) : undefined;
    if (real && isDir(real) && !excluded(real)) showProgramDir(real);
  }
  const shown = [...dirs].filter((d) => ![...dirs].some((o) => o !== d && within(o, d)));
  return {
    dirs: shown,
    masked: [...masked].filter((m) => shown.some((d) => within(d, m))),
    moved: moved.filter((m, i) => moved.findIndex((o) => o.target === m.target) === i),
  };
}

/**
 * rustup's proxies (`cargo`, `rustc` → `rustup`) find the toolchain in RUSTUP_HOME, by default
 * `~/.rustup` of the HOME they run with: the sandbox's. Only `settings.toml` (the default
 * toolchain) and `toolchains/` are shown there; rustup writes its temporary files beside them.
 */
function rustupHome(input: ToolchainInput, dirs: Set<string>): Toolchains['moved'] {
  const home = input.rustupHome ?? (input.hostHome ? path.join(input.hostHome, '.rustup') : undefined);
  if (!home || !isDir(path.join(home, 'toolchains'))) return [];
  const real = realOr(home);
  const parts = ['toolchains', 'settings.toml'].filter((p) => lstatOr(path.join(real, p)));
  if (input.rustupHome) for (const p of parts) dirs.add(path.join(real, p));
  return parts.map((p) => ({
    source: path.join(real, p),
    target: path.join(input.sandboxHome, '.rustup', p),
  }));
}

/** The package directly below the outermost `node_modules` above `file` (`@scope/name` too). */
function npmPackageOf(file: string): string | undefined {
  const parts = file.split('/');
  const at = parts.indexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length - 1) return undefined;
  const scoped = parts[at + 1]!.startsWith('@');
  if (scoped && at + 2 >= parts.length - 1) return undefined;
  return parts.slice(0, at + (scoped ? 3 : 2)).join('/');
}

/** The real paths the symbolic links directly in `dir` lead to. */
function linkTargets(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    if (!e.isSymbolicLink()) return [];
    const real = realOr(path.join(dir, e.name));
    return real === path.join(dir, e.name) ? [] : [real];
  });
}

function entriesOf(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function within(dir: string, p: string): boolean {
  return p === dir || p.startsWith(dir === '/' ? '/' : `${dir}/`);
}

function realOr(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return p;
  }
}

function lstatOr(p: string) {
  try {
    return lstatSync(p);
  } catch {
    return undefined;
  }
}

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
