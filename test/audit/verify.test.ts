import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAuditLog } from '../../src/audit/read.ts';
import { verifyAuditLog, verifyAuditText } from '../../src/audit/verify.ts';
import { AuditWriter } from '../../src/audit/writer.ts';
import { tempLog, writeSampleRun } from './sample-run.ts';

let lines: string[];
let head: string;
const text = (ls: string[]) => `${ls.join('\n')}\n`;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

beforeAll(() => {
  const file = tempLog();
  head = writeSampleRun(file).head;
  lines = readFileSync(file, 'utf8').trimEnd().split('\n');
});

describe('hash chain', () => {
  it('links every line to the SHA-256 of the previous line, "" first', () => {
    const events = lines.map(
      (l) => JSON.parse(l) as { seq: number; prev: string; v: number; run_id: string },
    );
    expect(events[0]?.prev).toBe('');
    for (let i = 1; i < lines.length; i++) {
      expect(events[i]).toMatchObject({ v: 1, seq: i, run_id: 'run-1', prev: sha(lines[i - 1] ?? '') });
    }
  });

  it('verifies an untouched log and reports its head', () => {
    expect(verifyAuditText(text(lines))).toEqual({ ok: true, lines: lines.length, head, finished: true });
    expect(verifyAuditText(text(lines.slice(0, 5)))).toMatchObject({ ok: true, lines: 5, finished: false });
    expect(head).toBe(sha(lines.at(-1) ?? ''));
  });

  it('puts the common fields first and does not let a payload override them', () => {
    const file = tempLog();
    const w = AuditWriter.open(file, { runId: 'r' });
    w.emit('model.retry', { type: 'run.finished', seq: 99, prev: 'x', turn: 1, attempt: 1, error: '529' });
    w.close();
    const line = readFileSync(file, 'utf8');
    expect(Object.keys(JSON.parse(line) as object).slice(0, 6)).toEqual([
      'v',
      'seq',
      'ts',
      'run_id',
      'type',
      'prev',
    ]);
    expect(JSON.parse(line)).toMatchObject({ type: 'model.retry', seq: 0, prev: '' });
    expect(readAuditLog(file)).toHaveLength(1);
  });

  it('refuses to emit after close and to append to an existing log', () => {
    const file = tempLog();
    const w = AuditWriter.open(file, { runId: 'r' });
    w.close();
    w.close();
    expect(() => w.emit('pr.none', {})).toThrow(/closed/);
    expect(() => AuditWriter.open(file, { runId: 'r' })).toThrow(/already exists/);
  });

  it('hashes the UTF-8 bytes written: emoji, line separators and lone surrogates still verify', () => {
    const file = tempLog();
    const w = AuditWriter.open(file, { runId: 'r' });
    w.emit('followup.answered', { question: 'ok? 🚀 \u2028 é', answer: 'lone \ud800 surrogate\r\n' });
    w.emit('pr.none', {});
    w.close();
    expect(verifyAuditLog(file)).toMatchObject({ ok: true, lines: 2 });
    expect(readAuditLog(file)[0]).toMatchObject({ question: 'ok? 🚀 \u2028 é' });
  });

  it('calls onLine with each written line', () => {
    const seen: string[] = [];
    const w = AuditWriter.open(tempLog(), {
      runId: 'r',
      onLine: (line, type) => seen.push(`${type} ${line.length}`),
    });
    w.emit('pr.none', { reason: 'no changes' });
    w.close();
    expect(seen).toEqual([expect.stringMatching(/^pr\.none \d+$/)]);
  });
});

describe('tampering', () => {
  const bad = (ls: string[]) => verifyAuditText(text(ls));

  it('names an edited line', () => {
    const edited = [...lines];
    edited[4] = (edited[4] ?? '').replace('"allow"', '"deny"');
    expect(bad(edited)).toMatchObject({ ok: false, lines: 4, firstBad: { seq: 4, line: 5, kind: 'chain' } });
  });

  it('names an edit that breaks JSON or the schema at the line itself', () => {
    const broken = [...lines];
    broken[6] = (broken[6] ?? '').slice(0, -1);
    expect(bad(broken).firstBad).toMatchObject({ seq: 6, kind: 'json' });
    broken[6] = (lines[6] ?? '').replace('"name":"write_to_file"', '"name":7');
    expect(bad(broken).firstBad).toMatchObject({
      seq: 6,
      kind: 'schema',
      reason: expect.stringContaining('name') as string,
    });
  });

  it('names a deleted line', () => {
    expect(bad(lines.toSpliced(7, 1)).firstBad).toMatchObject({ seq: 7, line: 8, kind: 'seq' });
  });

  it('names an inserted line, even one forged with the right seq and prev', () => {
    const copy = lines.toSpliced(9, 0, lines[3] ?? '');
    expect(bad(copy).firstBad).toMatchObject({ seq: 9, kind: 'seq' });

    const forgedEvent = {
      ...(JSON.parse(lines[9] ?? '') as object),
      seq: 9,
      prev: sha(lines[8] ?? ''),
      text: 'forged',
    };
    const forged = lines.toSpliced(9, 0, JSON.stringify(forgedEvent));
    expect(bad(forged).firstBad).toMatchObject({ seq: 9, line: 10, kind: 'seq' });
  });

  it('names reordered lines', () => {
    const swapped = [...lines];
    [swapped[10], swapped[11]] = [lines[11] ?? '', lines[10] ?? ''];
    expect(bad(swapped).firstBad).toMatchObject({ seq: 10, kind: 'seq' });
  });

  it('catches a line from another run', () => {
    const other = [...lines];
    other[2] = (other[2] ?? '').replace('"run_id":"run-1"', '"run_id":"run-2"');
    expect(bad(other).firstBad).toMatchObject({ seq: 2, kind: 'run_id' });
  });

  it('reports a truncated last line as a partial write, the prefix intact', () => {
    const cut = `${text(lines.slice(0, 5))}${(lines[5] ?? '').slice(0, 30)}`;
    const result = verifyAuditText(cut);
    expect(result).toMatchObject({ ok: false, lines: 5, head: sha(lines[4] ?? '') });
    expect(result.firstBad).toMatchObject({ seq: 5, line: 6, kind: 'truncated' });
    expect(result.firstBad?.reason).toMatch(/partial write/);
  });

  it('reads and verifies files', () => {
    const file = tempLog();
    writeFileSync(file, text(lines.toSpliced(2, 1)));
    expect(verifyAuditLog(file).firstBad?.seq).toBe(2);
    expect(() => readAuditLog(tempLog())).toThrow(/ENOENT/);
  });
});
