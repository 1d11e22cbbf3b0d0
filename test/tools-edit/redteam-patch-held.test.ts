import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { applyPatchTool } from '../../src/tools/apply-patch.ts';
import { checkParams } from '../../src/validate/params.ts';
import { call, workspace } from './helpers.ts';

/**
 * A hostile issue steering apply_patch: renames onto and away from the files that make git, hooks
 * or CI run code, git's own patch forms (modes, symlinks, binary, renames), and a link the same
 * patch moves into place before a later path goes through it. These held before this session's
 * changes; the tests keep them held.
 */
const patch = (...lines: string[]) => ['*** Begin Patch', ...lines, '*** End Patch'].join('\n');

let standard: Policy;
let dir: string;
beforeAll(() => {
  dir = workspace({ 'notes.md': 'n\n', 'hook.sh': 'echo hi\n' }).dir;
  mkdirSync(path.join(dir, '.github/workflows'), { recursive: true });
  standard = loadPolicy('builtin:standard', dir);
});
const decide = (input: string, policy = standard) =>
  checkPolicy(policy, 'apply_patch', { input }, { workspace: dir } as Parameters<typeof checkPolicy>[3]);

describe('renames onto and away from files that run code', () => {
  it.each([
    '.gitattributes',
    'sub/.gitmodules',
    '.husky/pre-commit',
    '.github/workflows/ci.yml',
    '.pre-commit-config.yaml',
    '.vscode/tasks.json',
    'packages/a/.npmrc',
    '.envrc',
  ])('moving a file to %s is denied by an edit rule', (dest) => {
    const d = decide(patch('*** Update File: notes.md', `*** Move to: ${dest}`));
    expect(d.decision).toBe('deny');
    expect(d.rule).toMatch(/^edit\.deny\[\d+\]$/);
  });

  it.each(['.git/config', '.git/hooks/pre-commit', 'sub/.git', '.GIT/hooks/post-checkout'])(
    'moving or adding %s is a protected path under any policy',
    (dest) => {
      const open = loadPolicy('builtin:trusted', dir);
      for (const input of [
        patch('*** Update File: hook.sh', `*** Move to: ${dest}`),
        patch(`*** Add File: ${dest}`, '+x'),
      ]) {
        const d = decide(input, open);
        expect(d.decision).toBe('deny');
        expect(d.rule).toBe('invariant:protected-path');
      }
    },
  );

  it('moving a workflow away (deleting it under its name) is denied too', () => {
    const d = decide(patch('*** Update File: .github/workflows/ci.yml', '*** Move to: ci.yml'));
    expect(d.decision).toBe('deny');
  });

  it.each([
    '*** Update File: notes.md\n*** Move to: ../outside.md',
    '*** Add File: a/../../outside.md\n+x',
    '*** Delete File: /etc/hostname',
  ])('a path leaving the workspace is denied: %s', (body) => {
    expect(decide(patch(body)).rule).toBe('invariant:outside-workspace');
  });
});

describe("git's own patch forms", () => {
  const check = (input: string) =>
    checkParams(applyPatchTool, { id: 'c1', name: 'apply_patch', args: { input } });

  it.each([
    'diff --git a/x b/x\nnew file mode 120000\n--- /dev/null\n+++ b/x\n@@ -0,0 +1 @@\n+../../etc/passwd',
    'diff --git a/run.sh b/run.sh\nold mode 100644\nnew mode 100755',
    'diff --git a/a b/.gitattributes\nsimilarity index 100%\nrename from a\nrename to .gitattributes',
    'diff --git a/x.bin b/x.bin\nGIT binary patch\nliteral 5\nMcmZ?wbNBz30RS2R',
  ])('is refused at the params stage, before anything is decided: %s', (input) => {
    expect(check(input).ok).toBe(false);
  });

  it('git headers inside the patch format are text of an added file, never modes or links', async () => {
    const ws = workspace();
    const res = await call(applyPatchTool, ws.dir, {
      input: patch('*** Add File: x', '+new file mode 120000', '+../../etc/passwd'),
    });
    expect(res.ok).toBe(true);
    const stat = lstatSync(path.join(ws.dir, 'x'));
    expect(stat.isFile()).toBe(true);
    expect(stat.mode & 0o111).toBe(0);
    expect(ws.read('x')).toBe('new file mode 120000\n../../etc/passwd\n');
  });

  it('an unparsed header line is refused, not skipped', () => {
    expect(check(patch('*** Add File: a.txt', '+a', '*** Rename File: a.txt'))).toMatchObject({ ok: false });
    expect(check(patch('*** Update File: a.txt', 'old mode 100644', '+a'))).toMatchObject({ ok: false });
  });
});

/** `L -> migrations`, a directory whose `*.sql` a policy might deny while allowing the directory. */
function linkedMigrations() {
  const ws = workspace();
  mkdirSync(path.join(ws.dir, 'migrations'));
  ws.write('migrations/001.sql', 'create\n');
  symlinkSync('migrations', path.join(ws.dir, 'L'));
  return ws;
}

describe('a link the same patch moves into place', () => {
  it('is not written through by a later path of that patch: nothing changes', async () => {
    const ws = linkedMigrations();
    const res = await call(applyPatchTool, ws.dir, {
      input: patch('*** Update File: L', '*** Move to: a', '*** Add File: a/evil.sql', '+drop table'),
    });
    expect(res.ok).toBe(false);
    expect(readdirSync(path.join(ws.dir, 'migrations'))).toEqual(['001.sql']);
    expect(lstatSync(path.join(ws.dir, 'L')).isSymbolicLink()).toBe(true);
    expect(existsSync(path.join(ws.dir, 'a'))).toBe(false);
  });

  it('a file added and a link moved onto its directory: refused before anything is written', async () => {
    const ws = linkedMigrations();
    const res = await call(applyPatchTool, ws.dir, {
      input: patch('*** Add File: a/evil.sql', '+drop table', '*** Update File: L', '*** Move to: a'),
    });
    expect(res).toEqual({
      ok: false,
      output: 'a/evil.sql would be below a, which this patch leaves as a file or link. No file was changed.',
    });
    expect(readdirSync(path.join(ws.dir, 'migrations'))).toEqual(['001.sql']);
    expect(existsSync(path.join(ws.dir, 'a'))).toBe(false);
    expect(lstatSync(path.join(ws.dir, 'L')).isSymbolicLink()).toBe(true);
  });

  it('a moved script keeps its mode; nothing else becomes executable', async () => {
    const ws = workspace({ 'run.sh': 'echo\n', 'plain.txt': 'p\n' });
    chmodSync(path.join(ws.dir, 'run.sh'), 0o755);
    const res = await call(applyPatchTool, ws.dir, {
      input: patch(
        '*** Update File: run.sh',
        '*** Move to: bin/run.sh',
        '*** Update File: plain.txt',
        '-p',
        '+#!/bin/sh',
        '*** Add File: new.sh',
        '+#!/bin/sh',
      ),
    });
    expect(res.ok).toBe(true);
    expect(statSync(path.join(ws.dir, 'bin/run.sh')).mode & 0o777).toBe(0o755);
    expect(statSync(path.join(ws.dir, 'plain.txt')).mode & 0o111).toBe(0);
    expect(statSync(path.join(ws.dir, 'new.sh')).mode & 0o111).toBe(0);
  });
});
