import { clip } from './content.ts';
import type { InstrumentName } from './instruments.ts';

export type AttributeValue = string | number | boolean | string[];
export type Attributes = Record<string, AttributeValue>;
export type Payload = Readonly<Record<string, unknown>>;

/** A metric value to record. */
export interface MetricValue {
  instrument: InstrumentName;
  value: number;
  attributes: Attributes;
}

/** What the run span says when it starts (run.started). */
export function runStartAttributes(e: Payload, runId: string, model: Attributes): Attributes {
  const policy = (e.policy ?? {}) as Payload;
  const sandbox = (e.sandbox ?? {}) as Payload;
  return {
    'gen_ai.operation.name': 'invoke_agent',
    'gen_ai.agent.name': 'nightshift',
    'gen_ai.conversation.id': runId,
    'gen_ai.provider.name': str(model['gen_ai.provider.name']),
    'gen_ai.request.model': str(model['gen_ai.request.model']),
    'nightshift.run.id': runId,
    'nightshift.task.title': clip(str(e.title)),
    'nightshift.mode': str(e.mode),
    'nightshift.policy.source': str(policy.source),
    'nightshift.policy.sha256': str(policy.sha256),
    ...(typeof sandbox.backend === 'string' ? { 'nightshift.sandbox.backend': sandbox.backend } : {}),
    ...(typeof e.git_base === 'string' ? { 'nightshift.git.base': e.git_base } : {}),
    'nightshift.version': str(e.nightshift_version),
  };
}

/** What the run span says when it ends (run.finished): outcome and totals. */
export function runEndAttributes(e: Payload, includeContent: boolean): Attributes {
  const totals = (e.totals ?? {}) as Payload;
  const status = str(e.status);
  const cached = num(totals.cache_read_tokens) + num(totals.cache_write_tokens);
  return {
    'nightshift.run.status': status,
    'nightshift.exit_reason': str(e.exit_reason),
    'nightshift.exit_code': num(e.exit_code),
    'nightshift.turns': num(totals.turns),
    'nightshift.tool_calls': num(totals.tool_calls),
    'nightshift.tool_calls.rejected': num(totals.rejected),
    'nightshift.tool_calls.denied': num(totals.denied),
    'gen_ai.usage.input_tokens': num(totals.input_tokens) + cached,
    'gen_ai.usage.output_tokens': num(totals.output_tokens),
    'gen_ai.usage.cache_read.input_tokens': num(totals.cache_read_tokens),
    'gen_ai.usage.cache_creation.input_tokens': num(totals.cache_write_tokens),
    'nightshift.cost_usd': num(totals.cost_usd),
    ...(status === 'completed' ? {} : { 'error.type': str(e.exit_reason) }),
    ...(includeContent && typeof e.detail === 'string' ? { 'nightshift.detail': clip(e.detail) } : {}),
  };
}

/** The usage of one model response (model.response) as chat span attributes and metric values. */
export function usage(e: Payload, model: Attributes): { attributes: Attributes; values: MetricValue[] } {
  const u = (e.usage ?? {}) as Payload;
  const [input, output, cacheRead, cacheWrite] = [u.input, u.output, u.cache_read, u.cache_write].map(
    num,
  ) as [number, number, number, number];
  // The conventions count cached tokens as input; nightshift's `input` leaves them out.
  const allInput = input + cacheRead + cacheWrite;
  const value = (instrument: InstrumentName, v: number, more: Attributes = {}): MetricValue => ({
    instrument,
    value: v,
    attributes: { ...model, ...more },
  });
  return {
    attributes: {
      'gen_ai.response.finish_reasons': [str(e.stop_reason)],
      'gen_ai.usage.input_tokens': allInput,
      'gen_ai.usage.output_tokens': output,
      'gen_ai.usage.cache_read.input_tokens': cacheRead,
      'gen_ai.usage.cache_creation.input_tokens': cacheWrite,
      'nightshift.cost_usd': num(e.cost_usd),
    },
    values: [
      value('gen_ai.client.token.usage', allInput, { 'gen_ai.token.type': 'input' }),
      value('gen_ai.client.token.usage', output, { 'gen_ai.token.type': 'output' }),
      value('gen_ai.client.operation.duration', num(e.latency_ms) / 1000),
      ...(
        [
          ['input', input],
          ['output', output],
          ['cache_read', cacheRead],
          ['cache_write', cacheWrite],
        ] as const
      ).map(([type, v]) => value('nightshift.tokens', v, { 'nightshift.token.type': type })),
      value('nightshift.cost', num(e.cost_usd)),
    ],
  };
}

export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
export const str = (v: unknown): string =>
  typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v);
