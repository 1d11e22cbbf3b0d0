// Prompt size and cache-friendliness: bytes of tool definitions per request in code mode, and
// over a scripted 30-turn run against the loopback model server, how much of each request is an
// unchanged prefix of the previous one (what prompt caching can reuse).
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { toAnthropicParams } from '../src/model/convert-anthropic.ts';
import { toOpenAIParams } from '../src/model/convert-openai.ts';
import { createProvider } from '../src/model/create-provider.ts';
import type { Message, ModelRequest, ToolDefinition } from '../src/model/types.ts';
import { startModelServer } from '../test/support/model-server.ts';
import { stats, type BenchRow } from './types.ts';

const TOOL_BYTES_MAX = 16 * 1024;
const PREFIX_SHARE_MIN = 0.9;
const TURNS = 30;

/** Bytes of the `tools` array each provider sends, exactly as serialized in the request body. */
export function measureToolBytes(defs: ToolDefinition[]): { anthropic: number; openai: number } {
  const request: ModelRequest = { turn: 1, system: '', messages: [], tools: defs, maxOutputTokens: 1 };
  const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v ?? []));
  return {
    anthropic: bytes(toAnthropicParams('m', request).tools),
    openai: bytes(toOpenAIParams('m', request, false).tools),
  };
}

/**
 * For each request after the first: the share of its bytes that is a common prefix with the
 * previous request. Anthropic's moving cache_control marker is removed first: breakpoints mark
 * where to cache, they are not part of the cached content.
 */
export function measurePrefixStability(requests: readonly string[]): {
  share: number[];
  notRepeated: number[];
} {
  const norm = requests.map((r) =>
    Buffer.from(JSON.stringify(JSON.parse(r, (k, v: unknown) => (k === 'cache_control' ? undefined : v)))),
  );
  const pairs = norm.slice(1).map((cur, i) => ({ prev: norm[i] ?? Buffer.alloc(0), cur }));
  return {
    /** Of each request, the share that repeats the previous one. */
    share: pairs.map(({ prev, cur }) => commonPrefix(prev, cur) / cur.length),
    /** Bytes of each previous request not found unchanged at the start of the next. */
    notRepeated: pairs.map(({ prev, cur }) => prev.length - commonPrefix(prev, cur)),
  };
}

function commonPrefix(x: Buffer, y: Buffer): number {
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

/** Deterministic file-like tool output of 10–39 lines (~0.4–1.6 KB): a short read, a listing, a search. */
const output = (turn: number) =>
  Array.from(
    { length: 10 + ((turn * 37) % 30) },
    (_, i) => `${String(i + 1).padStart(4)} | const v${turn}_${i} = compute(${i}, "${turn}");`,
  ).join('\n');

/** Drives one provider through a scripted run the way the loop does; returns the raw request bodies. */
async function scriptedRun(
  provider: 'anthropic' | 'openai',
  system: string,
  tools: ToolDefinition[],
): Promise<string[]> {
  const server = await startModelServer();
  try {
    for (let t = 1; t <= TURNS; t++) {
      server.reply({
        text: `Step ${t}.`,
        toolCalls: [{ name: 'read_file', args: { path: `src/file${t}.ts` } }],
      });
    }
    const p = createProvider(
      { provider, name: provider === 'anthropic' ? 'claude-haiku-4-5' : 'gpt-4.1', max_output_tokens: 8192 },
      {},
      { apiKey: 'bench', baseUrl: provider === 'anthropic' ? server.url : server.openaiUrl },
    );
    const messages: Message[] = [
      { role: 'user', content: '<task>\nReplace fs.exists with fs.promises.access.\n</task>' },
    ];
    const signal = new AbortController().signal;
    for (let turn = 1; turn <= TURNS; turn++) {
      const r = await p.complete({ turn, system, messages, tools, maxOutputTokens: 8192 }, signal);
      messages.push({ role: 'assistant', text: r.text, toolCalls: r.toolCalls });
      for (const c of r.toolCalls)
        messages.push({ role: 'tool', callId: c.id, name: c.name, output: output(turn), isError: false });
    }
    return server.requests.map((r) => r.raw);
  } finally {
    await server.close();
  }
}

/** The code-mode system prompt and tools, from the registry and the built-in standard policy. */
async function codeMode(): Promise<{ system: string; tools: ToolDefinition[] }> {
  const registry = (await import('../src/tools/registry.ts')) as {
    toolDefinitionsFor?: (mode: string) => ToolDefinition[];
  };
  if (!registry.toolDefinitionsFor)
    throw new Error('src/tools/registry.ts does not export toolDefinitionsFor(modeSlug) yet');
  const tools = registry.toolDefinitionsFor('code');
  const { BUILTIN_MODES } = await import('../src/tools/modes.ts');
  const { loadPolicy } = await import('../src/policy/load-policy.ts');
  const { buildSystemPrompt } = await import('../src/run/system-prompt.ts');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const code = BUILTIN_MODES.find((m) => m.slug === 'code');
  if (!code) throw new Error('no built-in code mode');
  const system = buildSystemPrompt({
    mode: code,
    modes: BUILTIN_MODES,
    workspace: { path: '/workspace', os: 'linux x64', shell: '/bin/sh', branch: 'main' },
    instructions: [],
    policy: loadPolicy('builtin:standard', root),
    toolNames: tools.map((t) => t.name),
  });
  return { system, tools };
}

export async function run(): Promise<BenchRow[]> {
  const { system, tools } = await codeMode();
  return measurePrompt(system, tools);
}

/** The rows for any system prompt and tool set (run() uses code mode's). */
export async function measurePrompt(system: string, tools: ToolDefinition[]): Promise<BenchRow[]> {
  const bytes = measureToolBytes(tools);
  const rows: BenchRow[] = (['anthropic', 'openai'] as const).map((p) => ({
    name: `prompt: tool definitions per request, code mode, ${p} (bytes, ${tools.length} tools)`,
    median: bytes[p],
    p95: bytes[p],
    target: `≤ ${TOOL_BYTES_MAX} bytes (Roo Code sends ~22 KB)`,
    pass: bytes[p] <= TOOL_BYTES_MAX,
  }));
  for (const p of ['anthropic', 'openai'] as const) {
    const { share, notRepeated } = measurePrefixStability(await scriptedRun(p, system, tools));
    // share[i] is request i+2 against request i+1: from turn 3 on is slice(1).
    const fromTurn3 = share.slice(1).map((x) => x * 100);
    rows.push({
      name: `prompt: unchanged prefix of the previous request, ${p}, ${TURNS}-turn scripted run, tool outputs 0.4–1.6 KB (% of bytes; p95 column = minimum)`,
      median: stats(fromTurn3).median,
      p95: Math.min(...fromTurn3),
      target: `≥ ${PREFIX_SHARE_MIN * 100}% on every request from turn 3`,
      pass: fromTurn3.every((x) => x >= PREFIX_SHARE_MIN * 100),
    });
    // Append-only: only what follows the last message (closing brackets, `stream` options) may differ.
    const worst = Math.max(...notRepeated);
    rows.push({
      name: `prompt: bytes of the previous request not repeated at the start of the next, ${p} (maximum over the run)`,
      median: stats(notRepeated).median,
      p95: worst,
      target: '≤ 64 bytes on every request (nothing earlier is rewritten)',
      pass: worst <= 64,
    });
  }
  return rows;
}
