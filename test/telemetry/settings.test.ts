import { describe, expect, it } from 'vitest';
import { taskSchema } from '../../src/config/task.ts';
import { parseKeyValues, resolveTelemetry } from '../../src/telemetry/settings.ts';

const block = (telemetry: Record<string, unknown>) =>
  taskSchema.parse({ version: 1, title: 't', prompt: 'p', telemetry }).telemetry;

describe('resolveTelemetry', () => {
  it('is off without a block and without an endpoint variable, whatever else is set', () => {
    expect(resolveTelemetry(undefined, {})).toEqual({ problems: [] });
    expect(
      resolveTelemetry(undefined, {
        OTEL_SERVICE_NAME: 'x',
        OTEL_EXPORTER_OTLP_HEADERS: 'a=b',
        OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: 'true',
      }).settings,
    ).toBeUndefined();
  });

  it('appends the signal paths to OTEL_EXPORTER_OTLP_ENDPOINT and uses signal endpoints as they are', () => {
    expect(
      resolveTelemetry(undefined, { OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example.com/base/' }).settings,
    ).toMatchObject({
      tracesUrl: 'https://otel.example.com/base/v1/traces',
      metricsUrl: 'https://otel.example.com/base/v1/metrics',
    });
    const only = resolveTelemetry(undefined, {
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/custom',
    }).settings;
    expect(only?.tracesUrl).toBe('http://127.0.0.1:4318/custom');
    expect(only?.metricsUrl).toBeUndefined();
    expect(
      resolveTelemetry(undefined, {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://a:4318',
        OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: 'http://b:9090/m',
      }).settings,
    ).toMatchObject({ tracesUrl: 'http://a:4318/v1/traces', metricsUrl: 'http://b:9090/m' });
  });

  it('a block wins over the variables; alone it exports to the OTLP default endpoint', () => {
    expect(resolveTelemetry(block({}), {}).settings).toMatchObject({
      tracesUrl: 'http://localhost:4318/v1/traces',
      metricsUrl: 'http://localhost:4318/v1/metrics',
    });
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://env:4318', OTEL_SERVICE_NAME: 'from-env' };
    expect(
      resolveTelemetry(block({ endpoint: 'http://task:4318', service_name: 'from-task' }), env).settings,
    ).toMatchObject({
      tracesUrl: 'http://task:4318/v1/traces',
      resource: { 'service.name': 'from-task' },
    });
    expect(resolveTelemetry(block({ metrics: false }), env).settings).toMatchObject({
      tracesUrl: 'http://env:4318/v1/traces',
    });
    expect(resolveTelemetry(block({ metrics: false }), env).settings?.metricsUrl).toBeUndefined();
  });

  it.each([
    ['OTEL_SDK_DISABLED=true', undefined, { OTEL_SDK_DISABLED: 'TRUE' }],
    ['enabled: false', block({ enabled: false }), {}],
    ['both exporters none', undefined, { OTEL_TRACES_EXPORTER: 'none', OTEL_METRICS_EXPORTER: 'none' }],
    ['a block and OTEL_SDK_DISABLED', block({ endpoint: 'http://x:1' }), { OTEL_SDK_DISABLED: 'true' }],
  ])('off: %s', (_, b, extra) => {
    expect(
      resolveTelemetry(b, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', ...extra }).settings,
    ).toBeUndefined();
  });

  it('merges headers: general, then per signal, then the task (with ${VAR} expanded)', () => {
    const settings = resolveTelemetry(block({ headers: { 'x-team': 'T-${TEAM_KEY}' } }), {
      OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20abc,x-team=env',
      OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'x-trace=1',
      TEAM_KEY: 'k9',
    }).settings;
    expect(settings?.headers).toEqual({ authorization: 'Bearer abc', 'x-team': 'T-k9', 'x-trace': '1' });
  });

  it('names the setting of every problem and never prints a header value', () => {
    const problems = (b: ReturnType<typeof block>, env: Record<string, string>) =>
      resolveTelemetry(b, env).problems;
    const secret = 'hunter2-very-secret';
    const bad = problems(undefined, {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
      OTEL_EXPORTER_OTLP_HEADERS: `authorization=Bearer ${secret},${secret}`,
    });
    expect(bad).toEqual([{ message: 'OTEL_EXPORTER_OTLP_HEADERS: entry 2 is not key=value' }]);
    expect(problems(block({ headers: { auth: '${NOT_SET_ANYWHERE}' } }), {})).toEqual([
      { at: ['telemetry', 'headers', 'auth'], message: 'environment variable NOT_SET_ANYWHERE is not set' },
    ]);
    expect(problems(block({ endpoint: `https://user:${secret}@otel.example.com` }), {})).toEqual([
      {
        at: ['telemetry', 'endpoint'],
        message: expect.stringMatching(/credentials in the URL are refused/) as unknown,
      },
    ]);
    expect(
      JSON.stringify(problems(block({ endpoint: `https://user:${secret}@otel.example.com` }), {})),
    ).not.toContain(secret);
    expect(problems(undefined, { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'localhost:4318' })).toEqual([
      {
        message: expect.stringMatching(
          /^OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: localhost: is not supported/,
        ) as unknown,
      },
    ]);
    expect(problems(block({ traces_endpoint: 'not a url' }), {})[0]).toMatchObject({
      at: ['telemetry', 'traces_endpoint'],
    });
    expect(problems(block({}), { OTEL_EXPORTER_OTLP_TIMEOUT: '10s' })[0]?.message).toMatch(
      /^OTEL_EXPORTER_OTLP_TIMEOUT/,
    );
    expect(problems(block({}), { OTEL_RESOURCE_ATTRIBUTES: 'a=%E0%A4%A' })[0]?.message).toBe(
      'OTEL_RESOURCE_ATTRIBUTES: entry 1 is not key=value',
    );
  });

  it('resource: service.name from the task, else OTEL_SERVICE_NAME, else the attributes, else nightshift', () => {
    const resource = (b: ReturnType<typeof block>, env: Record<string, string>) =>
      resolveTelemetry(b, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:1', ...env }).settings?.resource;
    expect(resource(undefined, {})).toMatchObject({
      'service.name': 'nightshift',
      'service.version': expect.any(String) as unknown,
    });
    expect(resource(undefined, { OTEL_RESOURCE_ATTRIBUTES: 'service.name=attr,env=ci' })).toMatchObject({
      'service.name': 'attr',
      env: 'ci',
    });
    expect(
      resource(undefined, { OTEL_RESOURCE_ATTRIBUTES: 'service.name=attr', OTEL_SERVICE_NAME: 'svc' })?.[
        'service.name'
      ],
    ).toBe('svc');
    expect(
      resource(block({ resource_attributes: { env: 'task' } }), {
        OTEL_RESOURCE_ATTRIBUTES: 'env=ci,x=1',
        OTEL_SERVICE_NAME: 'svc',
      }),
    ).toMatchObject({ 'service.name': 'svc', env: 'task', x: '1' });
  });

  it('content only when asked; the task says last', () => {
    const content = (b: ReturnType<typeof block>, env: Record<string, string>) =>
      resolveTelemetry(b, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:1', ...env }).settings?.includeContent;
    expect(content(undefined, {})).toBe(false);
    expect(content(undefined, { OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: 'true' })).toBe(true);
    expect(
      content(block({ include_content: false }), {
        OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: 'true',
      }),
    ).toBe(false);
    expect(content(block({ include_content: true }), {})).toBe(true);
  });

  it('warns that a protobuf or gRPC protocol setting is not followed', () => {
    const settings = resolveTelemetry(undefined, {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:1',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
    }).settings;
    expect(settings?.warnings).toEqual([expect.stringContaining('http/json')]);
  });

  it('parseKeyValues: percent-decoding, blanks skipped, a key is required', () => {
    expect(parseKeyValues(' a = 1 , ,b=x%3Dy%2Cz')).toEqual({ pairs: { a: '1', b: 'x=y,z' } });
    expect(parseKeyValues('=v')).toEqual({ bad: 1 });
    expect(parseKeyValues('a=1,b')).toEqual({ bad: 2 });
  });
});
