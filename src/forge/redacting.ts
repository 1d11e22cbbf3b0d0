import type { Forge, PullRequestInput, PullRequestOutcome } from './types.ts';

/**
 * The forge with the pull request's title and body redacted like the audit log: the body quotes
 * the model's completion and the checks' output, which may hold a secret.
 */
export function redactingForge(forge: Forge, redact: (text: string) => string): Forge {
  return {
    name: forge.name,
    openOrUpdate: (pr: PullRequestInput, outDir: string): Promise<PullRequestOutcome> =>
      forge.openOrUpdate({ ...pr, title: redact(pr.title), body: redact(pr.body) }, outDir),
  };
}
