import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';

// Absolute, so the CLI can run from any directory (replay copies the current one).
const TSX = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
const nightshift = (cwd: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', TSX, CLI, ...args], { cwd, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};
const jsonLines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** A run recorded under a permissive policy: it runs a command and edits a file. */
function recordedRun() {
  const script = [
    call('execute_command', { command: 'touch pwned.txt' }),
    call('write_to_file', { path: 'a.txt', content: 'two\n' }),
    complete('done'),
  ];
  const fx = makeFixture({
    files: { 'a.txt': 'one\n' },
    script,
    policy: { extends: 'builtin:standard', command: { default: 'allow' } },
  });
  const run = nightshift(ROOT, 'run', fx.taskFile, '--json');
  expect(run.code, run.stderr).toBe(0);
  const started = jsonLines(run.stdout)[0] as { out_dir: string };
  return { fx, audit: path.join(started.out_dir, 'audit.jsonl') };
}

describe('nightshift replay cannot be turned against the user', () => {
  it('uses the current policy and a fresh copy of the current directory, and delivers nothing', () => {
    const { fx, audit } = recordedRun();
    const recordedHead = fx.git('rev-parse', 'HEAD');
    const here = makeFixture({ files: { 'a.txt': 'one\n' } });
    const before = here.git('rev-parse', 'HEAD');

    const replay = nightshift(here.workspace, 'replay', audit, '--json');
    const events = jsonLines(replay.stdout);
    const copy = /fresh copy of .* at (\S+) \(give --workspace DIR/.exec(replay.stderr)?.[1] ?? '';
    expect(copy, replay.stderr).not.toBe('');
    expect(replay.stderr).toContain('nothing will be committed, pushed or opened as a pull request');

    // Policy: builtin:standard, not the recorded one: the command is denied this time.
    expect(events[0]).toMatchObject({
      type: 'run.started',
      policy: { source: 'builtin:standard' },
      workspace: copy,
    });
    expect(events.find((e) => e.type === 'tool.decision')).toMatchObject({ resolved: 'deny' });
    expect(existsSync(path.join(copy, 'pwned.txt'))).toBe(false);
    // The edit happened in the copy only; the recorded workspace and the current one are untouched.
    expect(readFileSync(path.join(copy, 'a.txt'), 'utf8')).toBe('two\n');
    expect(readFileSync(path.join(here.workspace, 'a.txt'), 'utf8')).toBe('one\n');
    expect(fx.git('rev-parse', 'HEAD')).toBe(recordedHead);
    // No delivery: no commit, no branch, no PR, in the copy either.
    expect(events.map((e) => e.type)).not.toContain('git.committed');
    expect(events.find((e) => e.type === 'pr.none')?.reason).toMatch(/delivery is off/);
    expect(here.git('rev-parse', 'HEAD')).toBe(before);
    expect(here.git('branch', '--list').trim()).toBe('* main');
    expect(readdirSync(path.join(events[0]?.out_dir as string))).not.toContain('pr.md');
    expect(replay.code).toBe(0);
  }, 120_000);

  it('with --workspace runs there, with --policy uses that policy, and still commits nothing', () => {
    const { audit } = recordedRun();
    const target = makeFixture({ files: { 'a.txt': 'one\n' } });
    const before = target.git('rev-parse', 'HEAD');
    const replay = nightshift(
      ROOT,
      'replay',
      audit,
      '--workspace',
      target.workspace,
      '--policy',
      'builtin:readonly',
      '--json',
    );
    const events = jsonLines(replay.stdout);
    expect(replay.stderr).toContain(`replay: workspace ${target.workspace} (as given)`);
    expect(events[0]).toMatchObject({ policy: { source: 'builtin:readonly' } });
    expect(readFileSync(path.join(target.workspace, 'a.txt'), 'utf8')).toBe('one\n');
    expect(target.git('rev-parse', 'HEAD')).toBe(before);
    expect(target.git('branch', '--list').trim()).toBe('* main');
  }, 120_000);
});
