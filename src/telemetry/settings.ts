import type { TelemetryConfig } from '../config/task.ts';
import { expandVars, type EnvSource } from '../mcp/expand.ts';
import { VERSION } from '../version.ts';

/** Where and what a run exports; undefined settings mean telemetry is off. */
export interface TelemetrySettings {
  /** Full OTLP/HTTP URLs; a signal without one is not exported. */
  tracesUrl?: string;
  metricsUrl?: string;
  /** Sent with every export (collector credentials): never logged, redacted everywhere. */
  headers: Record<string, string>;
  /** Resource attributes, `service.name` and `service.version` included. */
  resource: Record<string, string>;
  /** Prompts, responses, tool arguments and outputs are exported only when this is true. */
  includeContent: boolean;
  /** Per export request, and the bound on the final flush. */
  timeoutMs: number;
  /** Said once at the start of the run (a protocol nightshift does not speak, ...). */
  warnings: string[];
}

/** A problem with the settings: `at` is the task field, or undefined for an environment variable. */
export interface TelemetryProblem {
  at?: (string | number)[];
  message: string;
}

const DEFAULT_ENDPOINT = 'http://localhost:4318';
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The run's telemetry from the task's `telemetry:` block and the standard OTEL_* variables (pure).
 * Without a block, telemetry is on only when an OTLP endpoint variable is set; with one, unless it
 * says `enabled: false`. OTEL_SDK_DISABLED=true turns it off whatever the task says.
 */
export function resolveTelemetry(
  block: TelemetryConfig | undefined,
  env: EnvSource,
): { settings?: TelemetrySettings; problems: TelemetryProblem[] } {
  const problems: TelemetryProblem[] = [];
  const set = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  if (set('OTEL_SDK_DISABLED')?.toLowerCase() === 'true' || block?.enabled === false) return { problems };

  const signal = (name: 'traces' | 'metrics'): string | undefined => {
    const upper = name.toUpperCase();
    const own = block?.[`${name}_endpoint`];
    if (own !== undefined) return url(own, [`${name}_endpoint`]);
    const base = block?.endpoint;
    if (base !== undefined) return url(joinPath(base, `v1/${name}`), ['endpoint']);
    const ownVar = set(`OTEL_EXPORTER_OTLP_${upper}_ENDPOINT`);
    if (ownVar) return url(ownVar, undefined, `OTEL_EXPORTER_OTLP_${upper}_ENDPOINT`);
    const baseVar = set('OTEL_EXPORTER_OTLP_ENDPOINT');
    if (baseVar) return url(joinPath(baseVar, `v1/${name}`), undefined, 'OTEL_EXPORTER_OTLP_ENDPOINT');
    return block ? joinPath(DEFAULT_ENDPOINT, `v1/${name}`) : undefined;
  };
  const url = (text: string, at?: (string | number)[], variable?: string): string | undefined => {
    const problem = endpointProblem(text);
    if (!problem) return text;
    const found = at
      ? { at: ['telemetry', ...at], message: problem }
      : { message: `${variable}: ${problem}` };
    // The base endpoint serves both signals: its problem is said once.
    if (!problems.some((p) => JSON.stringify(p) === JSON.stringify(found))) problems.push(found);
    return undefined;
  };
  const off = (name: string) => set(name)?.toLowerCase() === 'none';
  const tracesUrl = block?.traces === false || off('OTEL_TRACES_EXPORTER') ? undefined : signal('traces');
  const metricsUrl = block?.metrics === false || off('OTEL_METRICS_EXPORTER') ? undefined : signal('metrics');

  const headers: Record<string, string> = {};
  for (const variable of [
    'OTEL_EXPORTER_OTLP_HEADERS',
    'OTEL_EXPORTER_OTLP_TRACES_HEADERS',
    'OTEL_EXPORTER_OTLP_METRICS_HEADERS',
  ]) {
    const parsed = parseKeyValues(set(variable) ?? '');
    // The value may be a credential: the problem names the entry's position, never its text.
    if ('bad' in parsed) problems.push({ message: `${variable}: entry ${parsed.bad} is not key=value` });
    else Object.assign(headers, parsed.pairs);
  }
  for (const [name, value] of Object.entries(block?.headers ?? {})) {
    try {
      headers[name] = expandVars(value, env, `telemetry.headers.${name}`);
    } catch (err) {
      problems.push({
        at: ['telemetry', 'headers', name],
        message: (err as Error).message.replace(/^[^:]+: /, ''),
      });
    }
  }

  const fromVar = parseKeyValues(set('OTEL_RESOURCE_ATTRIBUTES') ?? '');
  if ('bad' in fromVar)
    problems.push({ message: `OTEL_RESOURCE_ATTRIBUTES: entry ${fromVar.bad} is not key=value` });
  const resource: Record<string, string> = {
    ...('pairs' in fromVar ? fromVar.pairs : {}),
    ...block?.resource_attributes,
  };
  resource['service.name'] =
    block?.service_name ??
    block?.resource_attributes?.['service.name'] ??
    set('OTEL_SERVICE_NAME') ??
    resource['service.name'] ??
    'nightshift';
  resource['service.version'] ??= VERSION;

  const timeoutText = set('OTEL_EXPORTER_OTLP_TIMEOUT');
  const timeoutMs = timeoutText === undefined ? DEFAULT_TIMEOUT_MS : Number(timeoutText);
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0))
    problems.push({
      message: `OTEL_EXPORTER_OTLP_TIMEOUT: "${timeoutText}" is not a number of milliseconds above 0`,
    });

  const warnings: string[] = [];
  const protocol = set('OTEL_EXPORTER_OTLP_PROTOCOL');
  if (protocol && protocol !== 'http/json')
    warnings.push(
      `OTEL_EXPORTER_OTLP_PROTOCOL=${protocol} is not supported; nightshift exports OTLP/HTTP with JSON bodies (http/json)`,
    );

  const content =
    block?.include_content ??
    set('OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT')?.toLowerCase() === 'true';
  if (problems.length > 0 || (!tracesUrl && !metricsUrl)) return { problems };
  return {
    settings: {
      ...(tracesUrl ? { tracesUrl } : {}),
      ...(metricsUrl ? { metricsUrl } : {}),
      headers,
      resource,
      includeContent: content,
      timeoutMs,
      warnings,
    },
    problems,
  };
}

/**
 * An http(s) URL without credentials: a user:password in the URL would be printed wherever the
 * endpoint is (headers carry credentials, and are never printed).
 */
function endpointProblem(text: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return `not a URL (expected http://HOST:PORT or https://HOST)`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return `${parsed.protocol} is not supported; OTLP/HTTP needs an http:// or https:// URL`;
  if (parsed.username || parsed.password)
    return 'credentials in the URL are refused; put them in the headers (OTEL_EXPORTER_OTLP_HEADERS or telemetry.headers)';
  return undefined;
}

/** The OTLP rule: the signal path is appended to the base endpoint's path. */
function joinPath(base: string, tail: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${tail}`;
}

/**
 * `key1=value1,key2=value2` with percent-encoded values, as OTEL_EXPORTER_OTLP_HEADERS and
 * OTEL_RESOURCE_ATTRIBUTES are written; `bad` is the 1-based position of the first malformed entry.
 */
export function parseKeyValues(text: string): { pairs: Record<string, string> } | { bad: number } {
  const pairs: Record<string, string> = {};
  const entries = text.split(',');
  for (const [i, entry] of entries.entries()) {
    if (entry.trim() === '') continue;
    const eq = entry.indexOf('=');
    const key = eq > 0 ? entry.slice(0, eq).trim() : '';
    if (!key) return { bad: i + 1 };
    try {
      pairs[key] = decodeURIComponent(entry.slice(eq + 1).trim());
    } catch {
      return { bad: i + 1 };
    }
  }
  return { pairs };
}
