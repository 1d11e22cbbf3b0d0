import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync } from 'node:fs';
import path from 'node:path';
import { splitNul } from '../git/path-bytes.ts';
import { openRepo } from '../git/repo.ts';
import { walkWorkspace } from '../sandbox/unreadable.ts';
import type { StartState } from './start-state.ts';

/**
 * Content smaller than this is not fingerprinted: an empty `.env`, or one holding `X=1`, has the
 * blob id of countless ordinary files, and holds nothing worth hiding.
 */
export const MIN_FINGERPRINT_BYTES = 8;
/** Larger files are not fingerprinted (a database dump the read rules deny): reading them costs. */
export const MAX_FINGERPRINT_BYTES = 1024 * 1024;

export interface DeniedFiles {
  /** Absolute paths of regular files the read rules deny. */
  files: readonly string[];
  /** Absolute directories holding only such files (masked whole by the sandbox). */
  dirs?: readonly string[];
}

/**
 * The git blob ids of what the read rules keep from the model, as the run found it: each denied
 * file's content, by the workspace path it had. The final diff refuses a delivered file with one
 * of these ids, however it came to be (a script copying `.env` without a sandbox, `git show
 * HEAD:.env > x` reading the object store, which the sandbox does not mask). An exact copy only: a
 * file that holds the secret among other text is the sandbox's and the analyzer's to prevent.
 * `objectFormat`: the repository's hash (sha1, or sha256 where git was told so). `committed`: blob
 * ids of denied paths in the base commit whose working-tree content differed at the start.
 */
export function fingerprintDenied(
  workspace: string,
  denied: DeniedFiles,
  objectFormat: 'sha1' | 'sha256',
  committed: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const prints = new Map(committed);
  const files = [...denied.files, ...(denied.dirs ?? []).flatMap((d) => filesBelow(d))];
  for (const file of files) {
    const content = readSmallFile(file);
    if (!content) continue;
    const id = createHash(objectFormat).update(`blob ${content.length}\0`).update(content).digest('hex');
    if (!prints.has(id)) prints.set(id, path.relative(workspace, file).split(path.sep).join('/'));
  }
  return prints;
}

/** A regular file's content when its size is within the bounds; opened without following a link. */
function readSmallFile(file: string): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size < MIN_FINGERPRINT_BYTES || st.size > MAX_FINGERPRINT_BYTES) return undefined;
    const buffer = Buffer.alloc(st.size);
    let read = 0;
    while (read < buffer.length) {
      const n = readSync(fd, buffer, read, buffer.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** The regular files below a directory, at any depth, without following links. */
function filesBelow(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/**
 * fingerprintDenied for a run at its start: the files the sandbox's walk found to mask (with
 * bubblewrap), else a walk of its own (`none`); and the committed content of denied paths that
 * were dirty at the start (the working tree's differs, but `git show` prints the committed one).
 */
export async function deniedContentAtStart(input: {
  workspace: string;
  start: Pick<StartState, 'base' | 'dirty'>;
  masked: DeniedFiles | undefined;
  readDenied: (rel: string) => boolean;
}): Promise<Map<string, string>> {
  const { workspace, start, readDenied } = input;
  if (start.base === null) return new Map();
  const denied = input.masked ?? { files: walkWorkspace(workspace, readDenied).files };
  const dirty = [...start.dirty.values()].filter((c) => c.status !== 'A' && readDenied(c.path));
  const committed = new Map<string, string>();
  if (dirty.length > 0) {
    const listing = await openRepo(workspace).bytes([
      'ls-tree',
      '-z',
      start.base,
      '--',
      ...dirty.map((c) => `:(literal)${c.path}`),
    ]);
    for (const record of splitNul(listing)) {
      const [info, name] = [
        record.subarray(0, record.indexOf(0x09)),
        record.subarray(record.indexOf(0x09) + 1),
      ];
      const [mode, type, id] = info.toString('latin1').split(' ');
      if (type === 'blob' && mode !== '120000' && id) committed.set(id, name.toString('utf8'));
    }
  }
  return fingerprintDenied(workspace, denied, start.base.length === 64 ? 'sha256' : 'sha1', committed);
}
