import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FILES = 50;

/** A workspace of small files and a scripted task that reads them `calls` times, one per turn. */
export function makeRunnerFixture(calls: number): { dir: string; taskFile: string; turns: unknown[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-bench-run-'));
  for (let i = 0; i < FILES; i++) {
    const file = path.join(dir, 'ws', 'src', `f${i}.js`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      Array.from({ length: 30 }, (_, l) => `export const v${l} = ${l}; // line ${l}`).join('\n'),
    );
  }
  const turns = [
    ...Array.from({ length: calls }, (_, i) => ({
      tool_calls: [{ name: 'read_file', args: { path: `src/f${i % FILES}.js` } }],
    })),
    { tool_calls: [{ name: 'attempt_completion', args: { result: 'done' } }] },
  ];
  writeFileSync(path.join(dir, 'script.json'), JSON.stringify(turns));
  writeFileSync(
    path.join(dir, 'policy.yaml'),
    `version: 1\nextends: builtin:standard\nlimits: { max_turns: ${calls + 10}, max_tool_calls: ${calls + 10} }\n`,
  );
  const taskFile = path.join(dir, 'task.yaml');
  writeFileSync(
    taskFile,
    `version: 1\ntitle: bench\nprompt: read files\nworkspace: ws\npolicy: policy.yaml\nmodel: { provider: script, script: script.json }\n`,
  );
  return { dir, taskFile, turns };
}
