import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { pathToFileURL } from 'node:url';
import { CLI, ROOT, call, complete, makeFixture } from '../support/run-fixture.ts';

/** tsx by URL: the CLI runs from inside the repository, as a user would, not from ROOT. */
const TSX = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/** `tasks/N.yaml` in the repository itself, each writing its own file: the README's layout. */
function tasksInOneRepo(n: number) {
  const fx = makeFixture({ files: { 'shared.txt': 'base\n' } });
  mkdirSync(path.join(fx.workspace, 'tasks'));
  for (let i = 1; i <= n; i++) {
    writeFileSync(
      path.join(fx.workspace, 'tasks', `${i}.yaml`),
      stringify({
        version: 1,
        title: `Task ${i}`,
        prompt: `write file ${i}`,
        workspace: '..',
        model: {
          provider: 'script',
          script: [
            call('write_to_file', { path: `out/file${i}.txt`, content: `${i}\n` }),
            call('list_files', { path: 'out' }),
            complete(`wrote ${i}`),
          ],
        },
      }),
    );
  }
  fx.git('add', 'tasks');
  fx.git('commit', '--quiet', '-m', 'tasks');
  return fx;
}

describe('batch tasks sharing a workspace (issue 19.4)', () => {
  it('`batch tasks/*.yaml --concurrency 4` as in the README: every commit holds only its own task’s change', () => {
    const fx = tasksInOneRepo(4);
    const main = fx.git('rev-parse', 'main').trim();
    const out = path.join(fx.dir, 'batch-out');
    const tasks = [1, 2, 3, 4].map((i) => `tasks/${i}.yaml`);
    const r = spawnSync(
      process.execPath,
      ['--import', TSX, CLI, 'batch', ...tasks, '--concurrency', '4', '--no-pr', '--out', out],
      { cwd: fx.workspace, encoding: 'utf8' },
    );
    expect(r.status, r.stderr).toBe(0);
    for (let i = 1; i <= 4; i++) {
      const branch = `nightshift/task-${i}`;
      expect(fx.git('rev-parse', `${branch}^`).trim()).toBe(main);
      expect(fx.git('show', '--name-only', '--format=', branch).trim()).toBe(`out/file${i}.txt`);
      const audit = path.join(out, `${i}-${i}`, 'audit.jsonl');
      expect(verifyAuditLog(audit).ok).toBe(true);
      // Each run saw only its own file: the others were on their own branches, not in the tree.
      const listing = fx.events(audit).filter((e) => e.type === 'tool.result')[1]?.output;
      expect(listing).toContain(`file${i}.txt`);
      expect(String(listing).match(/file\d\.txt/g)).toHaveLength(1);
    }
    // The checkout is back where it was: on main, clean.
    expect(fx.git('symbolic-ref', '--short', 'HEAD').trim()).toBe('main');
    expect(fx.git('status', '--porcelain', '--untracked-files=all').trim()).toBe('');
  });
});
