import path from 'node:path';
import { globRegExp } from './glob-regexp.ts';

/**
 * file_pattern semantics shared by both engines: a glob without "/" matches file names anywhere
 * (`*.ts`); a glob with "/" matches the workspace-relative path (`src/**\/*.ts`).
 */
export function filePatternMatcher(pattern: string | undefined): ((rel: string) => boolean) | undefined {
  if (pattern === undefined || pattern === '') return undefined;
  // Bounded in time: the model writes the glob and can create the names it is matched against.
  const re = globRegExp(pattern);
  return pattern.includes('/') ? (rel) => re.test(rel) : (rel) => re.test(path.posix.basename(rel));
}

export function byPath(a: { path: string }, b: { path: string }): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
