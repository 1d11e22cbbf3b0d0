import { isIPv4, isIPv6 } from 'node:net';
import { matchHost, parseHostPattern, type HostPattern } from '../sandbox/host-pattern.ts';
import type { ConnectionEvent } from '../sandbox/network/decide.ts';

/** `browser.allow` when no policy file sets it: this machine's loopback, nothing else. */
export const DEFAULT_BROWSER_ALLOW: readonly string[] = ['localhost', '127.0.0.0/8', '[::1]'];

/** Schemes whose requests are decided by host; every other scheme is refused. */
const NETWORK_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:']);
const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'ws:': 80, 'https:': 443, 'wss:': 443 };

type Entry =
  | { kind: 'host'; pattern: HostPattern }
  | { kind: 'cidr'; base: number; bits: number }
  | { kind: 'ipv6'; address: string; port: number | undefined };

export interface BrowserAllowList {
  entries: Entry[];
  texts: string[];
}

export interface UrlDecision {
  decision: 'allow' | 'deny';
  /** `browser.allow[N] "PATTERN"` for the entry that allowed it, `browser.default` otherwise. */
  rule: string;
  reason: string;
}

const CIDR = /^(\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2})$/;
const IPV6 = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/i;

/**
 * One `browser.allow` entry: a host pattern as in `network.allow` (`localhost`, `*.example.com`,
 * an IPv4 address, each optionally `:port`), an IPv4 range (`127.0.0.0/8`) or a bracketed IPv6
 * address (`[::1]`, optionally `:port`). Undefined when it is none of these.
 */
function parseEntry(text: string): Entry | undefined {
  const cidr = CIDR.exec(text);
  if (cidr) {
    const bits = Number(cidr[2]);
    return isIPv4(cidr[1]!) && bits <= 32 ? { kind: 'cidr', base: ipv4Number(cidr[1]!), bits } : undefined;
  }
  const v6 = IPV6.exec(text);
  if (v6) {
    const port = v6[2] === undefined ? undefined : Number(v6[2]);
    if (!isIPv6(v6[1]!) || (port !== undefined && (port < 1 || port > 65535))) return undefined;
    return { kind: 'ipv6', address: canonicalIPv6(v6[1]!), port };
  }
  const pattern = parseHostPattern(text);
  return pattern && { kind: 'host', pattern };
}

export const isBrowserPattern = (text: string): boolean => parseEntry(text) !== undefined;

/** Parses `browser.allow`; the policy loader has validated it, so a bad entry is a bug. */
export function compileBrowserAllow(allow: readonly string[]): BrowserAllowList {
  const entries = allow.map((text, i) => {
    const entry = parseEntry(text);
    if (!entry) throw new Error(`browser.allow[${i}] ${JSON.stringify(text)} is not a browser pattern`);
    return entry;
  });
  return { entries, texts: [...allow] };
}

/**
 * Decides a host as the browser dials it: a lower-case name, a dotted-quad IPv4 address or a
 * bracketed IPv6 address (the forms Chromium's URL parser produces, and its proxy requests carry).
 * Names are matched as written, never resolved: a name that resolves to 127.0.0.1 is not loopback
 * unless the list names it (its address could change between decision and dial).
 */
export function decideBrowserHost(list: BrowserAllowList, host: string, port: number): UrlDecision {
  const where = `${host}:${port}`;
  const index = matchingEntry(list, host, port);
  if (index < 0) {
    return {
      decision: 'deny',
      rule: 'browser.default',
      reason: `${where} is not in the policy's browser.allow (${list.texts.join(', ') || 'empty'})`,
    };
  }
  const rule = `browser.allow[${index}] ${JSON.stringify(list.texts[index])}`;
  return { decision: 'allow', rule, reason: `${where} matches ${rule}` };
}

/** The index of the first entry that allows `host:port`, or -1. */
function matchingEntry(list: BrowserAllowList, host: string, port: number): number {
  const v4 = addressOf(host);
  return list.entries.findIndex((entry) => {
    switch (entry.kind) {
      case 'cidr':
        return v4 !== undefined && inRange(v4, entry.base, entry.bits);
      case 'ipv6':
        return host === `[${entry.address}]` && (entry.port === undefined || entry.port === port);
      case 'host':
        return !host.startsWith('[') && matchHost([entry.pattern], host, port) === 0;
    }
  });
}

/**
 * Whether the entry that allows `host:port` names the local or private address the browser may
 * reach there: an IPv4 range, a bracketed IPv6 address, an exact IPv4 address or `localhost` (the
 * default list is all three). A name or a wildcard allows only what resolves to public addresses:
 * `*.example.com` must not lead to 169.254.169.254 (a cloud's metadata service) or the runner's
 * own loopback through a name someone else's DNS answers for.
 */
export function namesLocalBrowserAddress(list: BrowserAllowList, host: string, port: number): boolean {
  const entry = list.entries[matchingEntry(list, host, port)];
  if (!entry) return false;
  if (entry.kind !== 'host') return true;
  return !entry.pattern.subdomains && (isIPv4(entry.pattern.host) || entry.pattern.host === 'localhost');
}

/**
 * What the browser's network proxy decides with (its `allow` option): each `host:port` Chromium
 * dials by `browser.allow`, the 403 body of a refusal, and which allowed hosts may lead to an
 * internal address (namesLocalBrowserAddress).
 */
export function browserProxyRules(list: BrowserAllowList): {
  decide: (host: string, port: number) => ConnectionEvent;
  denial: (host: string, port: number) => string;
  mayReachInternal: (host: string, port: number) => boolean;
} {
  return {
    decide: (host, port) => {
      const d = decideBrowserHost(list, host, port);
      return {
        host,
        port,
        decision: d.decision,
        rule: d.rule,
        ...(d.decision === 'deny' ? { reason: d.reason } : {}),
      };
    },
    denial: (host, port) => `nightshift: the browser may not reach ${host}:${port} (policy browser.allow)\n`,
    mayReachInternal: (host, port) => namesLocalBrowserAddress(list, host, port),
  };
}

/**
 * Decides a URL the browser would load. Only http(s) and ws(s) reach the network and are decided
 * by host; `file:`, `chrome:`, `data:`, `javascript:` and every other scheme are refused. The URL
 * is parsed as browsers parse it, so `http://127.0.0.1@evil.com` is evil.com and
 * `http://2130706433/` is 127.0.0.1.
 */
export function decideBrowserUrl(list: BrowserAllowList, raw: string): UrlDecision {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { decision: 'deny', rule: 'browser.default', reason: `${JSON.stringify(raw)} is not a valid URL` };
  }
  if (!NETWORK_SCHEMES.has(url.protocol)) {
    return {
      decision: 'deny',
      rule: 'browser.default',
      reason: `${url.protocol} URLs are not allowed; only http, https, ws and wss URLs of hosts in browser.allow`,
    };
  }
  const port = url.port === '' ? (DEFAULT_PORTS[url.protocol] ?? 0) : Number(url.port);
  return decideBrowserHost(list, url.hostname, port);
}

/** An IPv4 address as a number, also when it is IPv4-mapped IPv6 (`[::ffff:7f00:1]`). */
function addressOf(host: string): number | undefined {
  if (isIPv4(host)) return ipv4Number(host);
  const mapped = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(host);
  if (mapped) return ((parseInt(mapped[1]!, 16) << 16) | parseInt(mapped[2]!, 16)) >>> 0;
  const dotted = /^\[::ffff:(\d{1,3}(?:\.\d{1,3}){3})\]$/.exec(host);
  return dotted && isIPv4(dotted[1]!) ? ipv4Number(dotted[1]!) : undefined;
}

function ipv4Number(ip: string): number {
  return ip.split('.').reduce((n, octet) => ((n << 8) | Number(octet)) >>> 0, 0);
}

function inRange(address: number, base: number, bits: number): boolean {
  if (bits === 0) return true;
  const mask = (~0 << (32 - bits)) >>> 0;
  return (address & mask) === (base & mask);
}

/** The WHATWG URL parser's spelling of an IPv6 address (`0:0::1` is `::1`). */
function canonicalIPv6(address: string): string {
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}
