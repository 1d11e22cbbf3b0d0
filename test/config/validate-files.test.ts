import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  detectKind,
  SCHEMA_KINDS,
  schemaFor,
  schemaText,
  validateFiles,
} from '../../src/config/validate-files.ts';

let dir: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-validate-')));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string): string => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('validateFiles', () => {
  it('detects each kind by content', () => {
    expect(detectKind('- text: hi\n')).toBe('script');
    expect(detectKind('version: 1\nprompt: x\n')).toBe('task');
    expect(detectKind('version: 1\nread: {}\n')).toBe('policy');
    expect(detectKind('version: 1\nprompt: "broken\n')).toBe('task');
    expect(detectKind('version: 1\ntitle: forgot the prompt\n')).toBe('task');
  });

  it('accepts valid files and reports each problem of invalid ones at FILE:LINE:COL', async () => {
    const task = write('task.yaml', 'version: 1\ntitle: t\nprompt: p\nworkspace: .\n');
    const script = write('turns.yaml', '- text: hi\n- tool_calls: [{ name: x, args: {} }]\n');
    const policy = write('policy.yaml', 'version: 1\ncommand:\n  comand: [curl]\n');
    const broken = write('broken.yaml', '- text: hi\n  tool_calls: 5\n');
    expect(await validateFiles([task, script, policy, broken])).toEqual([
      { file: task, kind: 'task', ok: true, problems: [] },
      { file: script, kind: 'script', ok: true, problems: [] },
      {
        file: policy,
        kind: 'policy',
        ok: false,
        problems: [
          {
            file: policy,
            line: 3,
            col: 3,
            message: 'command: unknown key "comand"; expected one of: default, allow, deny',
          },
        ],
      },
      {
        file: broken,
        kind: 'script',
        ok: false,
        problems: [
          { file: broken, line: 2, col: 15, message: '[0].tool_calls: expected a list, got number 5' },
        ],
      },
    ]);
  });

  it("checks a task's workspace and script file too", async () => {
    write('turns.yaml', '- tool_calls: [{ name: x, argz: {} }]\n');
    const task = write(
      'task.yaml',
      'version: 1\ntitle: t\nprompt: p\nmodel: { provider: script, script: turns.yaml }\n',
    );
    const [report] = await validateFiles([task]);
    expect(report?.ok).toBe(false);
    expect(report?.problems).toEqual([
      {
        file: path.join(dir, 'turns.yaml'),
        line: 1,
        col: 27,
        message: '[0].tool_calls[0]: unknown key "argz" (did you mean "args"?)',
      },
    ]);
  });

  it('reports an unreadable file as a problem instead of throwing', async () => {
    const missing = path.join(dir, 'missing.yaml');
    expect(await validateFiles([missing])).toEqual([
      {
        file: missing,
        kind: 'policy',
        ok: false,
        problems: [{ file: missing, line: 1, col: 1, message: 'cannot read: no such file' }],
      },
    ]);
  });
});

describe('schemaFor', () => {
  it('describes what users write: unknown keys are not allowed and defaults are optional', () => {
    const task = schemaFor('task');
    expect(task.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(task.additionalProperties).toBe(false);
    expect(task.required).toEqual(['version', 'title', 'prompt']);
    expect(schemaFor('script').type).toBe('array');
    expect(JSON.stringify(schemaFor('audit'))).toContain('run.finished');
  });

  it('matches the committed schemas/*.schema.json (run `npm run schemas` after changing a schema)', () => {
    for (const kind of SCHEMA_KINDS) {
      const file = path.join(import.meta.dirname, '../../schemas', `${kind}.schema.json`);
      const committed = readFileSync(file, 'utf8');
      expect(
        committed,
        `schemas/${kind}.schema.json is stale: run \`npm run schemas\` and commit the result`,
      ).toBe(schemaText(kind));
    }
  });
});

describe('validateFiles: a task as a run would load it', () => {
  it("reports an unknown mode at the task's mode key and a missing policy at its policy key", async () => {
    const task = write('task.yaml', 'version: 1\ntitle: t\nprompt: p\nmode: archtect\npolicy: nope.yaml\n');
    expect((await validateFiles([task]))[0]?.problems).toEqual([
      {
        file: task,
        line: 5,
        col: 9,
        message: `policy: ${path.join(dir, 'nope.yaml')}: cannot read: no such file`,
      },
      {
        file: task,
        line: 4,
        col: 7,
        message:
          'mode: unknown mode "archtect" (did you mean "architect"?); modes: code, architect, ask, debug, orchestrator',
      },
    ]);
  });

  it("knows the workspace's .roomodes modes and reports an invalid one in that file", async () => {
    const task = write('task.yaml', 'version: 1\ntitle: t\nprompt: p\nmode: docs\n');
    write('.roomodes', 'customModes:\n  - { slug: docs, name: Docs, roleDefinition: r, groups: [read] }\n');
    expect((await validateFiles([task]))[0]).toMatchObject({ ok: true });
    write('.roomodes', 'customModes:\n  - { slug: docs, name: Docs, groups: [read] }\n');
    expect((await validateFiles([task]))[0]?.problems).toEqual([
      {
        file: path.join(dir, '.roomodes'),
        line: 2,
        col: 5,
        message:
          'customModes[0].roleDefinition: required key "roleDefinition" is missing (expected a string)',
      },
    ]);
  });

  it("follows a policy file's extends chain", async () => {
    const policy = write('policy.yaml', 'version: 1\nextends: builtin:nosuch\n');
    expect((await validateFiles([policy]))[0]?.problems[0]?.message).toMatch(
      /unknown policy builtin:nosuch; built-in policies: .*builtin:standard/,
    );
  });
});
