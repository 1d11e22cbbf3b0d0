import { InputError } from './inputs.ts';

/** An installation token of a GitHub App, scoped to one repository; revoke it when the job is done. */
export interface InstallationToken {
  token: string;
  revoke(): Promise<void>;
}

/**
 * Mints the token the way GitHub Apps authenticate: a JWT signed with the app's private key
 * (RS256, `iss` = the app id, made by @octokit/auth-app) finds the app's installation on the
 * repository (GET /repos/{owner}/{repo}/installation), then asks that installation for a token
 * limited to this one repository (POST /app/installations/{id}/access_tokens). Pushes and pull
 * requests made with it are the app's, so they start the repository's workflows, unlike the
 * job's own GITHUB_TOKEN. The packages load only when an app is configured.
 */
export async function mintInstallationToken(options: {
  appId: string;
  privateKey: string;
  owner: string;
  repo: string;
  /** GITHUB_API_URL: api.github.com, a GitHub Enterprise Server's `/api/v3`, or a test server. */
  baseUrl: string;
}): Promise<InstallationToken> {
  const [{ createAppAuth }, { request }] = await Promise.all([
    import('@octokit/auth-app'),
    import('@octokit/request'),
  ]);
  const api = request.defaults({ baseUrl: options.baseUrl });
  const { owner, repo } = options;
  try {
    const auth = createAppAuth({ appId: options.appId, privateKey: options.privateKey, request: api });
    const { token: jwt } = await auth({ type: 'app' });
    const { data } = await api('GET /repos/{owner}/{repo}/installation', {
      owner,
      repo,
      headers: { authorization: `bearer ${jwt}` },
    });
    const { token } = await auth({ type: 'installation', installationId: data.id, repositoryNames: [repo] });
    return {
      token,
      revoke: async () => {
        // Bounded: a cancelled job has seconds left before the runner kills it.
        await api('DELETE /installation/token', {
          headers: { authorization: `token ${token}` },
          request: { signal: AbortSignal.timeout(5000) },
        });
      },
    };
  } catch (err) {
    const status = (err as { status?: unknown }).status;
    const message = `GitHub App ${options.appId}: could not get an installation token for ${owner}/${repo}: ${(err as Error).message}`;
    // Refused credentials or no installation on the repository: the inputs are wrong, not the run.
    if (
      status === 401 ||
      status === 404 ||
      /private key|secretOrPrivateKey|PEM/i.test((err as Error).message)
    )
      throw new InputError(
        `${message} (check app-id and app-private-key, and that the app is installed on ${owner}/${repo})`,
        { cause: err },
      );
    throw new Error(message, { cause: err });
  }
}
