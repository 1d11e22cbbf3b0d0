import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PathError, realpathDeep, resolvePath } from '../../src/validate/resolve-path.ts';

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

  it('takes a registered path in any case, as a case-insensitive file system (macOS) opens it', () => {
    const { ws } = workspace();
    const registered = {
      entries: [
        { path: path.join(ws, '.nightshift', 'runs', 'r1'), label: 'the run output directory' },
        { path: path.join(ws, 'ci', 'policy.yaml'), label: 'the policy file' },
      ],
    };
    for (const [given, label] of [
      ['.NightShift/runs/R1/audit.jsonl', 'the run output directory'],
      ['.nightshift/RUNS/r1', 'the run output directory'],
      ['CI/Policy.YAML', 'the policy file'],
    ] as const)
      expect(resolvePath(ws, given, registered).protected, given).toBe(label);
    // Names that only begin alike stay writable.
    expect(resolvePath(ws, '.nightshift/runs/r10/x', registered).protected).toBeUndefined();
    expect(resolvePath(ws, 'ci/policy.yaml.bak', registered).protected).toBeUndefined();
  });
});

describe('resolvePath: `..` after a symlink is taken where the kernel takes it', () => {
  it('a `..` after a link climbs from where the link leads, not from the link', () => {
    const { ws, outside } = workspace();
    mkdirSync(path.join(ws, 'deep/d0/d1'), { recursive: true });
    // d1/a leads to the workspace itself: d1/a/.. is the workspace's parent, not d1.
    symlinkSync('../../..', path.join(ws, 'deep/d0/d1/a'));
    writeFileSync(path.join(outside, 'secret.txt'), 'host\n');
    const given = resolvePath(ws, 'deep/d0/d1/a/../outside/secret.txt');
    expect(given).toMatchObject({ inside: false, abs: path.join(outside, 'secret.txt') });
    // A link whose target text goes through that link: decided by where it really leads.
    symlinkSync('deep/d0/d1/a/../outside/secret.txt', path.join(ws, 'leak'));
    expect(resolvePath(ws, 'leak')).toMatchObject({ inside: false, abs: path.join(outside, 'secret.txt') });
    // Below missing directories nothing can be a link: `..` there is plain text.
    expect(resolvePath(ws, 'new/../src/x.ts')).toMatchObject({ inside: true, rel: 'src/x.ts' });
  });

  it('agrees with the kernel (realpath(3)) on 3,000 random paths through random links', () => {
    const { ws } = workspace();
    const names = ['d0', 'd1', 'l0', 'l1', 'l2', '..', '.'];
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed);
    const pick = <T>(xs: readonly T[]) => xs[next() % xs.length]!;
    const randomPath = (n: number) => Array.from({ length: n }, () => pick(names)).join('/');
    for (const dir of ['d0', 'd0/d1', 'd1', 'd1/d0', 'd0/d1/d0'])
      mkdirSync(path.join(ws, dir), { recursive: true });
    // Links in several directories whose targets climb with `..`, some through other links.
    for (const dir of ['', 'd0', 'd1', 'd0/d1'])
      for (const link of ['l0', 'l1', 'l2'])
        symlinkSync(randomPath(1 + (next() % 4)) || '.', path.join(ws, dir, link));
    let compared = 0;
    for (let i = 0; i < 3000; i++) {
      const given = `${ws}/${randomPath(1 + (next() % 6))}`;
      let kernel: string | undefined;
      try {
        kernel = realpathSync.native(given);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ELOOP') expect(() => realpathDeep(given)).toThrow(PathError);
        continue; // missing on the way: the kernel has no answer to compare with
      }
      expect(realpathDeep(given), given).toBe(kernel);
      compared++;
    }
    expect(compared).toBeGreaterThan(500);
  });
});
