import path from 'node:path';
import { readRegularFile } from './regular-file.ts';

/**
 * An ignore file larger than this is not read (as git ignores pattern files over its own limit):
 * a committed 1 GB .gitignore would be one buffer, then one string, in nightshift's process.
 */
export const MAX_IGNORE_FILE_BYTES = 1024 * 1024;
/**
 * Rules that hold in one directory of a walk, at most: each entry is tested against every rule
 * in turn, synchronously, so 200,000 rules (a 3 MB .gitignore) over 2,000 files stopped the run
 * for minutes, and 5,000 over 20,000 files for 30 s (this bound: about 5 s). Rules past it (the
 * deepest files' last ones) are left out: the walk then lists files git would ignore, which the
 * policy's read rules still decide. Real ignore files hold tens or hundreds.
 */
export const MAX_IGNORE_RULES = 1000;

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
  return rules.slice(0, MAX_IGNORE_RULES);
}

/**
 * The rules of one ignore file (at most MAX_IGNORE_RULES); none when it is missing, not a regular
 * file (a FIFO is not waited on) or over MAX_IGNORE_FILE_BYTES.
 */
export function readRules(file: string, dir: string): string[] {
  let text: string;
  try {
    const read = readRegularFile(file, MAX_IGNORE_FILE_BYTES);
    if (!('bytes' in read)) return [];
    text = read.bytes.toString('utf8');
  } catch {
    return [];
  }
  const rules: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const rule = rebasePattern(line, dir);
    if (rule !== undefined) rules.push(rule);
    if (rules.length >= MAX_IGNORE_RULES) break;
  }
  return rules;
}
