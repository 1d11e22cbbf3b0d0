import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** True when the process is gone or a zombie (dead, waiting to be reaped by its new parent). */
function isDead(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

/** Waits (bounded) for a killed process to finish dying; returns whether it did. */
export async function becomesDead(pid: number): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (isDead(pid)) return true;
    await sleep(50);
  }
  return false;
}
