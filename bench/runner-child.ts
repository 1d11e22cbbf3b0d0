// Times one scripted run of N read_file calls in-process: the interval between two model requests
// is one turn with one call. Prints JSON: per-turn samples and raw-read samples (ms).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ScriptTurn } from '../src/config/script.ts';
import { ScriptProvider } from '../src/model/script.ts';
import type { ModelRequest } from '../src/model/types.ts';
import { runTask } from '../src/run/run-task.ts';
import { FILES, makeRunnerFixture } from './runner-fixture.ts';

const calls = Number(process.argv[2] ?? 2000);
const { dir, taskFile, turns } = makeRunnerFixture(calls);

class TimedScript extends ScriptProvider {
  marks: number[] = [];
  override complete(request: ModelRequest, signal: AbortSignal) {
    this.marks.push(performance.now());
    return super.complete(request, signal);
  }
}
const provider = new TimedScript(turns as ScriptTurn[], 'bench');
const result = await runTask({ taskFile, provider, pr: false, outDir: path.join(dir, 'out') });
if (result.exitCode !== 0) throw new Error(`bench run ended ${result.status}: ${result.exitReason}`);
const samples = provider.marks.slice(1).map((t, i) => t - (provider.marks[i] ?? t));

const raw: number[] = [];
for (let i = 0; i < calls; i++) {
  const t = performance.now();
  readFileSync(path.join(dir, 'ws', 'src', `f${i % FILES}.js`), 'utf8');
  raw.push(performance.now() - t);
}
process.stdout.write(JSON.stringify({ samples, raw }));
