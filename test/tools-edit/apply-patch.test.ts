import { chmodSync, existsSync, lstatSync, mkdirSync, readlinkSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyPatchTool, patchPaths } from '../../src/tools/apply-patch.ts';
import { parsePatch } from '../../src/tools/diff/parse-patch.ts';
import { checkParams } from '../../src/validate/params.ts';
import { call, context, workspace } from './helpers.ts';

const patch = (...lines: string[]) => ['*** Begin Patch', ...lines, '*** End Patch'].join('\n');

describe('apply_patch', () => {
  it('adds, deletes, updates and moves files in one patch', async () => {
    const ws = workspace({
      'old.txt': 'bye\n',
      'src.py': 'class A:\n    def f(self):\n        return 1\n\n    def g(self):\n        return 1\n',
    });
    chmodSync(path.join(ws.dir, 'src.py'), 0o755);
    const res = await call(applyPatchTool, ws.dir, {
      input: patch(
        '*** Add File: new/hello.txt',
        '+hello',
        '+world',
        '*** Delete File: old.txt',
        '*** Update File: src.py',
        '*** Move to: lib/src.py',
        '@@ class A:',
        '@@     def g(self):',
        '-        return 1',
        '+        return 2',
      ),
    });
    expect(res).toEqual({
      ok: true,
      output: 'Patch applied:\nA new/hello.txt\nD old.txt\nR src.py -> lib/src.py',
    });
    expect(ws.read('new/hello.txt')).toBe('hello\nworld\n');
    expect(existsSync(path.join(ws.dir, 'old.txt'))).toBe(false);
    expect(existsSync(path.join(ws.dir, 'src.py'))).toBe(false);
    // The @@ headers point at g, so f's identical line is left alone.
    expect(ws.read('lib/src.py')).toBe(
      'class A:\n    def f(self):\n        return 1\n\n    def g(self):\n        return 2\n',
    );
    expect(ws.mode('lib/src.py')).toBe(0o755);
  });

  it('finds context despite trailing whitespace and typographic punctuation, keeping CRLF', async () => {
    const ws = workspace({ 'a.txt': 'say \u201Chi\u201D   \r\nold\r\nend' });
    const res = await call(applyPatchTool, ws.dir, {
      input: patch('*** Update File: a.txt', ' say "hi"', '-old', '+new', ' end', '*** End of File'),
    });
    expect(res.ok).toBe(true);
    expect(ws.read('a.txt')).toBe('say \u201Chi\u201D   \r\nnew\r\nend');
  });

  it('is all or nothing: a failing hunk leaves every file unchanged and shows the closest lines', async () => {
    const ws = workspace({ 'a.txt': 'one\ntwo\n', 'b.txt': 'alpha\nbeta\ngamma\n' });
    const res = await call(applyPatchTool, ws.dir, {
      input: patch(
        '*** Update File: a.txt',
        '-one',
        '+ONE',
        '*** Add File: c.txt',
        '+c',
        '*** Update File: b.txt',
        ' alpha',
        '-betta',
        ' gamma',
      ),
    });
    expect(res.ok).toBe(false);
    expect(res.output).toMatch(
      /hunk 1 of b.txt \(patch line 8\): its context and removed lines were not found[\s\S]*Closest match: lines 1-3/,
    );
    expect(res.output).toContain('no file was changed');
    expect(ws.read('a.txt')).toBe('one\ntwo\n');
    expect(existsSync(path.join(ws.dir, 'c.txt'))).toBe(false);
  });

  it('refuses to add an existing file, update a missing one or move onto an existing one', async () => {
    const ws = workspace({ 'a.txt': 'a\n', 'b.txt': 'b\n' });
    const run = async (...lines: string[]) =>
      (await call(applyPatchTool, ws.dir, { input: patch(...lines) })).output;
    expect(await run('*** Add File: a.txt', '+x')).toMatch(/already exists. Use \*\*\* Update File/);
    expect(await run('*** Update File: nope.txt', '-a', '+b')).toMatch(/nope.txt does not exist/);
    expect(await run('*** Update File: a.txt', '*** Move to: b.txt', '-a', '+c')).toMatch(
      /Move to: b.txt already exists/,
    );
    // Deleting and re-adding a file in one patch is sequenced.
    expect(
      await run('*** Delete File: a.txt', '*** Add File: a.txt', '+fresh', '*** Add File: empty.txt'),
    ).toMatch(/^Patch applied/);
    expect(ws.read('a.txt')).toBe('fresh\n');
    expect(ws.read('empty.txt')).toBe('');
  });

  it('refuses paths outside the workspace before writing anything', async () => {
    const outside = workspace();
    const ws = workspace();
    const res = await call(applyPatchTool, ws.dir, {
      input: patch('*** Add File: ok.txt', '+x', `*** Add File: ${path.join(outside.dir, 'evil.txt')}`, '+x'),
    });
    expect(res.output).toMatch(/is outside the workspace/);
    expect(existsSync(path.join(ws.dir, 'ok.txt'))).toBe(false);
    expect(existsSync(path.join(outside.dir, 'evil.txt'))).toBe(false);
  });

  it('reports format errors with the line and the expected format (also when called without the params check)', async () => {
    const ws = workspace({ 'a.txt': 'a\n' });
    const out = async (input: string) => (await applyPatchTool.execute({ input }, context(ws.dir))).output;
    expect(await out('*** Update File: a.txt\n-a\n+b\n*** End Patch')).toMatch(
      /^Invalid patch at line 1: the patch must start with "\*\*\* Begin Patch"[\s\S]*Expected format:/,
    );
    expect(await out(patch('*** Update File: a.txt', 'a'))).toMatch(
      /line 3: hunk lines start with " " \(context\)/,
    );
    expect(await out(patch('*** Add File: n.txt', 'no plus'))).toMatch(/must start with "\+"/);
    expect(await out(patch('*** Frobnicate: a.txt'))).toMatch(/expected "\*\*\* Add File: "/);
  });

  it('declares every touched path, move destinations included, and exposes parse errors', () => {
    const p = patch(
      '*** Add File: a',
      '+x',
      '*** Delete File: b',
      '*** Update File: c',
      '*** Move to: d',
      '-x',
      '+y',
    );
    expect(patchPaths(p)).toEqual(['a', 'b', 'c', 'd']);
    expect(applyPatchTool.access?.({ input: p })).toEqual(
      ['a', 'b', 'c', 'd'].flatMap((path) => [
        { kind: 'edit', path },
        { kind: 'read', path },
      ]),
    );
    expect(patchPaths('garbage')).toBeInstanceOf(Error);
    expect(applyPatchTool.access?.({ input: 'garbage' })).toEqual([]);
  });

  it('parses pure additions after an @@ context, and ignores unified-diff ranges in headers', () => {
    const [op] = parsePatch(
      patch('*** Update File: f', '@@ def g():', '+    pass', '@@ -3,2 +3,1 @@', ' x', '-y'),
    );
    expect(op).toMatchObject({
      type: 'update',
      chunks: [
        { contexts: ['def g():'], oldLines: [], newLines: ['    pass'], contextIndex: [undefined] },
        { contexts: [], oldLines: ['x', 'y'], newLines: ['x'], contextIndex: [0] },
      ],
    });
  });
});

describe('apply_patch: the params stage', () => {
  const check = (input: string) =>
    checkParams(applyPatchTool, { id: 'c1', name: 'apply_patch', args: { input } });

  it('answers a patch that does not parse with the format help, before the policy sees it', () => {
    const res = check('*** Update File: a.txt\n-a\n+b\n*** End Patch');
    expect(res.ok).toBe(false);
    expect(!res.ok && res.message).toMatch(
      /^Invalid arguments for apply_patch:\n- input: Invalid patch at line 1: the patch must start with "\*\*\* Begin Patch"[\s\S]*Expected format:\n\*\*\* Begin Patch[\s\S]*Call apply_patch again with corrected arguments\.$/,
    );
    expect(!res.ok && res.message).not.toMatch(/policy|retry/i);
  });

  it('passes the forms models emit that parse: heredoc wrappers, indentation', () => {
    const body = patch('*** Add File: a.txt', '+a');
    expect(check(`apply_patch <<'EOF'\n${body}\nEOF\n`)).toMatchObject({ ok: true });
    expect(check(body.replace(/^/gm, '  '))).toMatchObject({ ok: true });
  });
});

describe('apply_patch on symbolic links', () => {
  const linked = () => {
    const ws = workspace({ 'target.txt': 'keep me\n' });
    mkdirSync(path.join(ws.dir, 'sub'));
    symlinkSync('../target.txt', path.join(ws.dir, 'sub/link.txt'));
    return ws;
  };
  const isLink = (p: string) => lstatSync(p, { throwIfNoEntry: false })?.isSymbolicLink() === true;

  it('Delete File removes the link, never the file it points to', async () => {
    const ws = linked();
    const res = await call(applyPatchTool, ws.dir, { input: patch('*** Delete File: sub/link.txt') });
    expect(res).toEqual({ ok: true, output: 'Patch applied:\nD sub/link.txt' });
    expect(lstatSync(path.join(ws.dir, 'sub/link.txt'), { throwIfNoEntry: false })).toBeUndefined();
    expect(ws.read('target.txt')).toBe('keep me\n');
  });

  it('Delete File removes a dangling link', async () => {
    const ws = workspace();
    symlinkSync('missing.txt', path.join(ws.dir, 'dangling'));
    const res = await call(applyPatchTool, ws.dir, { input: patch('*** Delete File: dangling') });
    expect(res.ok).toBe(true);
    expect(isLink(path.join(ws.dir, 'dangling'))).toBe(false);
    expect(existsSync(path.join(ws.dir, 'missing.txt'))).toBe(false);
  });

  it('Move to moves the link itself, rewriting a relative link for its new directory', async () => {
    const ws = linked();
    const res = await call(applyPatchTool, ws.dir, {
      input: patch('*** Update File: sub/link.txt', '*** Move to: deep/er/moved.txt'),
    });
    expect(res).toEqual({ ok: true, output: 'Patch applied:\nR sub/link.txt -> deep/er/moved.txt' });
    const moved = path.join(ws.dir, 'deep/er/moved.txt');
    expect(isLink(moved)).toBe(true);
    expect(readlinkSync(moved)).toBe('../../target.txt');
    expect(ws.read('deep/er/moved.txt')).toBe('keep me\n');
    expect(isLink(path.join(ws.dir, 'sub/link.txt'))).toBe(false);
    expect(ws.read('target.txt')).toBe('keep me\n');
  });

  it('refuses to move a link and change its file in one section; Update alone edits the file', async () => {
    const ws = linked();
    const moveAndEdit = await call(applyPatchTool, ws.dir, {
      input: patch('*** Update File: sub/link.txt', '*** Move to: moved.txt', '-keep me', '+changed'),
    });
    expect(moveAndEdit.ok).toBe(false);
    expect(moveAndEdit.output).toMatch(
      /sub\/link.txt is a symbolic link: \*\*\* Move to moves the link itself/,
    );
    expect(ws.read('target.txt')).toBe('keep me\n');
    expect(isLink(path.join(ws.dir, 'sub/link.txt'))).toBe(true);
    const both = await call(applyPatchTool, ws.dir, {
      input: patch(
        '*** Update File: sub/link.txt',
        '-keep me',
        '+changed',
        '*** Update File: sub/link.txt',
        '*** Move to: moved.txt',
      ),
    });
    expect(both.ok).toBe(true);
    expect(ws.read('target.txt')).toBe('changed\n');
    expect(readlinkSync(path.join(ws.dir, 'moved.txt'))).toBe('target.txt');
  });

  it('treats a link as an existing path for Add File and Move to, and re-adds a deleted link as a file', async () => {
    const ws = linked();
    const add = await call(applyPatchTool, ws.dir, { input: patch('*** Add File: sub/link.txt', '+x') });
    expect(add.output).toMatch(/already exists/);
    ws.write('other.txt', 'o\n');
    const move = await call(applyPatchTool, ws.dir, {
      input: patch('*** Update File: other.txt', '*** Move to: sub/link.txt'),
    });
    expect(move.output).toMatch(/Move to: sub\/link.txt already exists/);
    const readd = await call(applyPatchTool, ws.dir, {
      input: patch('*** Delete File: sub/link.txt', '*** Add File: sub/link.txt', '+own content'),
    });
    expect(readd.ok).toBe(true);
    expect(isLink(path.join(ws.dir, 'sub/link.txt'))).toBe(false);
    expect(ws.read('sub/link.txt')).toBe('own content\n');
    expect(ws.read('target.txt')).toBe('keep me\n');
  });

  it('puts a deleted link back when a later write of the patch fails', async () => {
    const ws = linked();
    // target.txt is a file, so nothing can be created below it: the write fails after the unlink.
    const res = await call(applyPatchTool, ws.dir, {
      input: patch('*** Delete File: sub/link.txt', '*** Add File: target.txt/inner.txt', '+x'),
    });
    expect(res.ok).toBe(false);
    expect(res.output).toMatch(/^File system error \(E(NOTDIR|EXIST)\)/);
    expect(readlinkSync(path.join(ws.dir, 'sub/link.txt'))).toBe('../target.txt');
    expect(ws.read('target.txt')).toBe('keep me\n');
  });

  it('refuses a link whose file is outside the workspace, and a link named .git', async () => {
    const outside = workspace({ 'secret.txt': 's\n' });
    const ws = workspace();
    symlinkSync(path.join(outside.dir, 'secret.txt'), path.join(ws.dir, 'out.txt'));
    symlinkSync('target', path.join(ws.dir, '.git'));
    const out = await call(applyPatchTool, ws.dir, { input: patch('*** Delete File: out.txt') });
    expect(out.output).toMatch(/outside the workspace/);
    expect(isLink(path.join(ws.dir, 'out.txt'))).toBe(true);
    const git = await call(applyPatchTool, ws.dir, { input: patch('*** Delete File: .git') });
    expect(git.output).toMatch(/protected \(\.git\)/);
    expect(isLink(path.join(ws.dir, '.git'))).toBe(true);
  });
});

describe('apply_patch on the forms of Codex’s scenario suite (own files, same shapes)', () => {
  const apply = async (files: Record<string, string>, input: string) => {
    const ws = workspace(files);
    return { ws, res: await call(applyPatchTool, ws.dir, { input }) };
  };

  it('padded markers: " *** Begin Patch", "*** End Patch ", "  *** Update File:"', async () => {
    const { ws, res } = await apply(
      { 'notes.txt': 'alpha\nbeta\n' },
      ' *** Begin Patch\n  *** Update File: notes.txt\n@@\n-beta\n+gamma\n *** End Patch \n',
    );
    expect(res.ok).toBe(true);
    expect(ws.read('notes.txt')).toBe('alpha\ngamma\n');
  });

  it('a bare @@ with only added lines appends at the end of the file', async () => {
    const { ws, res } = await apply(
      { 'log.txt': 'first\n' },
      patch('*** Update File: log.txt', '@@', '+second', '+third'),
    );
    expect(res.ok).toBe(true);
    expect(ws.read('log.txt')).toBe('first\nsecond\nthird\n');
  });

  it('deletion-only hunks, *** End of File anchoring and non-ASCII text', async () => {
    const { ws, res } = await apply(
      { 'menu.txt': 'soupe\nnaïve café\ndessert\ndessert\n' },
      patch('*** Update File: menu.txt', ' naïve café', '-dessert', ' dessert', '*** End of File'),
    );
    expect(res.ok).toBe(true);
    expect(ws.read('menu.txt')).toBe('soupe\nnaïve café\ndessert\n');
    const uni = await apply(
      { 'u.txt': 'line1\nnaïve café\n' },
      patch('*** Update File: u.txt', '@@', ' line1', '-naïve café', '+naïve café ✅'),
    );
    expect(uni.ws.read('u.txt')).toBe('line1\nnaïve café ✅\n');
  });

  it('stricter than Codex where Codex overwrites or half-applies: documented refusals', async () => {
    const add = await apply({ 'dup.txt': 'mine\n' }, patch('*** Add File: dup.txt', '+theirs'));
    expect(add.res.ok).toBe(false);
    expect(add.ws.read('dup.txt')).toBe('mine\n');
    const move = await apply(
      { 'name.txt': 'from\n', 'b.txt': 'kept\n' },
      patch('*** Update File: name.txt', '*** Move to: b.txt', '-from', '+to'),
    );
    expect(move.res.ok).toBe(false);
    expect(move.ws.read('b.txt')).toBe('kept\n');
    const partial = await apply(
      {},
      patch('*** Add File: created.txt', '+x', '*** Update File: missing.txt', '-a', '+b'),
    );
    expect(partial.res.ok).toBe(false);
    expect(existsSync(path.join(partial.ws.dir, 'created.txt'))).toBe(false);
  });
});
