import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * nightshift's own git runs outside the sandbox, and the user's and the runner's git config may
 * make it run programs (a git-lfs filter in ~/.gitconfig is the common one; those scopes keep their
 * drivers by design). Such a program must not get nightshift's secrets: git itself needs none of
 * them in the workspace. A real filter driver of the global scope dumps the environment it got.
 */
const KEY = 'sk-probe-own-git-7d1f03a9c2';
const NPM = 'npm_probe_own_git_55aa01';
let dir: string;
const saved: Record<string, string | undefined> = {};
const setEnv = (name: string, value: string) => {
  saved[name] = process.env[name];
  process.env[name] = value;
};

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'ns-own-git-env-'));
  const dump = path.join(dir, 'env.txt');
  const global = path.join(dir, 'gitconfig');
  // Quoted: in a git config value an unquoted `;` starts a comment.
  writeFileSync(global, `[filter "probe"]\n\tclean = "sh -c 'env >> ${dump}; cat'"\n\tsmudge = cat\n`);
  setEnv('GIT_CONFIG_GLOBAL', global);
  setEnv('NS_PROBE_API_KEY', KEY);
  setEnv('NPM_TOKEN', NPM);
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  rmSync(dir, { recursive: true, force: true });
});

describe("nightshift's own git", () => {
  it("gives the programs the user's git config runs no secret of nightshift's environment", async () => {
    const fx = makeFixture({
      files: { '.gitattributes': '*.txt filter=probe\n', 'a.txt': 'one\n' },
      script: [call('write_to_file', { path: 'a.txt', content: 'two\n' }), complete()],
    });
    // The fixture's own commit ran the filter with the test's environment: only nightshift's count.
    const dump = path.join(dir, 'env.txt');
    rmSync(dump, { force: true });
    const result = await runTask({ taskFile: fx.taskFile });
    expect(result.status).toBe('completed');
    // The control: the filter ran, with the environment git had.
    expect(existsSync(dump)).toBe(true);
    const env = readFileSync(dump, 'utf8');
    expect(env).toMatch(/^PATH=/m);
    expect(env).toContain('GIT_CONFIG_KEY_0=core.hooksPath'); // nightshift's git, not the fixture's
    expect(env).not.toContain(KEY);
    expect(env).not.toContain(NPM);
  });
});
