import { closeSync, constants, fstatSync, openSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ToolInputError } from '../fs/confine.ts';
import { readRegularFile } from '../fs/regular-file.ts';
import { walk } from '../fs/walk.ts';
import { byPath, filePatternMatcher } from './file-pattern.ts';
import { modelRegExp } from './model-regexp.ts';
import { CONTEXT_LINES, type FileHits, type SearchOutcome, type SearchQuery } from './types.ts';

/**
 * The pure-JS engine, used when ripgrep is unavailable. Same walk rules, same binary rule (a file
 * with a NUL byte is skipped) and same output shape as the ripgrep engine.
 */
export function searchWithJs(q: SearchQuery): SearchOutcome {
  const re = modelRegExp(q.regex);
  const matchesPattern = filePatternMatcher(q.filePattern);
  const files: FileHits[] = [];
  let matches = 0;
  let complete = true;
  const wanted = (rel: string) => !q.signal.aborted && (!matchesPattern || matchesPattern(rel));
  const searchFile = (rel: string, bytes: Buffer | undefined) => {
    const hits = bytes && searchText(bytes, re);
    if (!hits) return;
    files.push({ path: rel, lines: hits.lines });
    matches += hits.matches;
    if (matches >= q.ceiling) complete = false;
  };
  const abs = path.join(q.workspace, q.rel);
  if (statSync(abs).isFile()) {
    if (wanted(q.rel)) searchFile(q.rel, readDecidedFile(abs));
  } else
    walk(q.workspace, q.rel, {
      recursive: true,
      visit: (e, at) => {
        if (e.kind === 'file' && wanted(e.rel)) searchFile(e.rel, readListedFile(at));
        return complete && !q.signal.aborted;
      },
    });
  return { files: files.sort(byPath), matches, complete };
}

/** The bytes of the searched file itself, if it is still the one the decision was about (openAt). */
function readDecidedFile(abs: string): Buffer | undefined {
  try {
    const file = readRegularFile(abs, Number.POSITIVE_INFINITY, { decided: true });
    return 'bytes' in file ? file.bytes : undefined;
  } catch (err) {
    if (err instanceof ToolInputError) return undefined;
    throw err;
  }
}

/**
 * The bytes of a file the walk listed, opened through its directory's descriptor (`at`) without
 * following a link, or undefined when it is no longer a regular file there (swapped meanwhile).
 */
function readListedFile(at: string): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(at, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd) : undefined;
  } finally {
    closeSync(fd);
  }
}

/** Matching lines with their context, or undefined when nothing matched or the file is binary. */
export function searchText(
  buf: Buffer,
  re: RegExp,
): { lines: FileHits['lines']; matches: number } | undefined {
  if (buf.includes(0)) return undefined;
  const text = buf.toString('utf8');
  const all = text.split('\n');
  if (all.at(-1) === '') all.pop();
  const lineAt = (i: number) => {
    const l = all[i]!;
    return l.endsWith('\r') ? l.slice(0, -1) : l;
  };
  const hitIndexes: number[] = [];
  for (let i = 0; i < all.length; i++) if (re.test(lineAt(i))) hitIndexes.push(i);
  if (!hitIndexes.length) return undefined;
  const hitSet = new Set(hitIndexes);
  const shown = new Set<number>();
  for (const i of hitIndexes)
    for (let j = Math.max(0, i - CONTEXT_LINES); j <= Math.min(all.length - 1, i + CONTEXT_LINES); j++)
      shown.add(j);
  const lines = [...shown]
    .sort((a, b) => a - b)
    .map((i) => ({ n: i + 1, text: lineAt(i), match: hitSet.has(i) }));
  return { lines, matches: hitIndexes.length };
}
