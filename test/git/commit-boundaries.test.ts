import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRunBranch } from '../../src/git/branch.ts';
import { listChanges, snapshotChanges } from '../../src/git/changes.ts';
import { commitChanges } from '../../src/git/commit.ts';
import { git, makeRepo } from '../support/git-server.ts';

async function runBranch(ws: string, base: string): Promise<string> {
  const run = await createRunBranch({
    workspace: ws,
    template: 'nightshift/{slug}',
    vars: { title: 'Edge', runId: 'r' },
    start: base,
  });
  return run.branch;
}

describe('commitChanges at the edges of what a name is', () => {
  it('does not reuse a snapshot whose paths only print like the ones asked for', async () => {
    // Both print as `run\xff.sh`: one has the byte 0xff, the other a backslash and `xff`.
    const ws = makeRepo({ 'keep.txt': 'k\n' });
    const base = git(ws, 'rev-parse', 'HEAD');
    writeFileSync(Buffer.from(`${ws}/run\xff.sh`, 'latin1'), 'payload\n');
    writeFileSync(path.join(ws, 'run\\xff.sh'), 'decoy\n');
    const snapshot = await snapshotChanges(ws, base);
    expect(snapshot.changes.map((c) => c.path)).toEqual(['run\\xff.sh', 'run\\xff.sh']);

    const result = await commitChanges({
      workspace: ws,
      branch: await runBranch(ws, base),
      base,
      paths: ['run\\xff.sh'],
      message: 'm',
      trailer: 'A: b',
      snapshot,
    });
    const tree = git(ws, 'ls-tree', '-r', '--name-only', '-z', result!.sha).split('\0').filter(Boolean);
    expect(tree).toEqual(['keep.txt', 'run\\xff.sh']);
    expect(result?.patch).not.toContain('payload');
  });

  it('writes a patch that shows a gitlink the commit holds', async () => {
    // nightshift's git runs with diff.ignoreSubmodules=all: the patch used to leave gitlinks out.
    const ws = makeRepo({ 'keep.txt': 'k\n' });
    const base = git(ws, 'rev-parse', 'HEAD');
    mkdirSync(path.join(ws, 'sub'));
    const inSub = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=s', '-c', 'user.email=s@example.com', ...args], {
        cwd: path.join(ws, 'sub'),
        encoding: 'utf8',
      });
    inSub('init', '-q');
    writeFileSync(path.join(ws, 'sub/f'), 'x\n');
    inSub('add', 'f');
    inSub('commit', '-qm', 'nested');
    const head = inSub('rev-parse', 'HEAD').trim();
    // An empty nested repository next to it: the listing skips it instead of failing.
    mkdirSync(path.join(ws, 'empty'));
    inSub('init', '-q', '../empty');
    expect((await listChanges(ws, base)).map((c) => [c.path, c.newMode])).toEqual([['sub', '160000']]);

    const result = await commitChanges({
      workspace: ws,
      branch: await runBranch(ws, base),
      base,
      paths: ['sub'],
      message: 'm',
      trailer: 'A: b',
    });
    expect(git(ws, 'ls-tree', result!.sha, 'sub')).toBe(`160000 commit ${head}\tsub`);
    expect(result?.patch).toContain(`+Subproject commit ${head}`);
  });
});
