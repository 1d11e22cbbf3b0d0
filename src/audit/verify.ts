import { readFileSync } from 'node:fs';
import { headMismatch } from './head.ts';
import { describeIssues, splitAuditLines } from './read.ts';
import { auditEventSchema } from './schema.ts';
import { sha256Hex } from './writer.ts';

export type AuditFlaw = 'json' | 'schema' | 'seq' | 'run_id' | 'chain' | 'truncated' | 'head';

export interface VerifyOptions {
  /** A head recorded elsewhere (see head.ts): the log must end exactly there. */
  head?: { seq?: number; hash: string };
}

export interface AuditVerification {
  ok: boolean;
  /** Lines that verified, from the top (all of them when ok). */
  lines: number;
  /**
   * SHA-256 of the last verified line: the head of the chain. A chain cannot reveal an edit of its
   * own last line (nothing after it records the hash), so compare this with a head recorded
   * elsewhere (the run's summary, the PR body) when that matters.
   */
  head: string;
  /**
   * Whether the last verified line is run.finished. A log without it is the prefix of a run that
   * was killed (or still runs) — or one whose last lines were cut off, which no chain can show.
   */
  finished: boolean;
  firstBad?: { seq: number; line: number; kind: AuditFlaw; reason: string };
}

/**
 * Checks every line: JSON, schema, seq continuity from 0, one run_id, and the hash chain. Names
 * the first bad seq: an edited line is the one whose hash the next line's `prev` no longer
 * matches; a deleted one is the seq missing from the sequence; an inserted or moved one is the
 * seq found out of place. A last line without a newline is reported as a partial write. With a
 * recorded head, a chain that verifies must also end there (nothing appended, nothing cut off).
 */
export function verifyAuditText(text: string, options: VerifyOptions = {}): AuditVerification {
  const { lines, tail } = splitAuditLines(text);
  const hashes: string[] = [];
  let runId: string | undefined;
  let lastType = '';
  const fail = (seq: number, kind: AuditFlaw, reason: string): AuditVerification => ({
    ok: false,
    lines: seq,
    head: seq > 0 ? (hashes[seq - 1] ?? '') : '',
    finished: false,
    firstBad: { seq, line: seq + 1, kind, reason },
  });

  for (const [i, line] of lines.entries()) {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (err) {
      return fail(i, 'json', `line ${i + 1} is not JSON: ${(err as Error).message}`);
    }
    const parsed = auditEventSchema().safeParse(json);
    if (!parsed.success) {
      return fail(
        i,
        'schema',
        `line ${i + 1} is not a valid audit event: ${describeIssues(parsed.error.issues)}`,
      );
    }
    const event = parsed.data;
    if (event.seq > i) {
      return fail(
        i,
        'seq',
        `seq ${i} is missing (line ${i + 1} has seq ${event.seq}): a line was deleted or moved`,
      );
    }
    if (event.seq < i) {
      // A repeat of the previous seq means the line before this one is the stranger.
      const at = event.seq === i - 1 ? i - 1 : i;
      return fail(
        at,
        'seq',
        `seq ${event.seq} found where seq ${i} belongs (line ${i + 1}): a line was inserted or moved`,
      );
    }
    runId ??= event.run_id;
    if (event.run_id !== runId) {
      return fail(
        i,
        'run_id',
        `seq ${i} belongs to run ${event.run_id}, not ${runId}: lines from another log`,
      );
    }
    const expected = hashes[i - 1] ?? '';
    if (event.prev !== expected) {
      if (i === 0) return fail(0, 'chain', `seq 0 must have prev "", found "${event.prev}"`);
      return fail(
        i - 1,
        'chain',
        `seq ${i - 1} was modified: its SHA-256 does not match the prev recorded by seq ${i} (line ${i + 1})`,
      );
    }
    hashes.push(sha256Hex(line));
    lastType = event.type;
  }

  if (tail !== undefined) {
    const n = lines.length;
    return fail(
      n,
      'truncated',
      `truncated last line ${n + 1} (${Buffer.byteLength(tail)} bytes without a newline): a partial write, the writer was killed mid-line; the ${n} lines before it verify`,
    );
  }
  const mismatch = options.head && headMismatch(hashes, options.head);
  if (mismatch) {
    return {
      ok: false,
      lines: lines.length,
      head: hashes.at(-1) ?? '',
      finished: lastType === 'run.finished',
      firstBad: { seq: mismatch.seq, line: mismatch.seq + 1, kind: 'head', reason: mismatch.reason },
    };
  }
  return { ok: true, lines: lines.length, head: hashes.at(-1) ?? '', finished: lastType === 'run.finished' };
}

export function verifyAuditLog(file: string, options: VerifyOptions = {}): AuditVerification {
  return verifyAuditText(readFileSync(file, 'utf8'), options);
}
