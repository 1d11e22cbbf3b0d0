export interface PullRequestInput {
  head: string;
  base: string;
  title: string;
  body: string;
  labels: string[];
  assignees: string[];
  reviewers: string[];
  draft: boolean;
}

export interface PullRequestOutcome {
  operation: 'created' | 'updated' | 'none';
  url?: string;
  number?: number;
}

/** Where a run's result goes: a GitHub pull request, or files in the out dir (`local`). */
export interface Forge {
  readonly name: 'github' | 'local';
  openOrUpdate(pr: PullRequestInput, outDir: string): Promise<PullRequestOutcome>;
}
