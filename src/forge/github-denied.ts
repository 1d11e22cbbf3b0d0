/**
 * What a first run in a new repository most often hits: the job's token is not allowed to do
 * what delivery needs. GitHub answers 403 with a terse message; these say which setting or
 * `permissions:` entry to change. Pure: the callers pass the status and message they got.
 */
export type GitHubStep = 'push' | 'pull request';

const CREATE_PR_SETTING =
  'enable Settings → Actions → General → Workflow permissions → "Allow GitHub Actions to create and approve pull requests" (an organization can lock it: then its owners must allow it), or pass a GitHub App or personal access token as `github-token`';

/** A hint for a denied GitHub request, or undefined when the failure is not a permission problem. */
export function permissionHint(
  step: GitHubStep,
  status: number | undefined,
  message: string,
): string | undefined {
  if (step === 'pull request') {
    if (/not permitted to create or approve pull requests/i.test(message)) return CREATE_PR_SETTING;
    if (status === 403 && /resource not accessible by integration/i.test(message))
      return 'the token lacks `pull-requests: write`: add it under `permissions:` in the workflow job';
    return undefined;
  }
  // git over HTTPS: "The requested URL returned error: 403", or the server's "Permission ... denied".
  if (/returned error: 403\b|permission to \S+ denied|write access to repository not granted/i.test(message))
    return 'the token cannot push: add `contents: write` under `permissions:` in the workflow job (and check that no branch rule blocks `nightshift/*` branches)';
  return undefined;
}

/** The error re-thrown with the hint appended; other errors pass unchanged. */
export function withPermissionHint(step: GitHubStep, err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const status = (err as { status?: unknown }).status;
  const hint = permissionHint(step, typeof status === 'number' ? status : undefined, err.message);
  if (!hint) return err;
  return new Error(`${step} refused by GitHub (${err.message.trim()}): ${hint}`, { cause: err });
}
