import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { uniqueCallIds } from '../../src/run/call-ids.ts';
import { runTask } from '../../src/run/run-task.ts';
import { makeFixture } from '../support/run-fixture.ts';

describe('uniqueCallIds', () => {
  it('renames repeated and empty ids, over the whole run', () => {
    const seen = new Set<string>();
    const first = uniqueCallIds(
      [
        { id: 'dup', name: 'a', args: {} },
        { id: 'dup', name: 'b', args: {} },
        { id: '', name: 'c', args: {} },
        { id: 'dup~2', name: 'd', args: {} },
      ],
      seen,
    );
    expect(first.map((c) => c.id)).toEqual(['dup', 'dup~2', 'call~2', 'dup~2~2']);
    const later = uniqueCallIds(
      [
        { id: 'dup', name: 'e', args: {} },
        { id: 'ok', name: 'f', args: {} },
      ],
      seen,
    );
    expect(later.map((c) => c.id)).toEqual(['dup~3', 'ok']);
  });
});

describe('a model repeating call ids', () => {
  it('gets every call run and recorded under an id of its own', async () => {
    const fx = makeFixture({
      files: { 'a.txt': 'a\n', 'b.txt': 'b\n' },
      script: [
        {
          tool_calls: [
            { id: 'dup', name: 'read_file', args: { path: 'a.txt' } },
            { id: 'dup', name: 'read_file', args: { path: 'b.txt' } },
            { id: '', name: 'list_files', args: { path: '.' } },
          ],
        },
        { tool_calls: [{ id: 'dup', name: 'attempt_completion', args: { result: 'done' } }] },
      ],
    });
    const result = await runTask({ taskFile: fx.taskFile });
    const events = fx.events(result.auditLog);
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    const calls = events.filter((e) => e.type === 'tool.call').map((e) => e.call_id);
    expect(calls).toEqual(['dup', 'dup~2', 'call~2', 'dup~3']);
    const results = events.filter((e) => e.type === 'tool.result');
    expect(results.map((e) => e.call_id)).toEqual(calls);
    expect(JSON.stringify(results[1])).toContain('b');
  });
});
