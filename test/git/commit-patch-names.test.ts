import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRunBranch } from '../../src/git/branch.ts';
import { commitChanges } from '../../src/git/commit.ts';
import { git, makeRepo } from '../support/git-server.ts';

/**
 * changes.patch is redacted as text: a secret in a file's name must be in it as written, not as
 * git's octal escapes of its bytes or cut short in the diffstat, and the patch must still apply.
 */
describe('file names in the patch commitChanges returns', () => {
  const long = `dir/${'segment-'.repeat(12)}ghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-and-a-long-suffix.txt`;
  const names = [
    'notes-pässwörd-Geheim-1234.txt',
    'ünï/cödé.md',
    'with space.txt',
    'we"ird.txt',
    'back\\slash.txt',
    'tab\there.txt',
    long,
  ];

  async function commitNames(): Promise<{ ws: string; base: string; sha: string; patch: string }> {
    const ws = makeRepo();
    const base = git(ws, 'rev-parse', 'HEAD');
    for (const name of names) {
      mkdirSync(path.dirname(path.join(ws, name)), { recursive: true });
      writeFileSync(path.join(ws, name), `${name}\n`);
    }
    const { branch } = await createRunBranch({
      workspace: ws,
      template: 'nightshift/{run_id}',
      vars: { title: 't', runId: 'names' },
    });
    const result = await commitChanges({
      workspace: ws,
      branch,
      message: 'names',
      trailer: 'Nightshift-Run: names',
    });
    if (!result) throw new Error('nothing committed');
    return { ws, base, sha: result.sha, patch: result.patch };
  }

  it('shows non-ASCII names as they are and every name in full in the diffstat', async () => {
    const { patch } = await commitNames();
    const stat = patch.slice(0, patch.indexOf('diff --git'));
    expect(stat).toContain('notes-pässwörd-Geheim-1234.txt');
    expect(stat).toContain('ünï/cödé.md');
    expect(stat).toContain(long);
    expect(patch).not.toMatch(/\\3[0-7]{2}/);
    expect(patch).toContain('create mode 100644 notes-pässwörd-Geheim-1234.txt');
    expect(patch).toContain('diff --git a/notes-pässwörd-Geheim-1234.txt b/notes-pässwörd-Geheim-1234.txt');
  });

  it('still applies with git am and git apply, to the same tree', async () => {
    const { ws, base, sha, patch } = await commitNames();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ns-patch-')), 'changes.patch');
    writeFileSync(file, patch);
    const tree = git(ws, 'rev-parse', `${sha}^{tree}`);
    for (const apply of [
      ['am', '--quiet', file],
      ['apply', '--index', file],
    ]) {
      const other = mkdtempSync(path.join(tmpdir(), 'ns-apply-'));
      execFileSync('git', ['clone', '--quiet', '--no-checkout', ws, other]);
      git(other, 'checkout', '--quiet', base);
      git(other, ...apply);
      expect(git(other, 'write-tree'), apply[0]).toBe(tree);
    }
  });
});
