import { describe, expect, it } from 'vitest';
import { Redactor } from '../../src/audit/redact.ts';
import { formatSearch } from '../../src/tools/search/format.ts';
import type { SearchLine } from '../../src/tools/search/types.ts';

const SECRET = 'ghp_Zk4Qw8Rt1Yu5Io9Pa3Sd7Fg2Hj6Kl0Xc4Vb';
const redactor = new Redactor();
redactor.addSecret(SECRET);

/** search_files' limits, with the run's redaction. */
const limits = {
  maxMatches: 300,
  maxBytes: 50_000,
  maxLineChars: 500,
  redact: (t: string) => redactor.redact(t),
};

const format = (lines: SearchLine[]) =>
  formatSearch(
    { files: [{ path: 'a.txt', lines }], matches: lines.filter((l) => l.match).length, complete: true },
    limits,
  );

const leaked = (shown: string) =>
  Array.from({ length: SECRET.length - 5 }, (_, i) => SECRET.slice(i, i + 6)).filter((p) =>
    shown.includes(p),
  );

describe('search_files output, long lines cut at 500 characters', () => {
  it('never shows part of a secret, wherever the cut falls in it', () => {
    for (let pad = 500 - SECRET.length - 2; pad <= 502; pad++) {
      const shown = format([
        { n: 1, text: 'context', match: false },
        { n: 2, text: `${'x'.repeat(pad)}${SECRET}${'y'.repeat(100)} needle`, match: true },
      ]);
      expect(shown, `padding ${pad}`).toContain('[line cut:');
      expect(leaked(shown), `padding ${pad}`).toEqual([]);
    }
  });

  it('masks a secret wrapped over adjacent lines, and keeps every line number', () => {
    const hex =
      Buffer.from(SECRET)
        .toString('hex')
        .match(/.{1,30}/g) ?? [];
    const lines = hex.map((text, i) => ({ n: 10 + i, text, match: true }));
    const shown = format([...lines, { n: 40, text: 'needle far away', match: true }]);
    expect(shown).not.toContain(Buffer.from(SECRET).toString('hex').slice(6, 24));
    for (const l of lines) expect(shown).toMatch(new RegExp(`^\\s*${l.n}:`, 'm'));
    expect(shown).toContain('  --');
    expect(shown).toMatch(/^\s*40: needle far away$/m);
  });
});
