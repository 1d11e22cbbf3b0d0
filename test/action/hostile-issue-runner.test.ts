import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAction } from '../support/action-process.ts';
import { checkedOutWorkspace, startGitServer, type GitServer } from '../support/git-server.ts';
import { startGitHubServer, type GitHubServer } from '../support/github-server.ts';
import { runnerCommands } from '../support/runner-commands.ts';

/**
 * An issue's author writes its title and body; the model (steered by them) writes its completion
 * and todos. The action prints and outputs what quotes them, and a runner acts on both channels:
 * workflow commands in the step's log (`::set-output`, `::add-mask::`, `::stop-commands::`,
 * `##[...]` anywhere in a line, a line split at `\r`, after leading Unicode spaces) and the
 * `name<<DELIMITER` heredocs of GITHUB_OUTPUT. Whatever the text, the log issues only the action's
 * own commands and the output file holds each documented output exactly once, with the run's
 * values.
 */
const INJECTIONS = [
  'x ##[set-output name=branch;]pwn',
  '::set-output name=pr-url::https://evil.example',
  '\r::add-mask::main',
  '\u00a0\u2003::stop-commands::pwn',
  '::error file=.github/workflows/ci.yml,line=1::pwn',
  '%0A::warning::pwn',
  'pr-url<<EOF\nhttps://evil.example\nEOF',
  'ghadelimiter_00000000-0000-0000-0000-000000000000\nstatus=completed',
  'branch=pwn\r\nexit-code=0',
];
const EVIL = INJECTIONS.join('\n');
const TOKEN = 'ghs_hostileIssueRunner123456789';
const TURNS = `- text: ${JSON.stringify(EVIL)}
  tool_calls:
    - name: update_todo_list
      args: { todos: ${JSON.stringify(INJECTIONS.map((i) => `[ ] ${i.replace(/\n/g, ' ')}`).join('\n'))} }
- tool_calls:
    - name: write_to_file
      args: { path: src/math.js, content: "export const add = (a, b) => a + b;\\n" }
- tool_calls:
    - name: attempt_completion
      args: { result: ${JSON.stringify(EVIL)} }
`;
const DOCUMENTED = [
  'status',
  'exit-reason',
  'exit-code',
  'pr-url',
  'pr-number',
  'pr-operation',
  'pull-request-head-sha',
  'branch',
  'audit-log',
  'audit-head',
  'summary',
  'cost-usd',
  'input-tokens',
  'output-tokens',
  'turns',
  'tool-calls',
  'denials',
  'result-json',
];

/** GITHUB_OUTPUT read as the runner reads it: `name=value` lines, `name<<DELIM` heredocs. */
function runnerOutputs(file: string): [string, string][] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const out: [string, string][] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (!line) continue;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2] ?? '', i + 1);
      expect(end, `unterminated ${line}`).toBeGreaterThan(i);
      out.push([heredoc[1] ?? '', lines.slice(i + 1, end).join('\n')]);
      i = end;
    } else out.push([line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  }
  return out;
}

let gitServer: GitServer;
let gh: GitHubServer;
beforeAll(async () => {
  gitServer = await startGitServer({ token: TOKEN, repo: 'octo/demo' });
  gh = await startGitHubServer({ token: TOKEN });
  gh.permissions = { wanda: 'write' };
});
afterAll(async () => {
  await gitServer.close();
  await gh.close();
});

const repository = { name: 'demo', full_name: 'octo/demo', owner: { login: 'octo' } };

function start(event: string, payload: object) {
  const workspace = checkedOutWorkspace(gitServer, {
    'src/math.js': 'export const add = (a, b) => a - b;\n',
    'nightshift/task.yaml':
      'version: 1\nmodel: { provider: script, script: turns.yaml }\npolicy: builtin:standard\n',
  });
  writeFileSync(path.join(workspace, 'nightshift/turns.yaml'), TURNS);
  // The output file the runner reads back (the step's own, given here to read it raw).
  const outputFile = path.join(mkdtempSync(path.join(tmpdir(), 'ns-out-')), 'output');
  writeFileSync(outputFile, '');
  const action = startAction({
    workspace,
    event,
    payload: { ...payload, repository },
    inputs: { 'task-file': 'nightshift/task.yaml', 'github-token': TOKEN, 'open-pr': 'true' },
    env: { GITHUB_API_URL: gh.url, GITHUB_SERVER_URL: gitServer.serverUrl, GITHUB_OUTPUT: outputFile },
  });
  return { action, outputFile };
}

const OWN_COMMANDS = ['add-mask', 'endgroup', 'group', 'notice', 'warning'];

describe('hostile issue text and model text on a runner', () => {
  it('the log issues only the action’s commands; GITHUB_OUTPUT holds each output once, as the run set it', async () => {
    const { action, outputFile } = start('issues', {
      action: 'labeled',
      label: { name: 'nightshift' },
      issue: { number: 21, title: EVIL.replace(/\n/g, ' '), body: EVIL },
      sender: { login: 'wanda', type: 'User' },
    });
    const { code } = await action.exited;
    expect(code, action.stdout()).toBe(0);
    const log = `${action.stdout()}\n${action.stderr()}`;
    expect(log).toContain('pwn'); // quoted, not dropped
    const names = new Set(runnerCommands(log).map((c) => c.name));
    expect([...names].filter((n) => !OWN_COMMANDS.includes(n))).toEqual([]);
    for (const c of runnerCommands(log).filter((c) => c.name === 'add-mask'))
      expect(c.line).toBe(`::add-mask::${TOKEN}`);

    const outputs = runnerOutputs(outputFile);
    expect(outputs.map(([k]) => k).sort()).toEqual([...DOCUMENTED].sort());
    const value = Object.fromEntries(outputs);
    expect(value).toMatchObject({ status: 'completed', 'exit-code': '0', 'pr-operation': 'created' });
    expect(value['pr-url']).toMatch(/^https?:\/\/[^\n]+\/pull\/\d+$/);
    expect(value.branch).toMatch(/^nightshift\/[a-z0-9-]+$/);
    expect(gh.violations).toEqual([]);
  });

  it('a skipped event quoting the payload (a label’s name) issues only a notice', async () => {
    const { action, outputFile } = start('issues', {
      action: 'labeled',
      label: { name: EVIL },
      issue: { number: 22, title: 't', body: 'b' },
      sender: { login: 'wanda', type: 'User' },
    });
    const { code } = await action.exited;
    expect(code).toBe(0);
    const log = `${action.stdout()}\n${action.stderr()}`;
    expect([...new Set(runnerCommands(log).map((c) => c.name))].sort()).toEqual(['add-mask', 'notice']);
    const outputs = runnerOutputs(outputFile);
    expect(outputs.map(([k]) => k).sort()).toEqual([...DOCUMENTED].sort());
    expect(Object.fromEntries(outputs)).toMatchObject({ status: 'skipped', 'pr-url': '', branch: '' });
  });
});
