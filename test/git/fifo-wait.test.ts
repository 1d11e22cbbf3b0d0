import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { gitClient } from '../../src/git/client.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * A named pipe where git reads a file of the work tree (`mkfifo sub/.gitignore`, which any command
 * can run) makes git wait for a writer forever: no git option skips it. nightshift's own git is
 * killed once it is seen waiting there, with the path, instead of holding the run for good.
 */
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function repoWithFifo(name: string): string {
  const repo = mkdtempSync(path.join(tmpdir(), 'ns-fifo-'));
  dirs.push(repo);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
  git('init', '-q');
  mkdirSync(path.join(repo, 'sub'));
  writeFileSync(path.join(repo, 'sub/a.txt'), 'a\n');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'init');
  execFileSync('mkfifo', [path.join(repo, name)]);
  return repo;
}

describe('git blocked on a FIFO in the work tree', () => {
  it.each(['sub/.gitignore', '.gitattributes'])(
    'is killed, and the error names %s, for any command that reads it',
    async (name) => {
      const repo = repoWithFifo(name);
      writeFileSync(path.join(repo, 'sub/a.txt'), 'changed\n');
      const git = gitClient(repo, { PATH: process.env.PATH });
      const started = Date.now();
      await expect(git.raw(['add', '--all'])).rejects.toThrow(
        `git add was killed: it was blocked opening ${name}, a named pipe (FIFO)`,
      );
      expect(Date.now() - started).toBeLessThan(15_000);
      // Nothing is left waiting: a plain command runs as ever.
      expect(await git.raw(['rev-parse', '--is-inside-work-tree'])).toBe('true\n');
    },
    30_000,
  );

  it('a run whose command leaves one ends, its delivery failed with the path, its log whole', async () => {
    const fx = makeFixture({
      files: {
        'sub/a.txt': 'a\n',
        'mk.js': "require('child_process').execFileSync('mkfifo', ['sub/.gitignore']);\n",
      },
      policy: { extends: 'builtin:standard', command: { allow: ['node mk.js'] } },
      script: [
        call('write_to_file', { path: 'sub/a.txt', content: 'b\n' }),
        call('execute_command', { command: 'node mk.js' }),
        complete('done'),
      ],
    });
    const result = await runTask({
      taskFile: fx.taskFile,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    expect(result).toMatchObject({ status: 'error', exitReason: 'delivery_failed' });
    const finished = fx.events(result.auditLog).find((e) => e.type === 'run.finished');
    expect(String(finished?.detail)).toContain('blocked opening sub/.gitignore, a named pipe (FIFO)');
  }, 60_000);
});
