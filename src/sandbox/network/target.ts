import { isIPv4, isIPv6 } from 'node:net';

/** Where a client asked the proxy to go, as it asked: nothing here resolves a name. */
export interface Target {
  /** Lower-case host name, dotted-quad IPv4 address, or bracketed IPv6 address (`[::1]`). */
  host: string;
  port: number;
}

/** A forwarded plain-HTTP request: its target plus the origin-form path to send upstream. */
export interface HttpTarget extends Target {
  /** `host[:port]` as the Host header upstream should carry. */
  authority: string;
  path: string;
}

export type Parsed<T> = T | { error: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
// A last label that is all digits or hex is an IPv4 number to resolvers (inet_aton takes
// `0x7f.1`, `2130706433`); only the dotted-quad spelling may pass, so a pattern decides on what
// is really dialled.
const NUMERIC_LABEL = /^(?:0x[0-9a-f]*|[0-9]+)$/;

/** Checks a host as a client spelled it; returns the lower-case form, or why it is refused. */
export function checkHost(raw: string): Parsed<{ host: string }> {
  const host = raw.toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) {
    return isIPv6(host.slice(1, -1)) ? { host } : { error: `invalid IPv6 address ${JSON.stringify(raw)}` };
  }
  const name = host.endsWith('.') ? host.slice(0, -1) : host;
  const labels = name.split('.');
  if (name.length === 0 || name.length > 253 || !labels.every((l) => LABEL.test(l))) {
    return { error: `invalid host name ${JSON.stringify(raw)}` };
  }
  if (NUMERIC_LABEL.test(labels[labels.length - 1]!) && !isIPv4(name)) {
    return { error: `${JSON.stringify(raw)} is not a dotted-quad IPv4 address` };
  }
  // Patterns match `127.0.0.1.` and `localhost.` as the address and localhost, which may reach
  // local services unchecked; but to a resolver `127.0.0.1.` is no address, and neither is in
  // /etc/hosts: both went to DNS, whose answer was dialled. Spelled without the dot (as the URL
  // parser spells the address), each is what its pattern names.
  return { host: isIPv4(name) || name === 'localhost' ? name : host };
}

function checkPort(raw: string): number | undefined {
  if (!/^[0-9]{1,5}$/.test(raw)) return undefined;
  const port = Number(raw);
  return port >= 1 && port <= 65535 ? port : undefined;
}

/** The `host:port` of a CONNECT request line (the port is required there). */
export function parseConnectTarget(authority: string): Parsed<Target> {
  const m = /^(\[[^\]]*\]|[^:[\]]+):([^:]*)$/.exec(authority);
  if (!m) return { error: `CONNECT needs host:port, got ${JSON.stringify(authority)}` };
  const port = checkPort(m[2]!);
  if (port === undefined) return { error: `invalid port in ${JSON.stringify(authority)}` };
  const host = checkHost(m[1]!);
  return 'error' in host ? host : { host: host.host, port };
}

/**
 * The absolute URI of a plain-HTTP proxy request (`GET http://host/path`). HTTPS goes through
 * CONNECT; an origin-form path means the client took the proxy for a web server.
 */
export function parseHttpTarget(requestTarget: string): Parsed<HttpTarget> {
  if (!/^http:\/\//i.test(requestTarget)) {
    return /^[a-z][a-z0-9+.-]*:/i.test(requestTarget)
      ? { error: `only http:// URLs are forwarded (use CONNECT for others), got ${requestTarget}` }
      : { error: 'not a proxy request: expected an absolute http:// URL or CONNECT host:port' };
  }
  let url: URL;
  try {
    url = new URL(requestTarget);
  } catch {
    return { error: `invalid URL ${JSON.stringify(requestTarget)}` };
  }
  // The WHATWG parser has already lower-cased the host and spelled IPv4 numbers as dotted quads.
  const host = checkHost(url.hostname);
  if ('error' in host) return host;
  const port = url.port === '' ? 80 : Number(url.port);
  return { host: host.host, port, authority: url.host, path: `${url.pathname}${url.search}` };
}
