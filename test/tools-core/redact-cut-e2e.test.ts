import { describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

const SECRET = 'tok_Q3vN8rT2wY6pZ1xM4kB7cJ9dF0gH5aLsE2w';
const parts = Array.from({ length: SECRET.length - 5 }, (_, i) => SECRET.slice(i, i + 6));

describe('read_file and search_files in a run', () => {
  it('never cut a secret before masking it', async () => {
    const files: Record<string, string> = {};
    const script = [];
    for (const pad of [1990, 1999, 480, 495]) {
      files[`f${pad}.txt`] = `${'x'.repeat(pad)}${SECRET}${'y'.repeat(2100)} needle\n`;
      script.push(call('read_file', { path: `f${pad}.txt` }));
    }
    script.push(call('search_files', { path: '.', regex: 'needle' }));
    const fx = makeFixture({ files, script: [...script, complete()] });
    const result = await runTask({ taskFile: fx.taskFile, env: { ...process.env, MY_API_TOKEN: SECRET } });
    expect(result).toMatchObject({ status: 'completed' });
    const outputs = fx
      .events(result.auditLog)
      .filter((e) => e.type === 'tool.result')
      .map((e) => String(e.output));
    expect(outputs).toHaveLength(6);
    for (const out of outputs) expect(parts.filter((p) => out.includes(p))).toEqual([]);
  });
});
