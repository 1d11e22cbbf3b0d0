import { readFileSync } from 'node:fs';

/** What a workflow run tells the action about itself: the event and the repository. */
export interface WorkflowContext {
  eventName: string;
  payload: Record<string, unknown>;
  owner: string;
  repo: string;
  serverUrl: string;
  runId: string;
}

/**
 * The fields of `@actions/github`'s `context` that the action uses, read the same way (the
 * GITHUB_* variables, the event file, the payload's repository when GITHUB_REPOSITORY is unset).
 * Not that object itself: importing `@actions/github` parses Octokit and undici (~1 MB), which
 * only a run that calls the API needs, and then after its first model request.
 */
export function readWorkflowContext(env: NodeJS.ProcessEnv = process.env): WorkflowContext {
  const payload = readEvent(env.GITHUB_EVENT_PATH);
  const [owner, repo] = repository(env, payload);
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload,
    owner,
    repo,
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    runId: env.GITHUB_RUN_ID ?? '',
  };
}

function readEvent(file: string | undefined): Record<string, unknown> {
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`cannot read the event file ${file}: ${(err as Error).message}`, { cause: err });
  }
}

function repository(env: NodeJS.ProcessEnv, payload: Record<string, unknown>): [string, string] {
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (owner && repo) return [owner, repo];
  const r = payload.repository as { name?: unknown; owner?: { login?: unknown } } | undefined;
  if (typeof r?.name === 'string' && typeof r.owner?.login === 'string') return [r.owner.login, r.name];
  throw new Error("the workflow's repository is unknown: GITHUB_REPOSITORY is not set to owner/repo");
}
