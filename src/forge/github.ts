import type { getOctokit } from '@actions/github';
import { withPermissionHint } from './github-denied.ts';
import type { Forge, PullRequestInput, PullRequestOutcome } from './types.ts';

export type Octokit = ReturnType<typeof getOctokit>;

export interface GitHubForgeOptions {
  token: string;
  owner: string;
  repo: string;
  /** REST API root; defaults to GITHUB_API_URL (GitHub Enterprise) or api.github.com. */
  baseUrl?: string;
  /** Labels, assignees and reviewers that could not be set: the PR exists, so they only warn. */
  warn?: (message: string) => void;
}

/**
 * Pull requests on GitHub. One open PR per head branch: a later run on the same branch updates
 * that PR's title, body and base instead of opening a duplicate. Draft state is only chosen at
 * creation — the REST API cannot change it on an existing PR.
 */
export class GitHubForge implements Forge {
  readonly name = 'github';
  readonly #options: GitHubForgeOptions;
  #client: Octokit | undefined;
  readonly #owner: string;
  readonly #repo: string;
  readonly #warn: (message: string) => void;

  constructor(options: GitHubForgeOptions) {
    this.#options = options;
    this.#owner = options.owner;
    this.#repo = options.repo;
    this.#warn = options.warn ?? (() => undefined);
  }

  async openOrUpdate(pr: PullRequestInput): Promise<PullRequestOutcome> {
    try {
      // Octokit (and undici under it, ~1 MB of code) loads when a pull request is due, not at start-up.
      if (!this.#client) {
        const { getOctokit } = await import('@actions/github');
        const { token, baseUrl } = this.#options;
        this.#client = getOctokit(token, baseUrl ? { baseUrl } : {});
      }
      return await this.#openOrUpdate(pr);
    } catch (err) {
      throw withPermissionHint('pull request', err);
    }
  }

  get #octokit(): Octokit {
    if (!this.#client) throw new Error('the GitHub client is used before it is loaded');
    return this.#client;
  }

  async #openOrUpdate(pr: PullRequestInput): Promise<PullRequestOutcome> {
    const existing = await this.#findOpen(pr.head);
    let outcome: PullRequestOutcome & { number: number };
    if (existing) outcome = await this.#update(existing, pr);
    else {
      try {
        outcome = await this.#create(pr);
      } catch (err) {
        // Another run opened a PR for this branch between our list and create: update that one.
        const raced = isAlreadyExists(err) ? await this.#findOpen(pr.head) : undefined;
        if (!raced) throw err;
        outcome = await this.#update(raced, pr);
      }
    }
    await this.#decorate(outcome.number, pr);
    return outcome;
  }

  async #findOpen(head: string): Promise<number | undefined> {
    const { data } = await this.#octokit.rest.pulls.list({
      owner: this.#owner,
      repo: this.#repo,
      head: `${this.#owner}:${head}`,
      state: 'open',
      per_page: 1,
    });
    return data[0]?.number;
  }

  async #update(number: number, pr: PullRequestInput): Promise<PullRequestOutcome & { number: number }> {
    const { data } = await this.#octokit.rest.pulls.update({
      owner: this.#owner,
      repo: this.#repo,
      pull_number: number,
      title: pr.title,
      body: pr.body,
      base: pr.base,
    });
    return { operation: 'updated', url: data.html_url, number: data.number };
  }

  async #create(pr: PullRequestInput): Promise<PullRequestOutcome & { number: number }> {
    const { data } = await this.#octokit.rest.pulls.create({
      owner: this.#owner,
      repo: this.#repo,
      head: pr.head,
      base: pr.base,
      title: pr.title,
      body: pr.body,
      draft: pr.draft,
    });
    return { operation: 'created', url: data.html_url, number: data.number };
  }

  /** Labels and assignees go through the issues API (a PR is an issue); `org/team` reviewers are teams. */
  async #decorate(number: number, pr: PullRequestInput): Promise<void> {
    const target = { owner: this.#owner, repo: this.#repo, issue_number: number };
    if (pr.labels.length > 0)
      await this.#try('labels', () => this.#octokit.rest.issues.addLabels({ ...target, labels: pr.labels }));
    if (pr.assignees.length > 0) {
      await this.#try('assignees', () =>
        this.#octokit.rest.issues.addAssignees({ ...target, assignees: pr.assignees }),
      );
    }
    if (pr.reviewers.length > 0) {
      const teams = pr.reviewers.filter((r) => r.includes('/')).map((r) => r.split('/').pop() ?? r);
      const users = pr.reviewers.filter((r) => !r.includes('/'));
      await this.#try('reviewers', () =>
        this.#octokit.rest.pulls.requestReviewers({
          owner: this.#owner,
          repo: this.#repo,
          pull_number: number,
          reviewers: users,
          team_reviewers: teams,
        }),
      );
    }
  }

  async #try(what: string, call: () => Promise<unknown>): Promise<void> {
    try {
      await call();
    } catch (err) {
      this.#warn(
        `could not set the pull request's ${what}: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
}

/** GitHub's 422 for a second open PR from the same head: "A pull request already exists for o:b." */
function isAlreadyExists(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { status?: unknown }).status === 422 &&
    /pull request already exists/i.test((err as Error).message)
  );
}
