import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync } from 'node:fs';
import path from 'node:path';
import { MIN_SECRET_LENGTH } from '../audit/redact.ts';
import { splitNul } from '../git/path-bytes.ts';
import { openRepo } from '../git/repo.ts';
import { looksLikeSecretName } from '../policy/secret-names.ts';
import { deniedUnderAnyName, type ReadDenied, type WorkspaceLink } from '../policy/workspace-links.ts';
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
  /** The workspace's links to other places in it: a file is denied under any of its names. */
  links?: readonly WorkspaceLink[];
}

/** One denied file's content, by the workspace path it had. */
export interface DeniedSource {
  rel: string;
  content: Buffer;
}

/**
 * The git blob ids of what the read rules keep from the model, as the run found it, and the
 * values the redactor masks. The final diff refuses a delivered file with one of these ids,
 * however it came to be (a script copying `.env` without a sandbox, `git show HEAD:.env > x`
 * reading the object store, which the sandbox does not mask). An exact copy only: a file that
 * holds the secret among other text is the sandbox's and the analyzer's to prevent. Content under
 * MIN_FINGERPRINT_BYTES is left out. `objectFormat`: the repository's hash (sha1, or sha256 where
 * git was told so). Pure.
 */
export function fingerprintDenied(
  sources: Iterable<DeniedSource>,
  objectFormat: ObjectFormat,
): DeniedContent {
  const prints = new Map<string, string>();
  const values = new Set<string>();
  for (const { rel, content } of sources) {
    if (content.length < MIN_FINGERPRINT_BYTES) continue;
    const id = blobId(content, objectFormat);
    if (!prints.has(id)) prints.set(id, rel);
    if (content.length <= MAX_VALUES_FILE_BYTES && values.size < MAX_SECRET_VALUES)
      for (const value of secretValues(content)) values.add(value);
  }
  return { prints, values: [...values].slice(0, MAX_SECRET_VALUES) };
}

export interface DeniedContent {
  /** Blob id → the workspace path whose content it is. */
  prints: Map<string, string>;
  /** What the redactor masks wherever it shows (secretValues of each file). */
  values: string[];
}

/** The id git gives `content` as a blob, with no attribute's conversion. */
function blobId(content: Buffer, objectFormat: ObjectFormat): string {
  return createHash(objectFormat).update(`blob ${content.length}\0`).update(content).digest('hex');
}

export type ObjectFormat = 'sha1' | 'sha256';

/**
 * The blob id of the bytes a regular file holds, as they are: what a copy of a denied file is
 * compared by besides its staged blob. git stages a file through the attributes `.gitattributes`
 * names (`working-tree-encoding`, `text`/`eol`, `ident`, a filter): a run that writes one can
 * give an exact copy a blob id other than the original's, while the working tree, and every
 * checkout of the commit (which converts back), holds the secret byte for byte. Undefined for
 * anything but a regular file within the fingerprint bounds (opened without following a link).
 */
export function workingTreeBlobId(file: string | Buffer, objectFormat: ObjectFormat): string | undefined {
  const content = readSmallFile(file);
  return content && blobId(content, objectFormat);
}

/** Files larger than this give the redactor no values (a dump is not a list of secrets). */
export const MAX_VALUES_FILE_BYTES = 64 * 1024;
/**
 * At most this many values from all the files, the shallowest files' first (a `.env` before test
 * keys deep in `node_modules`): the redactor compiles a few forms of each (~50 ms for 200 on a
 * busy 2-core host), though a scan costs the same whatever their number.
 */
export const MAX_SECRET_VALUES = 200;
/** Lines at least this long are masked whole: a key's body, a credentials line. */
const MIN_LINE = 12;
/** `KEY=VALUE`, `export KEY="VALUE"`, `key: value`, `key = value` (dotenv, INI, YAML, .npmrc). */
const ASSIGNMENT = /^(?:export\s+)?([\w.\-/:@]+?)\s*[=:]\s*(.*)$/;

/**
 * What of a denied file's text the redactor masks in everything the model and the log see, for
 * the ways its content can still be printed (`git show HEAD:.env` in a test: the object store is
 * not masked; a script without a sandbox): each line of 12 characters or more, whole (a key's
 * body, `API_TOKEN=...`), and the value of each assignment whose name looks like a secret's or
 * which looks like a key itself (16 characters or more, letters and digits). Short or plain
 * values (`HOST=localhost`) are left, or every `localhost` in the run's output would be masked.
 * Binary files give none. Pure.
 */
export function secretValues(content: Buffer): string[] {
  if (content.includes(0)) return [];
  const out: string[] = [];
  for (const raw of content.toString('utf8').split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';') || /^-----(BEGIN|END) /.test(line))
      continue;
    if (line.length >= MIN_LINE) out.push(line);
    const assignment = ASSIGNMENT.exec(line);
    if (!assignment) continue;
    const value = unquote(assignment[2] ?? '');
    const keyLike = value.length >= 16 && /\p{L}/u.test(value) && /\d/.test(value);
    if (value.length >= MIN_SECRET_LENGTH && (looksLikeSecretName(assignment[1] ?? '') || keyLike))
      out.push(value);
  }
  return out;
}

function unquote(value: string): string {
  const v = value.replace(/\s+#.*$/, '').trim();
  const quoted = /^(["'`])(.*)\1$/.exec(v);
  return quoted ? (quoted[2] ?? '') : v;
}

/**
 * A regular file's content when its size is within the bounds (up to `max`); opened without
 * following a link.
 */
export function readSmallFile(file: string | Buffer, max = MAX_FINGERPRINT_BYTES): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size < MIN_FINGERPRINT_BYTES || st.size > max) return undefined;
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
  readDenied: ReadDenied;
}): Promise<DeniedContent & { links: readonly WorkspaceLink[] }> {
  const { workspace, start } = input;
  const denied: DeniedFiles = input.masked ?? walkWorkspace(workspace, input.readDenied);
  const links = denied.links ?? [];
  const readDenied = deniedUnderAnyName(input.readDenied, links);
  const depth = (file: string) => file.split(path.sep).length;
  const files = [...denied.files, ...(denied.dirs ?? []).flatMap((d) => filesBelow(d))].sort(
    (a, b) => depth(a) - depth(b),
  );
  const sources = files.flatMap((file): DeniedSource[] => {
    const content = readSmallFile(file);
    return content ? [{ rel: path.relative(workspace, file).split(path.sep).join('/'), content }] : [];
  });
  const dirty = [...start.dirty.values()].filter((c) => c.status !== 'A' && readDenied(c.path));
  if (start.base !== null && dirty.length > 0)
    sources.push(
      ...(await committedContent(
        workspace,
        start.base,
        dirty.map((c) => c.path),
      )),
    );
  return { ...fingerprintDenied(sources, start.base?.length === 64 ? 'sha256' : 'sha1'), links };
}

/** The content `base` has at these workspace paths (regular files within the size bound). */
async function committedContent(workspace: string, base: string, paths: string[]): Promise<DeniedSource[]> {
  const git = openRepo(workspace);
  const listing = await git.bytes(['ls-tree', '-z', '-l', base, '--', ...paths.map((p) => `:(literal)${p}`)]);
  const blobs = splitNul(listing).flatMap((record) => {
    const tab = record.indexOf(0x09);
    const [mode, type, id, size] = record.subarray(0, tab).toString('latin1').split(/ +/);
    const bytes = Number(size);
    const regular = type === 'blob' && mode !== '120000' && id !== undefined;
    return regular && bytes >= MIN_FINGERPRINT_BYTES && bytes <= MAX_FINGERPRINT_BYTES
      ? [{ id, rel: record.subarray(tab + 1).toString('utf8') }]
      : [];
  });
  const sources: DeniedSource[] = [];
  for (const blob of blobs)
    sources.push({ rel: blob.rel, content: await git.bytes(['cat-file', 'blob', blob.id]) });
  return sources;
}
