import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { compileJsonSchema } from '../../src/config/json-schema.ts';
import { loadTask } from '../../src/config/load-task.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { compileCustomTools } from '../../src/run/custom-tools.ts';
import { runTask } from '../../src/run/run-task.ts';
import { modelRegExp } from '../../src/tools/search/model-regexp.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

// `^(a+)+$` on 31 a's and a `!` blocked V8's default engine for 86 s.
const EVIL = '^(a+)+$';
const ATTACK = `${'a'.repeat(31)}!`;

const at = (where: readonly (string | number)[], message: string) => ({
  file: 'task.yaml',
  line: 1,
  col: 1,
  message: `${where.join('.')}: ${message}`,
});

/** How long `fn` takes, in milliseconds. */
const timed = (fn: () => unknown) => {
  const started = performance.now();
  fn();
  return performance.now() - started;
};

describe('JSON Schema patterns of task and policy files (custom tools, output.schema)', () => {
  it('check what the model writes in linear time: pattern, patternProperties, propertyNames', async () => {
    const check = await compileJsonSchema(
      {
        type: 'object',
        properties: { value: { type: 'string', pattern: EVIL } },
        patternProperties: { [EVIL]: { type: 'string' } },
        propertyNames: { pattern: `${EVIL}|^value$` },
      },
      ['parameters'],
      at,
    );
    let problems: ReturnType<typeof check>;
    expect(timed(() => (problems = check({ value: ATTACK })))).toBeLessThan(1000);
    expect(problems).toEqual([{ pointer: '/value', message: `must match pattern "${EVIL}"` }]);
    expect(timed(() => (problems = check({ [ATTACK]: 1 })))).toBeLessThan(1000);
    expect(problems?.map((p) => p.message)).toContain('must match pattern "^(a+)+$|^value$"');
    expect(check({ value: 'aaaa' })).toBeUndefined();
  });

  it.each([
    ['a backreference', '^(a+)\\1$'],
    ['look-ahead', '^(?=a)(a+)+$'],
    ['a large repetition count', '^(a|aa){1,64}$'],
    ['a Unicode property class', '^\\p{L}+$'],
  ])('refuse %s, which only a backtracking engine runs, with the reason', async (_what, pattern) => {
    const compiled = compileJsonSchema({ type: 'string', pattern }, ['output', 'schema'], at);
    await expect(compiled).rejects.toBeInstanceOf(ConfigError);
    await expect(compiled).rejects.toThrow(/must run in linear time/);
  });
});

it("takes look-behind exactly where this Node's linear engine runs it (Node 24's does, Node 20's does not)", async () => {
  const pattern = '(?<=a)b';
  // search_files' engine check: the schema compiler must agree with it on this Node.
  let linear = true;
  try {
    modelRegExp(pattern);
  } catch {
    linear = false;
  }
  const compiled = compileJsonSchema({ type: 'string', pattern }, ['output', 'schema'], at);
  if (linear) await expect(compiled).resolves.toBeInstanceOf(Function);
  else await expect(compiled).rejects.toThrow(/must run in linear time/);
});

describe('a custom tool whose schema has a catastrophic pattern', () => {
  let dir: string;
  beforeEach(() => {
    dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-ctools-')));
    mkdirSync(path.join(dir, '.git'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is refused at its line when the pattern cannot run in linear time', async () => {
    writeFileSync(path.join(dir, 'policy.yaml'), 'version: 1\ncommand:\n  allow: ["echo"]\n');
    const file = path.join(dir, 'task.yaml');
    writeFileSync(
      file,
      `version: 1\ntitle: t\nprompt: p\npolicy: policy.yaml\ncustom_tools:\n  say:\n    description: Say it.\n    parameters:\n      type: object\n      properties:\n        word: { type: string, pattern: "^(\\\\w+)\\\\1$" }\n    command: ["echo", "{{word}}"]\n`,
    );
    const loaded = loadTask(file);
    const compiled = compileCustomTools(loadPolicy('policy.yaml', dir), {
      tools: loaded.task.custom_tools,
      at: loaded.at,
    });
    await expect(compiled).rejects.toThrow(/task\.yaml:\d+:\d+: .*must run in linear time/);
  });

  it('rejects the model’s call quickly: the run keeps its 5 s timeout', async () => {
    const fx = makeFixture({
      task: {
        custom_tools: {
          say: {
            description: 'Say it.',
            parameters: {
              type: 'object',
              properties: { word: { type: 'string', pattern: EVIL } },
              required: ['word'],
            },
            command: ['echo', '{{word}}'],
          },
        },
        limits: { timeout: '5s' },
        pr: { enabled: false },
      },
      policy: { extends: 'builtin:standard', command: { allow: ['echo'] } },
      script: [call('say', { word: ATTACK }), call('say', { word: 'aaa' }), complete()],
    });
    const started = Date.now();
    const result = await runTask({ taskFile: fx.taskFile, env: process.env });
    expect(result).toMatchObject({ status: 'completed' });
    expect(Date.now() - started).toBeLessThan(5_000);
    const events = fx.events(result.auditLog);
    expect(events.find((e) => e.type === 'tool.rejected')).toMatchObject({
      stage: 'params',
      message: expect.stringContaining(`must match pattern "${EVIL}"`) as string,
    });
    expect(events.find((e) => e.type === 'tool.result')).toMatchObject({ ok: true });
  });
});
