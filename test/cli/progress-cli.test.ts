import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { paint, useColor } from '../../src/cli/terminal.ts';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';
import { runnerCommands } from '../support/runner-commands.ts';

const script = () =>
  makeFixture({
    files: { 'a.txt': 'one\n' },
    script: [call('read_file', { path: 'a.txt' }), complete('read it')],
  });

/** The CLI with stderr a pipe. */
const piped = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, encoding: 'utf8', env });

/** The CLI on a real terminal (util-linux `script` gives it a pty); returns what the terminal got. */
const onTerminal = (env: NodeJS.ProcessEnv, ...args: string[]) => {
  const command = [process.execPath, '--import', 'tsx', CLI, ...args].map((a) => `'${a}'`).join(' ');
  return spawnSync('script', ['-qec', command, '/dev/null'], { cwd: ROOT, encoding: 'utf8', env }).stdout;
};

const ESC = '\x1b[';

describe('run progress on the terminal', () => {
  const env = { ...process.env };
  delete env.NO_COLOR;

  it('prints a line per tool call, coloured only on a terminal and never with NO_COLOR', () => {
    const tty = onTerminal(env, 'run', script().taskFile, '--no-pr');
    expect(tty).toContain(`${ESC}32m  read_file a.txt · allowed (read.allow[0])`);
    expect(tty).toMatch(/turn 2: 1 tool call · /);

    const noColor = onTerminal({ ...env, NO_COLOR: '1' }, 'run', script().taskFile, '--no-pr');
    expect(noColor).toContain('  read_file a.txt · allowed (read.allow[0])');
    expect(noColor).not.toContain(ESC);

    const pipe = piped(env, 'run', script().taskFile, '--no-pr');
    expect(pipe.status).toBe(0);
    expect(pipe.stderr).toMatch(/^ {2}read_file a\.txt · allowed \(read\.allow\[0\]\) · \S+ · ok$/m);
    expect(pipe.stderr).not.toContain(ESC);
  });

  it('--quiet prints nothing on stderr', () => {
    const r = piped(env, 'run', script().taskFile, '--no-pr', '--quiet');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
  });

  it('paints by tone, and colour is off for NO_COLOR of any non-empty value and off a terminal', () => {
    expect(paint('x', { tone: 'bad' }, true)).toBe(`${ESC}31mx${ESC}0m`);
    expect(paint('x', { tone: 'plain' }, true)).toBe('x');
    expect(paint('x', { tone: 'ok' }, false)).toBe('x');
    expect(useColor(true, {})).toBe(true);
    expect(useColor(true, { NO_COLOR: '0' })).toBe(false);
    expect(useColor(true, { NO_COLOR: '' })).toBe(true); // no-color.org: an empty value does not count
    expect(useColor(false, {})).toBe(false);
    expect(useColor(undefined, {})).toBe(false);
  });

  it('prints no workflow command a hostile model wrote, in any output form (a CI log reads them all)', () => {
    const evil = (where: string) => `${where}\r::set-output name=pr-url::pwned ##[add-matcher]pwned`;
    const fx = makeFixture({
      files: { 'a.txt': 'one\n' },
      script: [
        { text: evil('thinking'), tool_calls: [{ name: 'read_file', args: { path: evil('missing') } }] },
        complete(evil('done')),
      ],
    });
    const outputs: string[] = [];
    for (const args of [['--no-pr'], ['--no-pr', '--json']]) {
      const r = piped(env, 'run', fx.taskFile, '--out', `${fx.dir}/out${args.length}`, ...args);
      expect(r.status, r.stderr).toBe(0);
      outputs.push(r.stdout + r.stderr);
    }
    for (const form of [[], ['--json'], ['--markdown']]) {
      const r = piped(env, 'audit', 'summary', `${fx.dir}/out1/audit.jsonl`, ...form);
      expect(r.status, r.stderr).toBe(0);
      outputs.push(r.stdout + r.stderr);
    }
    for (const out of outputs) {
      expect(out).toContain('pwned'); // quoted, not dropped
      expect(runnerCommands(out)).toEqual([]);
    }
  });
});
