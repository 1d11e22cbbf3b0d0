import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * The run's artifacts (`WORKSPACE/.nightshift/runs/ID/`: the audit log, changes.patch) are kept
 * out of every commit by a line in `.git/info/exclude`. Below the repository's top, that line
 * holds the workspace's path there, and git reads it as a pattern: `packages/[app]` matched
 * `packages/a` and not itself, so the audit log showed as untracked (a `git add -A` commits it,
 * the next run counts it as dirty) while a sibling package's `.nightshift` was hidden.
 */
describe('a subdirectory workspace whose path holds pattern characters', () => {
  it.each(['[app]', 'a*', 'x?y', '!bang', '#hash', 'sp ace ', 'back\\slash'])(
    'keeps its own run artifacts out of git, and no one else’s (packages/%s)',
    async (name) => {
      const sub = `packages/${name}`;
      const fx = makeFixture({
        files: {
          [`${sub}/src/a.ts`]: 'export const a = 1;\n',
          'packages/a/.nightshift/notes.txt': 'a sibling’s file\n',
          'packages/axy/.nightshift/notes.txt': 'another sibling’s file\n',
        },
        script: [call('write_to_file', { path: 'src/b.ts', content: 'export const b = 2;\n' }), complete()],
        task: { workspace: `ws/${sub}` },
      });
      // The siblings' files are tracked; a change to them is the user's, and must show.
      fx.git('rm', '-q', '--cached', '-r', 'packages/a/.nightshift', 'packages/axy/.nightshift');
      fx.git('commit', '-qm', 'untrack');
      const result = await runTask({ taskFile: fx.taskFile });
      expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
      expect(result.outDir.startsWith(path.join(fx.workspace, sub, '.nightshift'))).toBe(true);
      const status = fx
        .git('-c', 'core.quotePath=false', 'status', '--porcelain', '--untracked-files=all')
        .split('\n')
        .filter(Boolean)
        .sort();
      expect(status).toEqual([
        '?? packages/a/.nightshift/notes.txt',
        '?? packages/axy/.nightshift/notes.txt',
      ]);
      expect(readFileSync(path.join(fx.workspace, '.git/info/exclude'), 'utf8')).toContain('# nightshift');
    },
  );
});
