import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { isValidBranchName } from '../../src/git/ref-name.ts';

/** git's own verdict, outside any repository (so `@{-1}` cannot name a previous branch). */
const outside = mkdtempSync(path.join(tmpdir(), 'ns-refname-'));
const gitAccepts = (name: string) =>
  spawnSync('git', ['check-ref-format', '--branch', name], { cwd: outside, stdio: 'ignore' }).status === 0;

// The characters and pieces git's rules are about, and ordinary ones.
const PIECES = [
  'a',
  'b',
  'é',
  '/',
  '.',
  '..',
  '@',
  '{',
  '}',
  '-',
  '~',
  '^',
  ':',
  '?',
  '*',
  '[',
  '\\',
  ' ',
  '\t',
  '\x7f',
  '.lock',
  'HEAD',
  '_',
];

it('judges branch names as git check-ref-format --branch does (600 generated names and the classic cases)', () => {
  let seed = 42;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const names = [
    'main',
    'nightshift/fix-12-crash',
    'a//b',
    'a/',
    '/a',
    'a.',
    '.a',
    'a/.b',
    'a.lock',
    'a/b.lock/c',
    'x@{y',
    '@{-1}',
    '-x',
    'HEAD',
    'a b',
    'a\\b',
    'é/ü',
    'foo@bar',
  ];
  for (let i = 0; i < 600; i++)
    names.push(Array.from({ length: 1 + random(5) }, () => PIECES[random(PIECES.length)]).join(''));
  const disagree = names.filter((n) => n !== '@' && isValidBranchName(n) !== gitAccepts(n));
  expect(disagree).toEqual([]);
  expect(names.filter((n) => isValidBranchName(n)).length).toBeGreaterThan(30);
  // git's --branch reads a lone `@` as HEAD; as a branch it would be one: refused here.
  expect(isValidBranchName('@')).toBe(false);
});
