import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startAction } from '../support/action-process.ts';
import { makeFixture } from '../support/run-fixture.ts';

const TASK = `version: 1
title: Write two files
prompt: Write b.txt and c.txt.
model: { provider: script, script: turns.yaml }
policy: builtin:standard
`;
const TURNS = `- tool_calls: [{ name: write_to_file, args: { path: b.txt, content: "beta\\n" } }]
- tool_calls: [{ name: write_to_file, args: { path: c.txt, content: "gamma\\n" } }]
- tool_calls: [{ name: attempt_completion, args: { result: both written } }]
`;

it('resume-from: a later job, on a fresh checkout, continues from the artifact (log and changes.patch)', async () => {
  const fx = makeFixture({ files: { 'task.yaml': TASK, 'turns.yaml': TURNS } });
  const first = startAction({
    workspace: fx.workspace,
    inputs: { 'task-file': 'task.yaml', 'max-turns': '1' },
  });
  expect((await first.exited).code, first.stderr()).toBe(3);
  expect(first.outputs()).toMatchObject({ status: 'limit', 'exit-reason': 'max_turns' });
  const runs = path.join(fx.workspace, '.nightshift', 'runs');
  const [runId = ''] = readdirSync(runs);
  const artifact = path.join(fx.dir, 'artifact');
  cpSync(path.join(runs, runId), artifact, { recursive: true });

  // The next job's checkout: the base branch only, as actions/checkout fetches it (no run branch).
  execFileSync(
    'git',
    ['clone', '--quiet', '--no-local', '--single-branch', '--branch', 'main', fx.workspace, 'next'],
    { cwd: fx.dir },
  );
  const next = path.join(fx.dir, 'next');
  const second = startAction({
    workspace: next,
    inputs: { 'task-file': 'task.yaml', 'resume-from': artifact, 'max-turns': '5' },
  });
  expect((await second.exited).code, second.stderr()).toBe(0);
  const outputs = second.outputs();
  expect(outputs).toMatchObject({ status: 'completed', branch: 'nightshift/write-two-files', turns: '2' });

  const log = readFileSync(
    path.join(
      next,
      '.nightshift',
      'runs',
      readdirSync(path.join(next, '.nightshift', 'runs'))[0] ?? '',
      'audit.jsonl',
    ),
    'utf8',
  );
  const started = JSON.parse(log.split('\n')[0] ?? '{}') as Record<string, unknown>;
  expect(started).toMatchObject({
    resumed_from: {
      run_id: runId,
      status: 'limit',
      workspace: { source: 'patch', paths: 1 },
      model_responses: 1,
    },
  });
  // The script went on at its second turn; the commit has the first run's work and the second's.
  const show = (file: string) =>
    execFileSync('git', ['show', `nightshift/write-two-files:${file}`], { cwd: next, encoding: 'utf8' });
  expect(show('b.txt')).toBe('beta\n');
  expect(show('c.txt')).toBe('gamma\n');
});
