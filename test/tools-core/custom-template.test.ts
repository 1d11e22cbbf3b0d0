import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import {
  expandTemplate,
  parseTemplate,
  shellLine,
  type TemplateElement,
} from '../../src/tools/custom/template.ts';

const template = (command: string | string[]) => parseTemplate(command) as TemplateElement[];
const expand = (command: string | string[], args: Record<string, unknown>, listed: string[] = []) =>
  expandTemplate(template(command), args, { listedValues: new Set(listed) });

describe('custom tool templates', () => {
  it('bash reads every quoted line back as the argv it was made from', () => {
    const argv = [
      'printf',
      '%s\\0',
      `a'b`,
      '"',
      '$(x) `y` ${z}',
      'l1\nl2',
      '*',
      '',
      '~',
      'A=1',
      '#',
      '日本 🦀',
      '\\',
    ];
    const line = shellLine(argv);
    const printed = execFileSync('/bin/bash', ['-c', line], { encoding: 'utf8' });
    expect(printed.split('\0').slice(0, -1)).toEqual(argv.slice(2));
    expect(shellLine(['npx', 'eslint', '--format=stylish', 'src/a b.ts; rm -rf ~'])).toBe(
      `npx eslint --format=stylish 'src/a b.ts; rm -rf ~'`,
    );
    // A first word with `=` would be an assignment: it is quoted, so it stays the program's name.
    expect(shellLine(['A=1', 'b'])).toBe(`'A=1' b`);
  });

  it('the shell analyzer reads the line as the same argv, every word static', async () => {
    const analyzer = await createShellAnalyzer();
    const values = [`a'b`, `'\\'`, '$(x) `y`', 'l1\nl2', '*', '', `"'"`, "'".repeat(24_000), '日本 🦀'];
    for (const value of values) {
      const [command, ...rest] = analyzer.analyze(shellLine(['node', 'p.mjs', value])).commands;
      expect(rest).toEqual([]);
      expect(command?.argv).toEqual(['node', 'p.mjs', value]);
      expect(command?.dynamic).toEqual([false, false, false]);
    }
  });

  it('refuses a leading "-" however the value comes to lead the argument', () => {
    expect(expand(['ls', '{{a}}{{b}}'], { a: '', b: '-la' })).toMatch(/^b: "-la" starts with "-"/);
    expect(expand(['ls', '{{files}}'], { files: ['ok', '--all'] })).toMatch(
      /^files: "--all" starts with "-"/,
    );
    expect(expand(['ls', 'x{{a}}'], { a: '-la' })).toEqual(['ls', 'x-la']);
    expect(expand(['ls', '--color={{a}}'], { a: '-x' })).toEqual(['ls', '--color=-x']);
    expect(expand(['ls', '{{a}}'], { a: '-la' }, ['a'])).toEqual(['ls', '-la']);
  });

  it('refuses values no argument holds as sent', () => {
    expect(expand(['echo', '{{a}}'], { a: 'x\uD800y' })).toMatch(/unpaired UTF-16 surrogate/);
    expect(expand(['echo', '{{a}}'], { a: 'x\u0000y' })).toMatch(/NUL byte/);
    expect(expand(['echo', '{{a}}'], { a: { b: 1 } })).toMatch(/a string, number or boolean/);
    expect(expand(['echo', '{{a}}'], { a: [['nested']] })).toMatch(/a string, number or boolean/);
    expect(expand(['echo', '{{a}}'], { a: '🦀' })).toEqual(['echo', '🦀']);
  });

  it('leaves out an argument whose parameter is absent, and spreads an empty array to nothing', () => {
    expect(expand(['eslint', '--max-warnings={{max}}', '{{files}}'], { files: [] })).toEqual(['eslint']);
    expect(expand('eslint --max-warnings={{max}} {{files}}', { max: 0, files: ['a'] })).toEqual([
      'eslint',
      '--max-warnings=0',
      'a',
    ]);
  });
});
