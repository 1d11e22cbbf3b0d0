// Policy decision on a 10-part compound command once the bash grammar is loaded, against the
// cost of parsing the same string alone with tree-sitter (the floor the analyzer builds on).
import { mkdirSync, mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Language, Parser } from 'web-tree-sitter';
import { decide } from '../src/policy/decide.ts';
import { loadPolicy } from '../src/policy/load-policy.ts';
import { locateAsset } from '../src/policy/locate.ts';
import { createShellAnalyzer } from '../src/policy/shell/analyzer.ts';
import { resolvePath } from '../src/validate/resolve-path.ts';
import { stats, type BenchRow } from './types.ts';

const COMMAND =
  'npm test && git status && git diff HEAD~1 | head -n 20 && ls -la src; npm run lint -- --fix && ' +
  'echo done > notes.txt && cat README.md | wc -l && timeout 60 node --test 2>&1 && git log --oneline -n 5';
const WARMUP = 50;
const SAMPLES = 400;

function sample(fn: () => void): { median: number; p95: number } {
  for (let i = 0; i < WARMUP; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return stats(times);
}

export async function run(): Promise<BenchRow[]> {
  const analyzer = await createShellAnalyzer();
  const workspace = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-bench-policy-')));
  mkdirSync(path.join(workspace, 'src'));
  const policy = loadPolicy('builtin:standard', workspace);
  const resolve = (p: string) => resolvePath(workspace, p);
  const input = {
    tool: 'execute_command',
    group: 'command' as const,
    args: { command: COMMAND },
    access: [{ kind: 'command' as const, command: COMMAND }],
  };
  const check = decide(input, policy, { workspace, analyzer, resolve });
  if (check.decision !== 'allow') throw new Error(`bench command not allowed: ${check.reason}`);

  const parser = new Parser();
  parser.setLanguage(
    await Language.load(
      readFileSync(locateAsset('tree-sitter-bash.wasm', 'tree-sitter-bash/tree-sitter-bash.wasm') ?? ''),
    ),
  );
  const parse = sample(() => parser.parse(COMMAND)?.delete());
  const decision = sample(() => decide(input, policy, { workspace, analyzer, resolve }));
  parser.delete();
  return [
    {
      name: 'policy: decide a 10-part compound command (warm)',
      median: decision.median,
      p95: decision.p95,
      baseline: 'tree-sitter parse of the same string',
      baselineMedian: parse.median,
      ratio: decision.median / parse.median,
      target: 'median < 1 ms',
      pass: decision.median < 1,
    },
  ];
}
