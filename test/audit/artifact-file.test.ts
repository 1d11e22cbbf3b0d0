import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openArtifact, writeArtifact } from '../../src/audit/artifact-file.ts';

/** A workspace with its out dir two levels down, and a host file outside it a link could aim at. */
function fixture() {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-artifact-')));
  const outDir = path.join(root, 'ws', '.nightshift', 'runs', 'R1');
  mkdirSync(outDir, { recursive: true });
  const victim = path.join(root, 'victim.txt');
  writeFileSync(victim, 'untouched\n');
  return { root, outDir, victim };
}

describe('writing a run artifact', () => {
  it('writes in the out dir and its subdirectories', () => {
    const { outDir } = fixture();
    expect(writeArtifact(outDir, 'summary.md', '# ok\n')).toBe(path.join(outDir, 'summary.md'));
    writeArtifact(outDir, '001-launch.png', Buffer.from([1, 2, 3]), 'screenshots');
    expect(readFileSync(path.join(outDir, 'summary.md'), 'utf8')).toBe('# ok\n');
    expect([...readFileSync(path.join(outDir, 'screenshots', '001-launch.png'))]).toEqual([1, 2, 3]);
    writeArtifact(outDir, 'summary.md', 'shorter');
    expect(readFileSync(path.join(outDir, 'summary.md'), 'utf8')).toBe('shorter');
  });

  it.each([
    ['the out dir', (ws: string) => path.join(ws, '.nightshift', 'runs', 'R1')],
    ['its parent', (ws: string) => path.join(ws, '.nightshift', 'runs')],
    ['a directory two levels up', (ws: string) => path.join(ws, '.nightshift')],
  ])('refuses when %s was moved away and a link put in its place', (_what, moved) => {
    const { root, outDir, victim } = fixture();
    const ws = path.join(root, 'ws');
    // The trap: the same layout elsewhere, its files links to the victim.
    const trap = path.join(ws, 'evil', path.relative(ws, outDir));
    mkdirSync(path.join(trap, 'commands'), { recursive: true });
    for (const name of ['summary.md', 'changes.patch']) symlinkSync(victim, path.join(trap, name));
    const dir = moved(ws);
    renameSync(dir, `${dir}.moved`);
    symlinkSync(path.join(ws, 'evil', path.relative(ws, dir)), dir);

    for (const write of [
      () => writeArtifact(outDir, 'summary.md', 'overwritten'),
      () => writeArtifact(outDir, 'changes.patch', 'overwritten'),
      () => writeArtifact(outDir, 'new.md', 'planted'),
      () => openArtifact(outDir, '1.log', { sub: 'commands' }),
    ])
      expect(write).toThrow(/was moved or replaced by a link during the run/);
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
  });

  it('never writes through a link planted in place of the file itself', () => {
    const { outDir, victim } = fixture();
    symlinkSync(victim, path.join(outDir, 'summary.md'));
    expect(() => writeArtifact(outDir, 'summary.md', 'overwritten')).toThrow(/ELOOP/);
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
  });
});
