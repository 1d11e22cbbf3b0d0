import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * A run that committed nothing (killed, an error) leaves its changes in the working tree, and
 * `resume` takes them over. A file git ignored when that run started is the user's even if the
 * run un-ignored it (a `!.env` in a `.gitignore` of its own): resume asks git what the base's
 * ignore rules said, with the workspace's path below the repository's top in front of each name.
 * That prefix was counted in characters, and a directory whose name is not ASCII (`äpp`, two
 * bytes for `ä`) cut every name wrong: nothing looked ignored, and the user's `.env` became the
 * earlier run's addition: committed where the edit rules allow it, removed where they deny it.
 */
describe('resume in a subdirectory workspace whose name is not ASCII', () => {
  it.each([
    ['äpp', 'builtin:standard'],
    ['äpp', 'builtin:trusted'],
  ])('leaves the user’s ignored .env alone after a run un-ignored it (ws/%s, %s)', async (sub, policy) => {
    const gen = `
const fs = require('fs');
fs.writeFileSync('.gitignore', '!.env\\n');
fs.writeFileSync('ok.txt', 'ok\\n');
`;
    const fx = makeFixture({
      files: { '.gitignore': '.env\n', [`${sub}/gen.js`]: gen, [`${sub}/src/a.txt`]: 'a\n' },
      policy: { extends: policy, sandbox: 'none', command: { allow: ['node gen.js'] } },
      // No completion: the run ends without a commit, its changes in the working tree.
      script: [call('execute_command', { command: 'node gen.js' })],
      task: { workspace: `ws/${sub}` },
    });
    const ws = path.join(fx.workspace, sub);
    writeFileSync(path.join(ws, '.env'), 'API_KEY=USER-DOTENV\n');
    const first = await runTask({ taskFile: fx.taskFile });
    expect(first.status).not.toBe('completed');
    expect(first.commit).toBeUndefined();
    // The resumed run goes on from the turn the first one reached.
    writeFileSync(
      path.join(fx.dir, 'script.yaml'),
      stringify([call('execute_command', { command: 'node gen.js' }), complete('resumed')]),
    );
    const result = await runTask({ taskFile: fx.taskFile, resumeFrom: first.auditLog });
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    expect(result.status).toBe('completed');
    const files = fx
      .git('-c', 'core.quotePath=false', 'show', '--name-only', '--format=', result.commit!)
      .trim()
      .split('\n')
      .sort();
    expect(files).toEqual([`${sub}/.gitignore`, `${sub}/ok.txt`]);
    expect(readFileSync(path.join(result.outDir, 'changes.patch'), 'utf8')).not.toContain('USER-DOTENV');
    expect(readFileSync(path.join(ws, '.env'), 'utf8')).toBe('API_KEY=USER-DOTENV\n');
  });
});
