import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { makeFixture } from '../support/run-fixture.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { KEY } from './helpers.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());

const cases = [
  { provider: 'anthropic', name: 'claude-haiku-4-5', keyVar: 'ANTHROPIC_API_KEY', url: () => server.url },
  { provider: 'openai', name: 'gpt-4.1-mini', keyVar: 'OPENAI_API_KEY', url: () => server.openaiUrl },
] as const;

describe.each(cases)('a whole run on $provider', ({ provider, name, keyVar, url }) => {
  it('reads, completes, audits usage, cost and retries, and never logs or sends the key', async () => {
    server.reset();
    server.fail({ status: 429, headers: { 'retry-after': '0' } });
    server.reply(
      {
        text: 'Reading.',
        toolCalls: [{ id: 'c1', name: 'read_file', args: { path: 'notes.txt' } }],
        usage: { input: 2000, output: 40 },
      },
      {
        toolCalls: [{ id: 'c2', name: 'attempt_completion', args: { result: 'Read the notes.' } }],
        usage: { input: 50, output: 20, cacheRead: 2000 },
      },
    );
    const fx = makeFixture({
      files: { 'notes.txt': 'remember the milk\n' },
      task: { model: { provider, name, base_url: url(), api_key_env: keyVar }, pr: { enabled: false } },
    });
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', [keyVar]: KEY };
    const result = await runTask({ taskFile: fx.taskFile, env, pr: false });

    expect(result.status).toBe('completed');
    expect(result.completion).toBe('Read the notes.');
    expect(result.totals.cost_usd).toBeGreaterThan(0);
    const events = fx.events(result.auditLog);
    expect(events.filter((e) => e.type === 'model.retry')).toMatchObject([
      { attempt: 1, status: 429, delay_ms: 0 },
    ]);
    expect(events.find((e) => e.type === 'model.response')).toMatchObject({
      usage: { input: 2000, output: 40 },
    });
    expect(readFileSync(result.auditLog, 'utf8')).not.toContain(KEY);

    expect(server.requests).toHaveLength(3);
    const last = server.requests[2]!;
    expect(last.raw).toContain('remember the milk');
    expect(last.raw).toContain(provider === 'anthropic' ? '"tool_use_id":"c1"' : '"tool_call_id":"c1"');
    for (const r of server.requests) expect(r.raw).not.toContain(KEY);
  });
});
