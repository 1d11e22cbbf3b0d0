import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Host pids of live (not zombie) processes whose command line contains `marker`. Processes in a
 * sandbox's PID namespace print pids that mean nothing outside it; their command line is the same
 * everywhere, so tests look for a marker there.
 */
export function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (cmdline.includes(marker) && !stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z'))
        found.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Waits (bounded, 5 s) until no process carries the marker; returns those still left. */
export async function leftover(marker: string): Promise<number[]> {
  for (let i = 0; i < 100; i++) {
    const left = processesWith(marker);
    if (left.length === 0) return [];
    await sleep(50);
  }
  return processesWith(marker);
}

/** A `sleep` duration no other process uses, to find that sleep again: `sleep 600.123456`. */
export function uniqueSleep(): string {
  return `600.${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
}
