import { chmodSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createRunBranch, renderBranchName, slugify } from '../../src/git/branch.ts';
import { snapshotChanges } from '../../src/git/changes.ts';
import { commitChanges, writePatch } from '../../src/git/commit.ts';
import { currentBranch, headState } from '../../src/git/repo.ts';
import { git, makeRepo } from '../support/git-server.ts';

describe('branch names', () => {
  it('slugifies titles and expands the template placeholders', () => {
    expect(slugify('Replace deprecated fs.exists — café!')).toBe('replace-deprecated-fs-exists-cafe');
    expect(slugify('***')).toBe('task');
    const vars = { title: 'Fix #12: crash', runId: '20261122-abc', issue: 12, date: '2026-11-22' };
    expect(renderBranchName('nightshift/{slug}', vars)).toBe('nightshift/fix-12-crash');
    expect(renderBranchName('bot/{issue}-{date}-{run_id}', vars)).toBe('bot/12-2026-11-22-20261122-abc');
    expect(() => renderBranchName('x/{nope}', vars)).toThrow(/unknown placeholder \{nope\}/);
    expect(() => renderBranchName('x/{issue}', { title: 't', runId: 'r' })).toThrow(/\{issue\} has no value/);
  });
});

describe('createRunBranch + commitChanges', () => {
  it('branches from the base with the edits, commits all but the excluded paths, with the trailer', async () => {
    const ws = makeRepo({ 'a.txt': 'one\ntwo\n', 'gone.txt': 'x\n' });
    const base = (await headState(ws)).commit;
    writeFileSync(path.join(ws, 'a.txt'), 'one\nTWO\nthree\n');
    writeFileSync(path.join(ws, 'new.txt'), 'new\n');
    rmSync(path.join(ws, 'gone.txt'));
    mkdirSync(path.join(ws, '.nightshift', 'runs', 'r1'), { recursive: true });
    writeFileSync(path.join(ws, '.nightshift', 'runs', 'r1', 'audit.jsonl'), '{}\n');

    const run = await createRunBranch({
      workspace: ws,
      template: 'nightshift/{slug}',
      vars: { title: 'Tidy up', runId: 'r1' },
    });
    expect(run).toEqual({ branch: 'nightshift/tidy-up', base: 'main', baseSha: base });
    expect(await currentBranch(ws)).toBe('nightshift/tidy-up');

    const result = await commitChanges({
      workspace: ws,
      branch: run.branch,
      message: 'Tidy up',
      author: { name: 'Night Shift', email: 'ns@example.com' },
      trailer: 'Nightshift-Run: r1',
      exclude: [path.join(ws, '.nightshift', 'runs', 'r1')],
    });
    expect(result).not.toBeNull();
    expect(result?.files.sort()).toEqual(['a.txt', 'gone.txt', 'new.txt']);
    expect(result).toMatchObject({ insertions: 3, deletions: 2 });
    expect(git(ws, 'log', '-1', '--format=%an <%ae>|%(trailers:key=Nightshift-Run,valueonly)')).toBe(
      'Night Shift <ns@example.com>|r1',
    );
    expect(git(ws, 'rev-parse', 'HEAD^')).toBe(base);
    expect(git(ws, 'status', '--porcelain', '--untracked-files=all')).toBe(
      '?? .nightshift/runs/r1/audit.jsonl',
    );
    expect(git(ws, 'rev-parse', 'main')).toBe(base);

    const file = writePatch(path.join(ws, 'out'), result?.patch ?? '');
    const patch = readFileSync(file, 'utf8');
    expect(patch).toContain('Subject: [PATCH] Tidy up');
    expect(patch).toContain('+three');
    expect(patch).not.toContain('audit.jsonl');
  });

  it('returns null when nothing but excluded paths changed', async () => {
    const ws = makeRepo();
    const { branch } = await createRunBranch({
      workspace: ws,
      template: 'nightshift/{run_id}',
      vars: { title: 't', runId: 'r2' },
    });
    mkdirSync(path.join(ws, 'out'));
    writeFileSync(path.join(ws, 'out', 'audit.jsonl'), '{}\n');
    expect(
      await commitChanges({
        workspace: ws,
        branch,
        message: 'm',
        trailer: 'Nightshift-Run: r2',
        exclude: ['out'],
      }),
    ).toBeNull();
  });

  it('accepts an exclusion git already ignores (the out dir in .git/info/exclude) next to one it does not', async () => {
    const ws = makeRepo();
    writeFileSync(path.join(ws, '.git', 'info', 'exclude'), '/.nightshift/\n');
    mkdirSync(path.join(ws, '.nightshift'));
    writeFileSync(path.join(ws, '.nightshift', 'audit.jsonl'), '{}\n');
    writeFileSync(path.join(ws, 'notes.txt'), 'scratch\n');
    writeFileSync(path.join(ws, 'README.md'), '# changed\n');
    const { branch } = await createRunBranch({
      workspace: ws,
      template: 'nightshift/{run_id}',
      vars: { title: 't', runId: 'r3' },
    });
    const result = await commitChanges({
      workspace: ws,
      branch,
      message: 'm',
      trailer: 'Nightshift-Run: r3',
      exclude: [path.join(ws, '.nightshift'), 'notes.txt', '/elsewhere/out'],
    });
    expect(result?.files).toEqual(['README.md']);
  });

  it('refuses the base branch as run branch, a bad trailer and a commit off the run branch', async () => {
    const ws = makeRepo();
    await expect(
      createRunBranch({ workspace: ws, template: 'main', vars: { title: 't', runId: 'r' } }),
    ).rejects.toThrow(/is the base branch/);
    await expect(
      createRunBranch({ workspace: ws, template: 'bad..name/{slug}', vars: { title: 't', runId: 'r' } }),
    ).rejects.toThrow(/not a valid branch name/);
    await expect(
      commitChanges({ workspace: ws, branch: 'main', message: 'm', trailer: 'no trailer', exclude: [] }),
    ).rejects.toThrow(/not "Key: value"/);
    await expect(
      commitChanges({ workspace: ws, branch: 'nightshift/x', message: 'm', trailer: 'A: b', exclude: [] }),
    ).rejects.toThrow(/HEAD is on main, not on the run branch nightshift\/x/);
    // Every line of a multi-line trailer must be one.
    await expect(
      commitChanges({ workspace: ws, branch: 'main', message: 'm', trailer: 'A: b\nnot one', exclude: [] }),
    ).rejects.toThrow(/not "Key: value" lines/);
  });

  it('counts the commit as git does: binary files, a mode change, unusual names; a start that is not a commit is refused', async () => {
    const ws = makeRepo({ 'run.sh': 'echo hi\n', 'img.bin': 'x', 'plain.txt': 'a\nb\n' });
    const base = git(ws, 'rev-parse', 'HEAD');
    chmodSync(path.join(ws, 'run.sh'), 0o755);
    writeFileSync(path.join(ws, 'img.bin'), Buffer.from([0, 1, 2, 0, 255]));
    writeFileSync(path.join(ws, 'plain.txt'), 'a\nB\nc\n');
    writeFileSync(path.join(ws, 'tab\tand "quote".txt'), 'new\n');
    const run = await createRunBranch({
      workspace: ws,
      template: 'nightshift/{slug}',
      vars: { title: 'Stats', runId: 'r' },
      start: base,
    });
    expect(run.baseSha).toBe(base);
    const result = await commitChanges({
      workspace: ws,
      branch: run.branch,
      base,
      message: 'm',
      trailer: 'A: b',
    });
    const counted = git(ws, 'diff', '--numstat', '-z', base, result?.sha ?? '')
      .split('\0')
      .filter(Boolean)
      .map((r) => {
        const [added = '', deleted = '', ...name] = r.split('\t');
        return [added, deleted, name.join('\t')];
      });
    expect(result?.files.sort()).toEqual(counted.map((r) => r[2]).sort());
    const sum = (i: number) => counted.reduce((n, r) => n + (r[i] === '-' ? 0 : Number(r[i])), 0);
    expect(result).toMatchObject({ insertions: sum(0), deletions: sum(1) });
    expect(result?.files).toContain('tab\tand "quote".txt');

    git(ws, 'switch', '--quiet', 'main');
    for (const start of [git(ws, 'rev-parse', 'HEAD^{tree}'), '1'.repeat(40)])
      await expect(
        createRunBranch({
          workspace: ws,
          template: 'nightshift/{slug}',
          vars: { title: 'Bad', runId: 'r' },
          start,
        }),
      ).rejects.toThrow(/creating branch nightshift\/bad/);
  });

  it('allowEmpty: an empty commit with several trailers, the index staged before left as it was', async () => {
    const ws = makeRepo({ 'a.txt': 'one\n' });
    const base = (await headState(ws)).commit;
    writeFileSync(path.join(ws, 'a.txt'), 'staged by the user\n');
    git(ws, 'add', 'a.txt');
    const { branch } = await createRunBranch({
      workspace: ws,
      template: 'nightshift/{slug}',
      vars: { title: 'Record', runId: 'r' },
    });
    const result = await commitChanges({
      workspace: ws,
      branch,
      paths: [],
      allowEmpty: true,
      message: 'Follow-up\n\nNo change delivered.',
      trailer: 'Nightshift-Run: r\nNightshift-Follow-Up: review 3',
    });
    expect(result?.files).toEqual([]);
    expect(git(ws, 'rev-parse', `${result?.sha}^`)).toBe(base);
    expect(git(ws, 'diff', '--name-only', base ?? '', result?.sha ?? '')).toBe('');
    expect(git(ws, 'log', '-1', '--format=%(trailers:key=Nightshift-Follow-Up,valueonly)', branch)).toBe(
      'review 3',
    );
    expect(git(ws, 'diff', '--cached', '--name-only')).toBe('a.txt');
    // Without allowEmpty nothing is committed.
    expect(
      await commitChanges({ workspace: ws, branch, paths: [], message: 'm', trailer: 'A: b' }),
    ).toBeNull();
  });
});

describe("commitChanges with the gate's snapshot", () => {
  const setUp = async () => {
    const ws = makeRepo({ 'a.txt': 'one\ntwo\n', 'gone.txt': 'x\n', 'bin.dat': 'b\n' });
    const base = git(ws, 'rev-parse', 'HEAD');
    writeFileSync(path.join(ws, 'a.txt'), 'one\nTWO\nthree\n');
    writeFileSync(path.join(ws, 'tab\tnew.txt'), 'new\n');
    // Named like a raw record's start: the combined raw and numstat listing must not misread it.
    writeFileSync(path.join(ws, ':100644 100644 x'), 'odd\n');
    writeFileSync(path.join(ws, 'bin.dat'), Buffer.from([0, 1, 2, 0]));
    rmSync(path.join(ws, 'gone.txt'));
    const snapshot = await snapshotChanges(ws, base);
    const run = await createRunBranch({
      workspace: ws,
      template: 'nightshift/{slug}',
      vars: { title: 'Snap', runId: 'r' },
      start: base,
    });
    const commit = (paths: string[]) =>
      commitChanges({
        workspace: ws,
        branch: run.branch,
        base,
        paths,
        message: 'm',
        trailer: 'A: b',
        snapshot,
      });
    return { ws, base, snapshot, commit };
  };
  const all = [':100644 100644 x', 'a.txt', 'bin.dat', 'gone.txt', 'tab\tnew.txt'];

  it('commits the staged tree as it is, with the same counts git gives, when it holds exactly the paths', async () => {
    const { ws, base, snapshot, commit } = await setUp();
    expect(snapshot.changes.map((c) => c.path).sort()).toEqual(all);
    // Written after the snapshot: the commit holds what the gate decided on, not this.
    writeFileSync(path.join(ws, 'a.txt'), 'changed after the gate\n');
    const result = await commit([...all].reverse());
    expect(git(ws, 'rev-parse', `${result?.sha}^{tree}`)).toBe(snapshot.commit?.tree);
    expect(git(ws, 'show', `${result?.sha}:a.txt`)).toBe('one\nTWO\nthree');
    expect(result?.files.sort()).toEqual(all);
    const counted = git(ws, 'diff', '--numstat', base, result?.sha ?? '')
      .split('\n')
      .map((l) => l.split('\t'));
    const sum = (i: number) => counted.reduce((n, r) => n + (r[i] === '-' ? 0 : Number(r[i])), 0);
    expect(result).toMatchObject({ insertions: sum(0), deletions: sum(1) });
    expect(result?.insertions).toBe(4);
    // The real index matches the commit for the committed paths.
    expect(git(ws, 'diff', '--cached', '--name-only', result?.sha ?? '')).toBe('');
  });

  it('stages afresh when the paths are fewer than the snapshot holds, or its base differs', async () => {
    const { ws, commit } = await setUp();
    writeFileSync(path.join(ws, 'a.txt'), 'changed after the gate\n');
    const fewer = await commit(['a.txt']);
    expect(git(ws, 'diff', '--name-only', `${fewer?.sha}^`, fewer?.sha ?? '')).toBe('a.txt');
    expect(git(ws, 'show', `${fewer?.sha}:a.txt`)).toBe('changed after the gate');

    const other = await setUp();
    writeFileSync(path.join(other.ws, 'a.txt'), 'changed after the gate\n');
    const elsewhere = await commitChanges({
      workspace: other.ws,
      branch: 'nightshift/snap',
      base: other.base,
      paths: all,
      message: 'm',
      trailer: 'A: b',
      snapshot: { ...other.snapshot, base: '0'.repeat(40) },
    });
    expect(git(other.ws, 'show', `${elsewhere?.sha}:a.txt`)).toBe('changed after the gate');
  });

  it('has no tree to reuse when the workspace is a subdirectory of its repository', async () => {
    const ws = makeRepo({ 'sub/a.txt': 'one\n' });
    writeFileSync(path.join(ws, 'sub', 'a.txt'), 'two\n');
    const snapshot = await snapshotChanges(path.join(ws, 'sub'), git(ws, 'rev-parse', 'HEAD'));
    expect(snapshot.changes.map((c) => c.path)).toEqual(['a.txt']);
    expect(snapshot.commit).toBeUndefined();
  });
});

describe('the commit author', () => {
  const commitAll = async (ws: string) => {
    writeFileSync(path.join(ws, 'a.txt'), 'changed\n');
    const run = await createRunBranch({
      workspace: ws,
      template: 'nightshift/{slug}',
      vars: { title: 'x', runId: 'r' },
    });
    await commitChanges({ workspace: ws, branch: run.branch, message: 'x', trailer: 'Nightshift-Run: r' });
    return git(ws, 'log', '-1', '--format=%an <%ae>|%cn <%ce>');
  };

  it('is the configured user, the last value of each key winning as with git config --get', async () => {
    const ws = makeRepo({ 'a.txt': 'one\n' });
    git(ws, 'config', '--local', '--add', 'user.name', 'First Name');
    git(ws, 'config', '--local', '--add', 'user.name', 'Last Name');
    git(ws, 'config', '--local', 'user.email', 'last@example.com');
    expect(await commitAll(ws)).toBe('Last Name <last@example.com>|Last Name <last@example.com>');
  });

  it('is nightshift when the configuration lacks a name or an email', async () => {
    vi.stubEnv('GIT_CONFIG_GLOBAL', '/dev/null');
    vi.stubEnv('GIT_CONFIG_NOSYSTEM', '1');
    try {
      const ws = makeRepo({ 'a.txt': 'one\n' });
      git(ws, 'config', '--local', 'user.name', 'Only A Name');
      expect(await commitAll(ws)).toBe(
        'nightshift <nightshift@users.noreply.github.com>|nightshift <nightshift@users.noreply.github.com>',
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
