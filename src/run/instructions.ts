import { closeSync, existsSync, fstatSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/errors.ts';
import { deniedRead } from '../policy/read-denied.ts';
import { listTree } from '../tools/fs/list-tree.ts';
import { inGitDir, PathError, resolvePath } from '../validate/resolve-path.ts';

export interface Instruction {
  /** Path relative to the workspace, with forward slashes. */
  file: string;
  text: string;
}

/** Instruction files are prompt text: a runaway file must not eat the context window. */
const MAX_CHARS = 32_000;

/**
 * Custom instructions for the system prompt: AGENTS.md, the files under `.roo/rules/` and
 * `.roo/rules-<mode>/` (sorted; the prompt keeps a mode's own rules for that mode), the legacy
 * `.roorules`, then the task's `instructions`. Missing default files are skipped; a named file
 * that is missing or outside the workspace (after `..` and symlinks) is a ConfigError. So is one
 * the read rules deny (`readDenied`, by its name or where it leads: deniedRead), while a denied
 * default file is skipped (deniedInstructions names them for the run's warnings): the prompt is
 * content the model sees, as much as read_file's result. `workspace` must be a real path. Each
 * text is redacted before it is cut to size: a secret the cut split would no longer be found whole.
 */
export function loadInstructions(
  workspace: string,
  extraFiles: readonly string[],
  redact: (text: string) => string,
  readDenied: (rel: string) => boolean,
): Instruction[] {
  const seen = new Set<string>();
  const out: Instruction[] = [];
  const add = (rel: string, required: boolean) => {
    const resolved = resolvePath(workspace, rel);
    if (!resolved.inside) {
      if (required) throw new ConfigError(`instructions: ${rel} is outside the workspace`);
      return;
    }
    // A link into git's own files (its config can hold the checkout's token) is no instruction.
    if (inGitDir(resolved.rel)) {
      if (required) throw new ConfigError(`instructions: ${rel} is in a git directory`);
      return;
    }
    const denied = deniedRead(workspace, rel, readDenied);
    if (denied !== undefined) {
      if (required) throw new ConfigError(`instructions: ${rel} ${deniedBecause(rel, denied)}`);
      return;
    }
    if (seen.has(resolved.abs)) return;
    if (!existsSync(resolved.abs) || !statSync(resolved.abs).isFile()) {
      if (required) throw new ConfigError(`instructions: ${rel} does not exist in the workspace`);
      return;
    }
    seen.add(resolved.abs);
    const { text, bytes } = readHead(resolved.abs);
    const trimmed = text.trim();
    if (trimmed) out.push({ file: resolved.rel, text: capped(redact(trimmed), bytes) });
  };

  for (const rel of defaultFiles(workspace)) add(rel, false);
  for (const rel of extraFiles) add(rel, true);
  return out;
}

/**
 * The default instruction files present that the read rules deny, each as a warning naming the
 * path that denies it: loadInstructions leaves them out of the prompt.
 */
export function deniedInstructions(workspace: string, readDenied: (rel: string) => boolean): string[] {
  return defaultFiles(workspace).flatMap((rel) => {
    if (!existsSync(path.join(workspace, rel))) return [];
    let denied: string | undefined;
    try {
      denied = deniedRead(workspace, rel, readDenied);
    } catch (err) {
      // A name no path may hold: loadInstructions refuses it as it always did.
      if (err instanceof PathError) return [];
      throw err;
    }
    return denied === undefined
      ? []
      : [`instruction file ${rel} is left out of the prompt: it ${deniedBecause(rel, denied)}`];
  });
}

const deniedBecause = (rel: string, denied: string): string =>
  denied === rel ? 'is denied by the read rules' : `leads to ${denied}, which the read rules deny`;

/** AGENTS.md, the rule files, then `.roorules`: the order they join the prompt in. */
function defaultFiles(workspace: string): string[] {
  return ['AGENTS.md', ...ruleFiles(workspace), '.roorules'];
}

/** Files in `.roo/rules/` and `.roo/rules-*\/`, recursively, in a stable order. */
function ruleFiles(workspace: string): string[] {
  const roo = path.join(workspace, '.roo');
  if (!existsSync(roo)) return [];
  const dirs = readdirSync(roo, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (d.name === 'rules' || d.name.startsWith('rules-')))
    .map((d) => d.name)
    .sort();
  return dirs.flatMap((dir) =>
    listTree(path.join(roo, dir))
      .filter((e) => e.dirent.isFile())
      .map((e) => path.relative(workspace, e.path).split(path.sep).join('/'))
      .sort(),
  );
}

/**
 * Enough of a file for MAX_CHARS characters of any script (4 bytes each at most) and a secret
 * straddling the cut: a committed 100 MB AGENTS.md, or a sparse terabyte, is not read whole.
 */
const MAX_READ_BYTES = MAX_CHARS * 4 + 4096;

/** The file's first MAX_READ_BYTES bytes as text, and its size. */
function readHead(file: string): { text: string; bytes: number } {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const buffer = Buffer.alloc(Math.min(size, MAX_READ_BYTES));
    let read = 0;
    for (let n = 1; n > 0 && read < buffer.length; read += n)
      n = readSync(fd, buffer, read, buffer.length - read, read);
    return { text: buffer.subarray(0, read).toString('utf8'), bytes: size };
  } finally {
    closeSync(fd);
  }
}

function capped(text: string, bytes: number): string {
  if (text.length <= MAX_CHARS) return text;
  return `${text.slice(0, MAX_CHARS)}\n[... truncated: the file has ${bytes} bytes; read it with read_file if needed]`;
}
