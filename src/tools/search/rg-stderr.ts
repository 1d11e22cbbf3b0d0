/**
 * ripgrep's stderr as the model may see it (the message of a search that failed). ripgrep quotes
 * every line of an ignore file it cannot parse as a glob (`./.gitignore: line 2: error parsing glob
 * '…'`), and opens a `.gitignore` through a symlink: a committed `.gitignore -> ~/.ssh/id_rsa` or
 * `-> /proc/self/environ` would put that file, line by line, in the error. Those lines are left
 * out; the rest (a regex that does not parse, a file that cannot be read) names only the
 * workspace's paths and ripgrep's own words.
 */
export function stderrForModel(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => !IGNORE_FILE_LINE.test(line))
    .join('\n')
    .trim();
}

/** `[rg: ]PATH: line N: …`, how ripgrep reports one line of an ignore file. */
const IGNORE_FILE_LINE = /: line \d+: /;
