import ignore from 'ignore';
import { describe, expect, it } from 'vitest';
import { compileRule, isIgnored } from '../../src/tools/fs/gitignore-matcher.ts';
import { rebasePattern } from '../../src/tools/fs/ignore-rules.ts';

const PATHS: [string, boolean][] = [
  ['a.log', false],
  ['keep.log', false],
  ['src/b.log', false],
  ['build', true],
  ['src/build', true],
  ['src/build/x.js', false],
  ['docs/api/index.md', false],
  ['docs/guide.md', false],
  ['.env', false],
  ['.env.local', false],
  ['src/.cache', true],
  ['deep/a/b/c/tmp.txt', false],
  ['#notes', false],
  ['!important', false],
  ['weird name ', false],
  ['{a,b}.txt', false],
];

const RULE_SETS = [
  ['*.log', '!keep.log'],
  ['/build', 'docs/*.md'],
  ['build/', '!src/build/'],
  ['.env*', '!.env.local'],
  ['**/tmp.txt', 'deep/**/c'],
  ['.cache/', 'src/**'],
  ['\\#notes', '\\!important'],
  ['weird name\\ ', '{a,b}.txt'],
  ['[a-c].log', 'docs/**/*.md', '?.log'],
];

describe('gitignore matcher', () => {
  it.each(RULE_SETS.map((r) => [r.join(' | '), r]))('agrees with the ignore package: %s', (_, rules) => {
    const oracle = ignore().add(rules);
    const compiled = rules.map(compileRule);
    for (const [rel, isDir] of PATHS) {
      const name = rel.slice(rel.lastIndexOf('/') + 1);
      // the walk never visits entries of an ignored directory, so only an entry itself is asked about
      expect(isIgnored(compiled, rel, name, isDir), `${rel} with ${rules.join(' | ')}`).toBe(
        oracle.ignores(isDir ? `${rel}/` : rel),
      );
    }
  });

  it('rebases nested .gitignore lines to the workspace root', () => {
    expect(rebasePattern('*.log', 'src/lib')).toBe('src/lib/**/*.log');
    expect(rebasePattern('/gen', 'src')).toBe('src/gen');
    expect(rebasePattern('gen/', 'src')).toBe('src/**/gen/');
    expect(rebasePattern('a/b', 'src')).toBe('src/a/b');
    expect(rebasePattern('!keep.log', 'src')).toBe('!src/**/keep.log');
    expect(rebasePattern('x.txt  ', '')).toBe('x.txt');
    expect(rebasePattern('# comment', 'src')).toBeUndefined();
    expect(rebasePattern('   ', 'src')).toBeUndefined();
  });
});
