import { looksLikeSecretName } from '../policy/secret-names.ts';

/** How a masked part of a URL is shown. */
const MASK = '***';
/** A query value this long is taken for a credential (a token, a signature) whatever its name. */
const OPAQUE_LENGTH = 16;

/**
 * An MCP server's URL as the audit log shows it: the user and password (`https://user:token@…`)
 * and every query value (`?api_key=…`, a presigned URL's `sig=`) masked, names kept. A URL that
 * does not parse is shown as nothing more than that.
 */
export function describeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '(not a URL)';
  }
  if (parsed.username) parsed.username = MASK;
  if (parsed.password) parsed.password = MASK;
  const names = [...parsed.searchParams.keys()];
  if (names.length > 0) parsed.search = names.map((n) => `${encodeURIComponent(n)}=${MASK}`).join('&');
  return parsed.href;
}

/**
 * The values in a URL that are credentials, for the run's redactor: the user and the password,
 * and the query values under a secret's name or long enough to be a token, each as written
 * (percent-encoded) and decoded.
 */
export function urlCredentials(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  const found = [parsed.username, parsed.password].flatMap((v) => [v, safeDecode(v)]);
  for (const part of parsed.search.replace(/^\?/, '').split('&')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = safeDecode(part.slice(0, at), true);
    const value = part.slice(at + 1);
    const decoded = safeDecode(value, true);
    if (looksLikeSecretName(name) || decoded.length >= OPAQUE_LENGTH) found.push(value, decoded);
  }
  return [...new Set(found.filter(Boolean))];
}

/** Percent-decoded (and `+` as a space, in a query); as written when it does not decode. */
function safeDecode(text: string, query = false): string {
  try {
    return decodeURIComponent(query ? text.replace(/\+/g, ' ') : text);
  } catch {
    return text;
  }
}
