import path from 'node:path';
import picomatch from 'picomatch';

/**
 * file_pattern semantics shared by both engines: a glob without "/" matches file names anywhere
 * (`*.ts`); a glob with "/" matches the workspace-relative path (`src/**\/*.ts`).
 */
export function filePatternMatcher(pattern: string | undefined): ((rel: string) => boolean) | undefined {
  if (pattern === undefined || pattern === '') return undefined;
  const isMatch = picomatch(pattern, { dot: true });
  return pattern.includes('/') ? isMatch : (rel) => isMatch(path.posix.basename(rel));
}

export function byPath(a: { path: string }, b: { path: string }): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
