import { pathToFileURL } from 'node:url';
import { writeArtifact } from '../audit/artifact-file.ts';
import type { Forge, PullRequestInput, PullRequestOutcome } from './types.ts';

/**
 * The forge for runs without a remote (no token, `docker run`, local CLI): the pull request is
 * written as `pr.md` in the out dir, next to `changes.patch`, for a human to open by hand.
 * The operation is always `created` — a fresh out dir per run — and the url points at the file.
 * Like every forge it is only called when there is a commit: the no-change case (`none`) is
 * decided by the caller before, so no empty pr.md is ever written.
 */
export class LocalForge implements Forge {
  readonly name = 'local';

  openOrUpdate(pr: PullRequestInput, outDir: string): Promise<PullRequestOutcome> {
    const file = writeArtifact(outDir, 'pr.md', renderPrFile(pr));
    return Promise.resolve({ operation: 'created', url: pathToFileURL(file).href });
  }
}

/** Title as heading, the PR's metadata as a small front block, then the body unchanged. */
export function renderPrFile(pr: PullRequestInput): string {
  const meta = [
    `head: ${pr.head}`,
    `base: ${pr.base}`,
    `draft: ${pr.draft}`,
    ...(pr.labels.length ? [`labels: ${pr.labels.join(', ')}`] : []),
    ...(pr.assignees.length ? [`assignees: ${pr.assignees.join(', ')}`] : []),
    ...(pr.reviewers.length ? [`reviewers: ${pr.reviewers.join(', ')}`] : []),
  ];
  return `# ${pr.title}\n\n<!--\n${meta.join('\n')}\n-->\n\n${pr.body.trimEnd()}\n`;
}
