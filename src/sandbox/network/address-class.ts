import { isIPv4, isIPv6 } from 'node:net';

/**
 * Why an address is not on the public internet: what a name allowed by a wildcard or a plain host
 * pattern must not resolve to, since through the proxy it would reach the host's own services,
 * its LAN or the cloud metadata endpoint (169.254.169.254).
 */
export type AddressClass =
  | 'loopback'
  | 'unspecified'
  | 'link-local'
  | 'private'
  | 'shared (CGNAT)'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'unrecognized';

/** IPv4 ranges that are not public, as [base, prefix bits, class]; first match wins. */
const V4_RANGES: readonly (readonly [string, number, AddressClass])[] = [
  ['0.0.0.0', 8, 'unspecified'], // "this network": 0.0.0.0 dials the host's loopback on Linux
  ['127.0.0.0', 8, 'loopback'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['100.64.0.0', 10, 'shared (CGNAT)'],
  ['169.254.0.0', 16, 'link-local'],
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
  ['192.0.2.0', 24, 'reserved'], // documentation (TEST-NET-1)
  ['192.88.99.0', 24, 'reserved'], // 6to4 relay anycast
  ['198.18.0.0', 15, 'reserved'], // benchmarking
  ['198.51.100.0', 24, 'reserved'], // TEST-NET-2
  ['203.0.113.0', 24, 'reserved'], // TEST-NET-3
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'broadcast'],
  ['240.0.0.0', 4, 'reserved'],
];

const v4Number = (ip: string): number =>
  ip.split('.').reduce((n, octet) => ((n << 8) | Number(octet)) >>> 0, 0);

function v4Class(n: number): AddressClass | undefined {
  for (const [base, bits, cls] of V4_RANGES) {
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    if ((n & mask) >>> 0 === (v4Number(base) & mask) >>> 0) return cls;
  }
  return undefined;
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted quad and `::` expanded). */
function v6Groups(ip: string): number[] {
  // `::ffff:127.0.0.1` is `::ffff:7f00:1`.
  const text = ip.replace(/(\d{1,3}(?:\.\d{1,3}){3})$/, (quad) => {
    const n = v4Number(quad);
    return `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  });
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const halves = text.split('::');
  if (halves.length === 1) return parse(text);
  const left = parse(halves[0]!);
  const right = parse(halves[1]!);
  return [...left, ...new Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0), ...right];
}

function v6Class(ip: string): AddressClass | undefined {
  const g = v6Groups(ip);
  if (g.length !== 8 || g.some((x) => !(x >= 0 && x <= 0xffff))) return 'unrecognized';
  const v4 = (hi: number, lo: number): number => ((hi << 16) | lo) >>> 0;
  const zeros = (from: number, to: number): boolean => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return 'unspecified';
  if (zeros(0, 7) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d): a socket to it is an IPv4 socket to a.b.c.d.
  if (zeros(0, 5) && g[5] === 0xffff) return v4Class(v4(g[6]!, g[7]!));
  // IPv4-compatible (::a.b.c.d, deprecated): never a public destination.
  if (zeros(0, 6)) return v4Class(v4(g[6]!, g[7]!)) ?? 'reserved';
  // NAT64 (64:ff9b::/96) reaches the embedded IPv4 address through a translator.
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4Class(v4(g[6]!, g[7]!));
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'private'; // local-use NAT64
  if (g[0]! >> 8 === 0) return 'reserved'; // the rest of ::/8
  if (g[0] === 0x100 && zeros(1, 4)) return 'reserved'; // discard-only
  if (g[0] === 0x2001 && g[1] === 0xdb8) return 'reserved'; // documentation
  if (g[0] === 0x2001 && g[1] === 0) return 'reserved'; // Teredo
  if (g[0] === 0x2002) return v4Class(v4(g[1]!, g[2]!)); // 6to4 embeds the IPv4 address
  if ((g[0]! & 0xfe00) === 0xfc00) return 'private'; // unique local fc00::/7
  if ((g[0]! & 0xffc0) === 0xfe80) return 'link-local';
  if ((g[0]! & 0xffc0) === 0xfec0) return 'private'; // site-local, deprecated
  if (g[0]! >> 8 === 0xff) return 'multicast';
  // Only 2000::/3 is allocated as global unicast.
  return (g[0]! & 0xe000) === 0x2000 ? undefined : 'reserved';
}

/**
 * The class of an address a name resolved to, or undefined when it is public. Takes the forms
 * `dns.lookup` returns (`127.0.0.1`, `::1`, `::ffff:127.0.0.1`, `fe80::1%eth0`); anything else is
 * `unrecognized`, so refused.
 */
export function addressClass(address: string): AddressClass | undefined {
  const ip = address.replace(/%.*$/, '');
  if (isIPv4(ip)) return v4Class(v4Number(ip));
  if (isIPv6(ip)) return v6Class(ip.toLowerCase());
  return 'unrecognized';
}

/** The first address of a lookup's answer that is not public, with its class. */
export function firstInternal(
  addresses: readonly string[],
): { address: string; class: AddressClass } | undefined {
  for (const address of addresses) {
    const cls = addressClass(address);
    if (cls !== undefined) return { address, class: cls };
  }
  return undefined;
}
