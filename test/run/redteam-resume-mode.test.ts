import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/audit/writer.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/*
 * The mode a resumed run continues in comes from the log; a chain anyone can recompute proves
 * nothing about who wrote it. Only switch_mode leaves the task's own mode, so the current policy
 * decides whether the run may be in another one.
 */

type Event = Record<string, unknown>;
const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };

/** An architect task (Markdown only) stopped by max_turns; its log forged to say it was in `code`. */
async function forgedIntoCode(tools: Record<string, string>) {
  const fx = makeFixture({
    files: { 'a.txt': 'alpha\n' },
    policy: { extends: 'builtin:standard', tools },
    task: { mode: 'architect' },
    script: [
      call('write_to_file', { path: 'plan.md', content: 'plan\n' }),
      call('write_to_file', { path: 'src.ts', content: 'pwned\n' }),
      complete('ok'),
    ],
  });
  const first = await runTask({ taskFile: fx.taskFile, env, pr: false, limits: { max_turns: 1 } });
  expect(first).toMatchObject({ status: 'limit', exitReason: 'max_turns' });
  fx.git('switch', '--quiet', 'main');
  const dir = path.join(fx.dir, 'forged');
  mkdirSync(dir);
  let prev = '';
  let seq = 0;
  const text = readFileSync(first.auditLog, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Event)
    .map((e) => (e.type === 'model.request' ? { ...e, mode: 'code' } : e))
    .map((e) => {
      const line = JSON.stringify({ ...e, seq: seq++, prev });
      prev = sha256Hex(line);
      return `${line}\n`;
    })
    .join('');
  writeFileSync(path.join(dir, 'audit.jsonl'), text);
  return { fx, dir };
}

describe('resume: the mode a forged log names', () => {
  it('is refused when the policy pins the task to its mode (tools.switch_mode: deny or ask)', async () => {
    for (const verdict of ['deny', 'ask']) {
      const { fx, dir } = await forgedIntoCode({ switch_mode: verdict });
      await expect(runTask({ taskFile: fx.taskFile, env, pr: false, resumeFrom: dir })).rejects.toThrow(
        /ended in mode "code", not the task's "architect", and the current policy does not let the run switch modes/,
      );
      expect(existsSync(path.join(fx.workspace, 'src.ts'))).toBe(false);
      expect(fx.git('status', '--porcelain', '--untracked-files=all').trim()).toBe('');
      expect(fx.git('branch', '--format=%(refname:short)').trim().split('\n')).toEqual([
        'main',
        'nightshift/test-task',
      ]);
    }
  });

  it('is continued in when the policy lets the run switch modes, as the model could have (held before the fix too)', async () => {
    const { fx, dir } = await forgedIntoCode({});
    const resumed = await runTask({ taskFile: fx.taskFile, env, pr: false, resumeFrom: dir });
    expect(resumed.status).toBe('completed');
    expect(
      fx
        .git('show', '--name-only', '--format=', resumed.commit ?? '')
        .trim()
        .split('\n'),
    ).toEqual(['plan.md', 'src.ts']);
  });
});
