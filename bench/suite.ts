// Runs one benchmark module in a fresh process (so suites do not share a heap) and prints its rows as JSON.
import type { BenchRow } from './types.ts';

const name = process.argv[2] ?? '';
const mod = (await import(`./${name}.ts`)) as { run(): Promise<BenchRow[]> };
process.stdout.write(JSON.stringify(await mod.run()));
