import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ChainHead } from '../audit/head.ts';
import { parseAuditLog, splitAuditLines } from '../audit/read.ts';
import type { AuditEvent } from '../audit/schema.ts';
import { verifyAuditText } from '../audit/verify.ts';
import { ConfigError } from '../config/errors.ts';
import { readResumeFile } from './resume-files.ts';

/** An earlier run's audit log, verified, as resume reads it. */
export interface ResumeLog {
  file: string;
  /** The directory holding the log: the old run's out dir (or an artifact), where changes.patch is. */
  dir: string;
  events: AuditEvent[];
  started: Extract<AuditEvent, { type: 'run.started' }>;
  /** Absent when the run was killed (or its log cut short) before it finished. */
  finished?: Extract<AuditEvent, { type: 'run.finished' }>;
  /** Seq and hash of the last line that verified: what the new log's `resumed_from` names. */
  head: ChainHead;
  /** Set when the last line was cut short mid-write and left out. */
  truncated?: string;
}

/**
 * Reads the log to resume from: `from` is the log or a directory holding it (an out dir, a
 * downloaded artifact). A log whose chain does not verify is refused — it was edited, or lines were
 * removed, inserted or mixed from another run; only a last line cut short mid-write (a killed
 * process) is tolerated, and left out.
 */
export function readResumeLog(from: string): ResumeLog {
  const file = locateLog(from);
  let text = readResumeFile(file, 'audit log');
  const verification = verifyAuditText(text);
  let truncated: string | undefined;
  if (!verification.ok) {
    const flaw = verification.firstBad;
    if (flaw?.kind !== 'truncated')
      throw new ConfigError(
        `resume: refusing ${file}:${flaw?.line ?? 1}: its hash chain does not verify (${flaw?.reason ?? 'unknown flaw'}); a log that was changed cannot be resumed`,
      );
    truncated = `its last line was cut short mid-write (the run was killed) and is left out; the ${verification.lines} lines before it verify`;
    text = splitAuditLines(text)
      .lines.map((l) => `${l}\n`)
      .join('');
  }
  const events = parseAuditLog(text, file);
  const started = events[0];
  if (started?.type !== 'run.started')
    throw new ConfigError(`resume: ${file} does not start with run.started: not a run's audit log`);
  const finished = events.findLast((e) => e.type === 'run.finished');
  return {
    file,
    dir: path.dirname(file),
    events,
    started,
    ...(finished ? { finished } : {}),
    head: { seq: verification.lines - 1, hash: verification.head },
    ...(truncated ? { truncated } : {}),
  };
}

/** A file is the log; a directory holds `audit.jsonl`, or exactly one `*.jsonl` (an artifact). */
function locateLog(from: string): string {
  if (!existsSync(from)) throw new ConfigError(`resume: ${from} does not exist`);
  if (!statSync(from).isDirectory()) return from;
  const own = path.join(from, 'audit.jsonl');
  if (existsSync(own)) return own;
  const logs = readdirSync(from).filter((f) => f.endsWith('.jsonl'));
  if (logs.length === 1) return path.join(from, logs[0] ?? '');
  throw new ConfigError(
    logs.length === 0
      ? `resume: ${from} holds no audit log (audit.jsonl or one *.jsonl file)`
      : `resume: ${from} holds several logs (${logs.join(', ')}); name the one to resume`,
  );
}
