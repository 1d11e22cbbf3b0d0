/**
 * The metrics a run exports (docs/telemetry.md). The gen_ai.* ones follow the OpenTelemetry GenAI
 * semantic conventions, bucket boundaries included; the nightshift.* ones have no convention.
 */
export const INSTRUMENTS = {
  'gen_ai.client.token.usage': {
    kind: 'histogram',
    unit: '{token}',
    description: 'Tokens per model request, by gen_ai.token.type (input counts cached tokens too)',
    boundaries: [1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304, 16777216, 67108864],
  },
  'gen_ai.client.operation.duration': {
    kind: 'histogram',
    unit: 's',
    description: 'Duration of each model request, retries included',
    boundaries: [0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92],
  },
  'nightshift.tokens': {
    kind: 'counter',
    unit: '{token}',
    description: 'Tokens by nightshift.token.type: input (not cached), output, cache_read, cache_write',
  },
  'nightshift.cost': { kind: 'counter', unit: 'USD', description: 'Model cost in US dollars' },
  'nightshift.tool.calls': {
    kind: 'counter',
    unit: '{call}',
    description: 'Tool calls by gen_ai.tool.name and nightshift.tool.outcome (ok, failed, denied, rejected)',
  },
  'nightshift.tool.denials': {
    kind: 'counter',
    unit: '{call}',
    description: 'Tool calls the policy denied, by gen_ai.tool.name and nightshift.policy.rule',
  },
  'nightshift.run.duration': {
    kind: 'histogram',
    unit: 's',
    description: 'Duration of each run, by nightshift.run.status and nightshift.exit_reason',
    boundaries: [1, 5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200],
  },
} as const satisfies Record<
  string,
  { kind: 'counter' | 'histogram'; unit: string; description: string; boundaries?: readonly number[] }
>;

export type InstrumentName = keyof typeof INSTRUMENTS;
