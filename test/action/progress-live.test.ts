import { describe, expect, it } from 'vitest';
import {
  progressBody,
  ThrottledEdits,
  trackLive,
  type LiveState,
} from '../../src/action/progress-comment.ts';
import { TurnGroups } from '../../src/action/turn-groups.ts';

describe('the action log groups each turn', () => {
  it('opens a group per turn and closes it for lines of no turn', () => {
    const log: string[] = [];
    const groups = new TurnGroups({
      info: (l) => log.push(l),
      startGroup: (n) => log.push(`::group::${n}`),
      endGroup: () => log.push('::endgroup::'),
    });
    groups.write('nightshift 0.1.0: task');
    groups.write('  … waiting for the model (turn 1): 15.0s', { tone: 'dim', turn: 1 });
    groups.write('turn 1: 1 tool call', { tone: 'plain', turn: 1 });
    groups.write('  read_file a · allowed', { tone: 'ok', turn: 1 });
    groups.write('turn 2: 1 tool call', { tone: 'plain', turn: 2 });
    groups.write('  completed: done', { tone: 'ok' });
    groups.close();
    expect(log).toEqual([
      'nightshift 0.1.0: task',
      '::group::turn 1',
      '  … waiting for the model (turn 1): 15.0s',
      'turn 1: 1 tool call',
      '  read_file a · allowed',
      '::endgroup::',
      '::group::turn 2',
      'turn 2: 1 tool call',
      '::endgroup::',
      '  completed: done',
    ]);
  });
});

describe('the running progress comment', () => {
  it('shows the counts so far and the todo list, from the audit lines', () => {
    const live: LiveState = { turns: 0, toolCalls: 0, todos: [] };
    expect(trackLive(live, '{}', 'model.response')).toBe(true);
    expect(trackLive(live, '{}', 'tool.call')).toBe(true);
    expect(trackLive(live, '{}', 'tool.result')).toBe(false);
    const todos = [
      { text: 'find the bug', status: 'completed' },
      { text: 'fix it', status: 'in_progress' },
      { text: 'run the tests', status: 'pending' },
    ];
    expect(trackLive(live, JSON.stringify({ type: 'todo.updated', todos }), 'todo.updated')).toBe(true);
    const body = progressBody({ phase: 'running', runUrl: 'https://x/runs/1', live });
    expect(body).toContain('1 turns · 1 tool calls so far');
    expect(body).toContain('- [x] find the bug\n- [ ] ⏳ fix it\n- [ ] run the tests');
  });

  it('is edited at most once per interval, with the latest body, and never after stop', async () => {
    const sent: string[] = [];
    let now = 0;
    // Created at 0; an interval of 30 s.
    const edits = new ThrottledEdits(
      (b) => Promise.resolve(void sent.push(b)),
      30_000,
      () => now,
    );
    edits.offer('a'); // 0 s after the comment was created: held
    edits.offer('b');
    expect(sent).toEqual([]);
    await edits.stop(); // the final edit follows; what was held is dropped
    expect(sent).toEqual([]);

    now = 100_000;
    const later = new ThrottledEdits(
      (b) => Promise.resolve(void sent.push(b)),
      30_000,
      () => now,
    );
    now = 131_000;
    later.offer('c'); // 31 s since creation: sent at once
    later.offer('d'); // held until 61 s
    await later.stop();
    expect(sent).toEqual(['c']);
  });

  it('sends the held body when the interval is over', async () => {
    const sent: string[] = [];
    let delivered: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (delivered = resolve));
    const edits = new ThrottledEdits((b) => {
      sent.push(b);
      if (sent.length === 1) delivered();
      return Promise.resolve();
    }, 20);
    edits.offer('first');
    edits.offer('latest');
    await second;
    await edits.stop();
    expect(sent).toEqual(['latest']);
  });
});
