import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/** Prints the argv it received as JSON; long arguments as their hash and length. */
const PRINT_ARGV = `import { createHash } from 'node:crypto';
const argv = process.argv.slice(2).map((a) =>
  a.length > 1000 ? 'sha256:' + createHash('sha256').update(a).digest('hex') + ':' + a.length : a,
);
console.log('ARGV ' + JSON.stringify(argv));
`;
const sha = async (text: string) =>
  `sha256:${(await import('node:crypto')).createHash('sha256').update(text).digest('hex')}:${text.length}`;

const POLICY = {
  read: { allow: ['**'], deny: ['**/.env*'] },
  edit: { allow: ['**'] },
  command: { default: 'deny', allow: ['node print-argv.mjs'] },
};

const echoTool = (command: unknown, properties: Record<string, unknown> = { value: { type: 'string' } }) => ({
  description: 'Prints its arguments.',
  parameters: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false },
  command,
});

type Event = Record<string, unknown>;

/** Runs a script of calls to `echo` and returns the audit log's events. */
async function runCalls(
  calls: Record<string, unknown>[],
  options: {
    tool?: unknown;
    policy?: Record<string, unknown>;
    files?: Record<string, string>;
    mode?: string;
    /** The tool the calls name (default: the task's echo). */
    name?: string;
  } = {},
) {
  const fx = makeFixture({
    files: { 'print-argv.mjs': PRINT_ARGV, ...options.files },
    policy: options.policy ?? POLICY,
    task: {
      custom_tools: { echo: options.tool ?? echoTool(['node', 'print-argv.mjs', '{{value}}']) },
      ...(options.mode ? { mode: options.mode } : {}),
    },
    script: [...calls.map((args) => call(options.name ?? 'echo', args)), complete()],
  });
  const result = await runTask({ taskFile: fx.taskFile, pr: false });
  expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  return { result, workspace: fx.workspace, events: fx.events(result.auditLog) as Event[] };
}

const byType = (events: Event[], type: string) => events.filter((e) => e.type === type);
/** The argv each run printed, from the tool results in the audit log. */
const printedArgv = (events: Event[]) =>
  byType(events, 'tool.result')
    .map((e) => /^ARGV (.*)$/m.exec(String(e.output))?.[1])
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line) as string[]);

const HOSTILE = [
  `it's`,
  'say "hi"',
  '$(touch pwned)',
  '`touch pwned`',
  'a; touch pwned',
  'a && touch pwned',
  'a | tee pwned',
  'line one\nline two; touch pwned',
  '*',
  '?[a]{b,c}',
  '~root',
  '$HOME ${PATH} $((1+1))',
  "'\\''",
  '\\',
  '#comment',
  'x=1',
  '日本語 🦀 é',
  '',
  ' spaced  out ',
  '>pwned <in 2>&1',
  '!!',
];

describe('custom tools end to end (issue 16.4)', () => {
  it('passes hostile values as one argument each, unchanged, and records the tool by its own name', async () => {
    const { result, events, workspace } = await runCalls(HOSTILE.map((value) => ({ value })));
    expect(result.status).toBe('completed');
    expect(printedArgv(events)).toEqual(HOSTILE.map((value) => [value]));
    const calls = byType(events, 'tool.call').filter((e) => e.name !== 'attempt_completion');
    expect(calls.map((e) => e.name)).toEqual(HOSTILE.map(() => 'echo'));
    const decisions = byType(events, 'tool.decision').slice(0, HOSTILE.length);
    for (const d of decisions) {
      expect(d).toMatchObject({ decision: 'allow', rule: 'command.allow[0]' });
      expect(String(d.command)).toMatch(/^node print-argv\.mjs /);
    }
    expect(decisions[0]?.command).toBe(`node print-argv.mjs $'it\\'s'`);
    expect(decisions[2]?.command).toBe(`node print-argv.mjs '$(touch pwned)'`);
    expect(byType(events, 'model.request')[0]?.tools).toContain('echo');
    // Nothing the values spelled ran: no file appeared in the workspace.
    expect(existsSync(path.join(workspace, 'pwned'))).toBe(false);
  });

  it('substitutes inside an argument, spreads arrays, takes the one-line form and very long values', async () => {
    const long = `${'é'.repeat(20_000)}'$(x)'`;
    const { events } = await runCalls(
      [
        { name: 'a b', files: ['x y', '$(z)', 'c'] },
        { name: long, files: [] },
      ],
      {
        tool: echoTool(['node', 'print-argv.mjs', '--name={{name}}', '{{files}}'], {
          name: { type: 'string' },
          files: { type: 'array', items: { type: 'string' } },
        }),
      },
    );
    expect(printedArgv(events)).toEqual([['--name=a b', 'x y', '$(z)', 'c'], [await sha(`--name=${long}`)]]);
  });

  it('the one-line form splits at spaces, each placeholder still one argument', async () => {
    const { events } = await runCalls([{ value: 'a b; c' }], {
      tool: echoTool('node print-argv.mjs --label=x {{value}}'),
    });
    expect(printedArgv(events)).toEqual([['--label=x', 'a b; c']]);
  });

  it('refuses values no argument holds or the program would read as options, as params errors', async () => {
    const tooLong = 'x'.repeat(120_000);
    const { events } = await runCalls([
      { value: '--exec=touch pwned' },
      { value: '-rf' },
      { value: 'a\0b' },
      { value: tooLong },
      { value: 3 },
    ]);
    const rejected = byType(events, 'tool.rejected');
    expect(rejected.map((e) => e.stage)).toEqual(['params', 'params', 'params', 'params', 'params']);
    expect(rejected[0]?.message).toMatch(/value: "--exec=touch pwned" starts with "-".*\.\/--exec/s);
    expect(rejected[2]?.message).toMatch(/NUL byte/);
    expect(rejected[3]?.message).toMatch(/the command would be 120\d{3} bytes long; at most 100000/);
    expect(rejected[4]?.message).toMatch(/value: must be string/);
    expect(rejected[4]?.message).toMatch(/Parameters of echo: value \(string, required\)/);
    expect(printedArgv(events)).toEqual([]);
  });

  it('lets a value start with "-" where the schema lists every value it can take', async () => {
    const { events } = await runCalls([{ value: '--verbose' }, { value: '--evil' }], {
      tool: echoTool(['node', 'print-argv.mjs', '{{value}}'], { value: { enum: ['--verbose', '--quiet'] } }),
    });
    expect(printedArgv(events)).toEqual([['--verbose']]);
    expect(byType(events, 'tool.rejected')[0]?.message).toMatch(/must be equal to one of the allowed values/);
  });

  it('a command the policy denies is denied, decided on the expanded line', async () => {
    const { events } = await runCalls([{ value: '.env' }, { value: 'notes.txt' }], {
      tool: echoTool(['cat', '{{value}}']),
      policy: { ...POLICY, command: { default: 'deny', allow: ['cat'] } },
      files: { '.env': 'SECRET=1\n', 'notes.txt': 'hello\n' },
    });
    const decisions = byType(events, 'tool.decision');
    expect(decisions[0]).toMatchObject({ decision: 'deny', command: 'cat .env' });
    expect(String(decisions[0]?.reason)).toMatch(/\.env/);
    expect(decisions[1]).toMatchObject({ decision: 'allow', command: 'cat notes.txt' });
    const outputs = byType(events, 'tool.result').map((e) => String(e.output));
    expect(outputs.join('\n')).not.toMatch(/SECRET/);
    expect(outputs.join('\n')).toMatch(/hello/);
  });

  it('a program no command rule allows is denied by command.default', async () => {
    const { events } = await runCalls([{ value: 'x' }], {
      tool: echoTool(['node', 'other.mjs', '{{value}}']),
    });
    expect(byType(events, 'tool.decision')[0]).toMatchObject({
      decision: 'deny',
      rule: 'command.default',
      command: 'node other.mjs x',
    });
  });

  it('belongs to the command group: a mode without commands neither offers nor runs it', async () => {
    const { events } = await runCalls([{ value: 'x' }], { mode: 'ask' });
    const offered = byType(events, 'model.request')[0]?.tools;
    expect(offered).toContain('read_file');
    expect(offered).not.toContain('echo');
    expect(byType(events, 'tool.rejected')[0]).toMatchObject({ stage: 'mode' });
    expect(printedArgv(events)).toEqual([]);
  });

  it('a policy tool is offered to the task and decided by the same command rules', async () => {
    const { events } = await runCalls([{ value: 'a;b' }], {
      name: 'shout',
      policy: {
        ...POLICY,
        // Custom tools are decided by the command rules, not by execute_command's override.
        tools: { execute_command: 'deny' },
        custom_tools: { shout: echoTool(['node', 'print-argv.mjs', 'SHOUT', '{{value}}']) },
      },
    });
    expect(byType(events, 'model.request')[0]?.tools).not.toContain('execute_command');
    expect(byType(events, 'tool.call')[0]).toMatchObject({ name: 'shout', args: { value: 'a;b' } });
    expect(byType(events, 'tool.decision')[0]).toMatchObject({
      decision: 'allow',
      command: `node print-argv.mjs SHOUT 'a;b'`,
    });
    expect(printedArgv(events)).toEqual([['SHOUT', 'a;b']]);
  });

  it('the policy switches a task tool off by name with tools.NAME: deny', async () => {
    const { events } = await runCalls([{ value: 'x' }], { policy: { ...POLICY, tools: { echo: 'deny' } } });
    expect(byType(events, 'model.request')[0]?.tools).not.toContain('echo');
    expect(byType(events, 'tool.decision')[0]).toMatchObject({ decision: 'deny', rule: 'tools.echo' });
    expect(printedArgv(events)).toEqual([]);
  });

  it('runs in its declared cwd, which the policy decides as a read of that directory', async () => {
    const inSub = await runCalls([{ value: 'x' }], {
      tool: { ...echoTool(['node', 'print-argv.mjs', '{{value}}']), cwd: 'sub' },
      files: { 'sub/print-argv.mjs': `${PRINT_ARGV}console.log('in sub');\n` },
    });
    expect(printedArgv(inSub.events)).toEqual([['x']]);
    expect(String(byType(inSub.events, 'tool.result')[0]?.output)).toMatch(/in sub/);
    const denied = await runCalls([{ value: 'x' }], {
      tool: { ...echoTool(['node', 'print-argv.mjs', '{{value}}']), cwd: 'secret' },
      files: { 'secret/print-argv.mjs': PRINT_ARGV },
      policy: { ...POLICY, read: { allow: ['**'], deny: ['secret/**'] } },
    });
    expect(byType(denied.events, 'tool.decision')[0]).toMatchObject({ decision: 'deny' });
    expect(String(byType(denied.events, 'tool.decision')[0]?.reason)).toMatch(/command directory/);
  });
});
