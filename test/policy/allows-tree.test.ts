import { describe, expect, it } from 'vitest';
import { allowsEverythingUnder } from '../../src/policy/allows-tree.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { bestGlob } from '../../src/policy/match-glob.ts';

/**
 * A directory is allowed whole only when no path below it can be denied: checked against
 * bestGlob itself for names an attacker would pick.
 */
const BELOW = [
  'a.js',
  '.env',
  '.ENV.local',
  'x/.github/workflows/ci.yml',
  'deep/a/b/c/AGENTS.md',
  '.husky/post-checkout',
  'pkg/yarn.lock',
  'key.pem',
  '.vscode/tasks.json',
  'workflows/x.yml',
];

function agrees(dir: string, rules: { allow: string[]; deny: string[] }) {
  const whole = allowsEverythingUnder(rules)(dir);
  if (whole) for (const p of BELOW) expect(bestGlob(`${dir}/${p}`, rules)?.list, `${dir}/${p}`).toBe('allow');
  return whole;
}

describe('allowsEverythingUnder', () => {
  it('never for the built-in policies, whose deny globs reach any depth', () => {
    for (const name of ['builtin:standard', 'builtin:trusted']) {
      const { edit } = loadPolicy(name, process.cwd());
      for (const dir of ['node_modules', 'dist', 'a/b']) expect(agrees(dir, edit as never), dir).toBe(false);
    }
  });

  it('when an allow glob covers the directory and no earlier deny can reach below it', () => {
    const rules = { allow: ['**'], deny: ['.github/workflows/**', '*.lock', 'docs/secret.md'] };
    expect(agrees('node_modules', rules)).toBe(true);
    expect(agrees('docs', rules)).toBe(false);
    expect(agrees('.github', rules)).toBe(false);
    expect(agrees('.GitHub', rules)).toBe(false); // deny globs match in any case
    expect(agrees('.github/actions', rules)).toBe(true);
    expect(agrees('.github/workflows', rules)).toBe(false);
  });

  it('with an allow narrower than the workspace', () => {
    const rules = { allow: ['src/**', '**/node_modules/**', 'a/*/**'], deny: ['**/*.pem'] };
    expect(agrees('dist', rules)).toBe(false); // edit.default denies
    expect(agrees('src/gen', rules)).toBe(false); // src/** and **/*.pem are as specific: deny wins
    expect(agrees('pkg/node_modules', rules)).toBe(true); // **/node_modules/** is more specific
    const loose = { allow: ['src/**', '**/node_modules/**', 'a/*/**'], deny: ['.github/**'] };
    expect(agrees('src/gen', loose)).toBe(true);
    expect(agrees('pkg/node_modules/x', loose)).toBe(true);
    expect(agrees('a/b', loose)).toBe(true);
    expect(agrees('a', loose)).toBe(false);
  });

  it('not when a deny glob is too complex to reason about', () => {
    expect(agrees('dist', { allow: ['**'], deny: ['{dist,out}/**/x'] })).toBe(false);
    expect(agrees('dist', { allow: ['**'], deny: ['[d]ist/**'] })).toBe(false);
  });

  it('a more specific allow wins over a deny that could match; a tie goes to the deny', () => {
    expect(agrees('dist', { allow: ['**', 'dist/**'], deny: ['**/*.js'] })).toBe(true);
    expect(agrees('dist', { allow: ['**', 'dist/**'], deny: ['**/*.pem'] })).toBe(false);
  });
});
