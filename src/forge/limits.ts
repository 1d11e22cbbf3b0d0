import type { AddedBytes } from '../git/added-bytes.ts';

export interface ChangeSize {
  files: number;
  insertions: number;
  deletions: number;
  added: AddedBytes;
}

/** The shape of the resolved policy's `pr` section (Policy['pr']), so it can be passed as is. */
export interface PrLimits {
  maxFiles?: number;
  maxChangedLines?: number;
  maxAddedBytes?: number;
}

/**
 * The policy's `pr.max_files` / `pr.max_changed_lines` / `pr.max_added_bytes` against a commit's
 * size: the message of the first limit exceeded, or null. Checked before anything is pushed, so
 * an oversized change never leaves the runner.
 */
export function checkPrLimits(size: ChangeSize, limits: PrLimits): string | null {
  if (limits.maxFiles !== undefined && size.files > limits.maxFiles) {
    return `the change touches ${size.files} files; the policy allows at most ${limits.maxFiles} (pr.max_files)`;
  }
  const lines = size.insertions + size.deletions;
  if (limits.maxChangedLines !== undefined && lines > limits.maxChangedLines) {
    return `the change has ${lines} changed lines (+${size.insertions} -${size.deletions}); the policy allows at most ${limits.maxChangedLines} (pr.max_changed_lines)`;
  }
  const { total, largest } = size.added;
  if (limits.maxAddedBytes !== undefined && total > limits.maxAddedBytes) {
    const most = largest ? `; most in ${largest.path}: ${largest.bytes} bytes` : '';
    return `the change adds ${total} bytes (added lines, and the new content of binary files${most}); the policy allows at most ${limits.maxAddedBytes} (pr.max_added_bytes)`;
  }
  return null;
}
