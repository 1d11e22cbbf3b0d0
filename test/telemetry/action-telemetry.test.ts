import { afterEach, describe, expect, it } from 'vitest';
import { startAction } from '../support/action-process.ts';
import { startCollector, type Collector } from '../support/otlp-collector.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

let collector: Collector | undefined;
afterEach(async () => {
  await collector?.close();
  collector = undefined;
});

describe('telemetry in the action', () => {
  it("exports with the step's OTEL_* environment; the collector key is in no log line", async () => {
    collector = await startCollector();
    const key = 'hc-team-key-31c0ffee';
    const fx = makeFixture({
      files: { 'a.txt': 'a\n' },
      script: [call('read_file', { path: 'a.txt' }), complete()],
    });
    const action = startAction({
      workspace: fx.workspace,
      inputs: { 'task-file': fx.taskFile },
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_EXPORTER_OTLP_HEADERS: `x-honeycomb-team=${key}`,
        OTEL_RESOURCE_ATTRIBUTES: 'cicd.pipeline.run.id=4242',
      },
    });
    const exit = await action.exited;
    expect(exit.code, action.stderr()).toBe(0);
    const root = collector.spans.find((s) => s.parentSpanId === '');
    expect(root?.name).toBe('invoke_agent nightshift');
    expect(root?.resource['cicd.pipeline.run.id']).toBe('4242');
    expect(collector.spans.map((s) => s.name)).toContain('execute_tool read_file');
    expect(collector.requests.every((r) => r.headers['x-honeycomb-team'] === key)).toBe(true);
    // `::add-mask::` is the runner's masking command, which it consumes and never shows.
    const lines = (action.stdout() + action.stderr() + action.summary()).split('\n');
    expect(lines.filter((l) => l.includes(key) && !l.startsWith('::add-mask::'))).toEqual([]);
  });
});
