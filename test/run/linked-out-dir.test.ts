import { mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { runTask } from '../../src/run/run-task.ts';
import { complete, makeFixture } from '../support/run-fixture.ts';

/**
 * Without a sandbox a command can replace `.nightshift` (or `.nightshift/runs`) by a link; the next
 * run's default out dir would then be made, and its log and artifacts written, wherever it leads.
 */
describe('an out dir below a link in the workspace', () => {
  it.each([['.nightshift'], ['.nightshift/runs']])(
    'is refused before anything is created (%s is a link)',
    async (linked) => {
      const fx = makeFixture({ files: { 'README.md': '# r\n' }, script: [complete()] });
      const elsewhere = mkdtempSync(path.join(tmpdir(), 'ns-elsewhere-'));
      mkdirSync(path.dirname(path.join(fx.workspace, linked)), { recursive: true });
      symlinkSync(elsewhere, path.join(fx.workspace, linked));
      const run = runTask({ taskFile: fx.taskFile, env: { PATH: process.env.PATH } });
      await expect(run).rejects.toThrow(ConfigError);
      await expect(run).rejects.toThrow(/symbolic link/);
      expect(readdirSync(elsewhere)).toEqual([]);
    },
  );

  it('an out dir given outside the workspace is the caller’s, links and all', async () => {
    const fx = makeFixture({ files: { 'README.md': '# r\n' }, script: [complete()] });
    const real = mkdtempSync(path.join(tmpdir(), 'ns-out-'));
    const link = path.join(mkdtempSync(path.join(tmpdir(), 'ns-link-')), 'out');
    symlinkSync(real, link);
    const result = await runTask({ taskFile: fx.taskFile, outDir: link, env: { PATH: process.env.PATH } });
    expect(result.status).toBe('completed');
    expect(readdirSync(real)).toContain('audit.jsonl');
  });
});
