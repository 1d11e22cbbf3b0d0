import { simpleGit, type SimpleGit } from 'simple-git';

/**
 * A simple-git instance for the workspace. Hooks are switched off for every command nightshift
 * runs: `core.hooksPath` may point into the working tree (husky), which the agent can edit, and a
 * hook would run that code outside the policy — during a push, with the token in its environment.
 */
export function openRepo(workspace: string, env: NodeJS.ProcessEnv = process.env): SimpleGit {
  const full = withConfig(env, { 'core.hooksPath': '/dev/null' });
  return simpleGit({ baseDir: workspace, unsafe: TRUSTED_CALLER, allowEnvironment: Object.keys(full) }).env(
    full,
  );
}

/**
 * simple-git refuses, by default, environments and arguments that could smuggle in commands
 * (EDITOR, GIT_SSH_COMMAND, GIT_CONFIG_COUNT, includeIf...), and drops ambient GIT_* variables: a
 * guard meant for callers that pass untrusted input through. nightshift's arguments are its own
 * and the environment is the runner's (GIT_SSL_CAINFO, proxies...), which git must see; what we
 * need is allowed here, named one by one, and the environment is passed through whole.
 */
const TRUSTED_CALLER = {
  allowUnsafeConfigEnvCount: true,
  allowUnsafeHooksPath: true,
  allowUnsafeInclude: true,
  allowUnsafeEditor: true,
  allowUnsafePager: true,
  allowUnsafeAskPass: true,
  allowUnsafeSshCommand: true,
  allowUnsafeGitProxy: true,
  allowUnsafeConfigPaths: true,
};

/**
 * Adds git configuration through GIT_CONFIG_COUNT / GIT_CONFIG_KEY_n / GIT_CONFIG_VALUE_n: it
 * applies to that one process only, is never written to .git/config and, unlike `-c`, does not
 * show up in the process list.
 */
export function withConfig(env: NodeJS.ProcessEnv, entries: Record<string, string>): NodeJS.ProcessEnv {
  const out = { ...env };
  let n = Number(env.GIT_CONFIG_COUNT ?? 0) || 0;
  for (const [key, value] of Object.entries(entries)) {
    out[`GIT_CONFIG_KEY_${n}`] = key;
    out[`GIT_CONFIG_VALUE_${n}`] = value;
    n++;
  }
  out.GIT_CONFIG_COUNT = String(n);
  return out;
}

/** The commit HEAD points at, or null outside a repository / before the first commit. */
export async function headCommit(workspace: string): Promise<string | null> {
  try {
    return (
      (await openRepo(workspace).raw(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'])).trim() || null
    );
  } catch {
    return null;
  }
}

/** The checked-out branch, or null when HEAD is detached or the workspace is not a repository. */
export async function currentBranch(workspace: string): Promise<string | null> {
  try {
    return (await openRepo(workspace).raw(['symbolic-ref', '--quiet', '--short', 'HEAD'])).trim() || null;
  } catch {
    return null;
  }
}
