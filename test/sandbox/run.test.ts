import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';

const HAVE_BWRAP = existsSync('/usr/bin/bwrap');
const script = [call('execute_command', { command: 'echo hi' }), complete()];

describe('choosing the sandbox backend in a run', () => {
  it.each(['required', 'bubblewrap'])(
    'sandbox: %s without bubblewrap stops with exit 2 before the audit log opens or the model is asked',
    (setting) => {
      const fx = makeFixture({ policy: { extends: 'builtin:standard', sandbox: setting }, script });
      const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, 'run', fx.taskFile, '--no-pr'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, NIGHTSHIFT_BWRAP: '/nonexistent/bwrap' },
      });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain(`sandbox: ${setting}, but bubblewrap cannot run here`);
      expect(r.stderr).toContain('not installed at /nonexistent/bwrap');
      const runs = path.join(fx.workspace, '.nightshift', 'runs');
      const logs = existsSync(runs)
        ? readdirSync(runs).filter((r) => existsSync(path.join(runs, r, 'audit.jsonl')))
        : [];
      expect(logs).toEqual([]);
    },
  );

  it('auto without bubblewrap falls back to none: run.started says why, the first command result and the summary warn', async () => {
    const fx = makeFixture({ policy: { extends: 'builtin:standard' }, script });
    const result = await runTask({
      taskFile: fx.taskFile,
      env: { ...process.env, NIGHTSHIFT_BWRAP: '/nonexistent/bwrap' },
      pr: false,
    });
    expect(result.exitCode).toBe(0);
    const events = fx.events(result.auditLog);
    expect(events[0]).toMatchObject({
      type: 'run.started',
      sandbox: {
        setting: 'auto',
        backend: 'none',
        reason: expect.stringContaining('not installed') as string,
      },
    });
    const output = events.find((e) => e.type === 'tool.result')?.output as string;
    expect(output).toMatch(/^Note: no sandbox is active/);
    expect(events.find((e) => e.type === 'tool.result')).toMatchObject({
      sandbox: { backend: 'none', exit_cause: 'exit' },
    });
    expect(readFileSync(path.join(result.outDir, 'summary.md'), 'utf8')).toContain('**No sandbox:**');
  });

  it.skipIf(!HAVE_BWRAP)(
    'auto with bubblewrap: run.started lists every protection, commands record the backend',
    async () => {
      const fx = makeFixture({ policy: { extends: 'builtin:standard', sandbox: 'required' }, script });
      const result = await runTask({ taskFile: fx.taskFile, env: process.env, pr: false });
      expect(result.exitCode).toBe(0);
      const events = fx.events(result.auditLog);
      expect(events[0]).toMatchObject({
        sandbox: {
          setting: 'required',
          backend: 'bubblewrap',
          protections: {
            pid_namespace: true,
            filesystem: true,
            no_new_privs: true,
            network: 'off',
            env_allowlist: true,
          },
        },
      });
      const res = events.find((e) => e.type === 'tool.result');
      expect(res).toMatchObject({ ok: true, sandbox: { backend: 'bubblewrap', exit_cause: 'exit' } });
      expect(res?.output).not.toContain('no sandbox');
    },
  );
});

describe('sandbox settings in a policy file', () => {
  it('an unknown backend, a malformed host pattern or variable name is a config error with file:line:col (exit 2)', () => {
    const fx = makeFixture({
      files: {
        'bad.policy.yaml':
          'version: 1\nsandbox: docker\nnetwork:\n  allow:\n    - registry.npmjs.org\n    - "http://evil.example/x"\n    - "*.pypi.org:99999"\nenv:\n  pass: ["A B"]\n',
      },
      script,
    });
    const file = path.join(fx.workspace, 'bad.policy.yaml');
    const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, 'validate', file], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      `${file}:2:10: sandbox: expected one of "auto", "bubblewrap", "none", "required"`,
    );
    expect(r.stderr).toContain(`${file}:6:7: network.allow[1]: expected a host name`);
    expect(r.stderr).toContain(`${file}:7:7: network.allow[2]: expected a host name`);
    expect(r.stderr).toContain(`${file}:9:10: env.pass[0]: expected a variable name`);
  });
});

describe.skipIf(!HAVE_BWRAP)('network.allow in a run', () => {
  it('an allowlisted host answers through the proxy, another is refused; every attempt is a sandbox.network event', async () => {
    const { createServer } = await import('node:http');
    const servers = await Promise.all(
      ['allowed', 'other'].map(
        (name) =>
          new Promise<{ port: number; close: () => void }>((resolve) => {
            const s = createServer((_req, res) => res.end(`hello from ${name}`));
            s.listen(0, '127.0.0.1', () =>
              resolve({ port: (s.address() as { port: number }).port, close: () => void s.close() }),
            );
          }),
      ),
    );
    const [allowed, other] = servers as [
      { port: number; close: () => void },
      { port: number; close: () => void },
    ];
    // Node's own fetch ignores HTTP_PROXY: this client sends an absolute-URI request to the proxy.
    const client = `const http = require('http');
const u = new URL(process.env.HTTP_PROXY);
for (const port of process.argv.slice(2)) {
  http.get({ host: u.hostname, port: u.port, path: 'http://127.0.0.1:' + port + '/' }, (res) => {
    let body = ''; res.on('data', (d) => (body += d)); res.on('end', () => console.log(port, res.statusCode, body.split('\\n')[0]));
  }).on('error', (e) => console.log(port, 'error', e.code));
}`;
    try {
      const fx = makeFixture({
        files: { 'client.js': client },
        policy: {
          extends: 'builtin:standard',
          sandbox: 'required',
          command: { default: 'allow' },
          network: { allow: [`127.0.0.1:${allowed.port}`] },
        },
        script: [
          call('execute_command', { command: `node client.js ${allowed.port} ${other.port}` }),
          call('execute_command', {
            command: `node -e "require('net').connect(${other.port}, '127.0.0.1').on('error', (e) => console.log('direct', e.code))"`,
          }),
          complete(),
        ],
      });
      const result = await runTask({ taskFile: fx.taskFile, env: process.env, pr: false });
      expect(result.exitCode).toBe(0);
      const events = fx.events(result.auditLog);
      expect(events[0]).toMatchObject({
        sandbox: { backend: 'bubblewrap', protections: { network: 'proxy' } },
      });
      const results = events.filter((e) => e.type === 'tool.result');
      expect(results[0]?.output).toContain(`${allowed.port} 200 hello from allowed`);
      expect(results[0]?.output).toContain(`${other.port} 403`);
      expect(results[0]).toMatchObject({ sandbox: { backend: 'bubblewrap', network_denied: 1 } });
      // A direct connection never leaves the sandbox's network namespace.
      expect(results[1]?.output).toContain('direct ECONNREFUSED');
      const network = events.filter((e) => e.type === 'sandbox.network');
      const callId = (events.find((e) => e.type === 'tool.call') as { call_id: string }).call_id;
      expect(network).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            host: '127.0.0.1',
            port: allowed.port,
            decision: 'allow',
            rule: `network.allow[0] "127.0.0.1:${allowed.port}"`,
            call_id: callId,
          }),
          expect.objectContaining({
            host: '127.0.0.1',
            port: other.port,
            decision: 'deny',
            rule: 'default',
            call_id: callId,
          }),
        ]),
      );
      expect(network).toHaveLength(2);
      expect(events.at(-1)).toMatchObject({
        type: 'run.finished',
        sandbox: { backend: 'bubblewrap', network_allowed: 1, network_denied: 1 },
      });
    } finally {
      allowed.close();
      other.close();
    }
  });
});

/** A hostile repository's run whose command moves the out dir's parents and links a trap in their place. */
async function swapRun(sandbox: 'required' | 'none') {
  const fx = makeFixture({
    files: { '.gitignore': '/evil/\n/.nightshift\n', 'src/a.txt': 'one\n' },
    policy: { extends: 'builtin:trusted', sandbox },
    script: [
      call('write_to_file', { path: 'swap.cjs', content: SWAP }),
      call('execute_command', { command: 'node swap.cjs' }),
      call('write_to_file', { path: 'src/a.txt', content: 'two\n' }),
      call('execute_command', { command: 'echo after' }),
      complete(),
    ],
  });
  const victim = path.join(fx.dir, 'victim.txt');
  writeFileSync(victim, 'untouched\n');
  const result = await runTask({ taskFile: fx.taskFile, env: process.env, pr: false });
  return { fx, result, victim };
}

describe.skipIf(!HAVE_BWRAP)('a sandboxed command against the run’s out dir', () => {
  // The out dir is hidden and read-only, but its parents in the workspace were plain directories:
  // renamed away and replaced by a symlink, they sent nightshift's own (unsandboxed) writes of
  // changes.patch, summary.md and result.json through links to any file of the host.
  it('cannot move it, or a directory above it, to redirect what nightshift writes there', async () => {
    const { fx, result, victim } = await swapRun('required');
    const swap = fx.events(result.auditLog).filter((e) => e.type === 'tool.result')[1];
    expect(swap?.output as string).toMatch(/EBUSY|EPERM|EROFS|EACCES|Read-only|busy/);
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
    expect(lstatSync(path.join(fx.workspace, '.nightshift')).isDirectory()).toBe(true);
    for (const artifact of ['audit.jsonl', 'summary.md', 'changes.patch'])
      expect(lstatSync(path.join(result.outDir, artifact)).isFile(), artifact).toBe(true);
    expect(result.outDir.startsWith(`${fx.workspace}/.nightshift/runs/`)).toBe(true);
  });
});

describe('without a sandbox, a command against the run’s out dir', () => {
  it('can move a directory above it, but nightshift then writes nothing through the link', async () => {
    const { fx, result, victim } = await swapRun('none');
    // The log is no longer at its path from the next line on: the run stops there (audit.md).
    expect(result).toMatchObject({ status: 'error', exitReason: 'audit_write_failed', exitCode: 1 });
    expect(result.detail).toMatch(/removed or replaced during the run/);
    // Nothing was committed: the moved out dir's files are not the run's work.
    expect(fx.git('rev-list', '--all', '--count').trim()).toBe('1');
    // Its audit log, moved with it, verifies, and says it ended before the run did.
    const moved = path.join(
      fx.workspace,
      '.nightshift.moved',
      path.relative(path.join(fx.workspace, '.nightshift'), result.outDir),
      'audit.jsonl',
    );
    expect(verifyAuditLog(moved)).toMatchObject({ ok: true, finished: false });
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
  });
});

/** Moves `.nightshift` (or, failing that, `.nightshift/runs`) away and links a trap in its place. */
const SWAP = `const fs = require('fs');
// Beside the workspace, outside it: evil/runs/ID/ → ../../../../victim.txt
const victim = '../../../../victim.txt';
const [id] = fs.readdirSync('.nightshift/runs');
const trap = 'evil/runs/' + id;
fs.mkdirSync(trap + '/commands', { recursive: true });
for (const f of ['changes.patch', 'summary.md', 'result.json', 'pr.md']) fs.symlinkSync(victim, trap + '/' + f);
const tries = [['.nightshift', 'evil'], ['.nightshift/runs', '../evil/runs'], ['.nightshift/runs/' + id, '../../' + trap]];
for (const [dir, link] of tries) {
  try {
    fs.renameSync(dir, dir + '.moved');
    fs.symlinkSync(link, dir);
    console.log('moved ' + dir);
    process.exit(0);
  } catch (e) {
    console.log(dir + ': ' + e.code);
  }
}
`;
