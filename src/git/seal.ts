import { createHash } from 'node:crypto';

/** The last line of every commit nightshift makes: `Nightshift-Seal: <sha256 hex>`. */
export const SEAL_KEY = 'Nightshift-Seal';

export interface CommitContent {
  tree: string;
  parents: string[];
  /** The message as stored: with its seal line when sealed. */
  message: string;
}

/**
 * Which commits on a run branch are nightshift's own, to be replaced by the next run. Not those
 * whose message says `Nightshift-Run:`: an amend, a `--fixup` squashed in, a rebase or a
 * cherry-pick keeps that message on a commit whose content a person wrote. A sealed commit is one
 * nightshift made exactly: the seal is a digest of its tree, its parents and its message (up to
 * the seal line), so a change to any of them breaks it. It is a checksum, not a signature: someone
 * who can push could forge one on purpose, but no one's work is replaced by accident. Pure.
 */
export function sealMessage(tree: string, parents: string[], message: string): string {
  const text = message.replace(/\s+$/, '');
  return `${text}\n${SEAL_KEY}: ${digest(tree, parents, text)}\n`;
}

/** Whether the commit carries the seal of its own tree, parents and message. */
export function isSealed(commit: CommitContent): boolean {
  const lines = commit.message.replace(/\s+$/, '').split('\n');
  const seal = new RegExp(`^${SEAL_KEY}: ([0-9a-f]{64})$`).exec(lines.at(-1) ?? '')?.[1];
  return seal !== undefined && seal === digest(commit.tree, commit.parents, lines.slice(0, -1).join('\n'));
}

/**
 * Line ends trimmed and blank lines dropped before hashing: GitHub's createCommitOnBranch (commit
 * signing) rebuilds the message from a headline and a body, which may change that spacing.
 */
function digest(tree: string, parents: string[], message: string): string {
  const text = message
    .split('\n')
    .map((l) => l.trimEnd())
    .filter(Boolean)
    .join('\n');
  const header = [`tree ${tree}`, ...parents.map((p) => `parent ${p}`)].join('\n');
  return createHash('sha256').update(`${header}\n\n${text}`).digest('hex');
}
