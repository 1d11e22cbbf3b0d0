import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchExitCode, batchMatrix, formatBatchMarkdown, runBatch } from '../../src/run/batch.ts';
import { runTask } from '../../src/run/run-task.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());

describe('nightshift batch', () => {
  it('runs tasks concurrently, one out dir each, and a bad task does not stop the others', async () => {
    const tasks = [1, 2, 3].map((n) =>
      makeFixture({
        script: [call('write_to_file', { path: `file${n}.txt`, content: `${n}\n` }), complete(`wrote ${n}`)],
      }),
    );
    const broken = makeFixture({ task: { modee: 'code' } });
    const out = path.join(tasks[0]!.dir, 'batch-out');
    const items = await runBatch(
      [...tasks.map((t) => t.taskFile), broken.taskFile],
      { concurrency: 2, outDir: out, base: { pr: false } },
      runTask,
    );
    expect(items.map((i) => i.status)).toEqual(['completed', 'completed', 'completed', 'config-error']);
    expect(items[3]).toMatchObject({ exitCode: 2 });
    expect(items[3]?.reason).toMatch(/modee/);
    for (const [i, t] of tasks.entries()) {
      expect(readFileSync(path.join(t.workspace, `file${i + 1}.txt`), 'utf8')).toBe(`${i + 1}\n`);
      expect(existsSync(path.join(out, `${i + 1}-task`, 'audit.jsonl'))).toBe(true);
    }
    expect(batchExitCode(items)).toBe(2);
    const md = formatBatchMarkdown(items);
    expect(md).toContain('3/4 completed');
    expect(md).toContain('config-error');
  });

  it('labels each progress line with its task when tasks run at once, and leaves a lone task unlabelled', async () => {
    const tasks = [1, 2].map((n) =>
      makeFixture({
        script: [call('write_to_file', { path: `file${n}.txt`, content: `${n}\n` }), complete(`wrote ${n}`)],
      }),
    );
    const lines: string[] = [];
    await runBatch(
      tasks.map((t) => t.taskFile),
      { concurrency: 2, base: { pr: false, progress: (line) => lines.push(line) } },
      runTask,
    );
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(line).toMatch(/^\[[12]-task\] /);
    for (const label of ['[1-task]', '[2-task]'])
      expect(lines.some((l) => l.startsWith(label) && l.includes('completed'))).toBe(true);

    const alone: string[] = [];
    const one = makeFixture({ script: [complete('nothing to do')] });
    await runBatch(
      [one.taskFile],
      { concurrency: 2, base: { pr: false, progress: (l) => alone.push(l) } },
      runTask,
    );
    expect(alone.length).toBeGreaterThan(0);
    expect(alone.some((l) => l.startsWith('['))).toBe(false);
  });

  it('splits a fleet budget and skips the tasks it cannot start', async () => {
    // gpt-4.1 costs $2 per million input tokens: each response below costs $4.
    server.reset();
    server.fallback = () => ({
      kind: 'turn',
      toolCalls: [{ name: 'attempt_completion', args: { result: 'ok' } }],
      usage: { input: 2_000_000, output: 0 },
    });
    const tasks = [1, 2, 3].map(() =>
      makeFixture({
        task: {
          model: {
            provider: 'openai',
            name: 'gpt-4.1',
            base_url: server.openaiUrl,
            api_key_env: 'OPENAI_API_KEY',
          },
        },
      }),
    );
    const items = await runBatch(
      tasks.map((t) => t.taskFile),
      {
        concurrency: 1,
        maxCostUsd: 5,
        base: { pr: false, env: { ...process.env, OPENAI_API_KEY: 'sk-batch-test-123456' } },
      },
      runTask,
    );
    expect(items.map((i) => i.status)).toEqual(['completed', 'limit', 'skipped']);
    expect(items[1]).toMatchObject({ exitCode: 3, reason: 'max_cost_usd' });
    expect(items[2]).toMatchObject({ reason: 'fleet budget used up' });
    expect(server.requests).toHaveLength(2);
    expect(batchExitCode(items)).toBe(3);
  });

  it('prints a GitHub Actions matrix', () => {
    expect(batchMatrix(['tasks/a.task.yaml', 'tasks/Bump deps.yml'])).toEqual({
      include: [
        { task: 'tasks/a.task.yaml', name: 'a' },
        { task: 'tasks/Bump deps.yml', name: 'bump-deps' },
      ],
    });
  });
});
