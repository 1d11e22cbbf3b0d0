import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { RedactedLog } from '../../src/tools/command/redacted-log.ts';
import { RedactStream } from '../../src/audit/redact-stream.ts';
import { Redactor } from '../../src/audit/redact.ts';

const SECRET = 'tok_9f8e7d6c5b4a+/secret?&=';
const forms = (s: string) => {
  const b = Buffer.from(s);
  return {
    raw: s,
    hex: b.toString('hex'),
    HEX: b.toString('hex').toUpperCase(),
    base64: b.toString('base64'),
    base64url: b.toString('base64url'),
    url: encodeURIComponent(s),
  };
};

const redactor = () => {
  const r = new Redactor();
  r.addSecret(SECRET);
  r.addSecret('another-secret-value');
  return r;
};

/** Pushes the pieces through a RedactStream and returns everything it let out. */
const streamed = (r: Redactor, pieces: string[]) => {
  const s = new RedactStream(r);
  return pieces.map((p) => s.push(p)).join('') + s.end();
};

describe('hex form', () => {
  it('masks a secret written as hex, lower or upper case, inside longer hex', () => {
    const r = redactor();
    for (const hex of [forms(SECRET).hex, forms(SECRET).HEX]) {
      const out = r.redact(`dump: 00ff${hex}0a`);
      expect(out).toBe('dump: 00ff***0a');
    }
  });
});

describe('RedactStream', () => {
  it('masks every form of a secret split at any point across two pieces, like redacting it whole', () => {
    const r = redactor();
    for (const [name, form] of Object.entries(forms(SECRET))) {
      const text = `before ${form} after`;
      const whole = r.redact(text);
      expect(whole, name).not.toContain(form);
      for (let cut = 0; cut <= text.length; cut++) {
        expect(streamed(r, [text.slice(0, cut), text.slice(cut)]), `${name} cut at ${cut}`).toBe(whole);
      }
    }
  });

  it('masks a secret fed one character at a time and across many small pieces', () => {
    const r = redactor();
    const text = `a ${SECRET} b ${forms(SECRET).hex} c another-secret-value d ${SECRET}`;
    expect(streamed(r, [...text])).toBe(r.redact(text));
    const pieces = text.match(/.{1,5}/gs) ?? [];
    expect(streamed(r, pieces)).toBe('a *** b *** c *** d ***');
  });

  it('passes text through unchanged (only later) and holds back no more than it must', () => {
    const r = redactor();
    const s = new RedactStream(r);
    const long = 'x'.repeat(1000);
    const first = s.push(long);
    expect(long.startsWith(first)).toBe(true);
    expect(first.length).toBeGreaterThan(800);
    expect(first + s.end()).toBe(long);
  });

  it('with nothing registered, returns each piece at once', () => {
    const s = new RedactStream(new Redactor());
    expect(s.push('abc')).toBe('abc');
    expect(s.end()).toBe('');
  });
});

describe('RedactedLog (commands/N.log)', () => {
  const files = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ns-redact-'));
    const raw = path.join(dir, 'raw');
    writeFileSync(raw, '');
    return { raw, dest: path.join(dir, 'out') };
  };

  it('follows the raw output while it grows, masking a secret split across two writes', async () => {
    const { raw, dest } = files();
    const log = new RedactedLog(raw, dest, redactor(), { intervalMs: 10 });
    appendFileSync(raw, `${'line\n'.repeat(20)}key=${SECRET.slice(0, 9)}`);
    await sleep(80);
    const live = readFileSync(dest, 'utf8');
    expect(live.startsWith('line\nline\n')).toBe(true);
    expect(live).not.toContain(SECRET.slice(0, 9));
    appendFileSync(raw, `${SECRET.slice(9)} done\n`);
    log.finish();
    expect(readFileSync(dest, 'utf8')).toBe(`${'line\n'.repeat(20)}key=*** done\n`);
  });

  it('masks a secret across the 64 KiB read boundary in a large output', () => {
    const { raw, dest } = files();
    const pad = 'é'.repeat(32 * 1024 - 5); // 2 bytes each: the secret straddles byte 65536
    writeFileSync(raw, `${pad}${SECRET}\n${'y'.repeat(100_000)}${forms(SECRET).base64}\n`);
    new RedactedLog(raw, dest, redactor()).finish();
    expect(readFileSync(dest, 'utf8')).toBe(`${pad}***\n${'y'.repeat(100_000)}***\n`);
  });

  it('copies bytes unchanged when nothing is registered', () => {
    const { raw, dest } = files();
    const bytes = Buffer.from([0xff, 0xfe, 0x00, 0x41]);
    writeFileSync(raw, bytes);
    new RedactedLog(raw, dest, new Redactor()).finish();
    expect(readFileSync(dest)).toEqual(bytes);
  });
});
