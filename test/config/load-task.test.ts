import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { loadTask } from '../../src/config/load-task.ts';

let dir: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-task-')));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(rel: string, text: string): string {
  const file = path.join(dir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

const header = 'version: 1\ntitle: Fix it\nprompt: Fix the bug.\n';

function loadError(file: string): string {
  try {
    loadTask(file);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadTask', () => {
  it('resolves the workspace relative to the task file and follows symlinks', () => {
    mkdirSync(path.join(dir, 'repo'));
    symlinkSync(path.join(dir, 'repo'), path.join(dir, 'link'));
    const file = write('tasks/t.yaml', `${header}workspace: ../link\n`);
    const loaded = loadTask(file);
    expect(loaded.workspace).toBe(path.join(dir, 'repo'));
    expect(loaded.taskFile).toBe(file);
    expect(loaded.taskDir).toBe(path.join(dir, 'tasks'));
    expect(loaded.task.title).toBe('Fix it');
    expect(loaded.scriptTurns).toBeUndefined();
  });

  it('without a workspace, works in the root of the repository holding the task file', () => {
    mkdirSync(path.join(dir, 'repo', '.git'), { recursive: true });
    const file = write('repo/.github/nightshift/nightly.yaml', header);
    expect(loadTask(file).workspace).toBe(path.join(dir, 'repo'));
    // A linked worktree or submodule has a `.git` file: the same root.
    rmSync(path.join(dir, 'repo', '.git'), { recursive: true });
    writeFileSync(path.join(dir, 'repo', '.git'), 'gitdir: /elsewhere\n');
    expect(loadTask(file).workspace).toBe(path.join(dir, 'repo'));
    // Outside any repository: the task file's directory.
    const loose = write('loose/t.yaml', header);
    expect(loadTask(loose).workspace).toBe(path.join(dir, 'loose'));
  });

  it('a configuration-only task (no title or prompt) loads for an issue run and nowhere else', () => {
    const file = write('issue.yaml', 'version: 1\npolicy: builtin:readonly\n');
    const loaded = loadTask(file, { supplied: { title: 'add is broken', prompt: 'Fix add().' } });
    expect(loaded.task).toMatchObject({
      title: 'add is broken',
      prompt: 'Fix add().',
      policy: 'builtin:readonly',
    });
    expect(loadError(file)).toMatch(/issue\.yaml:1:1: title: /);
  });

  it('reports a missing workspace at the workspace key', () => {
    const file = write('t.yaml', `${header}workspace: nope\n`);
    expect(loadError(file)).toBe(
      `${file}:4:12: workspace: directory "nope" (${path.join(dir, 'nope')}) does not exist; the path is relative to the task file`,
    );
  });

  it('refuses a workspace that is a file', () => {
    write('f.txt', 'x');
    const file = write('t.yaml', `${header}workspace: f.txt\n`);
    expect(loadError(file)).toMatch(/:4:12: workspace: "f\.txt" \(.*\) is a file, expected a directory$/);
  });

  it('loads a script file relative to the task file', () => {
    write(
      's/turns.yaml',
      '- text: hi\n  tool_calls:\n    - { name: attempt_completion, args: { result: done } }\n',
    );
    const loaded = loadTask(write('t.yaml', `${header}model: { provider: script, script: s/turns.yaml }\n`));
    expect(loaded.scriptFile).toBe(path.join(dir, 's/turns.yaml'));
    expect(loaded.scriptTurns).toEqual([
      { text: 'hi', tool_calls: [{ name: 'attempt_completion', args: { result: 'done' } }] },
    ]);
  });

  it('reports errors inside the script file at the script file line and column', () => {
    const script = write('turns.yaml', '- text: hi\n- tool_calls:\n    - { name: read_file, arg: {} }\n');
    const file = write('t.yaml', `${header}model: { provider: script, script: turns.yaml }\n`);
    expect(loadError(file)).toBe(
      `${script}:3:26: [1].tool_calls[0]: unknown key "arg" (did you mean "args"?)`,
    );
  });

  it('reports a missing script file at model.script in the task', () => {
    const file = write('t.yaml', `${header}model:\n  provider: script\n  script: missing.yaml\n`);
    expect(loadError(file)).toBe(
      `${file}:6:11: model.script: script "missing.yaml" (${path.join(dir, 'missing.yaml')}): cannot read: no such file; the path is relative to the task file`,
    );
  });

  it('takes inline script turns as they are', () => {
    const file = write('t.yaml', `${header}model:\n  provider: script\n  script:\n    - text: one\n`);
    expect(loadTask(file).scriptTurns).toEqual([{ text: 'one' }]);
  });

  it('says when the task file cannot be read', () => {
    expect(loadError(path.join(dir, 'none.yaml'))).toBe(
      `${path.join(dir, 'none.yaml')}: cannot read: no such file`,
    );
  });
});

describe('loadTask with a workspace override', () => {
  it("replaces the task's workspace, which then need not exist", () => {
    mkdirSync(path.join(dir, 'other'));
    const file = write('t.yaml', `${header}workspace: gone\n`);
    expect(loadTask(file, { workspace: path.join(dir, 'other') }).workspace).toBe(path.join(dir, 'other'));
    expect(() => loadTask(file, { workspace: path.join(dir, 'none') })).toThrow(
      `--workspace: ${path.join(dir, 'none')} is not an existing directory`,
    );
  });
});

describe('model.api_key_env', () => {
  const task = (value: string) =>
    write(
      'task.yaml',
      `${header}model:\n  provider: openai-compatible\n  name: mixtral\n  base_url: https://llm.example.com/v1\n  api_key_env: ${value}\n`,
    );

  it('takes a secret-looking variable name', () => {
    expect(loadTask(task('LLM_API_KEY')).task.model.api_key_env).toBe('LLM_API_KEY');
  });

  it('refuses a name commands would see, or no variable name at all, at its line and column', () => {
    expect(loadError(task('LLM_ENDPOINT'))).toMatch(
      /^.*task\.yaml:8:16: model\.api_key_env: .*a name nightshift treats as a secret \(e\.g\. ending in _API_KEY, _KEY or _TOKEN\)/,
    );
    expect(loadError(task('"my key"'))).toMatch(
      /task\.yaml:8:16: model\.api_key_env: .*environment variable name/,
    );
  });
});
