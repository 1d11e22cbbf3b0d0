import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { startCollector, type Collector } from '../support/otlp-collector.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * The model holds the run's token and tries every channel a run has to get it out: the names of
 * the files it writes (which git records and pushes), a symbolic link's target, command output
 * split by colour escapes, todos and its completion split by zero-width characters or in another
 * case, and the telemetry those become. A real run: script model, real git, the sandbox the host
 * has, and a real OTLP collector on loopback.
 */
const TOKEN = 'ghs_Exf1lChannelToken0123456789abcdefXY';
const HEX = Buffer.from(TOKEN).toString('hex');
const B64URL = Buffer.from(`n-${TOKEN}`).toString('base64url');
const zw = (s: string) => [...s].join('\u200b');
const swapped = [...TOKEN].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');
const [A, B, C] = [TOKEN.slice(0, 12), TOKEN.slice(12, 27), TOKEN.slice(27)];

/** What a reader sees of a text: colour escapes, NULs and format characters show as nothing. */
// eslint-disable-next-line no-control-regex -- terminal escapes are the point
const shown = (text: string) => text.replace(/\x1b\[[0-?]*[ -/]*[@-~]/g, '').replace(/[\0\p{Cf}]/gu, '');
/** The token, in any case, or its hex, or the base64url it was named by. */
const leaks = (text: string) => {
  const t = shown(text).toLowerCase();
  return [TOKEN, HEX, B64URL.slice(4, -4)].some((form) => t.includes(form.toLowerCase()));
};
/** Every string inside a JSON value: the audit log and the OTLP payloads hold their text escaped. */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : v && typeof v === 'object'
      ? Object.entries(v).flatMap(([k, x]) => [k, ...strings(x)])
      : [];

let collector: Collector | undefined;
afterEach(async () => {
  await collector?.close();
  collector = undefined;
});

describe('a token the model holds, sent out through every channel a run has', () => {
  it('reaches no artifact, no pushed name or link, no telemetry', { timeout: 60_000 }, async () => {
    collector = await startCollector();
    const fx = makeFixture({
      files: { 'a.txt': 'a\n' },
      policy: { extends: 'builtin:standard', command: { default: 'allow' } },
      script: [
        call('write_to_file', { path: `${TOKEN}.txt`, content: 'named\n' }),
        call('write_to_file', { path: `docs/${HEX}/x.md`, content: 'named\n' }),
        call('write_to_file', { path: `${B64URL}.bin`, content: 'named\n' }),
        call('write_to_file', { path: 'zw.md', content: `see ${zw(TOKEN)}\n` }),
        call('write_to_file', { path: 'case.md', content: `see ${swapped}\n` }),
        call('write_to_file', { path: 'ok.md', content: 'an ordinary note\n' }),
        call('execute_command', {
          command: `ln -s ${TOKEN} link; printf '${TOKEN}' | iconv -t UTF-16LE > wide.txt; printf '${A}\\033[0m${B}\\033[1;31m${C}\\033[m\\n'`,
        }),
        call('update_todo_list', { todos: `[x] ${zw(TOKEN)}\n[ ] ${swapped}` }),
        complete(`Token: ${A}\u2060${B}\u{e0020}${C} or ${swapped}`),
      ],
    });
    const progress: string[] = [];
    const result = await runTask({
      taskFile: fx.taskFile,
      env: {
        ...process.env,
        MY_API_TOKEN: TOKEN,
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: 'true',
      },
      progress: (l) => progress.push(l),
    });
    expect(result.status, result.summaryMarkdown).toBe('completed');

    // Delivered: the ordinary note; the names, the link and the split or re-cased copies are not.
    const events = fx.events(result.auditLog);
    const reverted = events.filter((e) => e.type === 'delivery.reverted');
    expect(reverted.map((e) => e.rule)).toEqual(Array(7).fill('invariant:read-denied-content'));
    expect(reverted.map((e) => e.path)).toEqual(
      expect.arrayContaining(['***.txt', 'docs/***/x.md', 'zw.md', 'case.md', 'link', 'wide.txt']),
    );
    const commit = result.commit!;
    expect(fx.git('show', '--name-only', '--format=', commit).trim()).toBe('ok.md');

    const sinks: Record<string, string[]> = {
      progress: progress,
      result: strings(JSON.parse(JSON.stringify(result))),
      'pushed tree': [fx.git('ls-tree', '-r', '--full-tree', commit), fx.git('show', '--format=%B', commit)],
      branches: [fx.git('for-each-ref', '--format=%(refname)')],
      telemetry: [...collector.spans, ...collector.points].flatMap((s) => strings(s)),
    };
    for (const name of readdirSync(result.outDir, { recursive: true }) as string[]) {
      if (!/\.(md|patch|jsonl|json|log)$/.test(name)) continue;
      const text = readFileSync(path.join(result.outDir, name), 'utf8');
      sinks[name] = name.endsWith('.jsonl')
        ? [
            text,
            ...text
              .trim()
              .split('\n')
              .flatMap((l) => strings(JSON.parse(l))),
          ]
        : [text];
    }
    expect(Object.keys(sinks)).toEqual(
      expect.arrayContaining(['audit.jsonl', 'commands/1.log', 'changes.patch', 'pr.md', 'summary.md']),
    );
    // The content was exported: the collector saw the completion, masked.
    expect(sinks.telemetry!.some((s) => s.includes('Token: ***'))).toBe(true);
    const found = Object.entries(sinks).flatMap(([where, texts]) =>
      texts.filter(leaks).map((t) => `${where}: ${JSON.stringify(t.slice(0, 200))}`),
    );
    expect(found).toEqual([]);
  });
});
