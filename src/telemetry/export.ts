import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Counter,
  type Histogram,
  type Span,
} from '@opentelemetry/api';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { VERSION } from '../version.ts';
import { INSTRUMENTS, type InstrumentName } from './instruments.ts';
import type { TelemetryOp } from './map-events.ts';
import type { TelemetrySettings } from './settings.ts';

/** The I/O half of telemetry: applies mapped operations to the OpenTelemetry SDK, which exports. */
export interface TelemetryExporter {
  apply(ops: readonly TelemetryOp[]): void;
  /** Exports what is left, within the settings' timeout; never rejects. */
  close(): Promise<void>;
}

/**
 * Loaded with import() only when telemetry is on: a run without it never parses the SDK.
 * Failed exports become warnings (`warn`), at most one per signal and kind of failure; nothing
 * here can fail the run.
 */
export function createExporter(
  settings: TelemetrySettings,
  warn: (message: string) => void,
): TelemetryExporter {
  const resource = defaultResource().merge(resourceFromAttributes(settings.resource));
  const options = { headers: settings.headers, timeoutMillis: settings.timeoutMs };
  const warned = new Set<string>();
  const report = (signal: string) => (result: ExportResult) => {
    if (result.code === ExportResultCode.SUCCESS) return;
    const message = `telemetry: ${signal} export failed: ${describe(result.error)}`;
    if (warned.has(message)) return;
    warned.add(message);
    warn(message);
  };

  let tracer: BasicTracerProvider | undefined;
  if (settings.tracesUrl) {
    const exporter = new OTLPTraceExporter({ ...options, url: settings.tracesUrl });
    watch(exporter, report('trace'));
    tracer = new BasicTracerProvider({
      resource,
      spanProcessors: [new BatchSpanProcessor(exporter, { exportTimeoutMillis: settings.timeoutMs })],
    });
  }
  let meter: MeterProvider | undefined;
  const instruments = new Map<InstrumentName, Counter | Histogram>();
  if (settings.metricsUrl) {
    const exporter = new OTLPMetricExporter({ ...options, url: settings.metricsUrl });
    watch(exporter, report('metric'));
    meter = new MeterProvider({
      resource,
      // One run is short: the values go out when it closes, or every minute in a long one.
      readers: [
        new PeriodicExportingMetricReader({
          exporter,
          exportIntervalMillis: 60_000,
          exportTimeoutMillis: settings.timeoutMs,
        }),
      ],
    });
    const m = meter.getMeter('nightshift', VERSION);
    for (const [name, spec] of Object.entries(INSTRUMENTS) as [
      InstrumentName,
      (typeof INSTRUMENTS)[InstrumentName],
    ][]) {
      instruments.set(
        name,
        spec.kind === 'counter'
          ? m.createCounter(name, { unit: spec.unit, description: spec.description })
          : m.createHistogram(name, {
              unit: spec.unit,
              description: spec.description,
              advice: {
                explicitBucketBoundaries: [...(spec as { boundaries: readonly number[] }).boundaries],
              },
            }),
      );
    }
  }

  const t = tracer?.getTracer('nightshift', VERSION);
  const spans = new Map<number, Span>();
  return {
    apply(ops) {
      for (const op of ops) {
        if (op.op === 'record') {
          const instrument = instruments.get(op.instrument);
          if (instrument && 'add' in instrument) instrument.add(op.value, op.attributes);
          else instrument?.record(op.value, op.attributes);
          continue;
        }
        if (!t) continue;
        if (op.op === 'start') {
          const parent = op.parent === undefined ? undefined : spans.get(op.parent);
          const ctx = parent ? trace.setSpan(ROOT_CONTEXT, parent) : ROOT_CONTEXT;
          const kind = op.kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL;
          spans.set(
            op.span,
            t.startSpan(op.name, { kind, startTime: op.time, attributes: op.attributes }, ctx),
          );
          continue;
        }
        const span = spans.get(op.span);
        if (!span) continue;
        if (op.op === 'event') {
          span.addEvent(op.name, op.attributes, op.time);
          continue;
        }
        if (op.name) span.updateName(op.name);
        if (op.attributes) span.setAttributes(op.attributes);
        span.setStatus(
          op.error ? { code: SpanStatusCode.ERROR, message: op.error } : { code: SpanStatusCode.OK },
        );
        span.end(op.time);
        spans.delete(op.span);
      }
    },
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const flushed = Promise.allSettled([tracer?.shutdown(), meter?.shutdown()]);
      // The exporters abort their requests at the timeout; this bounds retries and a stuck shutdown.
      const bound = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), settings.timeoutMs + 1000);
      });
      const outcome = await Promise.race([flushed, bound]);
      clearTimeout(timer);
      if (outcome === 'timeout')
        warn(`telemetry: export did not finish within ${settings.timeoutMs + 1000} ms; the rest is dropped`);
    },
  };
}

/** Reports each export's outcome; the exporter itself logs nothing (no diag logger is set). */
function watch<T>(
  exporter: { export(items: T, done: (result: ExportResult) => void): void },
  onResult: (result: ExportResult) => void,
): void {
  const original = exporter.export.bind(exporter);
  exporter.export = (items, done) =>
    original(items, (result) => {
      onResult(result);
      done(result);
    });
}

/** The status and reason, without the response body: a collector's body is not ours to print. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' ? `HTTP ${code} ${error.message}` : error.message;
}
