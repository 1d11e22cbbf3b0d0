/**
 * The header GitHub accepts for a token over HTTPS, the same one actions/checkout persists,
 * scoped to the remote's origin so no other host (a submodule, a redirect) ever receives it.
 * It travels as configuration in the environment of one git process (see withConfig), never in
 * the remote URL and never in .git/config. Null for non-HTTP remotes (ssh, file), which a token
 * cannot authenticate anyway.
 */
export function authHeaderConfig(token: string, remoteUrl: string): Record<string, string> | null {
  let origin: string;
  try {
    const url = new URL(remoteUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    origin = url.origin;
  } catch {
    return null;
  }
  const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
  return { [`http.${origin}/.extraheader`]: `AUTHORIZATION: basic ${basic}` };
}
