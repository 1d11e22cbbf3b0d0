import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lineText, scanLines, trimPartialUtf8 } from '../../src/tools/fs/lines.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'ns-scan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('scanLines with a line budget', () => {
  it('keeps only the start of a line longer than the budget, across chunks, and its whole length', () => {
    const file = path.join(dir, 'long.txt');
    const long = 'a'.repeat(100_000) + 'b'.repeat(100_000);
    writeFileSync(file, `${long}\nshort\n${'c'.repeat(70_000)}`);
    const seen: { text: string; bytes: number }[] = [];
    const scan = scanLines(
      file,
      (line, _n, bytes) => {
        seen.push({ text: line.toString(), bytes });
        return true;
      },
      { maxLineBytes: 150_000 },
    );
    expect(scan).toEqual({ lines: 3, stopped: false });
    expect(seen.map((s) => s.bytes)).toEqual([200_000, 5, 70_000]);
    expect(seen[0]?.text).toBe(long.slice(0, 150_000));
    expect(seen[1]?.text).toBe('short');
    expect(seen[2]?.text).toBe('c'.repeat(70_000));
  });

  it('a cut line says so in bytes, without a broken character at the cut', () => {
    const line = Buffer.from('é'.repeat(10), 'utf8').subarray(0, 5); // cut inside the third é
    expect(trimPartialUtf8(line)).toEqual(Buffer.from('éé'));
    expect(lineText(line, 10, 1000)).toBe('éé … [line cut: 1000 bytes]');
    expect(trimPartialUtf8(Buffer.from('a€'))).toEqual(Buffer.from('a€'));
    expect(trimPartialUtf8(Buffer.from('a€').subarray(0, 3))).toEqual(Buffer.from('a'));
  });
});
