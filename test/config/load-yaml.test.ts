import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ConfigError } from '../../src/config/errors.ts';
import { loadDataFile, parseYaml } from '../../src/config/load-yaml.ts';
import { policyFileSchema } from '../../src/config/policy.ts';
import { scriptSchema } from '../../src/config/script.ts';
import { taskSchema } from '../../src/config/task.ts';

/** The lines of the ConfigError thrown for `text` parsed with `schema`. */
function errorsOf(text: string, schema: z.ZodType): string[] {
  let error: unknown;
  try {
    parseYaml(text, 'f.yaml', schema);
  } catch (err) {
    error = err;
  }
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).message.split('\n');
}

const task = (body: string) => `version: 1\ntitle: t\nprompt: p\n${body}`;

describe('parseYaml: YAML syntax errors', () => {
  it('points at the offending node', () => {
    expect(errorsOf('version: 1\nread:\n  allow: a: b\n', policyFileSchema)).toEqual([
      'f.yaml:3:10: YAML syntax error: Nested mappings are not allowed in compact mappings',
    ]);
  });

  it('reports tabs and duplicate keys on their own lines', () => {
    expect(errorsOf('version: 1\n\tread: 2\n', policyFileSchema)[0]).toMatch(
      /^f\.yaml:2:1: YAML syntax error: Tabs/,
    );
    expect(errorsOf('version: 1\nversion: 1\n', policyFileSchema)).toEqual([
      'f.yaml:2:1: YAML syntax error: Map keys must be unique',
    ]);
  });
});

describe('parseYaml: schema errors', () => {
  it('reports a typo in a task key at the key itself, with the closest valid key', () => {
    expect(errorsOf(task('limts:\n  max_turns: 3\n'), taskSchema)).toEqual([
      'f.yaml:4:1: unknown key "limts" (did you mean "limits"?)',
    ]);
  });

  it('reports an unknown nested policy key at its own line and column, listing the valid keys', () => {
    expect(errorsOf('version: 1\ncommand:\n  default: deny\n  comand: [curl]\n', policyFileSchema)).toEqual([
      'f.yaml:4:3: command: unknown key "comand"; expected one of: default, allow, deny',
    ]);
  });

  it('reports every unknown key of one object separately', () => {
    expect(errorsOf('version: 1\nlimits:\n  max_turn: 3\n  timout: 5m\n', policyFileSchema)).toEqual([
      'f.yaml:3:3: limits: unknown key "max_turn" (did you mean "max_turns"?)',
      'f.yaml:4:3: limits: unknown key "timout" (did you mean "timeout"?)',
    ]);
  });

  it('reports wrong types and values with what was expected and what came', () => {
    expect(
      errorsOf('version: 2\non_ask: maybe\nlimits:\n  timeout: 5x\n  max_turns: 0\n', policyFileSchema),
    ).toEqual([
      'f.yaml:1:10: version: expected 1, got number 2',
      'f.yaml:2:9: on_ask: expected one of "deny", "fail", got the string "maybe"',
      'f.yaml:4:12: limits.timeout: expected a duration such as 90s, 30m or 1h, got "5x"',
      'f.yaml:5:14: limits.max_turns: must be greater than 0, got number 0',
    ]);
  });

  it('points at the list item that is wrong', () => {
    expect(errorsOf('version: 1\nread:\n  deny:\n    - "**/.env"\n    - 5\n', policyFileSchema)).toEqual([
      'f.yaml:5:7: read.deny[1]: expected a string, got number 5',
    ]);
  });

  it('names a missing required key', () => {
    expect(errorsOf('version: 1\ntitle: t\n', taskSchema)).toEqual([
      'f.yaml:1:1: prompt: required key "prompt" is missing (expected a string)',
    ]);
  });

  it('explains an empty document and a document of the wrong shape', () => {
    expect(errorsOf('', policyFileSchema)).toEqual([
      'f.yaml:1:1: (document): expected an object (key: value pairs), got null',
    ]);
    expect(errorsOf('version: 1\n', scriptSchema)).toEqual([
      'f.yaml:1:1: (document): expected a list, got an object',
    ]);
  });

  it('reports the union branch the value meant, not "Invalid input"', () => {
    const inlineScript = task('model:\n  provider: script\n  script:\n    - tool_calls: [{nam: x}]\n');
    expect(errorsOf(inlineScript, taskSchema)).toEqual([
      'f.yaml:7:20: model.script[0].tool_calls[0].name: required key "name" is missing (expected a string)',
      'f.yaml:7:21: model.script[0].tool_calls[0]: unknown key "nam" (did you mean "name"?)',
    ]);
    expect(errorsOf(task('model: {provider: script, script: 5}\n'), taskSchema)).toEqual([
      'f.yaml:4:35: model.script: expected a string or a list, got number 5',
    ]);
    expect(errorsOf(task('mcp_servers:\n  docs: {command: npx, argz: [x]}\n'), taskSchema)).toEqual([
      'f.yaml:5:24: mcp_servers.docs: unknown key "argz" (did you mean "args"?)',
    ]);
  });

  it('reports an invalid record key at the key', () => {
    expect(errorsOf(task('mcp_servers:\n  "bad name": {command: x}\n'), taskSchema)).toEqual([
      'f.yaml:5:3: mcp_servers: invalid key "bad name": server names use letters, digits, _ and -',
    ]);
  });

  it('returns the parsed value with defaults when the file is valid', () => {
    const parsed = parseYaml(task('limits: {max_turns: 3, timeout: 2m}\n'), 'f.yaml', taskSchema);
    expect(parsed.limits).toEqual({ max_turns: 3, timeout: 120_000 });
    expect(parsed.mode).toBe('code');
  });
});

describe('parseYaml: hostile input', () => {
  it('stops an alias expansion bomb with a config error', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 8; i++)
      levels.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(', ')}]`,
      );
    expect(errorsOf(`${levels.join('\n')}\n`, policyFileSchema)[0]).toMatch(
      /^f\.yaml:1:1: YAML error: .*alias/i,
    );
  });
});

describe('loadDataFile: model scripts, often JSON', () => {
  const file = (text: string) => {
    const f = path.join(mkdtempSync(path.join(tmpdir(), 'ns-data-')), 'script.json');
    writeFileSync(f, text);
    return f;
  };
  const message = (f: string) => {
    try {
      loadDataFile(f, scriptSchema);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).message;
    }
    throw new Error('no error');
  };

  it('reads JSON and YAML alike', () => {
    const turns = [{ text: 'hi', tool_calls: [{ name: 'read_file', args: { path: 'a' } }] }];
    expect(loadDataFile(file(JSON.stringify(turns, null, 2)), scriptSchema)).toEqual(turns);
    expect(
      loadDataFile(
        file('- text: hi\n  tool_calls:\n    - name: read_file\n      args: { path: a }\n'),
        scriptSchema,
      ),
    ).toEqual(turns);
  });

  it('points at the line and column of a schema error in valid JSON, and of a JSON syntax error', () => {
    const bad = file('[\n  { "text": "ok" },\n  { "txet": "typo" }\n]\n');
    expect(message(bad)).toMatch(new RegExp(`${bad}:3:5: .*txet`));
    const broken = file('[\n  { "text": "ok" },\n  { "text": "x" ]\n]\n');
    expect(message(broken)).toMatch(new RegExp(`${broken}:3:\\d+: YAML syntax error`));
  });

  it('keeps the last of duplicate keys in JSON, as JSON.parse does', () => {
    expect(loadDataFile(file('[{ "text": "first", "text": "last" }]'), scriptSchema)).toEqual([
      { text: 'last' },
    ]);
  });
});
