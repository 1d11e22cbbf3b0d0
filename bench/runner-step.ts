import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a GitHub runner gives an action step, for a workflow_dispatch run: `dir/repo` holds
 * `files` committed on `main` (the checkout), `dir` the event, output and summary files. Returns
 * the step's environment with `inputs` as INPUT_* (the runner sets the defaults too).
 */
export function runnerStep(
  dir: string,
  files: Record<string, string>,
  inputs: Record<string, string>,
): NodeJS.ProcessEnv {
  const workspace = path.join(dir, 'repo');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(workspace, name)), { recursive: true });
    writeFileSync(path.join(workspace, name), text);
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: workspace, stdio: 'ignore' });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@example.com', 'commit', '--quiet', '-m', 'init');
  return runnerEnv(dir, workspace, inputs);
}

/**
 * The environment a runner gives an action step for a workflow_dispatch run on the checkout in
 * `workspace`; the event, output and summary files go to `dir`.
 */
export function runnerEnv(dir: string, workspace: string, inputs: Record<string, string>): NodeJS.ProcessEnv {
  const event = path.join(dir, 'event.json');
  const output = path.join(dir, 'output');
  const summary = path.join(dir, 'summary.md');
  writeFileSync(
    event,
    JSON.stringify({ inputs: {}, repository: { name: 'demo', owner: { login: 'octo' } } }),
  );
  writeFileSync(output, '');
  writeFileSync(summary, '');
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: event,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_REPOSITORY: 'octo/demo',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: dir,
    'INPUT_OPEN-PR': 'false',
    'INPUT_TRIGGER-PHRASE': '@nightshift',
    'INPUT_LABEL-TRIGGER': 'nightshift',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  };
}
