import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/audit/writer.ts';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';

const nightshift = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe('the audit chain head, kept outside the run', () => {
  it('is printed at the end of a run (stderr, last --json line) and checked by audit verify --head', () => {
    const fx = makeFixture({
      files: { 'a.txt': 'one\n' },
      script: [call('read_file', { path: 'a.txt' }), complete('read it')],
    });
    const run = nightshift('run', fx.taskFile, '--json', '--no-pr');
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    const last = JSON.parse(lines.at(-1) ?? '{}') as {
      type: string;
      head: string;
      seq: number;
      hash: string;
    };
    const started = JSON.parse(lines[0] ?? '{}') as { out_dir: string };
    const audit = path.join(started.out_dir, 'audit.jsonl');
    const logLines = readFileSync(audit, 'utf8').trimEnd().split('\n');
    // The head is the last log line's seq and hash; the --json lines before it are the log itself.
    expect(last).toEqual({
      type: 'audit.head',
      head: `${logLines.length - 1}:${sha256Hex(logLines.at(-1) ?? '')}`,
      seq: logLines.length - 1,
      hash: sha256Hex(logLines.at(-1) ?? ''),
    });
    expect(lines.slice(0, -1)).toEqual(logLines);
    expect(run.stderr).toContain(`  audit head: ${last.head}\n`);

    const ok = nightshift('audit', 'verify', audit, '--head', last.head);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`chain head ${last.head}, matches the recorded head`);
    expect(nightshift('audit', 'verify', audit, '--head', last.hash.toUpperCase()).code).toBe(0);

    // Appended: a line that extends the chain correctly still does not end at the head.
    const extra = JSON.parse(logLines.at(-1) ?? '{}') as Record<string, unknown>;
    const appended = JSON.stringify({ ...extra, seq: logLines.length, prev: last.hash });
    writeFileSync(audit, `${[...logLines, appended].join('\n')}\n`);
    expect(nightshift('audit', 'verify', audit).code).toBe(0);
    const grown = nightshift('audit', 'verify', audit, '--head', last.head);
    expect(grown.code).toBe(1);
    expect(grown.stderr).toMatch(/head: 1 line\(s\) were appended after the recorded head/);

    // Truncated: the chain of the remaining lines verifies, the head does not.
    writeFileSync(audit, `${logLines.slice(0, -2).join('\n')}\n`);
    const plain = nightshift('audit', 'verify', audit);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toContain('the log ended early: no run.finished');
    for (const head of [last.head, last.hash]) {
      const cut = nightshift('audit', 'verify', audit, '--head', head);
      expect(cut.code).toBe(1);
      expect(cut.stderr).toMatch(/cut off/);
    }

    const bad = nightshift('audit', 'verify', audit, '--head', 'nonsense');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--head: expected SEQ:HASH or HASH');
  });

  it('`run --json | head -1` does not crash the run: it goes on and its log is complete', () => {
    const fx = makeFixture({
      policy: { extends: 'builtin:standard', command: { default: 'allow' } },
      script: [
        call('execute_command', { command: 'sleep 0.5' }),
        call('list_files', { path: '.' }),
        complete(),
      ],
    });
    const r = spawnSync(
      'bash',
      [
        '-c',
        `"${process.execPath}" --import tsx "${CLI}" run "${fx.taskFile}" --json --no-pr 2>"${path.join(fx.dir, 'stderr.txt')}" | head -1; echo "exit \${PIPESTATUS[0]}"`,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    const [first, exit] = r.stdout.trim().split('\n');
    expect(JSON.parse(first ?? '{}')).toMatchObject({ type: 'run.started' });
    expect(exit, readFileSync(path.join(fx.dir, 'stderr.txt'), 'utf8')).toBe('exit 0');
    const { out_dir } = JSON.parse(first ?? '{}') as { out_dir: string };
    const events = fx.events(path.join(out_dir, 'audit.jsonl'));
    expect(events.at(-1)).toMatchObject({ type: 'run.finished', status: 'completed' });
    expect(nightshift('audit', 'verify', path.join(out_dir, 'audit.jsonl')).code).toBe(0);
  });
});
