import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Finds a file shipped with nightshift. From source the module sits in src/policy[/shell]; in the
 * bundle it sits in dist/ or dist/chunks/, with the build's copies of wasm files and policies/
 * beside it; an installed package can also fall back to node_modules.
 */
export function locateAsset(relative: string, packageSpecifier?: string): string | undefined {
  for (const up of ['.', '..', '../..']) {
    const candidate = path.resolve(here, up, relative);
    if (existsSync(candidate)) return candidate;
  }
  if (packageSpecifier) {
    try {
      return createRequire(import.meta.url).resolve(packageSpecifier);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** locateAsset for a file nightshift cannot work without: a clear error when it is missing. */
export function requireAsset(relative: string, packageSpecifier?: string): string {
  const found = locateAsset(relative, packageSpecifier);
  if (!found) throw new Error(`cannot find ${relative} (looked beside the program and in node_modules)`);
  return found;
}
