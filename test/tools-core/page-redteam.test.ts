import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Redactor } from '../../src/audit/redact.ts';
import { pageLines, pageText, type Page, type PageOptions } from '../../src/tools/fs/page.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'ns-page-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SECRET = 'sk_live_Q3vN8rT2wY6pZ1xM4kB7cJ9dF0gH5aLs';
const redactor = new Redactor();
redactor.addSecret(SECRET);
const redact = (text: string) => redactor.redact(text);

/** read_file's limits, with the run's redaction. */
const options = (fileBytes: number): PageOptions => ({
  offset: 1,
  limit: 2000,
  maxBytes: 50_000,
  maxLineChars: 2000,
  countTotalBelowBytes: 8 * 1024 * 1024,
  fileBytes,
  refuseBinary: true,
  redact,
});

const text = (page: Page) => ('lines' in page ? page.lines.map((l) => l.text).join('\n') : '');

/** Any 6 characters of the secret in a row: a part of it that could be put together with another. */
const leaked = (shown: string) =>
  Array.from({ length: SECRET.length - 5 }, (_, i) => SECRET.slice(i, i + 6)).filter((p) =>
    shown.includes(p),
  );

const read = (name: string, content: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return pageLines(file, options(Buffer.byteLength(content)));
};

describe('a page of a file, long lines cut at 2000 characters', () => {
  it('never shows part of a secret, wherever the cut falls in it', () => {
    // The attacker picks the padding so the cut lands at every character of the secret in turn.
    for (let pad = 2000 - SECRET.length - 2; pad <= 2000 + 2; pad++) {
      const page = read('long.txt', `${'x'.repeat(pad)}${SECRET}${'y'.repeat(50)}\nnext\n`);
      const shown = text(page);
      expect(shown, `padding ${pad}`).toContain('[line cut:');
      expect(leaked(shown), `padding ${pad}`).toEqual([]);
    }
  });

  it('never shows part of a secret in a line past the 64 KiB read budget either', () => {
    for (const pad of [1990, 1999, 65_530]) {
      const shown = text(read('huge.txt', `${'x'.repeat(pad)}${SECRET}${'y'.repeat(70_000)}\n`));
      expect(shown).toContain('[line cut:');
      expect(leaked(shown), `padding ${pad}`).toEqual([]);
    }
  });

  it('masks a secret wrapped over lines (base64, hex) and keeps the line numbers', () => {
    const b64 = Buffer.from(`key=${SECRET}`)
      .toString('base64')
      .replace(/(.{20})/g, '$1\n');
    const hex = Buffer.from(SECRET)
      .toString('hex')
      .replace(/(.{30})/g, '$1\n');
    const page = read('wrapped.txt', `start\n${b64}\n${hex}\nend\n`);
    if (!('lines' in page)) throw new Error('binary?');
    const all = `start\n${b64}\n${hex}\nend`.split('\n');
    expect(page.lines.map((l) => l.n)).toEqual(all.map((_, i) => i + 1));
    expect(page.lines.at(-1)?.text).toBe('end');
    const shown = text(page);
    expect(Buffer.from(shown.replace(/[^A-Za-z0-9+/]/g, ''), 'base64').toString('latin1')).not.toContain(
      SECRET.slice(8, 24),
    );
    expect(shown).not.toContain(Buffer.from(SECRET).toString('hex').slice(4, 28));
  });

  it('does the same for text decoded whole (a UTF-16 file)', () => {
    for (const pad of [1960, 1970, 1985, 1999]) {
      const content = `${'x'.repeat(pad)}${SECRET}tail\r\nsecond\r\n`;
      const page = pageText(content, { ...options(content.length * 2) });
      expect(leaked(text(page)), `padding ${pad}`).toEqual([]);
      if ('lines' in page) expect(page.lines[1]?.text).toBe('second');
    }
  });

  it('shows lines without secrets as before', () => {
    const page = read('plain.txt', `${'a'.repeat(2500)}\nshort\n`);
    if (!('lines' in page)) throw new Error('binary?');
    expect(page.lines[0]?.text).toBe(`${'a'.repeat(2000)} … [line cut: 2500 chars]`);
    expect(page.lines[1]?.text).toBe('short');
  });
});
