import { matchHost, parseHostPattern, type HostPattern } from '../host-pattern.ts';

export type NetworkDecision = 'allow' | 'deny';

/** One connection attempt as the proxy decided it (the lead records it as `sandbox.network`). */
export interface ConnectionEvent {
  host: string;
  port: number;
  decision: NetworkDecision;
  /** `network.allow[1] "*.pypi.org"` for the pattern that allowed it, `default` when none did. */
  rule: string;
  /** Why a request was refused before any pattern was consulted (malformed, unsupported). */
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
