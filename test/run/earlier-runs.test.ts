import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

it("earlier runs' logs beside the out dir are protected from the tools as the out dir is", async () => {
  const old = '{"seq":0,"type":"run.started"}\n';
  const fx = makeFixture({
    files: { '.nightshift/runs/old/audit.jsonl': old, '.gitignore': '.nightshift/\n' },
    policy: { extends: 'builtin:trusted' },
    script: [
      call('write_to_file', { path: '.nightshift/runs/old/audit.jsonl', content: '{"forged":true}\n' }),
      call('apply_diff', {
        path: '.nightshift/runs/old/audit.jsonl',
        diff: '<<<<<<< SEARCH\n{"seq":0,"type":"run.started"}\n=======\n{"seq":0,"type":"forged"}\n>>>>>>> REPLACE',
      }),
      call('write_to_file', { path: '.nightshift/runs/new/x.txt', content: 'x\n' }),
      complete(),
    ],
  });
  const result = await runTask({ taskFile: fx.taskFile });
  expect(path.dirname(result.outDir)).toBe(path.join(fx.workspace, '.nightshift/runs'));
  const decisions = fx.events(result.auditLog).filter((e) => e.type === 'tool.decision');
  expect(decisions.slice(0, 3).map((e) => e.rule)).toEqual([
    'invariant:protected-path',
    'invariant:protected-path',
    'invariant:protected-path',
  ]);
  expect(String(decisions[0]?.reason)).toContain("earlier runs' output");
  expect(readFileSync(path.join(fx.workspace, '.nightshift/runs/old/audit.jsonl'), 'utf8')).toBe(old);
});
