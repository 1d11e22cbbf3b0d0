/**
 * Host patterns of a policy's `network.allow`: `registry.npmjs.org`, `*.pypi.org` (any subdomain,
 * not the bare domain), an IPv4 address or `localhost`, each optionally with `:port` (any port when
 * absent). Matching is on the name a client asks the proxy for; no DNS is involved.
 */
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const PATTERN = new RegExp(`^(\\*\\.)?(${LABEL}(?:\\.${LABEL})*)(?::(\\d{1,5}))?$`, 'i');

export interface HostPattern {
  /** Lower-case host, without the `*.` prefix. */
  host: string;
  subdomains: boolean;
  port: number | undefined;
}

export function parseHostPattern(text: string): HostPattern | undefined {
  const m = PATTERN.exec(text);
  if (!m) return undefined;
  const port = m[3] === undefined ? undefined : Number(m[3]);
  if (port !== undefined && (port < 1 || port > 65535)) return undefined;
  return { host: m[2]!.toLowerCase(), subdomains: m[1] !== undefined, port };
}

export function isHostPattern(text: string): boolean {
  return parseHostPattern(text) !== undefined;
}

/** The index of the first pattern that lets `host:port` through, or -1. */
export function matchHost(patterns: readonly HostPattern[], host: string, port: number): number {
  const name = host.toLowerCase().replace(/\.$/, '');
  return patterns.findIndex(
    (p) =>
      (p.port === undefined || p.port === port) &&
      (p.subdomains ? name.endsWith(`.${p.host}`) : name === p.host),
  );
}
