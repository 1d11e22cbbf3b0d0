import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The directories of code nightshift itself runs, with the keys in memory, after a command may
 * have run: its own package (dist/, whose chunks load lazily, and what it reads at run time) and
 * the ripgrep package it imports and whose binary it starts outside the sandbox (the JS module and
 * the platform package holding `rg`). Installed in the workspace (a devDependency), a command
 * could rewrite them; the sandbox shows them read-only. The package's code directory (dist/, or
 * src/ from a checkout) is listed too, for a workspace that is nightshift's own checkout. Empty
 * when nightshift lies outside `workspace` (a real path). `from` is where this module's code lies
 * (src/sandbox, or dist/ and dist/chunks in the bundle).
 */
export function ownInstallDirs(workspace: string, from: string = here): string[] {
  const root = packageRoot(from);
  // Outside the workspace, so is what node resolves from it (node_modules above the package).
  if (!root || !(root === workspace || root.startsWith(`${workspace}${path.sep}`))) return [];
  const require = createRequire(path.join(from, 'x.js'));
  const dirs = [root, path.join(root, path.relative(root, from).split(path.sep)[0]!)];
  try {
    const index = require.resolve('@vscode/ripgrep');
    dirs.push(packageDirOf(index, '@vscode/ripgrep'));
    const platform = `@vscode/ripgrep-${process.platform}-${process.arch}`;
    const rg = createRequire(index).resolve(
      `${platform}/bin/rg${process.platform === 'win32' ? '.exe' : ''}`,
    );
    dirs.push(packageDirOf(rg, platform));
  } catch {
    // no ripgrep package: search uses an rg on PATH or the JS engine
  }
  return dirs;
}

/** The nearest directory above `from` whose package.json names nightshift. */
function packageRoot(from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'nightshift')
          return dir;
      } catch {
        // not a manifest nightshift can read: keep looking
      }
    }
    if (dir === path.dirname(dir)) return undefined;
  }
}

/** `…/node_modules/@vscode/ripgrep` for a file resolved inside that package. */
function packageDirOf(file: string, name: string): string {
  const marker = `${path.sep}node_modules${path.sep}${name}${path.sep}`;
  const at = file.lastIndexOf(marker);
  return at < 0 ? path.dirname(file) : file.slice(0, at + marker.length - 1);
}
