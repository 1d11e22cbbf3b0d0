import { accessSync, constants, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { trustedPath } from '../../sandbox/trusted-path.ts';
import { ancestorRules } from '../fs/ignore-rules.ts';
import { byPath, filePatternMatcher } from './file-pattern.ts';
import { launchDirectly, type RipgrepLauncher, type RipgrepProcess } from './launch.ts';
import { stderrForModel } from './rg-stderr.ts';
import { CONTEXT_LINES, type FileHits, type SearchOutcome, type SearchQuery } from './types.ts';

/**
 * The bundled ripgrep binary, else an `rg` on PATH outside the workspace (the container installs
 * Debian's; see trustedPath), else undefined: the JS engine then searches.
 */
export async function findRipgrep(
  workspace: string,
  pathEnv = process.env.PATH ?? '',
): Promise<string | undefined> {
  try {
    return (await import('@vscode/ripgrep')).rgPath;
  } catch {
    return findOnPath('rg', trustedPath(pathEnv, [workspace]));
  }
}

export function findOnPath(name: string, pathEnv: string): string | undefined {
  for (const dir of pathEnv.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

export class RipgrepError extends Error {
  override name = 'RipgrepError';
}

type RgText = { text: string } | { bytes: string };
interface RgMessage {
  type: string;
  data: { path?: RgText; lines?: RgText; line_number?: number };
}

const decode = (t: RgText | undefined) =>
  t === undefined ? '' : 'text' in t ? t.text : Buffer.from(t.bytes, 'base64').toString('utf8');

/**
 * Arguments that give ripgrep exactly the JS walker's rules: only the workspace's own ignore files
 * (ancestors inside the workspace come in via --ignore-file, rebased to the root), hidden files
 * included, `.git` and symlinks skipped. A file_pattern without "/" becomes a file type rather
 * than a --glob, because ripgrep lets --glob re-include gitignored files.
 */
export function ripgrepArgs(q: SearchQuery, ignoreFile: string | undefined): string[] {
  const args = ['--json', '-C', String(CONTEXT_LINES), '--hidden', '--no-require-git', '--no-ignore-parent'];
  args.push('--no-ignore-global', '--no-ignore-dot', '--no-ignore-exclude', '--no-config', '--crlf');
  args.push('--engine', 'auto', '--glob', '!.git');
  if (ignoreFile) args.push('--ignore-file', ignoreFile);
  if (q.filePattern && !q.filePattern.includes('/'))
    args.push('--type-add', `nightshift:${q.filePattern}`, '-t', 'nightshift');
  args.push('-e', q.regex, '--', q.rel);
  return args;
}

/**
 * Searches with ripgrep, started by `launch` (directly by default). The ignore rules of the
 * search root's ancestors go in a file of a private directory, which the launcher shows to it.
 */
export async function searchWithRipgrep(
  rgPath: string,
  q: SearchQuery,
  launch: RipgrepLauncher = launchDirectly,
): Promise<SearchOutcome> {
  const rules = ancestorRules(q.workspace, q.rel);
  const ignoreDir = rules.length ? mkdtempSync(path.join(tmpdir(), 'nightshift-rg-')) : undefined;
  const ignoreFile = ignoreDir && path.join(ignoreDir, 'ignore');
  if (ignoreFile) writeFileSync(ignoreFile, rules.join('\n') + '\n');
  try {
    const readOnly = [realpathSync(path.dirname(rgPath)), ...(ignoreDir ? [ignoreDir] : [])];
    return await collect(launch([rgPath, ...ripgrepArgs(q, ignoreFile)], q.workspace, readOnly), q);
  } finally {
    if (ignoreDir) rmSync(ignoreDir, { recursive: true, force: true });
  }
}

async function collect(rg: RipgrepProcess, q: SearchQuery): Promise<SearchOutcome> {
  const { child } = rg;
  const keep = q.filePattern?.includes('/') ? filePatternMatcher(q.filePattern) : undefined;
  const byFile = new Map<string, FileHits>();
  let matches = 0;
  let complete = true;
  const onAbort = () => rg.stop();
  q.signal.addEventListener('abort', onAbort, { once: true });
  if (q.signal.aborted) onAbort();
  const onLine = (json: string) => {
    const msg = JSON.parse(json) as RgMessage;
    if (msg.type !== 'match' && msg.type !== 'context') return;
    const file = decode(msg.data.path).replace(/^\.\//, '');
    if (keep && !keep(file)) return;
    let hits = byFile.get(file);
    if (!hits) byFile.set(file, (hits = { path: file, lines: [] }));
    const text = decode(msg.data.lines).replace(/\r?\n$/, '');
    hits.lines.push({ n: msg.data.line_number ?? 0, text, match: msg.type === 'match' });
    if (msg.type === 'match' && ++matches >= q.ceiling && complete) {
      complete = false;
      rg.stop();
    }
  };
  let pending = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (chunk: string) => {
    const parts = (pending + chunk).split('\n');
    pending = parts.pop() ?? '';
    if (complete) for (const part of parts) if (part) onLine(part);
  });
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => (stderr += chunk));
  const ended = await new Promise<number | null | Error>((resolve) => {
    child.once('error', resolve);
    child.once('close', resolve);
  });
  q.signal.removeEventListener('abort', onAbort);
  const failure = await rg.settle();
  if (q.signal.aborted) throw q.signal.reason;
  if (ended instanceof Error) throw ended;
  if (failure) throw new RipgrepError([failure, stderrForModel(stderr)].filter(Boolean).join(': '));
  // exit 1 = no match; 2 = an error, fatal only when nothing could be searched (a bad regex)
  if (ended === 2 && byFile.size === 0) throw new RipgrepError(stderrForModel(stderr) || 'ripgrep failed');
  return { files: [...byFile.values()].sort(byPath), matches, complete };
}
