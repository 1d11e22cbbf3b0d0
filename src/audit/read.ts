import { readFileSync } from 'node:fs';
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

export function readAuditLog(file: string): AuditEvent[] {
  return parseAuditLog(readFileSync(file, 'utf8'), file);
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
