import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AuditEventType, AuditSink } from '../../src/audit/types.ts';
import type { ToolContext } from '../../src/tools/types.ts';

const require = createRequire(import.meta.url);

/** Entry point of an installed MCP server package, from its package.json `bin`. */
export function serverBin(pkg: string): string {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: Record<string, string> };
  const [bin] = Object.values(manifest.bin);
  if (!bin) throw new Error(`${pkg} has no bin`);
  return path.join(path.dirname(manifestPath), bin);
}

export const FRAGILE_SERVER = path.join(import.meta.dirname, 'fixtures', 'fragile-server.mjs');

export class RecordingAudit implements AuditSink {
  readonly events: Array<{ type: AuditEventType; payload: Record<string, unknown> }> = [];
  emit(type: AuditEventType, payload: Record<string, unknown>): void {
    this.events.push({ type, payload });
  }
  of(type: AuditEventType): Array<Record<string, unknown>> {
    return this.events.filter((e) => e.type === type).map((e) => e.payload);
  }
}

/** The parts of a ToolContext MCP tools use; the rest is never touched by them. */
export function toolContext(signal = new AbortController().signal): ToolContext {
  return { signal } as ToolContext;
}

/** Whether a process still runs (a zombie awaiting its reaper does not count). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}
