import { parseRaw } from '../git/changes.ts';
import { locateRepo, openRepo } from '../git/repo.ts';
import type { Redactor } from '../audit/redact.ts';
import {
  fingerprintDenied,
  MAX_FINGERPRINT_BYTES,
  MIN_FINGERPRINT_BYTES,
  type DeniedSource,
} from './denied-content.ts';
import type { StartState } from './start-state.ts';

/**
 * What the repository's history holds of the files the read rules deny: a `.env` committed long
 * ago and removed since is no file of the work tree, so neither the analyzer's look at the
 * directories a `git log -p` prints nor the sandbox's masks know of it, while git prints it.
 */
export type DeniedHistory =
  | {
      /** Workspace-relative paths the read rules deny that some commit holds. */
      paths: readonly string[];
      /** Their contents in those commits (within the fingerprint bounds), to redact and fingerprint. */
      sources: readonly DeniedSource[];
    }
  | { unavailable: string };

/** A history this slow to list is refused rather than waited for. */
const LIST_TIMEOUT_MS = 30_000;
/** Contents read at most: each one is a value source for the redactor. */
const MAX_BLOBS = 200;

/**
 * Lists every path a commit of any ref or reflog adds or changes, below the workspace (`--relative`),
 * and keeps those `denied` decides, with the blob each had. Merges' own changes count (`-m`), and
 * the root commits' (`--root`, whatever `log.showRoot` says). Never throws: a git that fails or
 * takes too long gives `unavailable` with its reason.
 */
export async function deniedInHistory(
  workspace: string,
  denied: (rel: string) => boolean,
): Promise<DeniedHistory> {
  if (!locateRepo(workspace)) return { paths: [], sources: [] };
  try {
    const git = openRepo(workspace, process.env, { timeoutMs: LIST_TIMEOUT_MS });
    const raw = await git.bytes([
      'log',
      '--all',
      '--reflog',
      '--format=',
      '--raw',
      '-z',
      '-m',
      '--root',
      '--no-renames',
      '--no-abbrev',
      '--relative',
    ]);
    const blobs = new Map<string, string>();
    const paths = new Set<string>();
    for (const change of parseRaw(raw)) {
      if (change.status === 'D' || !denied(change.path)) continue;
      paths.add(change.path);
      // Blobs of regular files; a link's blob is its target's name, a gitlink is no blob here.
      if (/^100[67]/.test(change.newMode) && blobs.size < MAX_BLOBS && !blobs.has(change.newSha))
        blobs.set(change.newSha, change.path);
    }
    return { paths: [...paths], sources: await blobContents(git, blobs) };
  } catch (err) {
    return { unavailable: (err as Error).message.split('\n')[0] ?? 'git failed' };
  }
}

/**
 * The blobs' contents within the fingerprint bounds: their sizes first (`--batch-check`), so a
 * huge blob is never read, then the small ones (`--batch`).
 */
async function blobContents(
  git: ReturnType<typeof openRepo>,
  blobs: ReadonlyMap<string, string>,
): Promise<DeniedSource[]> {
  if (blobs.size === 0) return [];
  const ids = (list: Iterable<string>) => Buffer.from([...list].join('\n') + '\n');
  const checked = (await git.bytes(['cat-file', '--batch-check'], ids(blobs.keys()))).toString('latin1');
  const wanted = checked.split('\n').flatMap((line) => {
    const [id = '', type, size] = line.split(' ');
    const bytes = Number(size);
    return type === 'blob' && bytes >= MIN_FINGERPRINT_BYTES && bytes <= MAX_FINGERPRINT_BYTES ? [id] : [];
  });
  if (wanted.length === 0) return [];
  const out = await git.bytes(['cat-file', '--batch'], ids(wanted));
  const sources: DeniedSource[] = [];
  let at = 0;
  while (at < out.length) {
    const eol = out.indexOf(0x0a, at);
    if (eol < 0) break;
    const [id = '', type, size] = out.subarray(at, eol).toString('latin1').split(' ');
    at = eol + 1;
    if (type === undefined || size === undefined) continue; // `<id> missing`
    const bytes = Number(size);
    const rel = blobs.get(id);
    if (type === 'blob' && rel !== undefined)
      sources.push({ rel, content: Buffer.from(out.subarray(at, at + bytes)) });
    at += bytes + 1;
  }
  return sources;
}

/**
 * deniedInHistory once, when first asked (at the first command decided: a run without commands
 * lists nothing), its contents then registered like the work tree's denied files at start: their
 * values with the redactor (a script's `git log -p` prints them masked) and with the start state,
 * and their blob ids (delivery refuses an exact copy, and a file that gains one of the values).
 */
export function lazyDeniedHistory(input: {
  workspace: string;
  denied: (rel: string) => boolean;
  start: StartState;
  redactor: Pick<Redactor, 'addSecret'>;
}): () => Promise<DeniedHistory> {
  let listed: Promise<DeniedHistory> | undefined;
  return () =>
    (listed ??= deniedInHistory(input.workspace, input.denied).then((history) => {
      if ('sources' in history && history.sources.length > 0) {
        const { start } = input;
        const found = fingerprintDenied(history.sources, start.base?.length === 64 ? 'sha256' : 'sha1');
        const prints = new Map(start.deniedContent ?? []);
        for (const [id, rel] of found.prints) if (!prints.has(id)) prints.set(id, rel);
        start.deniedContent = prints;
        for (const value of found.values) input.redactor.addSecret(value);
        start.secrets = [...(start.secrets ?? []), ...found.values];
      }
      return history;
    }));
}
