import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';
import { startAction } from '../support/action-process.ts';
import { checkedOutWorkspace, git, startGitServer, type GitServer } from '../support/git-server.ts';
import { startGitHubServer, type GitHubServer } from '../support/github-server.ts';

/**
 * Session 18's red team of redaction: secrets the run or the action knows of, in every sink,
 * including the ones the action writes itself (the job's log, comments, a follow-up's task).
 */
const TOKEN = 'ghs_redTeamSession18Token0123456';
/** A step's own `env:`: a value from a vault step, say, which the runner does not know to mask. */
const VAULT = 'vault-Db-Passw0rd-7f3a9c2e1b';

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

const TASK = `version: 1
model: { provider: script, script: turns.yaml }
policy: builtin:standard
`;
const TURNS = `- tool_calls:
    - name: attempt_completion
      args: { result: Nothing to change. }
`;
const FILES = { 'src/math.js': 'export const add = (a, b) => a - b;\n', 'nightshift/task.yaml': TASK };
const wanda = { login: 'wanda', type: 'User' };
const repository = { name: 'demo', full_name: 'octo/demo', owner: { login: 'octo' } };

/** The task as the run got it: the first model.request's first user message, inside <task>. */
function firstPrompt(auditLog: string): string {
  for (const line of readFileSync(auditLog, 'utf8').split('\n')) {
    if (!line.includes('"model.request"')) continue;
    const e = JSON.parse(line) as { messages: { role: string; content: unknown }[] };
    const user = e.messages.find((m) => m.role === 'user');
    const text = typeof user?.content === 'string' ? user.content : JSON.stringify(user?.content);
    return /<task>\n([\s\S]*)\n<\/task>/.exec(text)?.[1] ?? text;
  }
  throw new Error('no model.request in the audit log');
}

describe("the action's own text", () => {
  it(
    "masks the step's secret-named variables: in the job's log, and in the failed CI log a follow-up hands the model",
    { timeout: 90_000 },
    async () => {
      // A nightshift PR whose CI failed, printing the password the workflow's env also gives nightshift.
      const branch = 'nightshift/fix-add-1';
      const dir = checkedOutWorkspace(gitServer, FILES);
      git(dir, 'switch', '--quiet', '-c', branch);
      writeFileSync(path.join(dir, 'src/math.js'), 'export const add = (a, b) => a + b;\n');
      git(dir, 'commit', '--quiet', '-am', 'Fix add', '-m', 'Nightshift-Run: first');
      git(dir, 'push', '--quiet', gitServer.bareDir, branch);
      gh.pulls.push({
        number: 1,
        head: branch,
        base: 'main',
        title: 'Fix add',
        body: '',
        draft: false,
        state: 'open',
        labels: [],
        assignees: [],
        reviewers: [],
      });
      const head = git(gitServer.bareDir, 'rev-parse', branch);
      gh.workflowJobs[901] = [
        {
          id: 9101,
          name: 'test',
          conclusion: 'failure',
          log: `2026-12-07T01:00:00.0000000Z connecting with ${VAULT}\n2026-12-07T01:00:01.0000000Z expected 4, received 0`,
        },
      ];
      const workspace = checkedOutWorkspace(gitServer, FILES);
      writeFileSync(path.join(workspace, 'nightshift/turns.yaml'), TURNS);
      const action = startAction({
        workspace,
        event: 'workflow_run',
        payload: {
          action: 'completed',
          workflow_run: {
            id: 901,
            name: 'CI',
            conclusion: 'failure',
            head_branch: branch,
            head_sha: head,
            head_repository: { full_name: 'octo/demo' },
            repository: { full_name: 'octo/demo' },
            pull_requests: [],
            triggering_actor: wanda,
          },
          sender: wanda,
          repository,
        },
        inputs: {
          'task-file': 'nightshift/task.yaml',
          'github-token': TOKEN,
          'open-pr': 'true',
          'audit-log': 'audit.jsonl',
        },
        env: { GITHUB_API_URL: gh.url, GITHUB_SERVER_URL: gitServer.serverUrl, DATABASE_PASSWORD: VAULT },
      });
      const { code } = await action.exited;
      const stdout = action.stdout();
      expect(code, stdout).toBe(0);
      // The runner masks the value from the first line on: the action told it first thing.
      const lines = `${stdout}\n${action.stderr()}`.split('\n');
      const first = lines.findIndex((l) => l.includes(VAULT));
      expect(lines[first]).toBe(`::add-mask::${VAULT}`);
      expect(lines.filter((l) => l.includes(VAULT) && !l.startsWith('::add-mask::'))).toEqual([]);
      // The model was given the log redacted: the prompt the run hashed is the one it logged.
      const auditLog = action.outputs()['audit-log'] ?? '';
      const prompt = firstPrompt(auditLog);
      expect(prompt).toContain('connecting with ***');
      const started = JSON.parse(readFileSync(auditLog, 'utf8').split('\n')[0]!) as { prompt_sha256: string };
      expect(started.prompt_sha256).toBe(createHash('sha256').update(prompt).digest('hex'));
      expect(gh.violations).toEqual([]);
    },
  );
});

/** Every form docs/audit.md promises to match, and the lower case a slug makes of each. */
const spellings = (s: string) => {
  const forms = [
    s,
    Buffer.from(s).toString('base64').replace(/=+$/, ''),
    Buffer.from(s).toString('hex'),
    encodeURIComponent(s),
  ];
  return [...forms, ...forms.map((f) => f.toLowerCase())];
};

describe('a secret in the task title', () => {
  // A hex token survives a slug as it is; a mixed-case one survives lower-cased, which no
  // redaction recognises. Either was in the branch's name, pushed, and in every sink naming it.
  const HEX = 'deadbeefcafef00d1234567890abcdef';
  const MIXED = 'AbCdEf-Secret_Value-9876';
  const env = { ...process.env, MY_API_TOKEN: HEX, OTHER_SECRET: MIXED };

  it('is in no branch name, nor anywhere the branch is named', async () => {
    const fx = makeFixture({
      task: { title: `Rotate ${HEX} and ${MIXED}` },
      script: [call('write_to_file', { path: 'a.txt', content: 'a\n' }), complete('rotated')],
    });
    const lines: string[] = [];
    const result = await runTask({ taskFile: fx.taskFile, env, progress: (l) => lines.push(l) });
    expect(result.status).toBe('completed');
    expect(result.branch).toBe('nightshift/rotate-and');
    const sinks: Record<string, string> = {
      branches: fx.git('for-each-ref', '--format=%(refname)'),
      message: fx.git('log', '-1', '--format=%B', result.commit!),
      progress: lines.join('\n'),
      result: JSON.stringify(result),
    };
    for (const name of readdirSync(result.outDir, { recursive: true }) as string[])
      if (/\.(md|patch|jsonl|json|log)$/.test(name))
        sinks[name] = readFileSync(path.join(result.outDir, name), 'utf8');
    const leaks = Object.entries(sinks).flatMap(([where, text]) =>
      [HEX, MIXED].flatMap(spellings).flatMap((form) => (text.includes(form) ? [`${where}: ${form}`] : [])),
    );
    expect(leaks).toEqual([]);
  });

  it('with a template of placeholders only, a checkout left on the branch it names is still refused', async () => {
    const fx = makeFixture({
      task: { title: `Rotate ${HEX}`, pr: { branch: '{slug}' } },
      script: [complete('nothing')],
    });
    fx.git('switch', '--quiet', '-c', 'rotate');
    const refused = runTask({ taskFile: fx.taskFile, env });
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(refused).rejects.toThrow(/HEAD is on rotate, a branch this task delivers to/);
  });
});

/**
 * Every form docs/audit.md says is matched, of a secret with characters each encoding treats
 * differently (`/`, `+`, `&`, `<`, `>`, `=`, a space, a non-ASCII letter).
 */
function documentedForms(secret: string): Record<string, string> {
  const bytes = Buffer.from(secret);
  const b64 = (b: Buffer) => b.toString('base64');
  const hex = bytes.toString('hex');
  const json = JSON.stringify(secret).slice(1, -1);
  return {
    plain: secret,
    base64: b64(bytes),
    // Inside a longer encoded string: printed whole (see OFFSET).
    'base64 at offset 1': b64(Buffer.concat([Buffer.from('a'), bytes, Buffer.from('z')])),
    'base64 at offset 2': b64(Buffer.concat([Buffer.from('ab'), bytes, Buffer.from('z')])),
    base64url: bytes.toString('base64url'),
    hex,
    HEX: hex.toUpperCase(),
    'URL-encoded': encodeURIComponent(secret),
    'URL-encoded, lower-case escapes': encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (e) =>
      e.toLowerCase(),
    ),
    'URL-encoded as quote() (slash kept, + for space)': encodeURIComponent(secret)
      .replace(/%2F/g, '/')
      .replace(/%20/g, '+'),
    'JSON-escaped (\\/)': json.replace(/\//g, '\\/'),
    'JSON-escaped as Go (\\u0026 \\u003c \\u003e)': json.replace(
      /[&<>]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
    'JSON-escaped, ASCII only (\\u00eb)': json.replace(
      /[^\x20-\x7e]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
    'octal byte escapes (git)': [...bytes]
      .map((b) => (b < 0x80 ? String.fromCharCode(b) : `\\${b.toString(8)}`))
      .join(''),
    'hex byte escapes (Python)': [...bytes]
      .map((b) => (b < 0x80 ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`))
      .join(''),
    'base64 wrapped (\\n)': `${b64(bytes).slice(0, 20)}\n${b64(bytes).slice(20)}`,
    'hex wrapped (\\r\\n)': `${hex.slice(0, 30)}\r\n${hex.slice(30)}`,
  };
}

/**
 * What of a form printed inside a longer base64 string must not be left: the characters that
 * encode the secret's bits alone (the first ones encode the bytes before it too).
 */
const OFFSET: Record<string, (form: string) => string> = {
  'base64 at offset 1': (form) => form.slice(2, -4),
  'base64 at offset 2': (form) => form.slice(3, -4),
};

describe('every documented form of a secret, in every sink of a run', () => {
  const SECRET = 'Sëcret/Tok+en&<x>=Q9 zK_Lm-42';
  const forms = documentedForms(SECRET);
  const all = Object.values(forms).join('\n---\n');

  it('is masked in the audit log, the command log, the model’s next request, the PR, the commit, the summary and the progress lines', async () => {
    const fx = makeFixture({
      files: { 'gen.js': `process.stdout.write(${JSON.stringify(all)} + '\\n');` },
      policy: { extends: 'builtin:standard', command: { allow: ['node gen.js'] } },
      script: [
        call('execute_command', { command: 'node gen.js' }),
        call('update_todo_list', { todos: `[x] ${forms['base64 at offset 1']}` }),
        call('write_to_file', { path: 'notes.txt', content: 'n\n' }),
        complete(`Saw:\n${all}`),
      ],
    });
    const lines: string[] = [];
    const result = await runTask({
      taskFile: fx.taskFile,
      env: { ...process.env, SERVICE_PASSWORD: SECRET },
      progress: (l) => lines.push(l),
    });
    expect(result.status).toBe('completed');
    const sinks: Record<string, string> = {
      progress: lines.join('\n'),
      result: JSON.stringify(result),
      message: fx.git('log', '-1', '--format=%B', result.commit!),
      branches: fx.git('for-each-ref', '--format=%(refname)'),
    };
    for (const name of readdirSync(result.outDir, { recursive: true }) as string[])
      if (/\.(md|patch|jsonl|json|log)$/.test(name))
        sinks[name] = readFileSync(path.join(result.outDir, name), 'utf8');
    expect(Object.keys(sinks)).toEqual(
      expect.arrayContaining(['audit.jsonl', 'commands/1.log', 'pr.md', 'summary.md']),
    );
    const leaks = Object.entries(sinks).flatMap(([where, text]) => {
      // The audit log holds strings JSON-escaped: each form is looked for as written there too.
      const texts = where.endsWith('.jsonl')
        ? [
            text,
            ...text
              .trim()
              .split('\n')
              .map((l) => JSON.stringify(JSON.parse(l))),
          ]
        : [text];
      return Object.entries(forms).flatMap(([form, printed]) => {
        const value = OFFSET[form]?.(printed) ?? printed;
        return texts.some((t) => t.includes(value) || t.includes(JSON.stringify(value).slice(1, -1)))
          ? [`${where}: ${form}`]
          : [];
      });
    });
    expect(leaks).toEqual([]);
    expect(sinks['commands/1.log']).toContain('***');
    expect(sinks['pr.md']).toContain('\\*\\*\\*'); // Markdown-escaped
  });
});
