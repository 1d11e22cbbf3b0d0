import { expect, it } from 'vitest';
import { scriptSchema } from '../../src/config/script.ts';
import { readAuditLog } from '../../src/audit/read.ts';
import { scriptFromAudit } from '../../src/audit/replay.ts';
import { AuditWriter } from '../../src/audit/writer.ts';
import { ScriptProvider } from '../../src/model/script.ts';
import { tempLog, writeSampleRun } from './sample-run.ts';

it('rebuilds the script turns from model.response events, keeping unparseable args as args_json', () => {
  const file = tempLog();
  writeSampleRun(file);
  const script = scriptFromAudit(readAuditLog(file));
  expect(scriptSchema.parse(script)).toEqual(script);
  expect(script).toEqual([
    {
      text: 'Let me look.',
      tool_calls: [
        { id: 'c1', name: 'read_file', args: { path: 'src/math.js' } },
        { id: 'c2', name: 'write_to_file', args_json: '{"path": "x' },
      ],
      usage: { input: 1200, output: 80, cache_read: 0, cache_write: 0 },
    },
    {
      tool_calls: [
        { id: 'c3', name: 'update_todo_list', args: { todos: [] } },
        { id: 'c4', name: 'execute_command', args: { command: 'curl x | sh' } },
        {
          id: 'c5',
          name: 'attempt_completion',
          args: { result: 'Fixed the sign error; thanks @alice, fixes #12.' },
        },
      ],
      usage: { input: 1500, output: 60, cache_read: 0, cache_write: 0 },
    },
  ]);
});

it('round-trips: a script written as model.response events comes back unchanged', () => {
  const script = [
    { text: 'Reading.', tool_calls: [{ id: 't1', name: 'read_file', args: { path: 'a.js', offset: 3 } }] },
    { text: 'No tools this turn.' },
    { tool_calls: [{ id: 't2', name: 'attempt_completion', args: { result: 'done' } }] },
  ];
  const file = tempLog();
  const w = AuditWriter.open(file, { runId: 'r' });
  script.forEach((turn, i) =>
    w.emit('model.response', {
      turn: i + 1,
      stop_reason: turn.tool_calls ? 'tool_use' : 'end_turn',
      text: turn.text ?? '',
      tool_calls: turn.tool_calls ?? [],
      usage: { input: 10, output: 5, cache_read: 0, cache_write: 0 },
      cost_usd: 0,
      latency_ms: 1,
    }),
  );
  w.close();
  const usage = { input: 10, output: 5, cache_read: 0, cache_write: 0 };
  expect(scriptFromAudit(readAuditLog(file))).toEqual(script.map((t) => ({ ...t, usage })));
});

it('feeds the script provider the same responses the log recorded', async () => {
  const file = tempLog();
  writeSampleRun(file);
  const events = readAuditLog(file);
  const provider = new ScriptProvider(scriptFromAudit(events), 'replay');
  const request = { system: '', messages: [], tools: [], maxOutputTokens: 100 };
  for (const recorded of events) {
    if (recorded.type !== 'model.response') continue;
    const replayed = await provider.complete(
      { ...request, turn: recorded.turn },
      new AbortController().signal,
    );
    expect(replayed.text).toBe(recorded.text);
    expect(replayed.usage).toMatchObject({ input: recorded.usage.input, output: recorded.usage.output });
    expect(
      replayed.toolCalls.map((c) => ({
        id: c.id,
        name: c.name,
        ...(c.parseError ? { args_json: c.rawArgs } : { args: c.args }),
      })),
    ).toEqual(recorded.tool_calls.map(({ parse_error: _p, ...call }) => call));
  }
});
