import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveCommand } from '../../src/cli/resolve.ts';
import { runTask } from '../../src/run/run-task.ts';
import { VERSION } from '../../src/version.ts';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';

const nightshift = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

/** One line `nightshift: ...`, exit 2, nothing on stdout: the shape of every usage error. */
function expectUsageError(r: ReturnType<typeof nightshift>, text: string | RegExp): void {
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr.split('\n')).toHaveLength(2); // the line and the final newline
  expect(r.stderr).toMatch(/^nightshift: /);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stderr).toMatch(text);
}

describe('CLI conventions', () => {
  it('prints the version for --version, -V, -v and version', () => {
    for (const flag of ['--version', '-V', '-v', 'version']) {
      const r = nightshift(flag);
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(`${VERSION}\n`);
    }
  });

  it('suggests the command, subcommand or flag that was meant', () => {
    expectUsageError(nightshift('tols'), 'unknown command "tols" (did you mean "tools"?)');
    expectUsageError(
      nightshift('audit', 'sumary', 'x.jsonl'),
      'unknown subcommand "sumary" (did you mean "summary"?)',
    );
    expectUsageError(
      nightshift('run', 'task.yaml', '--polcy', 'x'),
      'run: unknown option --polcy (did you mean "--policy"?); see nightshift run --help',
    );
    expectUsageError(nightshift('tools', '--format'), 'tools: --format needs a value');
    // Nothing near enough: no suggestion rather than a wrong one.
    expectUsageError(nightshift('frobnicate'), /unknown command "frobnicate"; nightshift help lists/);
  });

  it('reports a missing, unreadable or malformed file in one line with exit 2, never a stack', () => {
    expectUsageError(
      nightshift('audit', 'summary', 'missing.jsonl'),
      'nightshift: missing.jsonl: no such file or directory',
    );
    expectUsageError(nightshift('audit', 'summary', 'src'), /src: illegal operation on a directory/);
    expectUsageError(nightshift('audit', 'summary', 'package.json'), /package\.json:1: /);
    // validate reports each problem as FILE:LINE:COL, one line each.
    const validate = nightshift('validate', 'nope.yaml');
    expect([validate.code, validate.stderr]).toEqual([2, 'nope.yaml:1:1: cannot read: no such file\n']);
    expectUsageError(nightshift('replay', 'src'), 'nightshift: src: illegal operation on a directory');
    expectUsageError(nightshift('run'), 'run: missing TASK.yaml');
    expectUsageError(nightshift('schema', 'task', 'policy'), 'schema: unexpected argument "policy"');
  });

  it('nightshift with no command prints the overview on stderr and exits 2', () => {
    const r = nightshift();
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^Usage: nightshift COMMAND/);
  });

  it('audit summary --json prints the summary as one JSON object', async () => {
    const fx = makeFixture({
      files: { 'a.txt': 'one\n' },
      script: [call('read_file', { path: 'a.txt' }), complete('read it')],
    });
    mkdirSync(path.join(fx.dir, 'out'));
    const result = await runTask({
      taskFile: fx.taskFile,
      pr: false,
      outDir: path.join(fx.dir, 'out', 'run'),
    });
    const r = nightshift('audit', 'summary', result.auditLog, '--json');
    expect(r.code, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(summary).toMatchObject({
      runId: result.runId,
      status: 'completed',
      completion: 'read it',
      totals: { turns: 2, toolCalls: 2 },
      calls: [
        { name: 'read_file', target: 'a.txt', outcome: 'ok', decision: 'allow' },
        { name: 'attempt_completion' },
      ],
    });
  });
});

describe('resolveCommand (pure)', () => {
  it('routes help, group help and -h anywhere before --', () => {
    expect(resolveCommand(['help', 'run'])).toMatchObject({ kind: 'help', exitCode: 0 });
    const bare = resolveCommand(['audit']);
    expect(bare.kind === 'error' && bare.message).toContain('expected verify or summary');
    const group = resolveCommand(['audit', '-h']);
    expect(group.kind === 'help' && group.text).toContain('nightshift audit verify AUDIT.jsonl');
    expect(resolveCommand(['run', 'x.yaml', '-h'])).toMatchObject({ kind: 'help' });
    // After `--`, -h is an argument like any other.
    expect(resolveCommand(['run', '--', '-h'])).toEqual({ kind: 'run', command: 'run', argv: ['--', '-h'] });
    expect(resolveCommand(['help', 'nope'])).toMatchObject({ kind: 'error' });
  });
});
