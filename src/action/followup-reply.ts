import type { Octokit } from '../forge/github.ts';
import { markdownPath } from '../forge/pr-body.ts';
import type { RunResult } from '../run/types.ts';
import type { FollowUpPlan } from './followup.ts';
import { FOLLOW_UP_MARKER } from './own-comment.ts';
import { progressBody } from './progress-comment.ts';

type RunPlan = Extract<FollowUpPlan, { kind: 'run' }>;

/** The reply's text: what was pushed, then the outcome as the issue comment shows it. Pure. */
export function followUpReplyBody(plan: RunPlan, result: RunResult, runUrl: string): string {
  const pushed =
    result.pr.operation === 'updated' && result.commit
      ? `Pushed ${result.commit.slice(0, 12)} to ${markdownPath(plan.pr.headRef)} for this follow-up.`
      : 'No change was pushed for this follow-up.';
  return [FOLLOW_UP_MARKER, pushed, '', progressBody({ phase: 'finished', result, runUrl })].join('\n');
}

/**
 * The answer goes where the request was: a review comment gets a reply in its thread; a review,
 * a PR comment or a failed CI run gets one comment on the pull request (a review's comments share
 * one run and one outcome, so one comment answers them all).
 */
export async function postFollowUpReply(
  octokit: Octokit,
  target: { owner: string; repo: string },
  plan: RunPlan,
  body: string,
): Promise<void> {
  if (plan.replyTo.length > 0) {
    for (const id of plan.replyTo)
      await octokit.rest.pulls.createReplyForReviewComment({
        ...target,
        pull_number: plan.pr.number,
        comment_id: id,
        body,
      });
    return;
  }
  await octokit.rest.issues.createComment({ ...target, issue_number: plan.pr.number, body });
}
