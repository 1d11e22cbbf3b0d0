import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCollector, type Collector } from '../support/otlp-collector.ts';
import { uniqueSleep } from '../support/processes.ts';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';

const PRELOAD = path.join(ROOT, 'test/support/loaded-packages.mjs');

let collectors: Collector[] = [];
afterEach(async () => {
  await Promise.all(collectors.map((c) => c.close()));
  collectors = [];
});

/** `nightshift run TASK --json` as a real process, with `env` as its whole environment. */
function start(taskFile: string, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', PRELOAD, CLI, 'run', taskFile, '--json', '--no-pr'],
    { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } },
  );
  let stdout = '';
  let stderr = '';
  const events: Record<string, unknown>[] = [];
  const waiters: { test: (e: Record<string, unknown>) => boolean; resolve: () => void }[] = [];
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
    const lines = stdout.split('\n');
    stdout = lines.pop() ?? '';
    for (const line of lines) {
      const event = JSON.parse(line) as Record<string, unknown>;
      events.push(event);
      for (const w of waiters) if (w.test(event)) w.resolve();
    }
  });
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    child,
    events,
    exited,
    stderr: () => stderr,
    /** The OpenTelemetry packages the process had loaded when it exited. */
    loaded: () => /loaded_otel=(.*)/.exec(stderr)?.[1]?.split(',').filter(Boolean) ?? [],
    reached: (test: (e: Record<string, unknown>) => boolean) =>
      new Promise<void>((resolve) => waiters.push({ test, resolve })),
  };
}

describe('telemetry in the CLI', () => {
  it('off: no OpenTelemetry package is loaded and no request is made; on: both happen', async () => {
    const collector = await startCollector();
    collectors.push(collector);
    const fx = () =>
      makeFixture({ files: { 'a.txt': 'a\n' }, script: [call('read_file', { path: 'a.txt' }), complete()] });

    // Settings that name no endpoint do not turn telemetry on.
    const off = start(fx().taskFile, { OTEL_SERVICE_NAME: 'x', OTEL_RESOURCE_ATTRIBUTES: 'a=b' });
    expect(await off.exited).toBe(0);
    expect(off.loaded()).toEqual([]);
    expect(off.stderr()).toContain('loaded_otel=');
    expect(collector.requests).toEqual([]);

    const on = start(fx().taskFile, { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
    expect(await on.exited).toBe(0);
    expect(on.loaded()).toEqual(
      expect.arrayContaining(['@opentelemetry/sdk-trace-base', '@opentelemetry/exporter-trace-otlp-http']),
    );
    expect(collector.spans.map((s) => s.name)).toContain('execute_tool read_file');
  });

  it('a cancelled run still exports its trace: the run span says cancelled, the killed command call failed', async () => {
    const collector = await startCollector();
    collectors.push(collector);
    const fx = makeFixture({
      policy: { extends: 'builtin:standard', command: { default: 'allow' } },
      script: [call('execute_command', { command: `sleep ${uniqueSleep()}` }), complete()],
    });
    const run = start(fx.taskFile, {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=collector-secret-42',
    });
    await run.reached((e) => e.type === 'tool.decision');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(130);
    const root = collector.spans.find((s) => s.parentSpanId === '');
    expect(root?.attributes).toMatchObject({
      'nightshift.run.status': 'cancelled',
      'nightshift.exit_code': 130,
    });
    expect(root?.status).toEqual({ code: 2, message: 'cancelled' });
    const command = collector.spans.find((s) => s.name === 'execute_tool execute_command');
    // The cancel killed the command: its call ended as the audit log records it.
    expect(command?.attributes).toMatchObject({
      'nightshift.tool.outcome': 'failed',
      'nightshift.sandbox.exit_cause': 'cancelled',
    });
    expect(command?.status.code).toBe(2);
    expect(command?.parentSpanId).toBe(collector.spans.find((s) => s.name === 'turn')?.spanId);
    expect(collector.points.find((p) => p.metric === 'nightshift.run.duration')?.attributes).toMatchObject({
      'nightshift.run.status': 'cancelled',
    });
    expect(collector.requests[0]?.headers['x-api-key']).toBe('collector-secret-42');
    expect(run.stderr() + JSON.stringify(run.events)).not.toContain('collector-secret-42');
  });
});
