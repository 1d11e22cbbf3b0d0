import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyAuditText } from '../../src/audit/verify.ts';
import { startModelServer, type ModelServer, type ScriptedTurn } from '../support/model-server.ts';
import { CLI, makeFixture, ROOT } from '../support/run-fixture.ts';

/**
 * `nightshift run` as a process against a hostile model server (loopback, real SDKs, SSE): the
 * answers are attacker-steered, the run must end with its documented exit code and a whole log.
 */
let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());
beforeEach(() => server.reset());

const KEY_VALUE = 'sk-redteam-model-0123456789abcdef';
const apis = [
  { provider: 'anthropic', name: 'claude-haiku-4-5', url: () => server.url, key: 'ANTHROPIC_API_KEY' },
  { provider: 'openai', name: 'gpt-4.1', url: () => server.openaiUrl, key: 'OPENAI_API_KEY' },
] as const;
type Api = (typeof apis)[number];

async function runWith(
  api: Api,
  options: { task?: Record<string, unknown>; policy?: Record<string, unknown> },
) {
  const fx = makeFixture({
    files: { 'a.txt': 'hello\n' },
    ...(options.policy ? { policy: { extends: 'builtin:standard', ...options.policy } } : {}),
    task: {
      model: { provider: api.provider, name: api.name, base_url: api.url(), api_key_env: api.key },
      ...options.task,
    },
  });
  const run = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', CLI, 'run', fx.taskFile, '--no-pr', '--quiet'],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, [api.key]: KEY_VALUE },
      maxBuffer: 64 * 1024 * 1024,
    },
  ).then(
    () => ({ code: 0, stderr: '' }),
    (e: { code: number; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
  );
  const runs = path.join(fx.workspace, '.nightshift', 'runs');
  const text = readFileSync(path.join(runs, readdirSync(runs)[0] ?? '', 'audit.jsonl'), 'utf8');
  const events = text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { ...run, text, events };
}

const complete: ScriptedTurn = { toolCalls: [{ name: 'attempt_completion', args: { result: 'done' } }] };
const read: ScriptedTurn = { toolCalls: [{ name: 'read_file', args: { path: 'a.txt' } }] };

describe.each(apis)('$provider: usage counts from a hostile server', (api) => {
  it('a negative or non-numeric count cannot lower the totals below a token limit', async () => {
    // 600 + 600 input tokens pass max_input_tokens 1000 whatever the turn between reports.
    server.reply(
      { ...read, usage: { input: 600 } },
      { ...read, usage: { input: -1_000_000_000, output: -5 } },
      { ...read, usage: { input: 'NaN' as never } },
      { ...read, usage: { input: 600 } },
      complete,
    );
    const r = await runWith(api, { task: { limits: { max_input_tokens: 1000 } } });
    expect(verifyAuditText(r.text)).toMatchObject({ ok: true, finished: true });
    expect(r.events.find((e) => e.type === 'limit.reached')).toMatchObject({ limit: 'max_input_tokens' });
    expect(r.events.at(-1)).toMatchObject({ type: 'run.finished', status: 'limit', exit_code: 3 });
    expect(r.code).toBe(3);
    for (const e of r.events.filter((e) => e.type === 'model.response')) {
      for (const n of Object.values(e.usage as Record<string, unknown>)) {
        expect(typeof n).toBe('number');
        expect(n).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe.each(apis)('$provider: tool calls of the wrong shape', (api) => {
  it('an id or name that is not a string is answered as a rejected call, the log stays whole', async () => {
    server.reply(
      {
        toolCalls: [
          { id: { nested: true } as never, name: null as never, args: { path: 'a.txt' } },
          { id: 42 as never, name: 7 as never, args: { path: 'a.txt' } },
          { id: 'ok-1', name: 'read_file', args: { path: 'a.txt' } },
        ],
      },
      complete,
    );
    const r = await runWith(api, { policy: { limits: { consecutive_mistakes: 50 } } });
    expect(verifyAuditText(r.text)).toMatchObject({ ok: true, finished: true });
    expect(r.events.at(-1)).toMatchObject({ type: 'run.finished', status: 'completed', exit_code: 0 });
    for (const e of r.events.filter((e) => e.type === 'tool.call')) expect(typeof e.call_id).toBe('string');
    expect(r.events.filter((e) => e.type === 'tool.rejected' && e.stage === 'unknown_tool')).toHaveLength(2);
    expect(r.code).toBe(0);
  });
});
