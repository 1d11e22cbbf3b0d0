import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

const SECRET = 'tok_5ecretValue_42xyzQ';
const [HALF1, HALF2] = [SECRET.slice(0, 10), SECRET.slice(10)];
const encodings = (s: string) => [
  s,
  Buffer.from(s).toString('hex'),
  Buffer.from(s).toString('hex').toUpperCase(),
  Buffer.from(s).toString('base64').slice(1, -2),
];

function expectClean(name: string, text: string): void {
  for (const form of encodings(SECRET)) expect(text, `${name} contains ${form}`).not.toContain(form);
}

describe('secrets in artifacts', () => {
  it('are masked in commands/N.log (split across writes, hex, base64), changes.patch, pr.md and summary.md', async () => {
    // The command line holds only halves of the secret; its output joins them.
    const join = `printf '%s%s' '${HALF1}' '${HALF2}'`;
    const fx = makeFixture({
      // config.txt held the token before the run: the run's change to it is delivered, and the
      // patch shows the token's line as context. A file that gains it is never delivered.
      files: { 'a.txt': 'one\n', 'config.txt': `token = ${SECRET}\nmode = a\n` },
      // The required check prints the secret too: its log is commands/2.log.
      policy: { extends: 'builtin:standard', command: { default: 'allow' }, pr: { require_checks: [join] } },
      script: [
        call('execute_command', {
          command: `printf 'start ${HALF1}'; sleep 0.2; printf '${HALF2} end\\n'; ${join} | od -An -tx1 | tr -d ' \\n'; echo; ${join} | od -An -tx1 | tr -d ' \\n' | tr a-f A-F; echo; ${join} | base64`,
        }),
        call('write_to_file', { path: 'config.txt', content: `token = ${SECRET}\nmode = b\n` }),
        call('write_to_file', { path: 'leak.txt', content: `copied: ${SECRET}\n` }),
        complete(`Stored ${SECRET} in config.txt`),
      ],
    });
    const result = await runTask({ taskFile: fx.taskFile, env: { ...process.env, MY_API_TOKEN: SECRET } });
    expect(result.exitCode, result.summaryMarkdown).toBe(0);
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);

    const log = readFileSync(path.join(result.outDir, 'commands', '1.log'), 'utf8');
    expect(log.split('\n').slice(0, 4)).toEqual([
      'start *** end',
      '***',
      '***',
      expect.stringContaining('***'),
    ]);
    expect(readFileSync(path.join(result.outDir, 'commands', '2.log'), 'utf8')).toBe('***');
    const artifacts = [
      'commands/1.log',
      'commands/2.log',
      'changes.patch',
      'pr.md',
      'summary.md',
      'audit.jsonl',
    ];
    for (const name of artifacts) expectClean(name, readFileSync(path.join(result.outDir, name), 'utf8'));
    expect(readFileSync(path.join(result.outDir, 'changes.patch'), 'utf8')).toContain(' token = ***');
    expect(readFileSync(path.join(result.outDir, 'changes.patch'), 'utf8')).not.toContain('leak.txt');
    const reverted = fx.events(result.auditLog).filter((e) => e.type === 'delivery.reverted');
    expect(reverted.map((e) => [e.path, e.rule])).toEqual([['leak.txt', 'invariant:read-denied-content']]);
    expect(readFileSync(path.join(result.outDir, 'pr.md'), 'utf8')).toContain(
      'Stored \\*\\*\\* in config.txt',
    );
    expectClean('summaryMarkdown', result.summaryMarkdown);
    // Nothing else with the raw output was left in the out dir.
    expect(readdirSync(path.join(result.outDir, 'commands')).sort()).toEqual(['1.log', '2.log']);
  });
});

describe('tool arguments nested thousands of levels deep', () => {
  it('are rejected at the params stage, the response that carried them is logged, the run goes on', async () => {
    const deep = `{"path":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const deepObject = `{"path":"a.txt","x":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`;
    const fx = makeFixture({
      files: { 'a.txt': 'one\n' },
      script: [
        { tool_calls: [{ name: 'read_file', args_json: deep }] },
        { tool_calls: [{ name: 'read_file', args_json: deepObject }] },
        call('read_file', { path: 'a.txt' }),
        complete('survived'),
      ],
    });
    const result = await runTask({ taskFile: fx.taskFile });
    expect(result).toMatchObject({ status: 'completed', exitCode: 0, completion: 'survived' });
    expect(verifyAuditLog(result.auditLog)).toMatchObject({ ok: true, finished: true });
    const events = fx.events(result.auditLog);
    const rejected = events.filter((e) => e.type === 'tool.rejected');
    expect(rejected).toHaveLength(2);
    for (const r of rejected) {
      expect(r.stage).toBe('params');
      expect(r.message).toMatch(/deeper than 64 levels/);
    }
    const responses = events.filter((e) => e.type === 'model.response');
    const logged = responses.map((r) => (r.tool_calls as Record<string, unknown>[])[0]);
    // Compared as booleans: a failure must not print 40,000 brackets.
    expect(logged[0]?.args_json === deep).toBe(true);
    expect(logged[1]?.args_json === deepObject).toBe(true);
    expect(logged[0]).toMatchObject({
      name: 'read_file',
      parse_error: 'arguments nest deeper than 64 levels',
    });
  });
});
