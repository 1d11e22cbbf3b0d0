import type { LookupAddress } from 'node:dns';

type Lookup = (hostname: string) => Promise<readonly LookupAddress[]>;

/**
 * `lookup` with at most `limit` calls in flight; the rest wait their turn, in order. dns.lookup
 * runs getaddrinfo on libuv's thread pool (4 threads), which nightshift's own file reads and
 * writes share: names a command makes slow to answer (a zone it controls, under an allowed
 * wildcard), asked on many connections at once, would hold every thread and stall nightshift.
 */
export function limitLookups(lookup: Lookup, limit: number): Lookup {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (hostname) => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await lookup(hostname);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
