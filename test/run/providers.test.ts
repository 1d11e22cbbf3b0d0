import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { makeFixture } from '../support/run-fixture.ts';

const KEY = 'sk-test-loopback-key-7a6b5c4d';
let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());
beforeEach(() => server.reset());

const providers = [
  { provider: 'anthropic', name: 'claude-sonnet-5', url: () => server.url, env: 'ANTHROPIC_API_KEY' },
  { provider: 'openai', name: 'gpt-4.1', url: () => server.openaiUrl, env: 'OPENAI_API_KEY' },
] as const;

describe.each(providers)('a whole run on $provider through the real SDK', (p) => {
  const fixture = (limits: Record<string, unknown> = {}) =>
    makeFixture({
      files: { 'notes.txt': 'remember the milk\n' },
      task: { model: { provider: p.provider, name: p.name, base_url: p.url(), api_key_env: p.env }, limits },
    });
  const env = { ...process.env, [p.env]: KEY };

  it('reads a file, completes, accounts tokens and cost, and never sends the key in a body', async () => {
    const fx = fixture();
    server.reply(
      {
        text: 'Reading.',
        toolCalls: [{ id: 'call_a', name: 'read_file', args: { path: 'notes.txt' } }],
        usage: { input: 1000, output: 50 },
      },
      {
        toolCalls: [
          { id: 'call_b', name: 'attempt_completion', args: { result: 'It says to remember the milk.' } },
        ],
        usage: { input: 1200, output: 40 },
      },
    );
    const result = await runTask({ taskFile: fx.taskFile, env });
    expect(result).toMatchObject({
      status: 'completed',
      exitCode: 0,
      completion: 'It says to remember the milk.',
    });
    expect(result.totals).toMatchObject({ turns: 2, input_tokens: 2200, output_tokens: 90 });
    expect(result.totals.cost_usd).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(2);
    const second = server.requests[1]?.raw ?? '';
    expect(second).toContain('call_a');
    expect(second).toContain('remember the milk');
    for (const r of server.requests) expect(r.raw).not.toContain(KEY);
    expect(readFileSync(result.auditLog, 'utf8')).not.toContain(KEY);
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  });

  it('stops at max_cost_usd before running the calls of the response that crossed it', async () => {
    const fx = fixture({ max_cost_usd: 0.01 });
    server.reply({
      toolCalls: [{ name: 'write_to_file', args: { path: 'x.txt', content: 'x' } }],
      usage: { input: 2_000_000, output: 10 },
    });
    const result = await runTask({ taskFile: fx.taskFile, env });
    expect(result).toMatchObject({ status: 'limit', exitCode: 3, exitReason: 'max_cost_usd' });
    const types = fx.events(result.auditLog).map((e) => e.type);
    expect(types).not.toContain('tool.call');
    expect(types).toContain('limit.reached');
  });

  it('elides the oldest tool outputs when the provider says the context window is full, then goes on', async () => {
    const fx = makeFixture({
      files: { 'big.txt': 'x'.repeat(20_000), 'small.txt': 'tiny\n' },
      task: { model: { provider: p.provider, name: p.name, base_url: p.url(), api_key_env: p.env } },
    });
    server.reply(
      { toolCalls: [{ id: 'big_1', name: 'read_file', args: { path: 'big.txt' } }] },
      { toolCalls: [{ id: 'small_1', name: 'read_file', args: { path: 'small.txt' } }] },
    );
    server.fail({ status: 400, message: 'prompt is too long: 210000 tokens > 200000 maximum' });
    server.reply({ toolCalls: [{ name: 'attempt_completion', args: { result: 'done' } }] });
    const result = await runTask({ taskFile: fx.taskFile, env });
    expect(result.exitCode).toBe(0);
    const elided = fx.events(result.auditLog).filter((e) => e.type === 'context.elided');
    expect(elided).toEqual([expect.objectContaining({ turn: 3, call_ids: ['big_1'] })]);
    const retried = server.requests.at(-1)?.raw ?? '';
    expect(retried).toContain('output elided to fit the context window');
    expect(retried).not.toContain('x'.repeat(1000));
  });

  it('retries a 429 (recorded in the audit log) and fails cleanly on a 401', async () => {
    const fx = fixture();
    server.fail({ status: 429, headers: { 'retry-after': '0' } });
    server.reply({ toolCalls: [{ name: 'attempt_completion', args: { result: 'ok' } }] });
    const ok = await runTask({ taskFile: fx.taskFile, env });
    expect(ok.exitCode).toBe(0);
    expect(fx.events(ok.auditLog).filter((e) => e.type === 'model.retry')).toEqual([
      expect.objectContaining({ status: 429 }),
    ]);

    server.reset();
    server.fail({ status: 401, message: 'invalid x-api-key' });
    const denied = await runTask({ taskFile: fx.taskFile, env });
    expect(denied).toMatchObject({ status: 'error', exitCode: 1 });
    expect(verifyAuditLog(denied.auditLog).ok).toBe(true);
    expect(readFileSync(path.join(denied.outDir, 'summary.md'), 'utf8')).toMatch(/401|invalid/);
  });
});
