// One scripted run of many read_file calls, one per turn, in its own process so its peak RSS is
// its own. Prints JSON: per-turn samples (ms), raw read samples (ms), peak RSS (MB).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ScriptProvider } from '../src/model/script.ts';
import type { ModelRequest } from '../src/model/types.ts';
import { runTask } from '../src/run/run-task.ts';

const calls = Number(process.argv[2] ?? 2000);
const files = 50;
const dir = mkdtempSync(path.join(tmpdir(), 'ns-bench-run-'));
const workspace = path.join(dir, 'ws');
for (let i = 0; i < files; i++) {
  const file = path.join(workspace, 'src', `f${i}.js`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Array.from({ length: 30 }, (_, l) => `export const v${l} = ${l}; // line ${l}`).join('\n'));
}
const turns = [
  ...Array.from({ length: calls }, (_, i) => ({ tool_calls: [{ name: 'read_file', args: { path: `src/f${i % files}.js` } }] })),
  { tool_calls: [{ name: 'attempt_completion', args: { result: 'done' } }] },
];
writeFileSync(
  path.join(dir, 'policy.yaml'),
  `version: 1\nextends: builtin:standard\nlimits: { max_turns: ${calls + 10}, max_tool_calls: ${calls + 10}, consecutive_mistakes: 5 }\n`,
);
writeFileSync(path.join(dir, 'task.yaml'), `version: 1\ntitle: bench\nprompt: read files\nworkspace: ws\npolicy: policy.yaml\nmodel: { provider: script, script: [] }\n`);

/** Marks the time of every model request: the interval between two is one turn with one call. */
class TimedScript extends ScriptProvider {
  marks: number[] = [];
  override complete(request: ModelRequest, signal: AbortSignal) {
    this.marks.push(performance.now());
    return super.complete(request, signal);
  }
}
const provider = new TimedScript(turns, 'bench');
const result = await runTask({ taskFile: path.join(dir, 'task.yaml'), provider, pr: false, outDir: path.join(dir, 'out') });
if (result.exitCode !== 0) throw new Error(`bench run ended ${result.status}: ${result.exitReason}`);
const samples = provider.marks.slice(1).map((t, i) => t - (provider.marks[i] ?? t));

const raw: number[] = [];
for (let i = 0; i < calls; i++) {
  const t = performance.now();
  readFileSync(path.join(workspace, 'src', `f${i % files}.js`), 'utf8');
  raw.push(performance.now() - t);
}
process.stdout.write(JSON.stringify({ samples, raw, rssMb: process.resourceUsage().maxRSS / 1024 }));
