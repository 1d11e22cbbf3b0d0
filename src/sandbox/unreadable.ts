import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';

/** More entries than this and the walk stops: the files found so far are masked, and it says so. */
export const MAX_UNREADABLE_WALK = 200_000;

export interface UnreadableFiles {
  /** Absolute paths of the regular files the read rules deny. */
  files: string[];
  /** False when the walk stopped at MAX_UNREADABLE_WALK entries. */
  complete: boolean;
}

/**
 * The files in the workspace that `denied` (the policy's read.deny, as the tools decide it) keeps
 * from being read, so the sandbox can mask them: an allowed `npm test` runs whatever the test
 * files and package.json say, and the agent may have made them print `.env`. Regular files only,
 * by their workspace path, found by walking without following links: a link to a masked file
 * reads the mask, and a link whose own name is denied leads to a file its target's rules decide.
 * Git directories are not walked (they are read-only and hold no work-tree files).
 */
export function unreadableFiles(
  workspace: string,
  denied: (rel: string) => boolean,
  limit = MAX_UNREADABLE_WALK,
): UnreadableFiles {
  const files: string[] = [];
  const stack = [''];
  let seen = 0;
  while (stack.length > 0) {
    const rel = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(workspace, rel), { withFileTypes: true });
    } catch {
      continue; // gone, or unreadable to nightshift too
    }
    for (const entry of entries) {
      if (++seen > limit) return { files, complete: false };
      if (entry.name === '.git') continue;
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) stack.push(child);
      else if (entry.isFile() && denied(child)) files.push(path.join(workspace, child));
    }
  }
  return { files, complete: true };
}
