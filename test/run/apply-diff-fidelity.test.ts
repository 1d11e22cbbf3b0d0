import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/** Runs a scripted task and returns its tool results and a reader for the workspace's files. */
async function run(files: Record<string, string>, script: unknown[]) {
  const fx = makeFixture({ files, script });
  const result = await runTask({ taskFile: fx.taskFile });
  const results = fx.events(result.auditLog).filter((e) => e.type === 'tool.result');
  return { result, results, read: (file: string) => readFileSync(path.join(fx.workspace, file), 'utf8') };
}

const block = (search: string[], replace: string[], header: string[] = []) =>
  ['<<<<<<< SEARCH', ...header, ...search, '=======', ...replace, '>>>>>>> REPLACE'].join('\n');

describe('apply_diff edits land as meant in a scripted run (issue 13)', () => {
  it('re-indents by level: a block retyped at 0/2 spaces keeps the body of an 8/12-space `if`', async () => {
    const py = [
      'class Greeter:',
      '    def greet(self, name):',
      '        if name:',
      '            print(name)',
      '            return name',
      '        return None',
      '',
    ].join('\n');
    const diff = block(['if name:', '  print(name)'], ['if name:', '  print(name)', '  self.seen.add(name)']);
    const { result, results, read } = await run({ 'greeter.py': py }, [
      call('apply_diff', { path: 'greeter.py', diff }),
      complete(),
    ]);
    expect(result.exitCode).toBe(0);
    expect(results[0]).toMatchObject({ ok: true });
    expect(read('greeter.py')).toBe(
      [
        'class Greeter:',
        '    def greet(self, name):',
        '        if name:',
        '            print(name)',
        '            self.seen.add(name)',
        '            return name',
        '        return None',
        '',
      ].join('\n'),
    );
  });

  it('refuses a line hint in REPLACE, resolves an escaped conflict, tolerates a blank edge and uses copied line numbers', async () => {
    const files = {
      'calc.js': [
        'function price(base, rate) {',
        '<<<<<<< HEAD',
        '  return base + rate;',
        '=======',
        '  return base * (1 + rate);',
        '>>>>>>> 9f3c2ab (tax as a rate)',
        '}',
        '',
      ].join('\n'),
      'retry.js': ['if (a) {', '  retry();', '}', 'if (b) {', '  retry();', '}', ''].join('\n'),
    };
    const script = [
      // Roo Code's format with the hint misplaced after the divider: a format error, nothing written.
      call('apply_diff', {
        path: 'calc.js',
        diff: block(['function price(base, rate) {'], [':start_line:1', 'function price(amount, rate) {']),
      }),
      call('apply_diff', {
        path: 'calc.js',
        diff: block(
          [
            '', // the blank first line models add after the marker
            '\\<<<<<<< HEAD',
            '  return base + rate;',
            '\\=======',
            '  return base * (1 + rate);',
            '\\>>>>>>> 9f3c2ab (tax as a rate)',
          ],
          ['', '  return base * (1 + rate);'],
        ),
      }),
      call('read_file', { path: 'retry.js' }),
      // Copied from read_file with its numbers: line 5 is the second of two identical `retry();`.
      call('apply_diff', {
        path: 'retry.js',
        diff: block(['5 |   retry();', '6 | }'], ['5 |   retry();', '  backoff();', '6 | }']),
      }),
      complete(),
    ];
    const { result, results, read } = await run(files, script);
    expect(result.exitCode).toBe(0);
    const [hint, conflict, , numbered] = results;
    expect(hint).toMatchObject({ ok: false });
    expect(String(hint?.output)).toMatch(
      /Invalid diff at line 4: block 1 has ":start_line:1" in its REPLACE/,
    );
    expect(conflict).toMatchObject({ ok: true });
    expect(read('calc.js')).toBe('function price(base, rate) {\n  return base * (1 + rate);\n}\n');
    expect(numbered).toMatchObject({ ok: true });
    expect(String(numbered?.output)).toContain('applied at lines 5-6 (exact match)');
    expect(read('retry.js')).toBe(
      ['if (a) {', '  retry();', '}', 'if (b) {', '  retry();', '  backoff();', '}', ''].join('\n'),
    );
  });
});
