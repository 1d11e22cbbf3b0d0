import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

const bwrap = existsSync('/usr/bin/bwrap');

/**
 * A `.env` committed once and removed since: no file of the work tree, so neither the sandbox's
 * masks nor the start's fingerprints knew it, while git's object store (readable in the sandbox)
 * holds it. The model's `git log -p` is denied; a test script's `git log -p` prints it masked; its
 * exact copy is never delivered (test/policy/redteam-history.test.ts has the command classes).
 */
const VALUE = 'hist-live-9c41e07b2d';
const LEAK_TEST = `
const { test } = require('node:test');
const fs = require('node:fs');
const { execFileSync } = require('node:child_process');
test('leak', () => {
  fs.mkdirSync('notes', { recursive: true });
  fs.writeFileSync('notes/old-env.txt', execFileSync('git', ['show', 'HEAD~1:config/.env']));
  fs.writeFileSync('notes/ok.txt', 'an ordinary note\\n');
  console.log(String(execFileSync('git', ['log', '-p'])));
});
`;

describe.skipIf(!bwrap)('a run in a repository whose history holds a removed .env', () => {
  it('denies git log -p, masks what a script prints of it, and never delivers a copy', async () => {
    const fx = makeFixture({
      files: { 'config/.env': `API_TOKEN=${VALUE}\n`, 'README.md': '# r\n' },
      policy: { extends: 'builtin:standard', sandbox: 'bubblewrap' },
      script: [
        call('execute_command', { command: 'git log -p' }),
        call('write_to_file', { path: 'test/leak.test.cjs', content: LEAK_TEST }),
        call('execute_command', { command: 'node --test test/leak.test.cjs' }),
        complete('notes written'),
      ],
    });
    fx.git('rm', '-q', 'config/.env');
    fx.git('commit', '-qm', 'remove the env file');
    const result = await runTask({
      taskFile: fx.taskFile,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(result.status).toBe('completed');
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    const events = fx.events(result.auditLog);
    const decisions = events.filter((e) => e.type === 'tool.decision');
    expect(decisions[0]).toMatchObject({ decision: 'deny' });
    expect(String(decisions[0]?.rule)).toMatch(/^read\.deny\[\d+\]$/);
    expect(String(decisions[0]?.reason)).toContain('config/.env');
    expect(decisions[2]).toMatchObject({ decision: 'allow' });
    // The script's git log -p printed it: masked in the output the model got and in the log.
    expect(readFileSync(result.auditLog, 'utf8')).not.toContain(VALUE);
    const committed = fx.git('show', '--name-only', '--format=', 'HEAD').trim().split('\n');
    expect(committed).toContain('notes/ok.txt');
    expect(committed).not.toContain('notes/old-env.txt');
    const reverted = events.filter((e) => e.type === 'delivery.reverted').map((e) => [e.path, e.rule]);
    expect(reverted).toContainEqual(['notes/old-env.txt', 'invariant:read-denied-content']);
  });
});
