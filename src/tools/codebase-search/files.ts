import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { definitionsIn } from '../code-definitions/grammars.ts';
import { binaryOffset } from '../fs/binary.ts';
import { readRegularFile } from '../fs/regular-file.ts';
import { walk } from '../fs/walk.ts';
import { languageOf, MAX_FILE_BYTES } from '../list-code-definition-names.ts';
import { chunkLines, MAX_CHUNK_LINES, type LineRange } from './chunk.ts';

/** What a file looked like when it was indexed: a change of either means it is read again. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
}

export interface Chunk extends LineRange {
  /** The chunk's text: embedded, and hashed to key the embedding cache. */
  text: string;
}

/**
 * The files the index may hold: what the walk reaches (git's ignore rules, `.git` and symlinks
 * skipped, so nothing outside the workspace), what the policy lets the model read, and not the
 * directories nightshift writes itself (the out dir, the cache). Sizes over MAX_FILE_BYTES are
 * left out here; binary files are left out when read. At most `maxFiles`, so a hostile tree of
 * millions of files cannot exhaust memory; `complete` says whether the walk reached the end.
 */
export function indexableFiles(
  workspace: string,
  readable: (rel: string) => boolean,
  skipDirs: readonly string[],
  maxFiles: number,
): { files: Map<string, FileStamp>; complete: boolean } {
  const skip = new Set(
    skipDirs
      .map((d) => path.relative(workspace, d).split(path.sep).join('/'))
      .filter((rel) => rel && !rel.startsWith('..') && !path.isAbsolute(rel)),
  );
  const skipped = (rel: string) => [...skip].some((dir) => rel.startsWith(`${dir}/`));
  const files = new Map<string, FileStamp>();
  let complete = true;
  walk(workspace, '.', {
    recursive: true,
    visit: (e) => {
      if (e.kind !== 'file' || !readable(e.rel) || skipped(e.rel)) return;
      if (files.size >= maxFiles) return (complete = false);
      try {
        const stat = statSync(path.join(workspace, e.rel));
        if (stat.size <= MAX_FILE_BYTES) files.set(e.rel, { size: stat.size, mtimeMs: stat.mtimeMs });
      } catch {
        // vanished between listing and stat
      }
    },
  });
  return { files, complete };
}

/**
 * A file's chunks, or undefined for a binary file. Files that fit in one chunk are not parsed:
 * whatever their definitions, they would make that one chunk.
 */
export async function readChunks(workspace: string, rel: string): Promise<Chunk[] | undefined> {
  const buf = readInside(workspace, rel);
  if (!buf || binaryOffset(buf) !== -1) return undefined;
  const text = buf.toString('utf8');
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const spec = lines.length > MAX_CHUNK_LINES ? languageOf(rel) : undefined;
  const definitions = spec ? await definitionsIn(text, spec, rel) : [];
  return chunkLines(lines, definitions).map((r) => ({
    ...r,
    text: lines.slice(r.start - 1, r.end).join('\n'),
  }));
}

/**
 * A file's bytes, read only if it is still a regular file of at most MAX_FILE_BYTES at that path:
 * between the walk and the read, a command may have swapped it for a symlink, a FIFO (not waited
 * on), a larger file, or replaced a directory above it by a link (see readRegularFile's `decided`).
 * Undefined when refused.
 */
export function readInside(workspace: string, rel: string): Buffer | undefined {
  try {
    const file = readRegularFile(path.join(workspace, rel), MAX_FILE_BYTES, { decided: true });
    return 'bytes' in file ? file.bytes : undefined;
  } catch {
    return undefined;
  }
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
