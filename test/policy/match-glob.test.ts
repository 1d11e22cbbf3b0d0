import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { allowedBy, bestGlob, globSpecificity, requiredLiteral } from '../../src/policy/match-glob.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';

const PATTERNS = [
  ...(['standard', 'trusted', 'readonly'] as const).flatMap((name) => {
    const p = loadPolicy(`builtin:${name}`, '.');
    return [...p.read.allow, ...p.read.deny, ...p.edit.allow, ...p.edit.deny];
  }),
  'src/**/*.test.ts',
  'docs/*.md',
  '**/fixtures/**',
  'a?c/**',
  '*.{js,ts}',
  '**/[._]secret*',
  'README.md',
  '**/*.min.*',
];
const SEGMENTS = [
  'src',
  'docs',
  '.github',
  'workflows',
  '.env',
  '.env.example',
  'a.test.ts',
  'abc',
  'x.min.js',
];
const NAMES = [
  '.',
  ...SEGMENTS,
  ...SEGMENTS.flatMap((a) => SEGMENTS.map((b) => `${a}/${b}`)),
  ...SEGMENTS.flatMap((a) => ['fixtures', '.ssh', 'id_rsa.pub', '_secret.txt'].map((b) => `${a}/${b}/${a}`)),
  '.github/workflows/ci.yml',
  'README.md',
  'pkg/package-lock.json',
  'deep/a/b/c/.npmrc',
  '.ssh/config',
  '/abs/x',
  'a/./b',
  'a/../b',
  '..',
  './a',
  'a//b',
  '.x/y',
  'x/..y',
  'a/.',
  'fixtures/x',
];

/** picomatch's matcher for a pattern, compiled once: the brute force below asks thousands of times. */
const matchers = new Map<string, (name: string) => boolean>();
function matcher(pattern: string) {
  let m = matchers.get(pattern);
  if (!m) matchers.set(pattern, (m = picomatch(pattern, { dot: true })));
  return m;
}

/** The rule the docs describe, by brute force: the most specific matching glob, deny on a tie. */
function reference(name: string, rules: { allow: string[]; deny: string[] }) {
  let best: { list: string; index: number; pattern: string; score: number } | undefined;
  for (const [list, patterns] of [
    ['deny', rules.deny],
    ['allow', rules.allow],
  ] as const) {
    patterns.forEach((pattern, index) => {
      const hit = matcher(pattern)(name) || (name === '.' && pattern === '**');
      const score = globSpecificity(pattern);
      if (hit && (!best || score > best.score)) best = { list, index, pattern, score };
    });
  }
  return best && { list: best.list, index: best.index, pattern: best.pattern };
}

describe('bestGlob', () => {
  it('decides as brute force over every pattern does, for the built-in policies and more', () => {
    for (let split = 0; split < PATTERNS.length; split += 3) {
      const rules = { deny: PATTERNS.slice(split, split + 9), allow: ['**', ...PATTERNS.slice(0, split)] };
      const allowed = allowedBy(rules);
      for (const name of NAMES) {
        expect(bestGlob(name, rules), `${name} ${split}`).toEqual(reference(name, rules));
        expect(allowed(name), `${name} ${split}`).toBe(reference(name, rules)?.list === 'allow');
      }
    }
  });

  it('a name without the literal part of a glob never matches it', () => {
    for (const pattern of PATTERNS) {
      const literal = requiredLiteral(pattern);
      if (!literal) continue;
      const matches = picomatch(pattern, { dot: true });
      for (const name of NAMES) if (matches(name)) expect(name, pattern).toContain(literal);
    }
    expect(requiredLiteral('**/.ssh/**')).toBe('.ssh');
    expect(requiredLiteral('.github/workflows/**')).toBe('.github/workflows');
    expect(requiredLiteral('*.{js,ts}')).toBeUndefined();
    expect(requiredLiteral('**')).toBeUndefined();
  });
});

describe('deny rules on paths hold in any case; allow rules as written', () => {
  const rules = { allow: ['**', '**/.env.example', 'src/*.ts'], deny: ['**/.env*', '**/AGENTS.md'] };
  it.each([
    ['.ENV', 'deny'],
    ['pkg/.Env.local', 'deny'],
    ['Agents.md', 'deny'],
    ['.env.example', 'allow'],
    ['.ENV.EXAMPLE', 'deny'],
    ['src/A.TS', 'allow'],
  ])('%s → %s', (name, list) => expect(bestGlob(name, rules)?.list).toBe(list));

  it('allow rules stay case-sensitive, and MCP tool names are matched as written', () => {
    expect(bestGlob('SRC/a.ts', { allow: ['src/*.ts'], deny: [] })).toBeUndefined();
    expect(bestGlob('Server--Tool', { allow: [], deny: ['server--tool'] }, 'name')).toBeUndefined();
  });
});
