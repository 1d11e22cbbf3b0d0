import type { Octokit } from '../forge/github.ts';
import type { RunResult } from '../run/types.ts';

/** Marks nightshift's own comments, so they are recognizable (and never contain the trigger). */
const MARKER = '<!-- nightshift:progress -->';

export type Progress =
  | { phase: 'running'; runUrl?: string }
  | { phase: 'finished'; result: RunResult; runUrl?: string }
  | { phase: 'error'; message: string; runUrl?: string };

/** The comment's text for each phase. Pure. */
export function progressBody(p: Progress): string {
  const run = p.runUrl ? ` ([workflow run](${p.runUrl}))` : '';
  const lines = [MARKER];
  if (p.phase === 'running') {
    lines.push(`⏳ nightshift is working on this issue${run}. This comment is updated when the run ends.`);
  } else if (p.phase === 'error') {
    lines.push(`💥 nightshift could not run${run}: ${p.message}`);
  } else {
    const r = p.result;
    const noChanges = r.exitReason === 'no_changes';
    const icon = noChanges ? '⚠️' : r.status === 'completed' ? '✅' : r.status === 'limit' ? '⏱️' : '❌';
    lines.push(`${icon} nightshift finished: **${r.status}** (${r.exitReason})${run}`);
    if (noChanges) lines.push('', 'The run completed without changing any file.');
    if (r.pr.url) lines.push('', `Pull request ${r.pr.operation}: ${r.pr.url}`);
    else lines.push('', 'No pull request was opened.');
    if (r.completion)
      lines.push(
        '',
        ...r.completion
          .trim()
          .split('\n')
          .map((l) => `> ${l}`),
      );
    const t = r.totals;
    lines.push(
      '',
      `${t.turns} turns · ${t.tool_calls} tool calls · ${t.denied} denied · $${t.cost_usd.toFixed(4)}`,
    );
  }
  return lines.join('\n');
}

/** One comment per run on the triggering issue: created at the start, edited at the end. */
export class ProgressComment {
  private constructor(
    private readonly octokit: Octokit,
    private readonly target: { owner: string; repo: string },
    readonly id: number,
  ) {}

  static async create(
    octokit: Octokit,
    target: { owner: string; repo: string; issueNumber: number },
    body: string,
  ): Promise<ProgressComment> {
    const { owner, repo, issueNumber } = target;
    const { data } = await octokit.rest.issues.createComment({
      owner,
      repo,
      issue_number: issueNumber,
      body,
    });
    return new ProgressComment(octokit, { owner, repo }, data.id);
  }

  async update(body: string): Promise<void> {
    await this.octokit.rest.issues.updateComment({ ...this.target, comment_id: this.id, body });
  }
}
