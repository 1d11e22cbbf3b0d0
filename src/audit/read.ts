import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { ConfigError } from '../config/errors.ts';
import { auditEventSchema, type AuditEvent } from './schema.ts';

export interface AuditLines {
  /** Complete lines, without their newline. */
  lines: string[];
  /** Text after the last newline: a line whose write was cut short (a killed process), if any. */
  tail: string | undefined;
}

export function splitAuditLines(text: string): AuditLines {
  const parts = text.split('\n');
  const last = parts.pop() ?? '';
  return { lines: parts, tail: last === '' ? undefined : last };
}

export class AuditLogError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    detail: string,
  ) {
    super(`${file}:${line}: ${detail}`);
    this.name = 'AuditLogError';
  }
}

/** Every issue of a failed parse, short: `tool_calls.0.name: expected string, received number`. */
export function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/**
 * Parses a log's text into events, checking each line against the schema (not the hash chain:
 * that is verifyAuditText's job). A cut-short last line is skipped, so the log of a killed run
 * still summarizes; any other bad line throws an AuditLogError naming it.
 */
export function parseAuditLog(text: string, file = '<audit log>'): AuditEvent[] {
  return jsonLines(text, file).map((json, i) => {
    const parsed = auditEventSchema().safeParse(json);
    if (!parsed.success)
      throw new AuditLogError(file, i + 1, `not an audit event: ${describeIssues(parsed.error.issues)}`);
    return parsed.data;
  });
}

/** Larger than any log a run writes; a log named on the command line may be anyone's. */
export const MAX_AUDIT_LOG_BYTES = 256 * 1024 * 1024;

/**
 * A log named on the command line (summary, replay). Opened without blocking and checked on the
 * descriptor: a FIFO (or a link to one, or to /dev/zero) would hang the command or fill its
 * memory, and is refused unread, as a log too large is. A missing file or a directory fails as
 * reading it does.
 */
export function readAuditLog(file: string): AuditEvent[] {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() && !stat.isDirectory())
      throw new ConfigError(`${file} is not a regular file; an audit log must be one`);
    if (stat.size > MAX_AUDIT_LOG_BYTES)
      throw new ConfigError(
        `${file} holds ${stat.size} bytes, more than an audit log may have (${MAX_AUDIT_LOG_BYTES})`,
      );
    return parseAuditLog(readFileSync(fd, 'utf8'), file);
  } finally {
    closeSync(fd);
  }
}

/**
 * The log this process wrote, for its summary: its lines are parsed as JSON but not checked
 * against the schema, whose construction alone costs a run ~10 ms. The writer built every line
 * from typed payloads.
 */
export function readOwnAuditLog(file: string): AuditEvent[] {
  return jsonLines(readFileSync(file, 'utf8'), file) as AuditEvent[];
}

function jsonLines(text: string, file: string): unknown[] {
  return splitAuditLines(text).lines.map((line, i) => {
    try {
      return JSON.parse(line) as unknown;
    } catch (err) {
      throw new AuditLogError(file, i + 1, `not JSON: ${(err as Error).message}`);
    }
  });
}
