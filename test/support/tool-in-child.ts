import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Calls a built-in tool on `workspace` in a child Node, for calls that could block: a read of a
 * FIFO or a backtracking regex runs synchronously, so a regression would hang the test's worker
 * instead of failing it. The child's timeout turns a hang into a failure, named by `blocked`.
 */
export function callToolInChild(
  workspace: string,
  tool: string,
  args: unknown,
  options: { env?: NodeJS.ProcessEnv; blocked: string },
): { ok: boolean; output: string } {
  const script = [
    `const { BUILTIN_TOOLS } = await import(${JSON.stringify(path.join(ROOT, 'src/tools/registry.ts'))});`,
    `const tool = BUILTIN_TOOLS.find((t) => t.name === ${JSON.stringify(tool)});`,
    `const ctx = { workspace: ${JSON.stringify(workspace)}, outDir: ${JSON.stringify(path.join(workspace, '.out'))}, readable: () => true, redact: (t) => t, signal: new AbortController().signal };`,
    `const r = await tool.execute(tool.params.parse(${JSON.stringify(args)}), ctx);`,
    'process.stdout.write(JSON.stringify({ ok: r.ok, output: r.output }));',
  ].join('\n');
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...process.env, ...options.env },
  });
  expect(r.signal, `${tool} did not return: ${options.blocked}`).toBeNull();
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as { ok: boolean; output: string };
}
