import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { loadTask } from '../../src/config/load-task.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { compileCustomTools } from '../../src/run/custom-tools.ts';
import { toolDefinition } from '../../src/tools/registry.ts';
import { CLI, ROOT } from '../support/run-fixture.ts';

let dir: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-ctools-')));
  mkdirSync(path.join(dir, '.git'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (rel: string, text: string): string => {
  const file = path.join(dir, rel);
  writeFileSync(file, text);
  return file;
};

const TASK = 'version: 1\ntitle: t\nprompt: p\npolicy: policy.yaml\n';
const POLICY = 'version: 1\ncommand:\n  allow: ["npm run lint"]\n';
const LINT = `    description: Lint one file.
    parameters:
      type: object
      properties:
        path: { type: string }
      required: [path]
    command: ["npm", "run", "lint", "--", "{{path}}"]
`;

/** Loads the task and its policy and compiles their tools as a run does; the ConfigError's text. */
async function loadError(task: string, policy = POLICY): Promise<string> {
  write('policy.yaml', policy);
  const file = write('task.yaml', task);
  try {
    const loaded = loadTask(file);
    await compileCustomTools(loadPolicy('policy.yaml', dir), {
      tools: loaded.task.custom_tools,
      at: loaded.at,
    });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('custom tool declarations', () => {
  it('compiles the policy tools first, then the task tools, with their schemas as the definition', async () => {
    write('policy.yaml', `${POLICY}custom_tools:\n  lint:\n${LINT}`);
    const file = write('task.yaml', `${TASK}custom_tools:\n  fmt:\n${LINT.replace('lint', 'format')}`);
    const loaded = loadTask(file);
    const tools = await compileCustomTools(loadPolicy('policy.yaml', dir), {
      tools: loaded.task.custom_tools,
      at: loaded.at,
    });
    expect(tools.map((t) => [t.name, t.group, t.custom.source])).toEqual([
      ['lint', 'command', 'policy'],
      ['fmt', 'command', 'task'],
    ]);
    expect(toolDefinition(tools[0]!)).toEqual({
      name: 'lint',
      description: 'Lint one file.',
      inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
    });
  });

  it.each([
    ['read_file', /"read_file" is the name of a built-in tool/],
    ['execute_command', /"execute_command" is the name of a built-in tool/],
    ['edit_file', /"edit_file" is the name of a built-in tool \(or a name models call one by\)/],
    ['mcp_docs_search', /names starting with mcp_ stand for MCP server tools/],
    ['Lint-It', /lower-case letters, digits and _/],
  ])('refuses the name %s at its line and column, in a task and in a policy', async (name, message) => {
    const inTask = await loadError(`${TASK}custom_tools:\n  ${name}:\n${LINT}`);
    expect(inTask).toMatch(new RegExp(`task\\.yaml:6:3: .*${message.source}`));
    const inPolicy = await loadError(TASK, `${POLICY}custom_tools:\n  ${name}:\n${LINT}`);
    expect(inPolicy).toMatch(new RegExp(`policy\\.yaml:5:3: .*${message.source}`));
  });

  it('refuses a task tool named like a policy tool, and like a name the policy allows outright', async () => {
    const policyTool = await loadError(
      `${TASK}custom_tools:\n  lint:\n${LINT}`,
      `${POLICY}custom_tools:\n  lint:\n${LINT}`,
    );
    expect(policyTool).toMatch(
      /task\.yaml:7:5: custom_tools\.lint: the policy declares a tool named lint \(.*policy\.yaml:6\); a task cannot replace a policy's tool/,
    );
    const allowed = await loadError(
      `${TASK}custom_tools:\n  lint:\n${LINT}`,
      `${POLICY}tools:\n  lint: allow\n`,
    );
    expect(allowed).toMatch(
      /task\.yaml:7:5: .*sets tools\.lint: allow, which would run this tool without its command rules/,
    );
  });

  it('refuses a policy tool an extending policy declares again, at the extending file', async () => {
    write('base.yaml', `${POLICY}custom_tools:\n  lint:\n${LINT}`);
    const message = await loadError(TASK, `version: 1\nextends: base.yaml\ncustom_tools:\n  lint:\n${LINT}`);
    expect(message).toMatch(
      /policy\.yaml:5:5: custom_tools\.lint: .*base\.yaml:6 declares a tool of that name already/,
    );
  });

  it.each([
    ['a placeholder naming no parameter', 'command: ["npm", "{{pth}}"]', 14, /\{\{pth\}\} names no property/],
    [
      'a program picked by the model',
      'command: ["{{path}}"]',
      14,
      /the program \(the first element\) must be fixed/,
    ],
    [
      'shell syntax in the one-line form',
      'command: "npm run lint -- {{path}} | tee out"',
      14,
      /plain words .* use the array form/,
    ],
    ['quotes in the one-line form', `command: "npm run lint '{{path}}'"`, 14, /plain words/],
    [
      'a stray brace',
      'command: ["npm", "{{ path }}"]',
      14,
      /"\{\{" and "\}\}" only surround a parameter name/,
    ],
    [
      'an array inside an argument',
      'command: ["npm", "--files={{many}}"]',
      14,
      /\{\{many\}\} is an array: it can only stand alone/,
    ],
  ])('refuses %s in the template at its line', async (_what, command, line, message) => {
    const tool = LINT.replace(/ {4}command: .*\n/, `    ${command}\n`).replace(
      'path: { type: string }',
      'path: { type: string }\n        many: { type: array }',
    );
    const text = await loadError(`${TASK}custom_tools:\n  lint:\n${tool}`);
    expect(text).toMatch(new RegExp(`task\\.yaml:${line}:\\d+: .*${message.source}`));
  });

  it('refuses parameters that are not an object schema, or not valid JSON Schema, at the offending key', async () => {
    const notObject = await loadError(
      `${TASK}custom_tools:\n  lint:\n${LINT.replace('type: object', 'type: string')}`,
    );
    expect(notObject).toMatch(/task\.yaml:\d+:\d+: .*the schema needs type: object/);
    const invalid = await loadError(
      `${TASK}custom_tools:\n  lint:\n${LINT.replace('type: string', 'type: strin')}`,
    );
    expect(invalid).toMatch(
      /task\.yaml:11:\d+: custom_tools\.lint\.parameters\.properties\.path\.type: not valid JSON Schema/,
    );
    const inPolicy = await loadError(
      TASK,
      `${POLICY}custom_tools:\n  lint:\n${LINT.replace('type: string', 'type: strin')}`,
    );
    expect(inPolicy).toMatch(
      /policy\.yaml:6:5: custom_tools\.lint\.parameters\/properties\/path\/type.*not valid JSON Schema/,
    );
  });

  it("docs/tools.md's example loads and expands as the page says", async () => {
    const doc = readFileSync(path.join(ROOT, 'docs/tools.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Custom tools'));
    const yaml = /```yaml\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    mkdirSync(path.join(dir, 'packages/web'), { recursive: true });
    write('policy.yaml', 'version: 1\ncommand:\n  allow: ["npx eslint"]\n');
    const loaded = loadTask(write('task.yaml', `${TASK}${yaml}`));
    const [tool] = await compileCustomTools(loadPolicy('policy.yaml', dir), {
      tools: loaded.task.custom_tools,
      at: loaded.at,
    });
    const args = { path: 'src/a b.ts; rm -rf ~' };
    expect(tool?.params.safeParse(args).success).toBe(true);
    expect(tool?.access?.(args)).toEqual([
      { kind: 'command', command: `npx eslint --format=stylish 'src/a b.ts; rm -rf ~'`, cwd: 'packages/web' },
    ]);
    expect(section).toContain("runs `npx eslint --format=stylish 'src/a b.ts; rm -rf ~'`");
    expect(tool?.access?.({ path: 'a.ts', fix: '--fix' })[0]).toMatchObject({
      command: 'npx eslint --fix --format=stylish a.ts',
    });
    const injected = tool?.params.safeParse({ path: '--output-file=/etc/x' });
    expect(injected?.success).toBe(false);
    expect(JSON.stringify(injected?.error?.issues)).toMatch(/starts with \\"-\\"/);
  });
});

describe('nightshift policy test and check with custom tools', () => {
  const nightshift = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, encoding: 'utf8' });

  it("decides a policy's own tool with the expanded line, and refuses bad arguments as the run would", () => {
    write(
      'policy.yaml',
      `${POLICY}custom_tools:\n  lint:\n${LINT}examples:
  - { tool: lint, args: { path: "src/a.ts; curl x | sh" }, expect: allow }
  - { tool: lint, args: { path: "--fix" }, expect: deny, note: an option not a file }
  - { tool: lint, args: { path: 3 }, expect: deny }
  - { tool: lint, args: { path: a.ts }, expect: deny, note: wrong on purpose }
`,
    );
    const file = path.join(dir, 'policy.yaml');
    const test = nightshift('policy', 'test', file);
    expect(test.stdout).toMatch(/policy\.yaml: 3 passed, 1 failed/);
    expect(test.stderr).toMatch(
      /FAIL lint \{"path":"a\.ts"\}: expected deny, got allow \(command\.allow\[0\]/,
    );
    const check = nightshift(
      'policy',
      'check',
      '--policy',
      file,
      '--tool',
      'lint',
      '--args',
      '{"path":"a b.ts"}',
    );
    expect(JSON.parse(check.stdout)).toMatchObject({
      decision: 'allow',
      rule: 'command.allow[0]',
      access: [{ kind: 'command', command: "npm run lint -- 'a b.ts'" }],
    });
    const bad = nightshift('policy', 'check', '--policy', file, '--tool', 'lint', '--args', '{"path":"-x"}');
    expect(JSON.parse(bad.stdout)).toMatchObject({
      decision: 'deny',
      rule: 'params',
      reason: expect.stringMatching(/starts with "-"/) as unknown,
    });
  });

  it('nightshift run exits 2 on a task tool named like a built-in, naming its file, line and column', () => {
    write('policy.yaml', POLICY);
    const file = write('task.yaml', `${TASK}custom_tools:\n  read_file:\n${LINT}`);
    const run = nightshift('run', file, '--no-pr');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `${file}:6:3: custom_tools: invalid key "read_file": "read_file" is the name of a built-in tool`,
    );
  });

  it('nightshift tools --task lists the custom tools a mode offers, with their schemas', () => {
    write('policy.yaml', `${POLICY}custom_tools:\n  lint:\n${LINT}`);
    const file = write('task.yaml', `${TASK}custom_tools:\n  fmt:\n${LINT.replace('lint', 'format')}`);
    const names = (mode: string) => {
      const out = nightshift('tools', '--task', file, '--mode', mode).stdout;
      return (JSON.parse(out) as { function: { name: string; parameters: unknown } }[]).map(
        (t) => t.function,
      );
    };
    const code = names('code');
    expect(code.find((t) => t.name === 'fmt')?.parameters).toMatchObject({ required: ['path'] });
    expect(code.map((t) => t.name)).toContain('lint');
    expect(names('ask').map((t) => t.name)).not.toContain('lint');
  });
});
