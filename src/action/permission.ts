import type { Octokit } from '../forge/github.ts';

export interface ActorCheck {
  allowed: boolean;
  reason: string;
}

/**
 * Whether the actor may start a run from an issue or comment: humans need write, maintain or
 * admin on the repository (anyone can comment on a public repo, and a run spends money and
 * pushes branches); bots only when listed in `allowed-bots`, since a bot's comments are whatever
 * its own triggers made it write.
 */
export async function checkActor(
  octokit: Octokit,
  target: { owner: string; repo: string },
  actor: { login: string; isBot: boolean },
  allowedBots: readonly string[],
): Promise<ActorCheck> {
  if (actor.isBot) {
    const bare = actor.login.replace(/\[bot\]$/, '');
    const listed = allowedBots.some((b) => b === actor.login || b === bare);
    return listed
      ? { allowed: true, reason: `bot ${actor.login} is listed in allowed-bots` }
      : { allowed: false, reason: `bot ${actor.login} is not listed in allowed-bots` };
  }
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
      ...target,
      username: actor.login,
    });
    // `permission` folds maintain into write; admin and write may run.
    const ok = data.permission === 'admin' || data.permission === 'write';
    return {
      allowed: ok,
      reason: `${actor.login} has ${data.role_name || data.permission} permission${ok ? '' : '; write or admin is required'}`,
    };
  } catch (err) {
    if ((err as { status?: number }).status === 404) {
      return {
        allowed: false,
        reason: `${actor.login} is not a collaborator; write or admin permission is required`,
      };
    }
    throw err;
  }
}
