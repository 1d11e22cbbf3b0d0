import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import type { ModelProvider } from '../../src/model/types.ts';
import { runTask } from '../../src/run/run-task.ts';
import { AuditWriteError, AuditWriter } from '../../src/audit/writer.ts';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';

const isRoot = process.getuid?.() === 0;
const nightshift = (...args: string[]) => {
  // Killed after 100 s: a run that waits for its command instead of failing must not hang the suite.
  const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 100_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

// A full disk and a read-only mount need mount(8), which needs root; as another user these
// tests are skipped (the `it` names say so) rather than faked with chmod, which root ignores.
describe.skipIf(!isRoot)('disk faults (root only: mounts a 64 KiB tmpfs and a read-only bind)', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'ns-disk-'));
  const full = path.join(base, 'full');
  const readonly = path.join(base, 'readonly');
  const mounted: string[] = [];
  const mount = (...args: string[]) => execFileSync('mount', args);

  beforeAll(() => {
    mkdirSync(full);
    mkdirSync(readonly);
    mount('-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', full);
    mounted.push(full);
    mount('--bind', base, readonly);
    mounted.push(readonly);
    mount('-o', 'remount,ro,bind', readonly);
  });
  afterAll(() => {
    for (const dir of mounted.reverse()) execFileSync('umount', [dir]);
    rmSync(base, { recursive: true, force: true });
  });

  it('a write that does not fit is cut back to the last complete line, reported once, and final', () => {
    const file = path.join(full, 'unit', 'audit.jsonl');
    const errors: AuditWriteError[] = [];
    const w = AuditWriter.open(file, { runId: 'r', onWriteError: (e) => errors.push(e) });
    let thrown: unknown;
    let written = 0;
    try {
      for (; written < 1000; written++)
        w.emit('tool.result', {
          call_id: 'c',
          ok: true,
          duration_ms: 1,
          output_bytes: 3000,
          output: 'x'.repeat(3000),
        });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AuditWriteError);
    expect((thrown as Error).message).toMatch(
      /cannot write the audit log .* \(ENOSPC: no space left on device\)/,
    );
    expect(errors).toEqual([thrown]);
    expect(w.failed).toBe(thrown);
    expect(() => w.emit('run.finished', {})).toThrow(thrown);
    expect(() => w.close()).not.toThrow();
    expect(errors).toHaveLength(1);
    expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true);
    expect(verifyAuditLog(file)).toMatchObject({ ok: true, lines: written, finished: false });
    rmSync(path.dirname(file), { recursive: true });
  });

  it('a run whose out dir fills up ends at once: exit 1, one-line reason, the log verifies and ended early', () => {
    // Each read returns ~40 KB, logged in tool.result and again in the next model.request: the
    // 64 KiB disk fills on the first read. The run must end there, never reaching the sleep.
    const lines = Array.from({ length: 1500 }, (_, i) => `line ${i} ${'x'.repeat(20)}`);
    const fx = makeFixture({
      files: { 'big.txt': `${lines.join('\n')}\n` },
      policy: { extends: 'builtin:standard', command: { default: 'allow' }, limits: { timeout: '10m' } },
      script: [
        call('read_file', { path: 'big.txt' }),
        call('read_file', { path: 'big.txt', offset: 2 }),
        call('execute_command', { command: 'sleep 300' }),
        complete(),
      ],
    });
    const out = path.join(full, 'run');
    const run = nightshift('run', fx.taskFile, '--out', out, '--no-pr');
    expect(run.code, run.stderr).toBe(1);
    const reasons = run.stderr.split('\n').filter((l) => l.includes('cannot write the audit log'));
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(
      /^ {2}error: cannot write the audit log .*audit\.jsonl \(ENOSPC: no space left on device\); the log ends before/,
    );
    expect(run.stderr).toContain('error (audit_write_failed), exit 1');
    const audit = path.join(out, 'audit.jsonl');
    expect(verifyAuditLog(audit)).toMatchObject({ ok: true, finished: false });
    expect(readFileSync(audit, 'utf8')).not.toContain('sleep 300');
    const verify = nightshift('audit', 'verify', audit);
    expect(verify.code).toBe(0);
    expect(verify.stdout).toContain('the log ended early');
    rmSync(out, { recursive: true, force: true });
  }, 120_000);

  it('a write that fails while the model is being asked aborts the request at once, not at the run timeout', async () => {
    let aborted = false;
    // A model that never answers; its retry report is the write that does not fit.
    const provider: ModelProvider = {
      id: 'test:hanging',
      complete: (_request, signal, onEvent) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => ((aborted = true), reject(signal.reason as Error)), {
            once: true,
          });
          setTimeout(() => {
            try {
              onEvent?.({ type: 'model.retry', attempt: 1, error: 'x'.repeat(200_000), delayMs: 1000 });
            } catch {
              // A provider may swallow its callback's error and keep waiting: the abort still comes.
            }
          }, 50);
        }),
    };
    const fx = makeFixture({ script: [] });
    const outDir = path.join(full, 'model');
    const started = Date.now();
    const result = await runTask({ taskFile: fx.taskFile, outDir, provider, limits: { timeout: 600_000 } });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(aborted).toBe(true);
    expect(result).toMatchObject({ status: 'error', exitReason: 'audit_write_failed', exitCode: 1 });
    expect(verifyAuditLog(result.auditLog)).toMatchObject({ ok: true, finished: false });
    rmSync(outDir, { recursive: true, force: true });
  });

  it('a read-only out dir or workspace is a configuration error (exit 2) naming the directory', () => {
    const fx = makeFixture({ script: [complete()] });
    const roOut = path.join(readonly, 'out');
    const outRun = nightshift('run', fx.taskFile, '--out', roOut);
    expect(outRun.code, outRun.stderr).toBe(2);
    expect(outRun.stderr).toContain(
      `out dir ${roOut} is not writable (EROFS: read-only file system); give a writable directory with --out DIR`,
    );

    // The workspace seen through the read-only bind of its parent.
    const roWorkspace = path.join(readonly, path.relative(base, base), 'ws');
    mkdirSync(path.join(base, 'ws'));
    execFileSync('git', ['init', '--quiet', path.join(base, 'ws')]);
    const wsRun = nightshift('run', fx.taskFile, '--workspace', roWorkspace, '--out', path.join(base, 'out'));
    expect(wsRun.code, wsRun.stderr).toBe(2);
    expect(wsRun.stderr).toMatch(
      new RegExp(
        `workspace ${roWorkspace}.* is not writable \\(EROFS: read-only file system\\); .*--out DIR`,
      ),
    );
  });
});
