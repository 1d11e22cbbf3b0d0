import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyAuditText } from '../../src/audit/verify.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { CLI, makeFixture, ROOT } from '../support/run-fixture.ts';

/** `nightshift run` as a process, its model stream stalling once: retried, completed, log whole. */
let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());
beforeEach(() => server.reset());

const apis = [
  { provider: 'anthropic', name: 'claude-haiku-4-5', url: () => server.url, key: 'ANTHROPIC_API_KEY' },
  { provider: 'openai', name: 'gpt-4.1', url: () => server.openaiUrl, key: 'OPENAI_API_KEY' },
] as const;

describe.each(apis)('a run on $provider whose stream stalls', (api) => {
  it('hits model.stream_idle_timeout, retries, completes with exit 0 and a verifying log', async () => {
    const fx = makeFixture({
      task: {
        model: {
          provider: api.provider,
          name: api.name,
          base_url: api.url(),
          api_key_env: api.key,
          stream_idle_timeout: 0.5,
        },
      },
    });
    server.reply(
      { text: 'never finished', stallAfterEvents: 1, pingEveryMs: 100 },
      { toolCalls: [{ name: 'attempt_completion', args: { result: 'done after a stall' } }] },
    );
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', CLI, 'run', fx.taskFile, '--no-pr', '--quiet'],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, [api.key]: 'sk-stall-test-123456' },
      },
    ).then(
      () => ({ code: 0 }),
      (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
    );
    expect(run).toEqual({ code: 0 });

    const runs = path.join(fx.workspace, '.nightshift', 'runs');
    const text = readFileSync(path.join(runs, readdirSync(runs)[0] ?? '', 'audit.jsonl'), 'utf8');
    expect(verifyAuditText(text)).toMatchObject({ ok: true, finished: true });
    const events = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(events.find((e) => e.type === 'model.retry')?.error).toMatch(
      /stream stalled: nothing received for 0.5 s/,
    );
    expect(events.at(-1)).toMatchObject({ type: 'run.finished', status: 'completed', exit_code: 0 });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]?.closed).toBe(true);
  });
});
