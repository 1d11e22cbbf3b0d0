import type { getOctokit } from '@actions/github';
import type { CommitApi, ApiCommitInput } from '../git/api-commit.ts';

/**
 * GraphQL `createCommitOnBranch` (GitHub's published schema: `CreateCommitOnBranchInput` =
 * `branch: CommittableBranch!`, `expectedHeadOid: GitObjectID!`, `message: CommitMessage!`,
 * `fileChanges: FileChanges`): GitHub builds and signs the commit, so it shows as verified.
 * The variables carry the input whole; the document names nothing else.
 */
const CREATE_COMMIT = `mutation($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) { commit { oid } }
}`;

/** The GitHub side of `commit-signing: github`: branch refs over REST, the commit over GraphQL. */
export class GitHubCommitApi implements CommitApi {
  readonly #options: { token: string; baseUrl?: string };
  #client: ReturnType<typeof getOctokit> | undefined;
  readonly #owner: string;
  readonly #repo: string;

  constructor(options: { token: string; owner: string; repo: string; baseUrl?: string }) {
    this.#options = options;
    this.#owner = options.owner;
    this.#repo = options.repo;
  }

  /** Octokit loads on the first call (a signed delivery), not at start-up. */
  async #octokit(): Promise<ReturnType<typeof getOctokit>> {
    if (!this.#client) {
      const { getOctokit } = await import('@actions/github');
      const { token, baseUrl } = this.#options;
      // GraphQL goes to `${baseUrl}/graphql` (`/api/graphql` for a GitHub Enterprise `/api/v3` root).
      this.#client = getOctokit(token, baseUrl ? { baseUrl } : {});
    }
    return this.#client;
  }

  async createBranch(name: string, sha: string): Promise<void> {
    await (
      await this.#octokit()
    ).rest.git.createRef({
      owner: this.#owner,
      repo: this.#repo,
      ref: `refs/heads/${name}`,
      sha,
    });
  }

  async deleteBranch(name: string): Promise<void> {
    await (
      await this.#octokit()
    ).rest.git.deleteRef({ owner: this.#owner, repo: this.#repo, ref: `heads/${name}` });
  }

  async createCommit(input: ApiCommitInput): Promise<string> {
    const result = await (
      await this.#octokit()
    ).graphql<{ createCommitOnBranch: { commit: { oid: string } } | null }>(CREATE_COMMIT, {
      input: {
        branch: { repositoryNameWithOwner: `${this.#owner}/${this.#repo}`, branchName: input.branch },
        expectedHeadOid: input.expectedHeadOid,
        message: { headline: input.headline, ...(input.body ? { body: input.body } : {}) },
        fileChanges: { additions: input.additions, deletions: input.deletions },
      },
    });
    const oid = result.createCommitOnBranch?.commit.oid;
    if (!oid) throw new Error('createCommitOnBranch returned no commit');
    return oid;
  }
}
