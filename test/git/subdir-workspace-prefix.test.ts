import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ignoredAt } from '../../src/git/ignored-at.ts';
import { ROOT } from '../support/run-fixture.ts';

/**
 * A workspace below its repository's top is named by its path there (`packages/äpp/`) wherever
 * git answers with paths from the top: the files it could not read, the directories it could not
 * open (trace2 events, a byte per character), the paths check-ignore echoes (bytes). A directory
 * whose name is not ASCII is more bytes than characters: the prefix must be counted and compared
 * as bytes, or no name matches it.
 */
const NAMES = ['app', 'äpp', 'パッケージ'];

function repo(name: string): { top: string; ws: string; base: string } {
  const top = path.join(mkdtempSync(path.join(tmpdir(), 'ns-subdir-prefix-')), 'repo');
  const ws = path.join(top, 'packages', name);
  mkdirSync(path.join(ws, 'src'), { recursive: true });
  writeFileSync(path.join(top, '.gitignore'), '.env\n');
  writeFileSync(path.join(ws, 'src', 'a.txt'), 'a\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: top,
      encoding: 'utf8',
    });
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-qm', 'initial');
  return { top, ws, base: git('rev-parse', 'HEAD').trim() };
}

describe('a subdirectory workspace whose name is not ASCII', () => {
  it.each(NAMES)(
    'ignoredAt finds what the top’s .gitignore ignored at the base (packages/%s)',
    async (name) => {
      const { ws, base } = repo(name);
      writeFileSync(path.join(ws, '.env'), 'SECRET=1\n');
      // `.env` is what a resumed run must leave the user's; `src/b.txt` is the run's.
      expect(await ignoredAt(ws, base, ['.env', 'src/b.txt', 'src/.env'])).toEqual([true, false, true]);
    },
  );

  const NOBODY = 65534;
  const isRoot = process.getuid?.() === 0;
  const canDropRoot = spawnSync('setpriv', ['--version']).status === 0;
  /** Root reads any file: the listing runs as `nobody` then, over a tree that is theirs. */
  it.skipIf(isRoot && !canDropRoot).each(NAMES)(
    'the start state and the final diff name what git could not read or open (packages/%s)',
    (name) => {
      const { top, ws, base } = repo(name);
      mkdirSync(path.join(ws, 'locked'));
      writeFileSync(path.join(ws, 'locked', 'x.txt'), 'the user’s\n');
      writeFileSync(path.join(ws, 'src', 'secret.txt'), 'unreadable\n');
      if (isRoot) execFileSync('chown', ['-R', `${NOBODY}:${NOBODY}`, path.dirname(top)]);
      chmodSync(path.join(ws, 'locked'), 0o000);
      chmodSync(path.join(ws, 'src', 'secret.txt'), 0o000);
      const code = `
import { listStartTree, listChanges } from './src/git/changes.ts';
const { WS, BASE } = process.env;
const start = await listStartTree(WS, BASE);
const changes = await listChanges(WS, BASE);
console.log(JSON.stringify({
  unreadable: start.unreadable,
  changes: changes.map((c) => [c.path, c.unreadable === true]).sort(),
}));
`;
      const command = [process.execPath, '--import', 'tsx', '--input-type=module', '-e', code];
      const drop = [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups'];
      const [file, ...argv] = isRoot ? ['setpriv', ...drop, ...command] : command;
      const child = spawnSync(file!, argv, {
        cwd: ROOT,
        env: { ...process.env, HOME: path.dirname(top), WS: ws, BASE: base },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(child.status, child.stderr).toBe(0);
      expect(JSON.parse(child.stdout)).toEqual({
        unreadable: ['locked'],
        changes: [['src/secret.txt', true]],
      });
    },
  );
});
