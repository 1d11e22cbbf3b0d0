import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { readDeniedBy } from '../../src/policy/workspace-links.ts';
import { walkWorkspace } from '../../src/sandbox/unreadable.ts';
import { inspectRun } from '../support/inspect-run.ts';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';

/**
 * A workspace below the top of its repository (`workspace: .github`, a monorepo package, the
 * action's `working-directory`) has its files changed, in the commit, under the repository's names
 * for them. The read and edit rules were matched against the workspace-relative path only, so
 * with `workspace: .github` a deny of `.github/workflows/**` let `workflows/ci.yml` be written
 * and delivered: the commit changed the `.github/workflows/ci.yml` GitHub runs. A deny rule that
 * decides the repository's name for a file now denies it, in every layer.
 */

const WORKFLOW = 'on: push\njobs: {}\n';
const SECRET = 'repo-named-secret-5f0c2a91d7';

const nightshift = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

const editDeny = { allow: ['**'], deny: ['.github/workflows/**'] };

describe('a workspace below the top of its repository: edit rules on the repository names', () => {
  it('write_to_file, apply_diff and echo > under a denied repository name are denied; nothing reaches the commit', async () => {
    const fx = makeFixture({
      files: { '.github/workflows/ci.yml': WORKFLOW, '.github/notes.md': '# notes\n' },
      task: { workspace: 'ws/.github' },
      policy: { edit: editDeny, command: { allow: ['echo'] } },
      script: [
        call('write_to_file', { path: 'workflows/ci.yml', content: 'on: push\njobs: { pwn: {} }\n' }),
        call('apply_diff', {
          path: 'workflows/ci.yml',
          diff: '<<<<<<< SEARCH\njobs: {}\n=======\njobs: { pwn: {} }\n>>>>>>> REPLACE',
        }),
        call('execute_command', { command: 'echo x > workflows/ci.yml' }),
        call('write_to_file', { path: 'workflows/new.yml', content: 'on: push\n' }),
        // Look-alikes and the rest of the workspace stay allowed.
        call('write_to_file', { path: 'notes.md', content: '# notes\nmore\n' }),
        call('execute_command', { command: 'echo x > workflows.md' }),
        complete(),
      ],
    });
    const { result, outcome, committed } = await inspectRun(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    for (const [n, file] of [
      [0, 'workflows/ci.yml'],
      [1, 'workflows/ci.yml'],
      [2, 'workflows/ci.yml'],
      [3, 'workflows/new.yml'],
    ] as const) {
      expect(outcome(n)).toMatchObject({ type: 'tool.decision', decision: 'deny', rule: 'edit.deny[0]' });
      expect(outcome(n)?.reason).toContain(`as the repository names it, ".github/${file}"`);
      expect(outcome(n)?.reason).not.toContain('symbolic link');
    }
    expect(outcome(4)).toMatchObject({ decision: 'allow' });
    expect(outcome(5)).toMatchObject({ decision: 'allow' });
    expect(readFileSync(path.join(fx.workspace, '.github/workflows/ci.yml'), 'utf8')).toBe(WORKFLOW);
    expect(existsSync(path.join(fx.workspace, '.github/workflows/new.yml'))).toBe(false);
    expect(committed().sort()).toEqual(['.github/notes.md', '.github/workflows.md']);
  });

  it('the delivery gate reverts what an allowed command writes under a denied repository name, ignored files too', async () => {
    const gen = `
const fs = require('fs');
fs.writeFileSync('workflows/ci.yml', 'on: push\\njobs: { pwn: {} }\\n');
fs.writeFileSync('workflows/added.yml', 'on: push\\n');
// Hidden from git by its own .gitignore, in a directory of its own: no diff shows it.
fs.mkdirSync('workflows/hidden', { recursive: true });
fs.writeFileSync('workflows/hidden/.gitignore', '*\\n');
fs.writeFileSync('workflows/hidden/run.yml', 'on: push\\n');
fs.writeFileSync('ok.txt', 'fine\\n');
`;
    const fx = makeFixture({
      files: { '.github/workflows/ci.yml': WORKFLOW, '.github/gen.js': gen },
      task: { workspace: 'ws/.github' },
      policy: { edit: editDeny, command: { allow: ['node gen.js'] } },
      script: [call('execute_command', { command: 'node gen.js' }), complete()],
    });
    const { result, outcome, of, committed } = await inspectRun(fx);
    expect(outcome(0)).toMatchObject({ decision: 'allow' });
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    const reverted = of('delivery.reverted');
    expect(reverted.map((e) => [e.path, e.rule]).sort()).toEqual([
      ['workflows/added.yml', 'edit.deny[0]'],
      ['workflows/ci.yml', 'edit.deny[0]'],
      ['workflows/hidden', 'edit.deny[0]'],
    ]);
    for (const e of reverted)
      expect(String(e.reason)).toContain('as the repository names it, ".github/workflows/');
    expect(committed()).toEqual(['.github/ok.txt']);
    expect(readFileSync(path.join(fx.workspace, '.github/workflows/ci.yml'), 'utf8')).toBe(WORKFLOW);
    expect(existsSync(path.join(fx.workspace, '.github/workflows/added.yml'))).toBe(false);
    expect(existsSync(path.join(fx.workspace, '.github/workflows/hidden'))).toBe(false);
  });
});

describe('a workspace below the top of its repository: read rules on the repository names', () => {
  function secretsFixture(script: unknown[]) {
    return makeFixture({
      files: {
        'config/secrets/key': `API_TOKEN=${SECRET}\n`,
        'config/app.json': '{"port": 1}\n',
        'config/read.js': "process.stdout.write(require('fs').readFileSync('secrets/key', 'utf8'));\n",
      },
      task: { workspace: 'ws/config' },
      policy: {
        read: { deny: ['config/secrets/**'] },
        edit: { allow: ['**'] },
        command: { allow: ['cat', 'grep', 'node read.js'] },
      },
      script,
    });
  }

  it('read_file, cat and grep -r are denied, list_files leaves the file out', async () => {
    const fx = secretsFixture([
      call('read_file', { path: 'secrets/key' }),
      call('execute_command', { command: 'cat secrets/key' }),
      call('execute_command', { command: 'grep -r TOKEN .' }),
      call('list_files', { path: '.', recursive: true }),
      call('read_file', { path: 'app.json' }),
      complete(),
    ]);
    const { result, outcome, of } = await inspectRun(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    for (const n of [0, 1, 2]) {
      expect(outcome(n)).toMatchObject({ type: 'tool.decision', decision: 'deny', rule: 'read.deny[0]' });
      // grep -r meets the directory first: its repository name is what the rule decides.
      expect(outcome(n)?.reason).toContain(
        `as the repository names it, "config/secrets${n < 2 ? '/key' : ''}"`,
      );
    }
    expect(outcome(3)).toMatchObject({ decision: 'allow' });
    expect(outcome(4)).toMatchObject({ decision: 'allow' });
    const listing = JSON.stringify(of('tool.result')[0]);
    expect(listing).toContain('app.json');
    expect(listing).not.toContain('key');
    expect(readFileSync(result.auditLog, 'utf8')).not.toContain(SECRET);
  });

  it('the sandbox masks the file: its walk finds it denied under the repository name', async () => {
    const fx = secretsFixture([call('execute_command', { command: 'node read.js' }), complete()]);
    const rules = loadPolicy(path.join(fx.dir, 'policy.yaml'), fx.dir).read;
    const ws = path.join(fx.workspace, 'config');
    expect(walkWorkspace(ws, readDeniedBy(rules, 'config')).files).toEqual([path.join(ws, 'secrets/key')]);
    expect(walkWorkspace(ws, readDeniedBy(rules)).files).toEqual([]);
    const { result, of } = await inspectRun(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    // With bubblewrap the script cannot open it; without, the redactor masks its values.
    expect(readFileSync(result.auditLog, 'utf8')).not.toContain(SECRET);
    const sandbox = of('run.started')[0]?.sandbox as { backend?: string } | undefined;
    if (sandbox?.backend === 'bubblewrap')
      expect(JSON.stringify(of('tool.result')[0])).toMatch(/EACCES|permission denied/i);
  });
});

describe('nightshift policy check --workspace decides the repository names as a run does', () => {
  it('denies an edit and a read a rule denies under the repository name, with the reason', () => {
    const fx = makeFixture({
      files: {
        '.github/workflows/ci.yml': WORKFLOW,
        'config/secrets/key': `${SECRET}\n`,
      },
      policy: {
        read: { deny: ['config/secrets/**'] },
        edit: { allow: ['**'], deny: ['.github/workflows/**'] },
        command: { allow: ['cat', 'echo'] },
      },
    });
    const check = (workspace: string, tool: string, args: Record<string, unknown>) =>
      JSON.parse(
        nightshift(
          'policy',
          'check',
          '--policy',
          path.join(fx.dir, 'policy.yaml'),
          '--workspace',
          path.join(fx.workspace, workspace),
          '--tool',
          tool,
          '--args',
          JSON.stringify(args),
        ).stdout,
      ) as { decision: string; rule: string; reason: string };
    expect(check('.github', 'write_to_file', { path: 'workflows/ci.yml', content: '' })).toMatchObject({
      decision: 'deny',
      rule: 'edit.deny[0]',
      reason: expect.stringContaining('as the repository names it, ".github/workflows/ci.yml"') as string,
    });
    expect(check('.github', 'execute_command', { command: 'echo x > workflows/ci.yml' })).toMatchObject({
      decision: 'deny',
      rule: 'edit.deny[0]',
    });
    expect(check('config', 'read_file', { path: 'secrets/key' })).toMatchObject({
      decision: 'deny',
      rule: 'read.deny[0]',
      reason: expect.stringContaining('as the repository names it, "config/secrets/key"') as string,
    });
    expect(check('config', 'execute_command', { command: 'cat secrets/key' })).toMatchObject({
      decision: 'deny',
      rule: 'read.deny[0]',
    });
    // At the top of the repository the same look-alike paths are what they say.
    expect(check('.', 'write_to_file', { path: 'workflows/ci.yml', content: '' }).decision).toBe('allow');
    expect(check('.', 'read_file', { path: 'secrets/key' }).decision).toBe('allow');
  });
});

describe('a workspace at the top of its repository decides as before', () => {
  it('look-alikes of denied repository paths stay allowed; the denied ones are denied by name', async () => {
    const fx = makeFixture({
      files: {
        '.github/workflows/ci.yml': WORKFLOW,
        'workflows/ci.yml': WORKFLOW,
        'secrets/key': 'not a secret here\n',
        'config/secrets/key': `${SECRET}\n`,
        'gen.js': "require('fs').writeFileSync('workflows/gen.yml', 'x\\n');\n",
      },
      policy: {
        read: { deny: ['config/secrets/**'] },
        edit: { allow: ['**'], deny: ['.github/workflows/**'] },
        command: { allow: ['echo', 'cat', 'node gen.js'] },
      },
      script: [
        call('write_to_file', { path: 'workflows/ci.yml', content: 'changed\n' }),
        call('execute_command', { command: 'echo x > workflows/echo.yml' }),
        call('read_file', { path: 'secrets/key' }),
        call('execute_command', { command: 'cat secrets/key' }),
        call('execute_command', { command: 'node gen.js' }),
        call('write_to_file', { path: '.github/workflows/ci.yml', content: 'changed\n' }),
        call('read_file', { path: 'config/secrets/key' }),
        complete(),
      ],
    });
    const { result, outcome, of, committed } = await inspectRun(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    for (const n of [0, 1, 2, 3, 4]) expect(outcome(n)).toMatchObject({ decision: 'allow' });
    expect(outcome(5)).toMatchObject({ decision: 'deny', rule: 'edit.deny[0]' });
    expect(outcome(5)?.reason).toContain('matches edit.deny[0]');
    expect(outcome(6)).toMatchObject({ decision: 'deny', rule: 'read.deny[0]' });
    expect(of('delivery.reverted')).toEqual([]);
    expect(committed().sort()).toEqual(['workflows/ci.yml', 'workflows/echo.yml', 'workflows/gen.yml']);
  });
});
