import { describe, expect, it } from 'vitest';
import { startAction } from '../support/action-process.ts';
import { call, makeFixture } from '../support/run-fixture.ts';

describe('action output result-json (issue 17.4)', () => {
  it("is the completed task's structured result, as JSON", async () => {
    const fx = makeFixture({
      task: {
        output: { schema: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } } },
      },
      script: [call('attempt_completion', { result: 'checked', result_json: { ok: true } })],
    });
    const action = startAction({ workspace: fx.workspace, inputs: { 'task-file': fx.taskFile } });
    const exit = await action.exited;
    expect(exit.code, action.stderr()).toBe(0);
    expect(action.outputs()).toMatchObject({ status: 'completed', 'result-json': '{"ok":true}' });
  });
});
