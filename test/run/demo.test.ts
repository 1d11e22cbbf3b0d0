import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { makeFixture, ROOT } from '../support/run-fixture.ts';

describe('the demo task, end to end on a real git repository', () => {
  it('fixes the bug, runs the tests, commits on the run branch and logs every step in order', async () => {
    const script = parse(
      readFileSync(path.join(ROOT, 'examples/fix-discount.script.yaml'), 'utf8'),
    ) as unknown[];
    const fx = makeFixture({
      fromExample: true,
      script,
      task: { pr: { branch: 'nightshift/fix-cart-discount' } },
    });
    const result = await runTask({ taskFile: fx.taskFile });

    expect(result.status).toBe('completed');
    expect(result.exitCode).toBe(0);
    expect(readFileSync(path.join(fx.workspace, 'src/cart.js'), 'utf8')).toContain(
      'return subtotal - discount;',
    );
    expect(fx.git('rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('nightshift/fix-cart-discount');
    expect(fx.git('log', '-1', '--format=%s%n%(trailers:key=Nightshift-Run,valueonly)').trim()).toBe(
      `Test task\n${result.runId}`,
    );
    expect(fx.git('show', '--name-only', '--format=', 'HEAD').trim()).toBe('src/cart.js');
    // run artifacts never land in the commit or the diff
    expect(fx.git('status', '--porcelain').trim()).toBe('');
    expect(readFileSync(path.join(result.outDir, 'changes.patch'), 'utf8')).toContain(
      '+  return subtotal - discount;',
    );
    expect(readFileSync(path.join(result.outDir, 'changes.patch'), 'utf8')).not.toContain('.nightshift');
    expect(existsSync(path.join(result.outDir, 'summary.md'))).toBe(true);
    expect(readFileSync(path.join(result.outDir, 'pr.md'), 'utf8')).toContain('All 3 tests pass');

    const types = fx.events(result.auditLog).map((e) => e.type);
    const call = ['tool.call', 'tool.decision', 'tool.result'];
    const todo = ['tool.call', 'tool.decision', 'todo.updated', 'tool.result'];
    const turn = (...calls: string[][]) => ['model.request', 'model.response', ...calls.flat()];
    expect(types).toEqual([
      'run.started',
      ...turn(todo, call), // update_todo_list, list_files
      ...turn(call), // read_file
      ...turn(call), // apply_diff
      ...turn(call), // execute_command npm test
      ...turn(todo, call), // update_todo_list, attempt_completion
      'git.committed',
      'pr.created',
      'run.finished',
    ]);
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    const finished = fx.events(result.auditLog).at(-1);
    expect(finished).toMatchObject({
      status: 'completed',
      exit_code: 0,
      totals: { turns: 5, tool_calls: 7, denied: 0 },
    });
  });
});
