import { describe, expect, it } from 'vitest';
import type { TreeChange } from '../../src/git/changes.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { changeKind, gateChanges, unreadableDirs, type ChangePaths } from '../../src/run/final-diff.ts';

const policy = loadPolicy('builtin:standard', process.cwd());
const change = (
  path: string,
  status: TreeChange['status'],
  modes = ['100644', '100644'],
  sha = 'b1',
): TreeChange => ({
  path,
  status,
  oldMode: modes[0]!,
  newMode: modes[1]!,
  newSha: sha,
});
const inside = (rel: string): ChangePaths['own'] => ({ abs: `/ws/${rel}`, rel, inside: true });

describe('gateChanges (pure)', () => {
  it('leaves pre-run files alone, excludes re-edited ones, and decides the run’s own by the edit rules', () => {
    const start = {
      dirty: new Map([
        ['user.txt', change('user.txt', 'A')],
        ['both.txt', change('both.txt', 'M', undefined, 'old')],
      ]),
      ignored: ['build/', 'local.cfg'],
      nested: [],
    };
    const outcomes = gateChanges(
      [
        change('user.txt', 'A'),
        change('both.txt', 'M', undefined, 'new'),
        change('build/out.js', 'A'),
        change('local.cfg', 'A'),
        change('src/a.ts', 'M'),
        change('.github/workflows/ci.yml', 'D'),
        change('link', 'A', ['000000', '120000']),
        change('inner-link', 'A', ['000000', '120000']),
      ],
      start,
      policy,
      (c): ChangePaths =>
        c.path === 'link'
          ? { own: inside('link'), target: { abs: '/etc/passwd', rel: '/etc/passwd', inside: false } }
          : c.path === 'inner-link'
            ? { own: inside('inner-link'), target: { ...inside('.git/config'), protected: '.git' } }
            : { own: inside(c.path) },
    );
    expect(outcomes.map((o) => [o.change.path, o.kind, 'rule' in o ? o.rule : ''])).toEqual([
      ['user.txt', 'preexisting', ''],
      ['both.txt', 'excluded', 'invariant:dirty-before-run'],
      ['build/out.js', 'preexisting', ''],
      ['local.cfg', 'preexisting', ''],
      ['src/a.ts', 'deliver', ''],
      ['.github/workflows/ci.yml', 'denied', 'edit.deny[0]'],
      ['link', 'denied', 'invariant:outside-workspace'],
      ['inner-link', 'denied', 'invariant:protected-path'],
    ]);
  });

  it('never delivers a name holding a control character or line separator, allowed or not', () => {
    const start = { dirty: new Map(), ignored: [], nested: [] };
    const names = [
      'src/a\nb.ts',
      'src/x\r.ts',
      'src/t\tab.ts',
      'src/l\u2028.ts',
      '.github/workflows/w\n.yml',
    ];
    const outcomes = gateChanges(
      names.map((n) => change(n, 'A')),
      start,
      policy,
      (c) => ({ own: inside(c.path) }),
    );
    expect(outcomes.map((o) => [o.kind, 'rule' in o ? o.rule : ''])).toEqual(
      names.map(() => ['denied', 'invariant:bad-path']),
    );
    expect(
      gateChanges([change('src/ok.ts', 'A')], start, policy, (c) => ({ own: inside(c.path) }))[0]!.kind,
    ).toBe('deliver');
  });

  it('never delivers a file too large to read; a user’s one is judged by its size alone', () => {
    const big = (path: string, size: number, status: TreeChange['status'] = 'A'): TreeChange => ({
      ...change(path, status, status === 'A' ? ['000000', '100644'] : undefined, '0'.repeat(40)),
      tooLarge: { size, baseSize: 0 },
    });
    const start = {
      dirty: new Map([
        ['user.img', big('user.img', 2 ** 40)],
        ['grown.img', big('grown.img', 2 ** 30)],
      ]),
      ignored: [],
      nested: [],
    };
    const outcomes = gateChanges(
      [
        big('user.img', 2 ** 40),
        big('grown.img', 2 ** 31),
        big('src/big.bin', 2 ** 40),
        big('.github/workflows/big.yml', 2 ** 40),
      ],
      start,
      policy,
      (c) => ({ own: inside(c.path) }),
    );
    expect(outcomes.map((o) => [o.change.path, o.kind, 'rule' in o ? o.rule : ''])).toEqual([
      ['user.img', 'preexisting', ''],
      ['grown.img', 'excluded', 'invariant:dirty-before-run'],
      // Left as it is; delivery refuses the PR as over pr.max_added_bytes (settle/deliver).
      ['src/big.bin', 'excluded', 'invariant:file-too-large'],
      // What the policy denies anyway is put back, as any denied change.
      ['.github/workflows/big.yml', 'denied', 'edit.deny[0]'],
    ]);
  });

  it('reports a directory git could not open unless it was the user’s at the start', () => {
    const start = { dirty: new Map(), ignored: ['cache/'], nested: ['private', 'vendor/lib'] };
    const outcomes = unreadableDirs(
      ['locked', 'locked/deeper', 'private', 'private/sub', 'cache/tmp', 'vendor/lib'],
      start,
    );
    expect(outcomes.map((o) => [o.change.path, o.kind, 'rule' in o ? o.rule : ''])).toEqual([
      ['locked', 'excluded', 'invariant:unreadable-dir'],
    ]);
    expect(changeKind(outcomes[0]!.change)).toBe('directory git could not open');
  });

  it('names each kind of change', () => {
    expect(changeKind(change('a', 'M', ['100644', '100755']))).toBe('mode changed');
    expect(changeKind(change('a', 'T', ['100644', '120000']))).toBe('replaced by a symlink');
    expect(changeKind(change('a', 'M', ['120000', '120000']))).toBe('symlink retargeted');
    expect(changeKind(change('a', 'D'))).toBe('deleted');
  });
});
