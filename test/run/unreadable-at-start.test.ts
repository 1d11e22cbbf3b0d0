import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';

/**
 * A directory the user made unreadable before the run hides its files from git, which warns and
 * goes on: the start state recorded nothing there, so a run that made it readable delivered the
 * user's files as its own additions, and its edits on top of the user's unseen ones to tracked
 * files there (`chmod 000`, or `chmod -x`: listed, but no file in it can be lstat'd). Root opens
 * any directory, so the run is made as another user (setpriv to `nobody`) when the suite runs as
 * root.
 */
const NOBODY = 65534;
const isRoot = process.getuid?.() === 0;
const canDropRoot = spawnSync('setpriv', ['--version']).status === 0;

/** The CLI, as `nobody` when this is root: the fixture is theirs then. */
function nightshift(home: string, ...args: string[]) {
  const command = [process.execPath, '--import', 'tsx', CLI, ...args];
  const asNobody = [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups'];
  const [file, ...argv] = isRoot ? ['setpriv', ...asNobody, ...command] : command;
  return spawnSync(file!, argv, {
    cwd: ROOT,
    env: { ...process.env, HOME: home },
    encoding: 'utf8',
    timeout: 100_000,
  });
}

// The unreadable directories, each with the user's file in it: a plain name, one with a quote
// and a newline (git prints it raw in its warning), and one that is not UTF-8.
const DIRS = ['private', "it's\nmine", Buffer.from([0x6b, 0x65, 0x79, 0xff])];

describe.skipIf(isRoot && !canDropRoot)('a directory unreadable at the start (root: needs setpriv)', () => {
  it.each(['', 'app'])(
    "is the user's: nothing below it is delivered once the run makes it readable (workspace: ws/%s)",
    (sub) => {
      // Made readable and written by the run: its files were there before, the run's are not.
      const gen = `
const fs = require('fs');
const dirs = ['private', "it's\\nmine", Buffer.from([0x6b, 0x65, 0x79, 0xff])];
for (const d of [...dirs, 'tracked', 'listable']) fs.chmodSync(d, 0o755);
for (const f of ['tracked/file.txt', 'listable/file.txt']) fs.writeFileSync(f, 'the run\\'s edit\\n');
fs.writeFileSync('ok.txt', 'ok\\n');
`;
      const at = (rel: string) => (sub ? `${sub}/${rel}` : rel);
      const fx = makeFixture({
        files: {
          [at('gen.js')]: gen,
          [at('tracked/file.txt')]: 'committed\n',
          [at('listable/file.txt')]: 'committed\n',
        },
        policy: { extends: 'builtin:standard', sandbox: 'none', command: { allow: ['node gen.js'] } },
        script: [call('execute_command', { command: 'node gen.js' }), complete('done')],
        task: { workspace: sub ? `ws/${sub}` : 'ws' },
      });
      const ws = path.join(fx.workspace, sub);
      for (const dir of DIRS) {
        const where = Buffer.concat([Buffer.from(`${ws}/`), Buffer.from(dir)]);
        mkdirSync(where);
        writeFileSync(Buffer.concat([where, Buffer.from('/creds.txt')]), 'USER-SECRET\n');
      }
      // The user's edits, unseen at the start: the run's edits on top of them are not delivered.
      for (const file of ['tracked/file.txt', 'listable/file.txt'])
        writeFileSync(path.join(ws, file), 'USER-EDIT\n');
      if (isRoot) execFileSync('chown', ['-R', `${NOBODY}:${NOBODY}`, fx.dir]);
      for (const dir of [...DIRS, 'tracked'])
        chmodSync(Buffer.concat([Buffer.from(`${ws}/`), Buffer.from(dir)]), 0o000);
      chmodSync(path.join(ws, 'listable'), 0o644); // listed, but nothing in it can be lstat'd

      const out = path.join(fx.dir, 'out');
      const run = nightshift(fx.dir, 'run', fx.taskFile, '--out', out, '--no-pr');
      expect(run.status, run.stderr).toBe(0);
      const committed = fx.events(path.join(out, 'audit.jsonl')).filter((e) => e.type === 'git.committed');
      expect(committed).toEqual([expect.objectContaining({ files: [at('ok.txt')] })]);
      const patch = readFileSync(path.join(out, 'changes.patch'), 'utf8');
      expect(patch).not.toMatch(/USER|the run's edit/);
      for (const dir of DIRS) {
        const file = Buffer.concat([Buffer.from(`${ws}/`), Buffer.from(dir), Buffer.from('/creds.txt')]);
        expect(existsSync(file)).toBe(true);
      }
    },
    120_000,
  );
});
