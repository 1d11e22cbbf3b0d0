export interface ChangeSize {
  files: number;
  insertions: number;
  deletions: number;
}

/** The shape of the resolved policy's `pr` section (Policy['pr']), so it can be passed as is. */
export interface PrLimits {
  maxFiles?: number;
  maxChangedLines?: number;
}

/**
 * The policy's `pr.max_files` / `pr.max_changed_lines` against a commit's size: the message of
 * the first limit exceeded, or null. Checked before anything is pushed, so an oversized change
 * never leaves the runner.
 */
export function checkPrLimits(size: ChangeSize, limits: PrLimits): string | null {
  if (limits.maxFiles !== undefined && size.files > limits.maxFiles) {
    return `the change touches ${size.files} files; the policy allows at most ${limits.maxFiles} (pr.max_files)`;
  }
  const lines = size.insertions + size.deletions;
  if (limits.maxChangedLines !== undefined && lines > limits.maxChangedLines) {
    return `the change has ${lines} changed lines (+${size.insertions} -${size.deletions}); the policy allows at most ${limits.maxChangedLines} (pr.max_changed_lines)`;
  }
  return null;
}
