// Headers meant for one hop (RFC 9110 §7.6.1) or for the proxy itself: never passed on. Node's
// client and server set their own framing (Content-Length or chunked) for the next hop.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Filters `rawHeaders` (name, value, name, value, ...) for the next hop: drops hop-by-hop headers
 * and those the Connection header names, and replaces Host when `host` is given.
 */
export function forwardHeaders(raw: readonly string[], host?: string): string[] {
  const named = new Set<string>();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() === 'connection') {
      for (const token of raw[i + 1]!.split(',')) named.add(token.trim().toLowerCase());
    }
  }
  const out: string[] = host === undefined ? [] : ['Host', host];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (HOP_BY_HOP.has(name) || named.has(name) || (host !== undefined && name === 'host')) continue;
    out.push(raw[i]!, raw[i + 1]!);
  }
  return out;
}
