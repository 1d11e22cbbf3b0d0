import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/errors.ts';
import { listTree } from '../tools/fs/list-tree.ts';
import { inGitDir, resolvePath } from '../validate/resolve-path.ts';

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
 * that is missing or outside the workspace (after `..` and symlinks) is a ConfigError.
 * `workspace` must be a real path. Each text is redacted before it is cut to size: a secret the
 * cut split would no longer be found whole.
 */
export function loadInstructions(
  workspace: string,
  extraFiles: readonly string[],
  redact: (text: string) => string,
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
    if (seen.has(resolved.abs)) return;
    if (!existsSync(resolved.abs) || !statSync(resolved.abs).isFile()) {
      if (required) throw new ConfigError(`instructions: ${rel} does not exist in the workspace`);
      return;
    }
    seen.add(resolved.abs);
    const text = readFileSync(resolved.abs, 'utf8').trim();
    if (text) out.push({ file: resolved.rel, text: capped(redact(text)) });
  };

  add('AGENTS.md', false);
  for (const rel of ruleFiles(workspace)) add(rel, false);
  add('.roorules', false);
  for (const rel of extraFiles) add(rel, true);
  return out;
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

function capped(text: string): string {
  if (text.length <= MAX_CHARS) return text;
  return `${text.slice(0, MAX_CHARS)}\n[... truncated: the file has ${text.length} characters; read it with read_file if needed]`;
}
