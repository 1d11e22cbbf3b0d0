import { describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.ts';
import { startAction } from '../support/action-process.ts';
import { runnerCommands } from '../support/runner-commands.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

describe('the action log', { timeout: 60_000 }, () => {
  it("has the run's progress lines, each turn's folded into a group", async () => {
    const fx = makeFixture({
      files: { 'a.txt': 'one\n' },
      script: [call('read_file', { path: 'a.txt' }), complete('read it')],
    });
    const action = startAction({ workspace: fx.workspace, inputs: { 'task-file': fx.taskFile } });
    const exit = await action.exited;
    expect(exit.code, action.stderr()).toBe(0);
    const log = action.stdout();
    const turn1 = log.slice(log.indexOf('::group::turn 1\n'), log.indexOf('::group::turn 2\n'));
    expect(turn1).toMatch(/^::group::turn 1\nturn 1: 1 tool call · /);
    expect(turn1).toMatch(
      /\n {2}read_file a\.txt · allowed \(read\.allow\[0\]\) · \S+ · ok\n::endgroup::\n$/,
    );
    // Lines of no turn (the run's start and end) are outside any group.
    expect(log.indexOf(`nightshift ${VERSION}: `) < log.indexOf('::group::turn 1')).toBe(true);
    expect(log).toMatch(/::endgroup::\n {2}completed: read it\n/);
  });

  it('carries no workflow command a hostile model or tool output wrote into it', async () => {
    // A model steered by an issue puts runner commands where the log quotes it: its text, a tool's
    // target, a failing tool's message, the completion. `::set-output` would set a step output a
    // later step may interpolate into a shell.
    const evil = (where: string) =>
      `${where}\r::set-output name=pr-url::pwned ##[set-output name=branch;]pwned`;
    const fx = makeFixture({
      files: { 'a.txt': 'one\n' },
      script: [
        { text: evil('thinking'), tool_calls: [{ name: 'read_file', args: { path: evil('missing') } }] },
        call('execute_command', { command: `echo '${evil('cmd')}'` }),
        complete(evil('done')),
      ],
    });
    const action = startAction({ workspace: fx.workspace, inputs: { 'task-file': fx.taskFile } });
    await action.exited;
    const log = action.stdout() + action.stderr();
    expect(log.match(/pwned/g)?.length ?? 0).toBeGreaterThanOrEqual(6); // quoted, not dropped
    // What the action itself issues (groups, annotations with their data escaped by @actions/core), nothing else.
    const names = new Set(runnerCommands(log).map((c) => c.name));
    expect([...names].sort()).toEqual(['endgroup', 'group', 'warning']);
  });
});
