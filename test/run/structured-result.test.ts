import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { builtinToolsFor } from '../../src/run/tool-set.ts';
import { toolDefinition } from '../../src/tools/registry.ts';
import { call, CLI, makeFixture, ROOT } from '../support/run-fixture.ts';

const SCHEMA = {
  type: 'object',
  required: ['fixed', 'files'],
  additionalProperties: false,
  properties: {
    fixed: { type: 'integer', minimum: 0 },
    files: { type: 'array', items: { type: 'string' } },
  },
};

const completeWith = (result_json?: unknown) =>
  call('attempt_completion', { result: 'done', ...(result_json !== undefined ? { result_json } : {}) });

function fixture(script: unknown[]) {
  return makeFixture({ files: { 'a.txt': 'one\n' }, task: { output: { schema: SCHEMA } }, script });
}

describe('structured results (issue 17.4)', () => {
  it('rejects a missing or invalid result_json as a params error; the next valid one completes the run', async () => {
    const fx = fixture([
      completeWith(),
      completeWith({ fixed: -1, files: 'a.txt' }),
      completeWith({ fixed: 2, files: ['a.txt'] }),
    ]);
    const result = await runTask({ taskFile: fx.taskFile, pr: false });
    expect(result).toMatchObject({
      status: 'completed',
      exitCode: 0,
      resultJson: { fixed: 2, files: ['a.txt'] },
    });
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    const events = fx.events(result.auditLog);

    const rejected = events.filter((e) => e.type === 'tool.rejected');
    expect(rejected.map((e) => e.stage)).toEqual(['params', 'params']);
    expect(rejected[0]?.message).toMatch(/result_json is required/);
    expect(rejected[1]?.message).toMatch(/result_json\/fixed: must be >= 0/);
    expect(rejected[1]?.message).toMatch(/result_json\/files: must be array/);
    // The model saw the rejection as the tool's result, like any params error.
    const third = events.filter((e) => e.type === 'model.request')[2] as { messages: { output?: string }[] };
    expect(third.messages.at(-1)?.output).toMatch(/Call attempt_completion again with a result_json/);

    const finished = events.find((e) => e.type === 'run.finished');
    expect(finished?.result_json).toEqual({ fixed: 2, files: ['a.txt'] });
    expect(JSON.parse(readFileSync(path.join(result.outDir, 'result.json'), 'utf8'))).toEqual({
      fixed: 2,
      files: ['a.txt'],
    });
  });

  it("shows the model the task's schema as result_json's parameter schema", () => {
    const tools = builtinToolsFor({ apply_diff: { fuzzy_threshold: 0.9 }, output: { schema: SCHEMA } });
    const def = toolDefinition(tools.find((t) => t.name === 'attempt_completion')!);
    expect(def.inputSchema).toMatchObject({
      required: ['result', 'result_json'],
      properties: { result_json: SCHEMA },
    });
  });

  it('a subtask completes without result_json; only the task itself must carry it', async () => {
    const fx = fixture([
      call('new_task', { mode: 'ask', message: 'look around' }),
      call('attempt_completion', { result: 'looked' }),
      completeWith({ fixed: 0, files: [] }),
    ]);
    const result = await runTask({ taskFile: fx.taskFile, pr: false });
    expect(result).toMatchObject({ status: 'completed', resultJson: { fixed: 0, files: [] } });
    expect(fx.events(result.auditLog).filter((e) => e.type === 'tool.rejected')).toEqual([]);
  });

  it('a run that does not complete writes no result.json', async () => {
    const fx = fixture([completeWith({ fixed: 'x' })]);
    const result = await runTask({ taskFile: fx.taskFile, pr: false });
    expect(result).toMatchObject({ status: 'failed', exitReason: 'script_exhausted' });
    expect(result.resultJson).toBeUndefined();
    expect(() => readFileSync(path.join(result.outDir, 'result.json'))).toThrow(/ENOENT/);
  });

  it('--json prints it in the run.finished line, and a bad schema exits 2 before the run', () => {
    const fx = fixture([completeWith({ fixed: 1, files: ['a.txt'] })]);
    const nightshift = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
    const run = nightshift('run', fx.taskFile, '--json', '--no-pr');
    expect(run.status).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; result_json?: unknown });
    expect(lines.at(-2)).toMatchObject({ type: 'run.finished', result_json: { fixed: 1, files: ['a.txt'] } });

    const bad = makeFixture({ task: { output: { schema: { type: 'object', required: 'fixed' } } } });
    const refused = nightshift('run', bad.taskFile, '--json', '--no-pr');
    expect(refused.status).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/task\.yaml:\d+:\d+: output\.schema\.required: not valid JSON Schema/);
  });
});
