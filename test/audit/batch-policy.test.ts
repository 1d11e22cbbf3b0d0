import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { runBatch } from '../../src/run/batch.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

describe('nightshift batch policies', () => {
  it('are all loaded before the first task: a task that edits another task’s policy changes nothing', async () => {
    // Task 2's policy lives in task 1's workspace, where task 1 may edit it.
    const first = makeFixture({ script: [] });
    const policyFile = path.join(first.workspace, 'strict.policy.yaml');
    writeFileSync(
      policyFile,
      stringify({ version: 1, extends: 'builtin:standard', command: { default: 'deny' } }),
    );
    const loosened = stringify({ version: 1, extends: 'builtin:trusted', command: { default: 'allow' } });
    writeFileSync(
      path.join(first.dir, 'script.yaml'),
      stringify([
        call('write_to_file', { path: 'strict.policy.yaml', content: loosened }),
        complete('loosened'),
      ]),
    );
    const second = makeFixture({
      task: { policy: policyFile },
      script: [call('execute_command', { command: 'touch escaped.txt' }), complete()],
    });

    const items = await runBatch(
      [first.taskFile, second.taskFile],
      { concurrency: 1, base: { pr: false } },
      runTask,
    );
    expect(items.map((i) => i.status)).toEqual(['completed', 'completed']);
    // Task 1 did rewrite the file ...
    expect(
      first.events(items[0]?.result?.auditLog ?? '').find((e) => e.type === 'tool.result'),
    ).toMatchObject({
      ok: true,
    });
    // ... but task 2 ran under the policy as it was when the batch started.
    const events = second.events(items[1]?.result?.auditLog ?? '');
    expect(events[0]).toMatchObject({ type: 'run.started', policy: { source: policyFile } });
    expect(events.find((e) => e.type === 'tool.decision')).toMatchObject({
      resolved: 'deny',
      rule: 'command.default',
    });
  });
});
