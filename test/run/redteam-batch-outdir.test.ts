import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { stringify } from 'yaml';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runBatch } from '../../src/run/batch.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/*
 * `batch --out DIR` with DIR in the checkout the tasks share: each task's out dir lies in the
 * next task's workspace. The earlier task's record (its audit log, what `resume` reads) is not the
 * next task's to write, and what the next task's policy denies does not reach it through that log.
 */

const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
const SECRET = 'classified-value-123456';
const LOG = 'out/1-1/audit.jsonl';

it("a task cannot rewrite an earlier task's audit log in the batch's out dir, nor read past its own policy through it", async () => {
  const fx = makeFixture({ files: { 'data/secret.txt': `${SECRET}\n` } });
  mkdirSync(path.join(fx.workspace, 'tasks'));
  const task = (prompt: string, script: unknown[], policy?: string) =>
    stringify({
      version: 1,
      title: prompt,
      prompt,
      workspace: '..',
      ...(policy ? { policy } : {}),
      model: { provider: 'script', script },
    });
  const policy = { version: 1, extends: 'builtin:standard', read: { deny: ['data/**'] } };
  writeFileSync(path.join(fx.workspace, 'tasks/p2.yaml'), stringify(policy));
  writeFileSync(
    path.join(fx.workspace, 'tasks/1.yaml'),
    task('one', [call('read_file', { path: 'data/secret.txt' }), complete('read')]),
  );
  writeFileSync(
    path.join(fx.workspace, 'tasks/2.yaml'),
    task(
      'two',
      [
        call('read_file', { path: LOG }),
        call('write_to_file', { path: LOG, content: 'gone\n' }),
        call('execute_command', { command: `echo gone > ${LOG}` }),
        complete('tried'),
      ],
      'p2.yaml',
    ),
  );
  fx.git('add', 'tasks');
  fx.git('commit', '--quiet', '-m', 'tasks');
  const out = path.join(fx.workspace, 'out');
  const items = await runBatch(
    ['tasks/1.yaml', 'tasks/2.yaml'],
    { concurrency: 1, outDir: out, base: { cwd: fx.workspace, env, pr: false } },
    runTask,
  );
  expect(items.map((i) => i.status)).toEqual(['completed', 'completed']);
  const first = path.join(fx.workspace, LOG);
  expect(readFileSync(first, 'utf8')).toContain(SECRET.slice(0, 10));
  expect(verifyAuditLog(first).ok).toBe(true);
  const second = fx.events(path.join(out, '2-2', 'audit.jsonl'));
  const decisions = second.filter((e) => e.type === 'tool.decision');
  expect(decisions.slice(1, 3).map((d) => [d.resolved, d.rule])).toEqual([
    ['deny', 'invariant:protected-path'],
    ['deny', 'invariant:protected-path'],
  ]);
  // Read, as read rules allow; with this task's denied values taken out.
  expect(JSON.stringify(second)).not.toContain(SECRET);
});
