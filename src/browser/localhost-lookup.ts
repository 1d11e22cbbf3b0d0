import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';

const LOOPBACK: readonly LookupAddress[] = [
  { address: '127.0.0.1', family: 4 },
  { address: '::1', family: 6 },
];

/** `localhost`, `x.localhost`, each also with the root's trailing dot (`localhost.`). */
export const isLocalhostName = (name: string): boolean => /^(?:[^.]+\.)*localhost\.?$/i.test(name);

/**
 * How the browser's proxy resolves an allowed name. Localhost names are loopback without asking
 * DNS (RFC 6761 §6.3, as Chromium itself answers them): a `localhost` entry allows them with no
 * internal-address check, so a resolver's answer for `localhost.` (not in /etc/hosts, so asked
 * of DNS) must not send the browser to 169.254.169.254 or anywhere else.
 */
export function browserLookup(name: string): Promise<readonly LookupAddress[]> {
  return isLocalhostName(name) ? Promise.resolve(LOOPBACK) : dnsLookup(name, { all: true });
}
