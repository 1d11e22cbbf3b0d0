import { isIPv4, isIPv6 } from 'node:net';

/** Suffixes no public DNS zone serves: mDNS, private-use and home networks. */
const PRIVATE_SUFFIXES = ['.localhost', '.local', '.internal', '.lan', '.home.arpa'];

/**
 * Whether a base URL points at this machine or a private network: loopback, RFC 1918, link-local,
 * shared address space (100.64/10, e.g. Tailscale), IPv6 unique-local and link-local, `localhost`,
 * and names only a private resolver answers (a single label such as a compose service `ollama`,
 * or a suffix above). Decided from the URL alone: nothing is resolved. Unparsable → false.
 */
export function isPrivateUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  if (isIPv4(host)) return isPrivateIPv4(host);
  if (isIPv6(host)) return isPrivateIPv6(host);
  const name = host.replace(/\.$/, '');
  return (
    name === 'localhost' || !name.includes('.') || PRIVATE_SUFFIXES.some((suffix) => name.endsWith(suffix))
  );
}

function isPrivateIPv4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return (
    a === 127 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

function isPrivateIPv6(ip: string): boolean {
  if (ip === '::1') return true;
  // IPv4-mapped (`::ffff:127.0.0.1`, which URL writes as `::ffff:7f00:1`): the IPv4 address decides.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (mapped) {
    const [hi, lo] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
    return isPrivateIPv4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  const first = parseInt(ip.split(':')[0] || '0', 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}
