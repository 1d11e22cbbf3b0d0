import { isIPv4 } from 'node:net';
import { firstInternal } from './address-class.ts';
import { matchHost, parseHostPattern, type HostPattern } from '../host-pattern.ts';

export type NetworkDecision = 'allow' | 'deny';

/** One connection attempt as the proxy decided it (the lead records it as `sandbox.network`). */
export interface ConnectionEvent {
  host: string;
  port: number;
  decision: NetworkDecision;
  /**
   * `network.allow[1] "*.pypi.org"` for the pattern that allowed it, `default` when none did,
   * `invariant:internal-address` when an allowed name resolved to a non-public address.
   */
  rule: string;
  /**
   * Why a request was refused before any pattern was consulted (malformed, unsupported), or
   * which non-public address an allowed name resolved to.
   */
  reason?: string;
}

export interface AllowList {
  patterns: HostPattern[];
  texts: string[];
}

/** Parses `network.allow`; the policy loader has validated it, so a bad pattern is a bug. */
export function compileAllowList(allow: readonly string[]): AllowList {
  const patterns = allow.map((text, i) => {
    const p = parseHostPattern(text);
    if (!p) throw new Error(`network.allow[${i}] ${JSON.stringify(text)} is not a host pattern`);
    return p;
  });
  return { patterns, texts: [...allow] };
}

export function decide(list: AllowList, host: string, port: number): ConnectionEvent {
  // IPv6 literals never match: patterns name hosts and IPv4 addresses only.
  const i = host.startsWith('[') ? -1 : matchHost(list.patterns, host, port);
  return i < 0
    ? { host, port, decision: 'deny', rule: 'default' }
    : { host, port, decision: 'allow', rule: `network.allow[${i}] ${JSON.stringify(list.texts[i])}` };
}

/**
 * Whether the pattern that allowed `host:port` names the local or private address it may reach:
 * an IPv4 address (`127.0.0.1:8080`, `10.0.0.5`) or `localhost`, exactly. A wildcard or any other
 * name allows only what resolves to public addresses (see `internalAddressDenial`).
 */
export function namesLocalAddress(list: AllowList, host: string, port: number): boolean {
  const i = host.startsWith('[') ? -1 : matchHost(list.patterns, host, port);
  const p = i < 0 ? undefined : list.patterns[i]!;
  return p !== undefined && !p.subdomains && (isIPv4(p.host) || p.host === 'localhost');
}

/** The rule of an allowed name refused because it resolved to a non-public address. */
export const INTERNAL_ADDRESS_RULE = 'invariant:internal-address';

/**
 * The refusal of an allowed `host:port` whose name resolved to `addresses`, when any of them is
 * loopback, link-local, private or otherwise not public (all of them are checked: a client could
 * land on any); undefined when all are public.
 */
export function internalAddressDenial(
  host: string,
  port: number,
  addresses: readonly string[],
): ConnectionEvent | undefined {
  const hit = firstInternal(addresses);
  if (!hit) return undefined;
  return {
    host,
    port,
    decision: 'deny',
    rule: INTERNAL_ADDRESS_RULE,
    reason: `${host} resolves to ${hit.address}, ${/^[aeiou]/.test(hit.class) ? 'an' : 'a'} ${hit.class} address`,
  };
}

/** The 403 body for `internalAddressDenial`. */
export function internalAddressMessage(ev: ConnectionEvent): string {
  return (
    `nightshift sandbox: connection to ${ev.host}:${ev.port} denied: ${ev.reason ?? 'not a public address'}; ` +
    `network.allow reaches loopback, link-local and private addresses only through a pattern naming ` +
    `the IPv4 address (or localhost) itself.\n`
  );
}

/** The body of a 403: short, and says what to change, since the model reads it. */
export function denialMessage(host: string, port: number): string {
  if (host.startsWith('[')) {
    return `nightshift sandbox: connection to ${host}:${port} denied: network.allow cannot list IPv6 addresses; use a host name.\n`;
  }
  return (
    `nightshift sandbox: connection to ${host}:${port} denied: ` +
    `the policy's network.allow must list "${host}" (or "${host}:${port}") to reach it.\n`
  );
}
