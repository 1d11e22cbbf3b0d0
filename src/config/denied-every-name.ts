import { locateRepo } from '../git/repo.ts';
import type { Rules } from '../policy/match-glob.ts';
import { deniedUnderAnyName, readDeniedBy, workspaceInRepository } from '../policy/workspace-links.ts';
import { walkWorkspace } from '../sandbox/unreadable.ts';

/**
 * The read rules as a run applies them to the files it reads by their own names (`.roomodes`):
 * under every name the file has, the workspace's links' (walked as a run's start walks) and its
 * repository's when the workspace is below the repository's top. For commands that decide without
 * a run (`nightshift validate`, `tools`); the walk waits for the first question, so a workspace
 * without such a file costs nothing. `workspace` must be a real path.
 */
export function deniedUnderEveryName(rules: Rules, workspace: string): (rel: string) => boolean {
  let denied: ((rel: string) => boolean) | undefined;
  return (rel) => {
    if (!denied) {
      const byRules = readDeniedBy(rules, workspaceInRepository(workspace, locateRepo(workspace)?.workTree));
      denied = deniedUnderAnyName(byRules, walkWorkspace(workspace, byRules).links);
    }
    return denied(rel);
  };
}
