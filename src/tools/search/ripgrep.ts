import { accessSync, constants, existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * Most memory ripgrep may take for its data (RLIMIT_DATA). It reads each ignore file whole, through
 * a symlink too: a `.gitignore -> /dev/zero` a command made, or a multi-gigabyte one, grew it until
 * the machine ran out of memory, outside the sandbox, where the kernel's OOM killer may pick the
 * runner or nightshift itself. A search needs tens of megabytes; a matching line of 600 MB takes
 * ripgrep ~1.3 GB resident and over 2 GiB of data while its buffer grows, so lines of about 1.5 GB
 * still fit.
 */
export const RG_MAX_DATA_BYTES = 4 * 1024 * 1024 * 1024;
/** util-linux's, in Debian's and Ubuntu's base system (and the container's): sets the bound, then execs. */
const PRLIMIT = '/usr/bin/prlimit';
let hasPrlimit: boolean | undefined;

/** `argv` started with ripgrep's data bounded, where prlimit is; as it is elsewhere. */
export function boundedArgv(argv: string[]): string[] {
  hasPrlimit ??= existsSync(PRLIMIT);
  return hasPrlimit ? [PRLIMIT, `--data=${RG_MAX_DATA_BYTES}`, '--', ...argv] : argv;
}

/** ripgrep's stderr kept at most: one line per unreadable file adds up in a large tree. */
const MAX_STDERR_CHARS = 64 * 1024;

export class RipgrepError extends Error {
  override name = 'RipgrepError';
}

/**
 * Longest line text ripgrep prints (`--max-columns`, with a preview of that length): the model sees
 * 500 characters of a line, and a secret is masked before the cut (see formatSearch), so the preview
 * leaves a margin as read_file's lineBudget does. ripgrep's `--json` printer ignores the limit and
 * prints every submatch as well: one 100 MB matching line was gigabytes of JSON, which nightshift
 * joined into one string chunk by chunk (quadratic, then over V8's string limit).
 */
export const RG_MAX_COLUMNS = 64 * 1024;
/** What ripgrep appends to a previewed long line. */
const LONG_LINE_SUFFIX = ' [... omitted end of long line]';
/** A record (path, line number, previewed text) longer than this means ripgrep's output is not what was asked for. */
const MAX_RECORD_BYTES = 16 * 1024 * 1024;

/**
 * Arguments that give ripgrep exactly the JS walker's rules: only the workspace's own ignore files
 * (ancestors inside the workspace come in via --ignore-file, rebased to the root), hidden files
 * included, `.git` (in any case, as the policy takes it) and symlinks skipped. A file_pattern
 * without "/" becomes a file type rather than a --glob, because ripgrep lets --glob re-include
 * gitignored files.
 */
export function ripgrepArgs(q: SearchQuery, ignoreFile: string | undefined): string[] {
  // One record per line: PATH NUL LINE (':' match, '-' context) TEXT LF, long lines previewed.
  const args = ['--null', '--line-number', '--with-filename', '--no-heading', '--color', 'never'];
  args.push('--no-context-separator', '--field-match-separator', ':', '--field-context-separator', '-');
  args.push('--max-columns', String(RG_MAX_COLUMNS), '--max-columns-preview');
  args.push('-C', String(CONTEXT_LINES), '--hidden', '--no-require-git', '--no-ignore-parent');
  args.push('--no-ignore-global', '--no-ignore-dot', '--no-ignore-exclude', '--no-config', '--crlf');
  args.push('--engine', 'auto', '--iglob', '!.git');
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
    return await collect(
      launch(boundedArgv([rgPath, ...ripgrepArgs(q, ignoreFile)]), q.workspace, readOnly),
      q,
    );
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
  const onRecord = (pathBytes: Buffer, rest: Buffer) => {
    const sep = rest.findIndex((c) => c === 0x3a || c === 0x2d); // ':' or '-' after the digits
    if (sep <= 0) return;
    const n = Number(rest.subarray(0, sep).toString('latin1'));
    const match = rest[sep] === 0x3a;
    const file = pathBytes.toString('utf8').replace(/^\.\//, '');
    if (keep && !keep(file)) return;
    let hits = byFile.get(file);
    if (!hits) byFile.set(file, (hits = { path: file, lines: [] }));
    let text = rest
      .subarray(sep + 1)
      .toString('utf8')
      .replace(/\r$/, '');
    const long = text.length > RG_MAX_COLUMNS && text.endsWith(LONG_LINE_SUFFIX);
    if (long) text = text.slice(0, -LONG_LINE_SUFFIX.length);
    hits.lines.push({ n, text, match, ...(long ? { long } : {}) });
    if (match && ++matches >= q.ceiling && complete) {
      complete = false;
      rg.stop();
    }
  };
  // Bytes, not text: a path may hold any byte but NUL (a newline too), so a record ends at the
  // first LF after its path's NUL.
  let pending: Buffer = Buffer.alloc(0);
  let overflow = false;
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    if (!complete || overflow) return;
    let data = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      const nul = data.indexOf(0);
      const lf = nul === -1 ? -1 : data.indexOf(0x0a, nul + 1);
      if (lf === -1) break;
      onRecord(data.subarray(0, nul), data.subarray(nul + 1, lf));
      data = data.subarray(lf + 1);
      if (!complete) return;
    }
    pending = Buffer.from(data);
    if (pending.length > MAX_RECORD_BYTES) {
      overflow = true;
      rg.stop();
    }
  });
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    if (stderr.length < MAX_STDERR_CHARS) stderr += chunk.slice(0, MAX_STDERR_CHARS - stderr.length);
  });
  let signal: NodeJS.Signals | null = null;
  const ended = await new Promise<number | null | Error>((resolve) => {
    child.once('error', resolve);
    child.once('close', (code: number | null, killedBy: NodeJS.Signals | null) => {
      signal = killedBy;
      resolve(code);
    });
  });
  q.signal.removeEventListener('abort', onAbort);
  const failure = await rg.settle();
  if (q.signal.aborted) throw q.signal.reason;
  if (ended instanceof Error) throw ended;
  if (failure) throw new RipgrepError([failure, stderrForModel(stderr)].filter(Boolean).join(': '));
  if (overflow) throw new RipgrepError(`ripgrep printed a line of over ${MAX_RECORD_BYTES} bytes`);
  // Stopped by nightshift (enough matches) is complete === false; any other signal lost results.
  // ripgrep exits 0, 1 or 2; more is a death reported through bubblewrap (128 + the signal).
  const died = signal ?? (typeof ended === 'number' && ended > 2 ? `exit status ${ended}` : undefined);
  if (died && complete)
    throw new RipgrepError(
      [
        `ripgrep was killed (${died})`,
        stderrForModel(stderr),
        `it may use at most ${RG_MAX_DATA_BYTES / 1024 ** 3} GiB of memory: an ignore file it reads (a .gitignore, through a link too) or a line it searches may be larger`,
      ]
        .filter(Boolean)
        .join(': '),
    );
  // exit 1 = no match; 2 = an error, fatal only when nothing could be searched (a bad regex)
  if (ended === 2 && byFile.size === 0) throw new RipgrepError(stderrForModel(stderr) || 'ripgrep failed');
  return { files: [...byFile.values()].sort(byPath), matches, complete };
}
