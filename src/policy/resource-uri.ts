/**
 * One spelling per MCP resource URI, for matching `resource:` rules. A server reads
 * `file:///srv//secret/key`, `file:///srv/%73ecret/key`, `file://localhost/srv/a/../secret/key`
 * and `FILE:///srv/secret/key` as the same file, so a deny rule on `file:///srv/secret/**` must
 * hold for all of them: RFC 3986 normalisation (scheme and host in lower case, percent-encoding
 * decoded where it changes nothing, `.` and `..` resolved) plus repeated slashes collapsed, and
 * `file://localhost/` read as `file:///` (RFC 8089). What cannot be given one spelling is refused.
 * Pure.
 */
export function canonicalResourceUri(uri: string): { uri: string } | { refused: string } {
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x20\x7f\\]/.test(uri)) return { refused: 'holds a space, a control character or a backslash' };
  const parts = /^([A-Za-z][A-Za-z0-9+.-]*):(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/s.exec(uri);
  if (!parts) return { refused: 'is not a URI (scheme:...)' };
  const [, scheme = '', authority, rawPath = '', query, fragment] = parts;
  const path = decodePath(rawPath);
  if ('refused' in path) return path;
  const rest = [query, fragment].map((p) => (p === undefined ? undefined : decodeUnreserved(p)));
  if (rest.some((p) => p !== undefined && 'refused' in p))
    return { refused: 'has a malformed percent-encoding' };
  const [q, f] = rest.map((p) => (p && 'text' in p ? p.text : undefined));
  // A `.` or `..` segment left in the query or fragment: a glob's `**` never matches one, so a
  // deny rule would not see what a server that reads it as a path does.
  if ([q, f].some((p) => p !== undefined && DOT_SEGMENT.test(p)))
    return { refused: 'has a `.` or `..` segment in its query or fragment' };
  const lower = scheme.toLowerCase();
  let host = authority === undefined ? undefined : canonicalAuthority(authority);
  if (host !== undefined && 'refused' in host) return host;
  if (lower === 'file' && host?.text.toLowerCase() === 'localhost') host = { text: '' };
  return {
    uri:
      `${lower}:${host === undefined ? '' : `//${host.text}`}${path.text}` +
      `${q === undefined ? '' : `?${q}`}${f === undefined ? '' : `#${f}`}`,
  };
}

const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;

/** `%XX` escapes that decode to these stay encoded: decoding them would change the URI's parts. */
const KEEP_ENCODED = new Set(['?', '#', '%']);

/**
 * A path with every escape decoded that a server decodes to the same path, repeated slashes
 * collapsed and dot segments removed. An encoded `/` or `\` (one server splits segments there,
 * another does not) or control character is refused.
 */
function decodePath(raw: string): { text: string } | { refused: string } {
  if (/%(?![0-9A-Fa-f]{2})/.test(raw)) return { refused: 'has a malformed percent-encoding' };
  let separator = false;
  // Each ASCII escape alone; consecutive non-ASCII ones together, as the UTF-8 of one character.
  const decoded = raw.replace(/%[0-7][0-9A-Fa-f]|(?:%[89A-Fa-f][0-9A-Fa-f])+/g, (run) => {
    const text = utf8(run);
    if (text === undefined) return run.toUpperCase();
    // eslint-disable-next-line no-control-regex
    if (/[/\\\x00-\x1f\x7f]/.test(text)) separator = true;
    return KEEP_ENCODED.has(text) ? run.toUpperCase() : text;
  });
  if (separator) return { refused: 'has an encoded slash, backslash or control character in its path' };
  return { text: removeDotSegments(decoded.replace(/\/{2,}/g, '/')) };
}

/** The text of UTF-8 escapes, or undefined when they are not UTF-8. */
function utf8(run: string): string | undefined {
  try {
    return decodeURIComponent(run);
  } catch {
    return undefined;
  }
}

/** A query, fragment or host: only letters, digits and `-._~` decoded (RFC 3986 6.2.2.2). */
function decodeUnreserved(raw: string): { text: string } | { refused: string } {
  if (/%(?![0-9A-Fa-f]{2})/.test(raw)) return { refused: 'has a malformed percent-encoding' };
  return {
    text: raw.replace(/%([0-9A-Fa-f]{2})/g, (e, h: string) => {
      const c = String.fromCharCode(parseInt(h, 16));
      return /[A-Za-z0-9\-._~]/.test(c) ? c : e.toUpperCase();
    }),
  };
}

/** `user@Host:port` with the host in lower case. */
function canonicalAuthority(raw: string): { text: string } | { refused: string } {
  const decoded = decodeUnreserved(raw);
  if ('refused' in decoded) return decoded;
  const at = decoded.text.lastIndexOf('@') + 1;
  return { text: decoded.text.slice(0, at) + decoded.text.slice(at).toLowerCase() };
}

/** RFC 3986 5.2.4: `.` segments dropped, `..` drops the one before (never above the root). */
function removeDotSegments(path: string): string {
  if (!DOT_SEGMENT.test(path)) return path;
  const absolute = path.startsWith('/');
  const segments: string[] = [];
  const parts = (absolute ? path.slice(1) : path).split('/');
  for (const [i, s] of parts.entries()) {
    const last = i === parts.length - 1;
    if (s === '.' || s === '..') {
      if (s === '..') segments.pop();
      if (last) segments.push('');
    } else segments.push(s);
  }
  return (absolute ? '/' : '') + segments.join('/');
}

/** Schemes the WHATWG URL parser reads its own way ("special" schemes). */
const WEB_SCHEMES = new Set(['file', 'http', 'https', 'ws', 'wss', 'ftp']);

/**
 * The normal forms resource rules are matched on. `uris`: the URI's normal form and, for a web
 * scheme, that of what the WHATWG URL parser reads it as (Node's `new URL`, which servers written
 * in JavaScript use: `file:/x` and `file:x` are `file:///x`, `https://h:443/` is `https://h/`,
 * `http://0x7f.1/` is `http://127.0.0.1/`); a URL of a web scheme it cannot read is refused.
 * `bases`: those forms without their query and fragment, where they have one: a file URL's
 * query and fragment are no part of the file's path, and a fragment never names another
 * resource. A deny rule must hold for every form; an allow rule is matched on `uris` only (a
 * query may ask a server for more). Pure.
 */
export function resourceUriForms(uri: string): { uris: string[]; bases: string[] } | { refused: string } {
  const first = canonicalResourceUri(uri);
  if ('refused' in first) return first;
  const uris = [first.uri];
  const scheme = first.uri.slice(0, first.uri.indexOf(':'));
  if (WEB_SCHEMES.has(scheme)) {
    let href: string;
    try {
      href = new URL(uri).href;
    } catch {
      return { refused: `is not a ${scheme} URL the URL parser can read` };
    }
    const second = canonicalResourceUri(href);
    if ('refused' in second) return second;
    if (second.uri !== first.uri) uris.push(second.uri);
  }
  // The first `?` or `#` ends the path: one in the path stays encoded (KEEP_ENCODED).
  const bases = [...new Set(uris.map((u) => u.replace(/[?#].*$/s, '')))].filter((b) => !uris.includes(b));
  return { uris, bases };
}
