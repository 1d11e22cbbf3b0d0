import { OWN_COMMENT_SKIP, isOwnComment } from './own-comment.ts';

/**
 * Events that ask nightshift to follow up on a pull request it opened: a review requesting
 * changes, a review comment or a PR comment naming the trigger phrase, a failed workflow run on
 * its branch. Pure: the payload decides whether the event is one; who sent it, whose branch it is
 * and how many follow-ups the branch already had are checked later (followup.ts).
 */
export type FollowUpTrigger =
  | { kind: 'review'; reviewId: number; body: string; url: string }
  | { kind: 'review_comment'; comment: ReviewComment }
  | { kind: 'comment'; commentId: number; body: string; url: string }
  | { kind: 'workflow_run'; runId: number; workflow: string; url: string; headSha?: string };

export interface ReviewComment {
  id: number;
  body: string;
  path: string;
  /** The line in the file the comment is on (null when the line is gone from the diff). */
  line: number | null;
  url: string;
}

export interface FollowUpRoute {
  kind: 'followup';
  trigger: FollowUpTrigger;
  actor: { login: string; isBot: boolean };
  /** Known from the payload for reviews and comments; looked up by branch for a workflow run. */
  prNumber?: number;
  /** The head branch, when the payload names it (checked again on the PR fetched from the API). */
  headRef?: string;
  /** Whether the payload says the head is in another repository. */
  fromFork?: boolean;
}

export type FollowUpDecision = FollowUpRoute | { kind: 'skip'; reason: string };

interface User {
  login?: string;
  type?: string;
}
interface Repo {
  full_name?: string;
}
interface PullPayload {
  number?: number;
  head?: { ref?: string; repo?: Repo | null };
  base?: { repo?: Repo };
}
interface Payload {
  action?: string;
  review?: { id?: number; state?: string; body?: string | null; html_url?: string; user?: User };
  comment?: {
    id?: number;
    body?: string;
    path?: string;
    line?: number | null;
    html_url?: string;
    user?: User;
  };
  issue?: { number?: number; pull_request?: unknown };
  pull_request?: PullPayload;
  workflow_run?: {
    id?: number;
    name?: string;
    conclusion?: string | null;
    head_branch?: string;
    head_sha?: string;
    html_url?: string;
    head_repository?: Repo;
    repository?: Repo;
    pull_requests?: { number?: number }[];
    triggering_actor?: User;
    actor?: User;
  };
  sender?: User;
}

export const FOLLOW_UP_EVENTS = [
  'pull_request_review',
  'pull_request_review_comment',
  'workflow_run',
] as const;

/** Whether `issue_comment` is on a pull request (then it is a follow-up, not an issue run). */
export const isPullRequestComment = (payload: object): boolean => !!(payload as Payload).issue?.pull_request;

export function routeFollowUp(
  eventName: string,
  webhookPayload: object,
  triggerPhrase: string,
): FollowUpDecision {
  const p = webhookPayload as Payload;
  const hasPhrase = (body: string) => body.toLowerCase().includes(triggerPhrase.toLowerCase());
  switch (eventName) {
    case 'pull_request_review': {
      const review = p.review;
      if (p.action !== 'submitted') return skip(`review ${p.action}: only submitted reviews are followed up`);
      if (review?.state?.toLowerCase() !== 'changes_requested')
        return skip(`review state "${review?.state}": only reviews requesting changes are followed up`);
      if (!review.id) return skip('the review payload has no review id');
      return onPull(p, review.user, {
        kind: 'review',
        reviewId: review.id,
        body: review.body ?? '',
        url: review.html_url ?? '',
      });
    }
    case 'pull_request_review_comment': {
      const c = p.comment;
      if (p.action !== 'created')
        return skip(`review comment ${p.action}: only new comments are followed up`);
      if (isOwnComment(c?.body ?? '')) return skip(OWN_COMMENT_SKIP);
      // Every comment of a submitted review arrives as its own event: only those that ask by
      // name start a run; a review requesting changes covers the rest in one run.
      if (!hasPhrase(c?.body ?? ''))
        return skip(`the review comment does not contain the trigger phrase "${triggerPhrase}"`);
      if (!c?.id || !c.path) return skip('the review comment payload has no id or path');
      return onPull(p, c.user, {
        kind: 'review_comment',
        comment: { id: c.id, body: c.body ?? '', path: c.path, line: c.line ?? null, url: c.html_url ?? '' },
      });
    }
    case 'issue_comment': {
      const c = p.comment;
      if (p.action !== 'created') return skip(`comment ${p.action}: only new comments trigger a run`);
      if (isOwnComment(c?.body ?? '')) return skip(OWN_COMMENT_SKIP);
      if (!hasPhrase(c?.body ?? ''))
        return skip(`the comment does not contain the trigger phrase "${triggerPhrase}"`);
      if (!c?.id || !p.issue?.number) return skip('the comment payload has no id or pull request number');
      const actor = toActor(c.user ?? p.sender);
      if (!actor) return skip('the event payload has no actor');
      return {
        kind: 'followup',
        trigger: { kind: 'comment', commentId: c.id, body: c.body ?? '', url: c.html_url ?? '' },
        actor,
        prNumber: p.issue.number,
      };
    }
    case 'workflow_run': {
      const run = p.workflow_run;
      if (p.action !== 'completed')
        return skip(`workflow run ${p.action}: only completed runs are followed up`);
      if (run?.conclusion !== 'failure')
        return skip(`workflow run concluded "${run?.conclusion}": only failures are followed up`);
      const actor = toActor(run.triggering_actor ?? run.actor ?? p.sender);
      if (!run.id || !run.head_branch || !actor)
        return skip('the workflow_run payload has no id, branch or actor');
      const prNumber = run.pull_requests?.[0]?.number;
      return {
        kind: 'followup',
        trigger: {
          kind: 'workflow_run',
          runId: run.id,
          workflow: run.name ?? 'workflow',
          url: run.html_url ?? '',
          ...(run.head_sha ? { headSha: run.head_sha } : {}),
        },
        actor,
        headRef: run.head_branch,
        fromFork: (run.head_repository?.full_name ?? '') !== (run.repository?.full_name ?? ''),
        ...(prNumber ? { prNumber } : {}),
      };
    }
    default:
      return skip(`event "${eventName}" is not a follow-up event`);
  }
}

function onPull(p: Payload, user: User | undefined, trigger: FollowUpTrigger): FollowUpDecision {
  const pull = p.pull_request;
  const actor = toActor(user ?? p.sender);
  if (!pull?.number || !actor) return skip('the event payload has no pull request or actor');
  return {
    kind: 'followup',
    trigger,
    actor,
    prNumber: pull.number,
    ...(pull.head?.ref ? { headRef: pull.head.ref } : {}),
    fromFork: !pull.head?.repo || pull.head.repo.full_name !== pull.base?.repo?.full_name,
  };
}

function toActor(user: User | undefined): { login: string; isBot: boolean } | undefined {
  if (!user?.login) return undefined;
  return { login: user.login, isBot: user.type === 'Bot' || user.login.endsWith('[bot]') };
}

const skip = (reason: string): FollowUpDecision => ({ kind: 'skip', reason });
