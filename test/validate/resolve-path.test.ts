import { mkdirSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PathError, resolvePath } from '../../src/validate/resolve-path.ts';

function workspace() {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-path-')));
  const ws = path.join(root, 'ws');
  const outside = path.join(root, 'outside');
  mkdirSync(path.join(ws, 'src'), { recursive: true });
  mkdirSync(outside);
  return { ws, outside };
}

describe('resolvePath: workspace confinement after resolving .., ~ and symlinks', () => {
  it('keeps plain relative paths inside, with / separators', () => {
    const { ws } = workspace();
    expect(resolvePath(ws, 'src/new/file.ts')).toMatchObject({ inside: true, rel: 'src/new/file.ts' });
    expect(resolvePath(ws, './src/../src/a.ts')).toMatchObject({ inside: true, rel: 'src/a.ts' });
  });

  it('puts .., absolute paths and ~ outside', () => {
    const { ws, outside } = workspace();
    expect(resolvePath(ws, '../outside/x').inside).toBe(false);
    expect(resolvePath(ws, 'src/../../outside/x').inside).toBe(false);
    expect(resolvePath(ws, path.join(outside, 'x')).inside).toBe(false);
    expect(resolvePath(ws, '~/.ssh/id_rsa').inside).toBe(false);
  });

  it('follows live symlinks to a file or directory outside', () => {
    const { ws, outside } = workspace();
    symlinkSync(outside, path.join(ws, 'linkdir'));
    expect(resolvePath(ws, 'linkdir/secret.txt')).toMatchObject({
      inside: false,
      abs: path.join(outside, 'secret.txt'),
    });
  });

  it('follows a dangling symlink to where a write would land', () => {
    const { ws, outside } = workspace();
    symlinkSync(path.join(outside, 'not-yet.txt'), path.join(ws, 'src', 'dangling.txt'));
    symlinkSync('../../outside/new-dir', path.join(ws, 'src', 'dangling-dir'));
    expect(resolvePath(ws, 'src/dangling.txt')).toMatchObject({
      inside: false,
      abs: path.join(outside, 'not-yet.txt'),
    });
    expect(resolvePath(ws, 'src/dangling-dir/a/b.txt')).toMatchObject({ inside: false });
  });

  it('refuses symlink loops and NUL bytes with a PathError', () => {
    const { ws } = workspace();
    symlinkSync('b', path.join(ws, 'a'));
    symlinkSync('a', path.join(ws, 'b'));
    expect(() => resolvePath(ws, 'a/x')).toThrow(PathError);
    expect(() => resolvePath(ws, 'src/a\0b')).toThrow(PathError);
  });

  it('marks .git and registered paths as protected', () => {
    const { ws } = workspace();
    expect(resolvePath(ws, '.git/config').protected).toBe('.git');
    expect(resolvePath(ws, 'sub/.git/hooks/pre-commit').protected).toBe('.git');
    const out = path.join(ws, '.nightshift', 'runs', 'r1');
    expect(
      resolvePath(ws, '.nightshift/runs/r1/audit.jsonl', {
        entries: [{ path: out, label: 'the run output directory' }],
      }).protected,
    ).toBe('the run output directory');
  });
});
