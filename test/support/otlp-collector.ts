import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/**
 * A loopback OTLP/HTTP collector: decodes what the real OpenTelemetry exporters POST to
 * /v1/traces and /v1/metrics (OTLP JSON encoding, optionally gzip) into plain spans and metric
 * points. `mode` makes it answer 500 or never answer, as a broken collector would.
 */
export interface CollectedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  kind: number;
  startMs: number;
  endMs: number;
  attributes: Record<string, unknown>;
  events: { name: string; attributes: Record<string, unknown> }[];
  status: { code: number; message?: string };
  resource: Record<string, unknown>;
}

export interface CollectedPoint {
  metric: string;
  unit: string;
  attributes: Record<string, unknown>;
  /** Counters: the sum; histograms: the sum of the recorded values. */
  value: number;
  /** Histograms only: how many values were recorded. */
  count?: number;
}

export interface Collector {
  url: string;
  mode: 'ok' | 'fail' | 'hang';
  requests: { path: string; headers: IncomingHttpHeaders; body: string }[];
  spans: CollectedSpan[];
  points: CollectedPoint[];
  close(): Promise<void>;
}

type AnyValue = {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: number | string;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
};
type KeyValue = { key: string; value: AnyValue };

function value(v: AnyValue): unknown {
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.boolValue !== undefined) return v.boolValue;
  if (v.intValue !== undefined) return Number(v.intValue);
  if (v.doubleValue !== undefined) return v.doubleValue;
  if (v.arrayValue) return (v.arrayValue.values ?? []).map(value);
  return undefined;
}

const attributes = (list: KeyValue[] | undefined) =>
  Object.fromEntries((list ?? []).map((kv) => [kv.key, value(kv.value)]));
const nanosToMs = (n: string | number) => Number(BigInt(n) / 1000n) / 1000;

export async function startCollector(mode: Collector['mode'] = 'ok'): Promise<Collector> {
  const held: import('node:http').ServerResponse[] = [];
  const collector: Collector = {
    url: '',
    mode,
    requests: [],
    spans: [],
    points: [],
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let raw = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
      const body = raw.toString('utf8');
      collector.requests.push({ path: req.url ?? '', headers: req.headers, body });
      if (collector.mode === 'hang') {
        held.push(res);
        return;
      }
      if (collector.mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":13,"message":"broken"}');
        return;
      }
      if (req.headers['content-type'] !== 'application/json') {
        res.writeHead(415).end();
        return;
      }
      const decoded = JSON.parse(body) as Record<string, unknown>;
      if (req.url === '/v1/traces') decodeTraces(decoded, collector.spans);
      else if (req.url === '/v1/metrics') decodeMetrics(decoded, collector.points);
      else {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  collector.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return collector;
}

interface ResourceSpans {
  resource?: { attributes?: KeyValue[] };
  scopeSpans?: {
    spans?: {
      name: string;
      traceId: string;
      spanId: string;
      parentSpanId?: string;
      kind: number;
      startTimeUnixNano: string;
      endTimeUnixNano: string;
      attributes?: KeyValue[];
      events?: { name: string; attributes?: KeyValue[] }[];
      status?: { code?: number; message?: string };
    }[];
  }[];
}

function decodeTraces(body: Record<string, unknown>, into: CollectedSpan[]): void {
  for (const rs of (body.resourceSpans ?? []) as ResourceSpans[]) {
    const resource = attributes(rs.resource?.attributes);
    for (const ss of rs.scopeSpans ?? [])
      for (const s of ss.spans ?? [])
        into.push({
          name: s.name,
          traceId: s.traceId,
          spanId: s.spanId,
          parentSpanId: s.parentSpanId ?? '',
          kind: s.kind,
          startMs: nanosToMs(s.startTimeUnixNano),
          endMs: nanosToMs(s.endTimeUnixNano),
          attributes: attributes(s.attributes),
          events: (s.events ?? []).map((e) => ({ name: e.name, attributes: attributes(e.attributes) })),
          status: { code: s.status?.code ?? 0, ...(s.status?.message ? { message: s.status.message } : {}) },
          resource,
        });
  }
}

type DataPoint = {
  attributes?: KeyValue[];
  asInt?: number | string;
  asDouble?: number;
  sum?: number;
  count?: number | string;
};
interface ResourceMetrics {
  scopeMetrics?: {
    metrics?: {
      name: string;
      unit?: string;
      sum?: { dataPoints?: DataPoint[] };
      histogram?: { dataPoints?: DataPoint[] };
    }[];
  }[];
}

function decodeMetrics(body: Record<string, unknown>, into: CollectedPoint[]): void {
  for (const rm of (body.resourceMetrics ?? []) as ResourceMetrics[])
    for (const sm of rm.scopeMetrics ?? [])
      for (const m of sm.metrics ?? []) {
        for (const p of m.sum?.dataPoints ?? [])
          into.push({
            metric: m.name,
            unit: m.unit ?? '',
            attributes: attributes(p.attributes),
            value: p.asDouble ?? Number(p.asInt ?? 0),
          });
        for (const p of m.histogram?.dataPoints ?? [])
          into.push({
            metric: m.name,
            unit: m.unit ?? '',
            attributes: attributes(p.attributes),
            value: p.sum ?? 0,
            count: Number(p.count ?? 0),
          });
      }
}
