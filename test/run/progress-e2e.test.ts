import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineInfo } from '../../src/run/progress.ts';
import { runTask } from '../../src/run/run-task.ts';
import { KEY } from '../model/helpers.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());

describe('progress lines of a run against a slow model (real Anthropic SDK, loopback server)', () => {
  it('prints a line per turn, tool call and retry, and heartbeats while the model or a command is busy', async () => {
    server.reset();
    server.fail({ status: 429, headers: { 'retry-after': '0' } });
    server.reply(
      {
        text: 'Looking around.\nSecond line of thought.',
        toolCalls: [
          { id: 'c1', name: 'read_file', args: { path: 'notes.txt' } },
          { id: 'c2', name: 'frobnicate', args: {} },
          { id: 'c3', name: 'execute_command', args: { command: 'curl https://example.com' } },
          { id: 'c4', name: 'execute_command', args: { command: 'sleep 0.4' } },
        ],
        usage: { input: 1200, output: 80 },
        // A slow stream: the whole reply takes many heartbeat intervals.
        eventGapMs: 40,
      },
      { toolCalls: [{ id: 'c5', name: 'attempt_completion', args: { result: 'Done reading.' } }] },
    );
    const fx = makeFixture({
      files: { 'notes.txt': 'remember the milk\n' },
      policy: { extends: 'builtin:standard', command: { allow: ['sleep'] } },
      task: {
        model: {
          provider: 'anthropic',
          name: 'claude-haiku-4-5',
          base_url: server.url,
          api_key_env: 'ANTHROPIC_API_KEY',
        },
      },
    });
    const lines: { text: string; info?: LineInfo }[] = [];
    const result = await runTask({
      taskFile: fx.taskFile,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ANTHROPIC_API_KEY: KEY },
      pr: false,
      heartbeatMs: 10,
      progress: (text, info) => lines.push({ text, ...(info ? { info } : {}) }),
    });
    expect(result.status, lines.map((l) => l.text).join('\n')).toBe('completed');

    const texts = lines.map((l) => l.text);
    const index = (re: RegExp) => {
      const i = texts.findIndex((t) => re.test(t));
      expect(i, `no line matches ${re}:\n${texts.join('\n')}`).toBeGreaterThanOrEqual(0);
      return i;
    };
    const retry = index(/^ {2}model request failed \(429: .+\); retry 1 in 0ms$/);
    const waiting = index(/^ {2}… waiting for the model \(turn 1\): \d+ms$/);
    const turn1 = index(
      /^turn 1: 4 tool calls · 1200 in \/ 80 out tokens · \$0\.\d{4} · \d+(ms|\.\ds) · "Looking around\."$/,
    );
    const read = index(/^ {2}read_file notes\.txt · allowed \(read\.allow\[0\]\) · \d+(ms|\.\ds) · ok$/);
    const rejected = index(/^ {2}frobnicate · rejected \(unknown_tool\): .*frobnicate/);
    const denied = index(
      /^ {2}execute_command curl https:\/\/example\.com · denied \(command\.deny\[\d+\]\): /,
    );
    const running = index(/^ {2}… execute_command sleep 0\.4 still running: \d+ms$/);
    const slept = index(
      /^ {2}execute_command sleep 0\.4 · allowed \(command\.allow\[\d+\]\) · \d+(ms|\.\ds) · ok$/,
    );
    const turn2 = index(/^turn 2: 1 tool call · /);
    const completed = index(/^ {2}completed: Done reading\.$/);
    // As they happen: in the order of the run.
    const order = [turn1, read, rejected, denied, running, slept, turn2, completed];
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The heartbeat starts with the request, the retry line comes when the 429 does: both before the turn.
    expect(Math.max(retry, waiting)).toBeLessThan(turn1);

    // Each turn's lines carry the turn (the action groups them); the run's own lines carry none.
    expect(lines.slice(Math.min(retry, waiting), slept + 1).every((l) => l.info?.turn === 1)).toBe(true);
    expect(lines[turn2]?.info?.turn).toBe(2);
    expect(lines[completed]?.info).toEqual({ tone: 'ok' });
    expect(lines[denied]?.info?.tone).toBe('bad');
    expect(lines[waiting]?.info?.tone).toBe('dim');
    // Nothing after the loop is a heartbeat: the busy timer stopped with it.
    expect(texts.slice(completed).some((t) => t.includes('…'))).toBe(false);
    expect(texts.join('\n')).not.toContain(KEY);
  });

  it('heartbeats while a required check runs, and says how it ended', async () => {
    const fx = makeFixture({
      policy: { extends: 'builtin:standard', pr: { require_checks: ['sleep 0.4'] } },
      script: [call('write_to_file', { path: 'new.txt', content: 'x\n' }), complete('wrote it')],
    });
    const lines: { text: string; info?: LineInfo }[] = [];
    const result = await runTask({
      taskFile: fx.taskFile,
      pr: false,
      heartbeatMs: 10,
      progress: (text, info) => lines.push({ text, ...(info ? { info } : {}) }),
    });
    expect(result.status).toBe('completed');
    const texts = lines.map((l) => l.text);
    const beat = texts.findIndex((t) => /^ {2}… check sleep 0\.4 still running: \d+ms$/.test(t));
    const done = texts.indexOf('  check sleep 0.4: exit 0');
    expect(beat, texts.join('\n')).toBeGreaterThan(texts.indexOf('  completed: wrote it'));
    expect(done).toBeGreaterThan(beat);
    expect(lines[done]?.info).toEqual({ tone: 'ok' });
    expect(lines[beat]?.info).toEqual({ tone: 'dim' }); // outside any turn
    expect(texts.slice(done).some((t) => t.includes('…'))).toBe(false);
  });
});
