import path from 'node:path';
import { readRegularFile } from './regular-file.ts';

/**
 * Rewrites one line of the .gitignore in `dir` (workspace-relative, "" for the root) so it means
 * the same thing when read from the workspace root. Lets rules of ancestor directories be handed
 * to ripgrep as one ignore file and to the JS walker as one matcher.
 */
export function rebasePattern(raw: string, dir: string): string | undefined {
  // trailing spaces are ignored unless escaped with a backslash
  const line = raw.replace(/(?<!\\) +$/, '');
  if (line === '' || line.startsWith('#')) return undefined;
  if (dir === '') return line;
  const negated = line.startsWith('!');
  const body = negated ? line.slice(1) : line;
  // a slash anywhere but at the end anchors the pattern to its directory (gitignore(5))
  const anchored = body.replace(/\/+$/, '').includes('/');
  const rebased = anchored ? `${dir}/${body.replace(/^\//, '')}` : `${dir}/**/${body}`;
  return negated ? `!${rebased}` : rebased;
}

/**
 * Rules that apply to `startRel` from above it, relative to the workspace root: the repository's
 * .git/info/exclude (where run artifacts are listed) and the .gitignore of every ancestor inside
 * the workspace. Nothing above the workspace counts, so results never depend on the machine.
 */
export function ancestorRules(workspace: string, startRel: string): string[] {
  const rules = readRules(path.join(workspace, '.git', 'info', 'exclude'), '');
  const parts = startRel === '.' ? [] : startRel.split('/');
  for (let depth = 0; depth < parts.length; depth++) {
    const dir = parts.slice(0, depth).join('/');
    rules.push(...readRules(path.join(workspace, dir, '.gitignore'), dir));
  }
  return rules;
}

/** The rules of one ignore file; none when it is missing or not a regular file (a FIFO is not waited on). */
export function readRules(file: string, dir: string): string[] {
  let text: string;
  try {
    const read = readRegularFile(file);
    if (!('bytes' in read)) return [];
    text = read.bytes.toString('utf8');
  } catch {
    return [];
  }
  const rules: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const rule = rebasePattern(line, dir);
    if (rule !== undefined) rules.push(rule);
  }
  return rules;
}
