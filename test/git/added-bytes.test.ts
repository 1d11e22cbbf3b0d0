import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countAddedBytes, withFilesAdded } from '../../src/git/added-bytes.ts';

/** A real repository: base commit, then `change` and a commit whose format-patch is counted. */
function patchOf(
  base: Record<string, string | Buffer>,
  change: Record<string, string | Buffer | null>,
  message = 'change',
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-added-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: dir,
      encoding: 'utf8',
    });
  try {
    git('init', '-q');
    for (const [name, content] of Object.entries(base)) writeFileSync(path.join(dir, name), content);
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    for (const [name, content] of Object.entries(change)) {
      if (content === null) rmSync(path.join(dir, name));
      else writeFileSync(path.join(dir, name), content);
    }
    git('add', '-A');
    git('commit', '-q', '-m', message);
    return git('format-patch', '-1', '--stdout', '--binary', '--no-renames', '--no-signature', 'HEAD');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('countAddedBytes', () => {
  it('counts added text lines with their newlines, not removed or context lines', () => {
    const patch = patchOf(
      { 'a.txt': 'one\ntwo\nthree\n', 'gone.txt': 'x'.repeat(500) + '\n' },
      { 'a.txt': 'one\nTWO!\nthree\nfour\n', 'gone.txt': null, 'new.txt': 'héllo\n' },
    );
    // "TWO!\n" 5 + "four\n" 5 + "héllo\n" 7 (é is two bytes); the deleted file adds nothing.
    expect(countAddedBytes(patch)).toEqual({ total: 17, largest: { path: 'a.txt', bytes: 10 } });
  });

  it('counts a one-line file by its bytes, not as one line', () => {
    const patch = patchOf({ 'keep.txt': 'k\n' }, { 'min.js': 'x'.repeat(300_000) });
    // No newline at the end: the `+` of the line is counted in its place (one byte over at most).
    expect(countAddedBytes(patch).total).toBeGreaterThanOrEqual(300_000);
    expect(countAddedBytes(patch).total).toBeLessThanOrEqual(300_001);
  });

  it('counts a new binary file by its whole size and a changed one by its delta', () => {
    const blob = randomBytes(200_000);
    const added = countAddedBytes(patchOf({ 'keep.txt': 'k\n' }, { 'blob.bin': blob }));
    expect(added).toEqual({ total: 200_000, largest: { path: 'blob.bin', bytes: 200_000 } });

    const changed = Buffer.from(blob);
    changed[1000] = changed[1000]! ^ 0xff;
    const delta = countAddedBytes(patchOf({ 'blob.bin': blob }, { 'blob.bin': changed }));
    expect(delta.total).toBeGreaterThan(0);
    expect(delta.total).toBeLessThan(1_000); // a one-byte change is a small delta, not 200 KB

    const replaced = countAddedBytes(patchOf({ 'blob.bin': blob }, { 'blob.bin': randomBytes(50_000) }));
    expect(replaced.total).toBeGreaterThanOrEqual(50_000); // new content, not the old size
    expect(replaced.total).toBeLessThan(60_000);
  });

  it('names a file git quotes as git quotes it', () => {
    const patch = patchOf({ 'k.txt': 'k\n' }, { 'sp ace "q".txt': 'abc\n' });
    expect(countAddedBytes(patch).largest).toEqual({ path: '"sp ace \\"q\\".txt"', bytes: 4 });
  });

  it('cannot be lowered by a commit message that looks like a patch', () => {
    const message = [
      'change',
      '',
      'diff --git a/x b/x',
      'GIT binary patch',
      'literal 0',
      '',
      '@@ -1 +1 @@',
    ].join('\n');
    const patch = patchOf({ 'k.txt': 'k\n' }, { 'blob.bin': randomBytes(10_000) }, message);
    expect(countAddedBytes(patch).total).toBeGreaterThanOrEqual(10_000);
  });
});

describe('withFilesAdded', () => {
  it('adds whole files to the total and names the largest as a patch would', () => {
    const patch = { total: 10, largest: { path: 'a.txt', bytes: 10 } };
    expect(withFilesAdded(patch, [])).toEqual(patch);
    expect(withFilesAdded(patch, [{ path: 'big.bin', bytes: 5000 }])).toEqual({
      total: 5010,
      largest: { path: 'big.bin', bytes: 5000 },
    });
    expect(withFilesAdded({ total: 0 }, [{ path: 'x\n::error::y', bytes: 1 }])).toEqual({
      total: 1,
      largest: { path: '"x\\n::error::y"', bytes: 1 },
    });
    // The patch's own largest stays when whole files add less.
    expect(withFilesAdded(patch, [{ path: 'é.bin', bytes: 3 }]).largest).toEqual(patch.largest);
  });
});
