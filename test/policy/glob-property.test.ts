import path from 'node:path';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { canonicalGlob, globProblem } from '../../src/policy/glob-form.ts';
import { allowedBy, bestGlob, globSpecificity } from '../../src/policy/match-glob.ts';

/** Deterministic pseudo-random numbers (mulberry32), so a failure reproduces from its seed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const PATH_SEGMENTS = [
  'src',
  'docs',
  'a',
  'b.ts',
  'a.md',
  '.env',
  '.env.local',
  '.github',
  'x.min.js',
  '.npmrc',
];
const GLOB_SEGMENTS = [
  ...PATH_SEGMENTS,
  '*',
  '**',
  '*.ts',
  '.env*',
  '*.{md,ts}',
  '{src,docs}',
  '[ab]',
  '[!a]*',
  '?.ts',
  '.*',
  'x.*',
];

/** A glob as a user might write it: `./` in front, `//` inside, `/` or `/.` at the end. */
function glob(r: ReturnType<typeof random>): string {
  const segments = Array.from({ length: 1 + Math.floor(r.next() * 3) }, () => r.pick(GLOB_SEGMENTS));
  let text = segments.join(r.next() < 0.15 ? '//' : '/');
  if (r.next() < 0.2) text = `./${text}`;
  if (r.next() < 0.1) text = text.replace('/', '/./');
  if (r.next() < 0.15) text += r.pick(['/', '/.', '//']);
  return text;
}

/** A workspace path in the messy forms a model writes (`./a`, `a//b`, `a/`), or the root. */
function messyPath(r: ReturnType<typeof random>): string {
  if (r.next() < 0.03) return r.pick(['.', './']);
  const segments = Array.from({ length: 1 + Math.floor(r.next() * 4) }, () => r.pick(PATH_SEGMENTS));
  let text = segments.join(r.next() < 0.1 ? '//' : '/');
  if (r.next() < 0.15) text = `./${text}`;
  if (r.next() < 0.1) text += '/';
  return text;
}

/**
 * The documented normalization, written independently of the code under test: paths and globs
 * both lose `./`, `.` and empty segments; a path loses its trailing `/`, a glob's trailing `/`
 * stands for everything below (`dir/` is `dir/**`). The root is `.`.
 */
function normalPath(p: string): string {
  const n = path.posix.normalize(p).replace(/\/$/, '');
  return n.startsWith('./') ? n.slice(2) : n;
}
function normalGlob(g: string): string {
  const directory = /\/\.?$/.test(g);
  const n = normalPath(g);
  if (!directory) return n;
  return n === '.' ? '**' : `${n}/**`;
}

const matchers = new Map<string, (name: string) => boolean>();
const picomatcher = (g: string) => {
  let m = matchers.get(g);
  if (!m) matchers.set(g, (m = picomatch(g, { dot: true })));
  return m;
};

/** The rule picomatch picks, by brute force: most specific match, deny on a tie, then as written. */
function reference(name: string, rules: { allow: string[]; deny: string[] }) {
  let best: { list: 'allow' | 'deny'; index: number; pattern: string; score: number } | undefined;
  for (const [list, patterns] of [
    ['deny', rules.deny],
    ['allow', rules.allow],
  ] as const) {
    patterns.forEach((pattern, index) => {
      const g = normalGlob(pattern);
      // `**` also covers the workspace root itself (docs/policy.md).
      const hit = picomatcher(g)(name) || (name === '.' && g === '**');
      const score = globSpecificity(g);
      if (hit && (!best || score > best.score)) best = { list, index, pattern, score };
    });
  }
  return best && { list: best.list, index: best.index, pattern: best.pattern };
}

describe('glob decisions agree with picomatch (property test)', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('seed %i: 40 rule sets × 150 paths', (seed) => {
    const r = random(seed);
    for (let set = 0; set < 40; set++) {
      const rules = {
        allow: Array.from({ length: Math.floor(r.next() * 4) }, () => glob(r)),
        deny: Array.from({ length: Math.floor(r.next() * 4) }, () => glob(r)),
      };
      const allowed = allowedBy(rules);
      for (let k = 0; k < 150; k++) {
        const name = normalPath(messyPath(r));
        const expected = reference(name, rules);
        const where = `${name} with ${JSON.stringify(rules)}`;
        expect(bestGlob(name, rules), where).toEqual(expected);
        expect(allowed(name), where).toBe(expected?.list === 'allow');
      }
    }
  });

  it('the generator covers the cases that matter', () => {
    const r = random(1);
    const globs = Array.from({ length: 2000 }, () => glob(r));
    for (const needle of [/^\.\//, /\*\*/, /\{/, /\[/, /\/$/, /\/\//, /(^|\/)\.[a-z]/])
      expect(
        globs.some((g) => needle.test(g)),
        String(needle),
      ).toBe(true);
  });
});

describe('canonicalGlob', () => {
  it.each([
    ['./src/**', 'src/**'],
    ['././src/*.ts', 'src/*.ts'],
    ['src//x', 'src/x'],
    ['src/./x/.', 'src/x/**'],
    ['build/', 'build/**'],
    ['./', '**'],
    ['**/.env*', '**/.env*'],
    ['.github/**', '.github/**'],
    ['{a,b}/**', '{a,b}/**'],
    ['.', '.'],
  ])('%s → %s', (pattern, canonical) => {
    expect(canonicalGlob(pattern)).toBe(canonical);
  });

  it('a leading ./ decides exactly like the glob without it, deny rules included', () => {
    const rules = { allow: ['**'], deny: ['./src/**', './.github//workflows/'] };
    for (const name of ['src', 'src/a.ts', 'src/deep/.env', '.github/workflows/ci.yml']) {
      expect(bestGlob(name, rules), name).toMatchObject({ list: 'deny' });
      expect(allowedBy(rules)(name), name).toBe(false);
    }
    expect(bestGlob('docs/a.md', rules)).toMatchObject({ list: 'allow', pattern: '**' });
    // The rule is reported as written.
    expect(bestGlob('src/a.ts', rules)).toEqual({ list: 'deny', index: 0, pattern: './src/**' });
  });

  it('MCP tool names are matched as written', () => {
    const rules = { allow: ['resource:file:///docs/*'], deny: [] };
    expect(bestGlob('resource:file:///docs/a', rules, 'name')).toMatchObject({ list: 'allow' });
  });
});

describe('globProblem', () => {
  it.each(['/src/**', '//x', '/', '../x', 'src/../../x', 'a/..', '~/.ssh/**', '~', '', '  '])(
    'refuses %j, a glob that matches no workspace path',
    (pattern) => {
      expect(globProblem(pattern)).toMatch(/absolute|home|"\.\."|empty/);
    },
  );

  it.each(['**', 'src/**', './src/**', 'src//x', 'build/', '**/.env*', '..x', 'a..b/**', '.', '{a,b}'])(
    'accepts %j',
    (pattern) => {
      expect(globProblem(pattern)).toBeUndefined();
    },
  );

  it('suggests the workspace-relative form of an absolute glob', () => {
    expect(globProblem('/src/**')).toContain('write "src/**"');
  });
});
