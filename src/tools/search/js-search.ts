import { closeSync, constants, fstatSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import { MAX_SCAN_BYTES, scanOpenLines, trimPartialUtf8 } from '../fs/lines.ts';
import { openAt } from '../fs/opened-at.ts';
import { walk } from '../fs/walk.ts';
import { byPath, filePatternMatcher } from './file-pattern.ts';
import { modelRegExp } from './model-regexp.ts';
import { RG_MAX_COLUMNS } from './ripgrep.ts';
import {
  CONTEXT_LINES,
  type FileHits,
  type SearchLine,
  type SearchOutcome,
  type SearchQuery,
} from './types.ts';

/**
 * Bytes of a line the JS engine matches: a longer line is matched on its start only. Files are
 * streamed line by line, never read whole: a 1 GB file (or a sparse 100 GB one) would otherwise be
 * one buffer, then one string over V8's limit, and ten million matches of one file one array each.
 */
export const JS_MAX_LINE_BYTES = 1024 * 1024;

/**
 * The pure-JS engine, used when ripgrep is unavailable. Same walk rules, same binary rule (a file
 * with a NUL byte is skipped) and same output shape as the ripgrep engine, long lines kept as
 * ripgrep previews them (RG_MAX_COLUMNS characters).
 */
export function searchWithJs(q: SearchQuery): SearchOutcome {
  const re = modelRegExp(q.regex);
  const matchesPattern = filePatternMatcher(q.filePattern);
  const files: FileHits[] = [];
  let matches = 0;
  let complete = true;
  let limited = false;
  const wanted = (rel: string) => !q.signal.aborted && (!matchesPattern || matchesPattern(rel));
  const searchFile = (rel: string, fd: number | undefined) => {
    if (fd === undefined) return;
    let hits;
    try {
      hits = searchLines(fd, re, q.ceiling - matches, q.signal);
    } finally {
      closeSync(fd);
    }
    if (!hits) return;
    // A file read only to MAX_SCAN_BYTES may hold more matches: the count is a lower bound.
    if (hits.limited) limited = true;
    if (hits.matches === 0) return;
    files.push({ path: rel, lines: hits.lines });
    matches += hits.matches;
    if (matches >= q.ceiling) complete = false;
  };
  const abs = path.join(q.workspace, q.rel);
  if (statSync(abs).isFile()) {
    if (wanted(q.rel)) searchFile(q.rel, openDecidedFile(abs));
  } else
    walk(q.workspace, q.rel, {
      recursive: true,
      visit: (e, at) => {
        if (e.kind === 'file' && wanted(e.rel)) searchFile(e.rel, openListedFile(at));
        return complete && !q.signal.aborted;
      },
    });
  return { files: files.sort(byPath), matches, complete: complete && !limited };
}

/** The searched file itself, open, if it is still the one the decision was about (openAt) and regular. */
function openDecidedFile(abs: string): number | undefined {
  let fd: number;
  try {
    fd = openAt(abs, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  return regularOrClose(fd);
}

/**
 * A file the walk listed, opened through its directory's descriptor (`at`) without following a
 * link, or undefined when it is no longer a regular file there (swapped meanwhile).
 */
function openListedFile(at: string): number | undefined {
  let fd: number;
  try {
    fd = openSync(at, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  return regularOrClose(fd);
}

function regularOrClose(fd: number): number | undefined {
  try {
    if (fstatSync(fd).isFile()) return fd;
  } catch {
    // fall through: not searchable
  }
  closeSync(fd);
  return undefined;
}

/**
 * Matching lines of an open file with CONTEXT_LINES of context, streamed, at most `budget`
 * matches (the search's ceiling: more are never shown) in its first MAX_SCAN_BYTES (`limited`
 * when it is longer), or undefined when the file is binary (a NUL byte in a line, as far as the
 * line is read).
 */
function searchLines(
  fd: number,
  re: RegExp,
  budget: number,
  signal: AbortSignal,
): { lines: FileHits['lines']; matches: number; limited: boolean } | undefined {
  const lines: SearchLine[] = [];
  const before: SearchLine[] = [];
  let after = 0;
  let matches = 0;
  let binary = false;
  const scan = scanOpenLines(
    fd,
    (bytes, n, whole) => {
      if (bytes.includes(0)) {
        binary = true;
        return false;
      }
      const line = searchLine(bytes, n, whole);
      const match = re.test(line.text);
      if (match) {
        lines.push(...before.splice(0), { ...line, match: true });
        after = CONTEXT_LINES;
        return ++matches < budget && !signal.aborted;
      }
      if (after > 0) {
        after--;
        lines.push(line);
      } else {
        before.push(line);
        if (before.length > CONTEXT_LINES) before.shift();
      }
      return !signal.aborted;
    },
    { maxLineBytes: JS_MAX_LINE_BYTES, maxScanBytes: MAX_SCAN_BYTES },
  );
  if (binary) return undefined;
  return { lines, matches, limited: 'limited' in scan && scan.limited === true };
}

/** A line as both engines keep it: `\r` dropped, text past RG_MAX_COLUMNS characters left out. */
function searchLine(bytes: Buffer, n: number, whole: number): SearchLine {
  const end = whole === bytes.length && bytes.at(-1) === 0x0d ? bytes.length - 1 : bytes.length;
  const text = (whole > bytes.length ? trimPartialUtf8(bytes) : bytes.subarray(0, end)).toString('utf8');
  if (text.length <= RG_MAX_COLUMNS && whole === bytes.length) return { n, text, match: false };
  return { n, text: text.slice(0, RG_MAX_COLUMNS), match: false, long: true };
}
