import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * actions/checkout persists its token in `.git/config` as an extraheader, which need not be the
 * token nightshift was given (nor any variable of its environment). The read tools never open a
 * git directory, and whatever still prints the token (a command without the sandbox) is redacted.
 */
const TOKEN = `ghs_${randomBytes(18).toString('hex')}`;
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
const PASSWORD = `pw-${randomBytes(9).toString('hex')}`;
const HEADER_KEY = 'http.https://github.com/.extraheader';

function fixture(policy: Record<string, unknown>, script: unknown[]) {
  const fx = makeFixture({ files: { 'src/a.ts': 'export const a = 1;\n' }, policy, script });
  fx.git('config', HEADER_KEY, `AUTHORIZATION: basic ${BASIC}`);
  fx.git('remote', 'add', 'origin', `https://someone:${PASSWORD}@git.example.com/o/r.git`);
  symlinkSync('.git/config', path.join(fx.workspace, 'cfg-link'));
  return fx;
}

async function run(fx: ReturnType<typeof makeFixture>) {
  expect(Object.values(process.env).some((v) => v?.includes(TOKEN))).toBe(false);
  const result = await runTask({ taskFile: fx.taskFile });
  expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  const events = fx.events(result.auditLog);
  const decisions = events.filter((e) => e.type === 'tool.decision' || e.type === 'tool.rejected');
  return { result, events, decisions };
}

/** Every file of the run's out dir, as text: nothing there may hold the credentials. */
function outputs(outDir: string): string {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');
}

describe('git config credentials', () => {
  it('no read tool opens the git directory, however named', async () => {
    const reads = [
      call('read_file', { path: '.git/config' }),
      call('read_file', { path: '.GIT/config' }),
      call('read_file', { path: 'src/../.git/config' }),
      call('read_file', { path: 'cfg-link' }),
      call('search_files', { path: '.git', regex: 'AUTHORIZATION' }),
      call('list_files', { path: '.git', recursive: true }),
      call('list_code_definition_names', { path: '.git' }),
      call('execute_command', { command: 'cat .git/config' }),
    ];
    // Every read is a refusal: the consecutive-mistake limit must not end the run first.
    const fx = fixture({ extends: 'builtin:standard', limits: { consecutive_mistakes: 20 } }, [
      ...reads,
      call('search_files', { path: '.', regex: 'AUTHORIZATION|x-access-token' }),
      call('execute_command', { command: 'git log --oneline' }),
      complete(),
    ]);
    const { result, events, decisions } = await run(fx);
    expect(events.find((e) => e.type === 'run.started')).toMatchObject({
      sandbox: { backend: 'bubblewrap' },
    });
    const denied = decisions.slice(0, reads.length);
    for (const d of denied) expect(d).toMatchObject({ resolved: 'deny', rule: 'invariant:protected-path' });
    expect(String(denied[0]!.reason)).toContain('is in a git directory, which tools never read');
    const results = events.filter((e) => e.type === 'tool.result');
    // A search of the whole workspace never looks inside .git; git log still works in the sandbox.
    expect(results[0]).toMatchObject({ ok: true });
    expect(String(results[0]!.output)).toMatch(/No matches/);
    expect(results[1]).toMatchObject({ ok: true });
    expect(String(results[1]!.output)).toContain('initial');
    expect(result.status).toBe('completed');
    expect(outputs(result.outDir)).not.toContain(BASIC);
  });

  it('redacts the extraheader token and a remote URL password wherever they are printed', async () => {
    // git's own ways of printing config are refused as reads of .git/config (git config, var,
    // remote, ls-remote --get-url); a program's own code still reads it where no sandbox runs.
    const printing = [
      'git config --get-all http.https://github.com/.extraheader',
      'git config --get remote.origin.url',
      'git config --list',
      'git var -l',
      'git remote -v',
      'git ls-remote --get-url',
    ];
    const fx = fixture(
      {
        extends: 'builtin:standard',
        sandbox: 'none',
        command: { allow: ['git config', 'git var', 'git remote', 'git ls-remote', 'node print.cjs'] },
        limits: { consecutive_mistakes: 20 },
      },
      [
        ...printing.map((command) => call('execute_command', { command })),
        call('write_to_file', {
          path: 'print.cjs',
          content: "process.stdout.write(require('node:fs').readFileSync('.git/config', 'utf8'));\n",
        }),
        call('execute_command', { command: 'node print.cjs' }),
        call('write_to_file', { path: 'src/b.ts', content: 'export const b = 2;\n' }),
        complete(`Found ${TOKEN} and ${PASSWORD}; header ${BASIC}; pair x-access-token:${TOKEN}`),
      ],
    );
    const { result, events, decisions } = await run(fx);
    expect(result.status).toBe('completed');
    for (const d of decisions.slice(0, printing.length))
      expect(d).toMatchObject({ resolved: 'deny', rule: 'invariant:protected-path' });
    const printed = events.filter((e) => e.type === 'tool.result').map((e) => String(e.output));
    const config = printed.find((o) => o.includes('[remote "origin"]'));
    expect(config).toMatch(/https:\/\/\*\*\*@git\.example\.com/);
    expect(config).toMatch(/extraheader = \*\*\*\n/);
    const everything = [readFileSync(result.auditLog, 'utf8'), outputs(result.outDir)].join('\n');
    for (const secret of [TOKEN, BASIC, PASSWORD]) expect(everything).not.toContain(secret);
  });
});
