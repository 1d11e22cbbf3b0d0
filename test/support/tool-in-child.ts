import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ChildToolResult {
  ok: boolean;
  output: string;
  /** The child's peak resident memory once the call returned, in MB (Node's own ~50 included). */
  rssMb: number;
}

/**
 * Calls a built-in tool on `workspace` in a child Node, for calls that could block or take the
 * process's memory: a read of a FIFO or a backtracking regex runs synchronously, and a huge file
 * could exhaust the heap, so a regression would hang or crash the test's worker instead of
 * failing it. The child's timeout turns a hang into a failure, named by `blocked`; its peak
 * memory comes back for the bound a test asserts.
 */
export function callToolInChild(
  workspace: string,
  tool: string,
  args: unknown,
  options: { env?: NodeJS.ProcessEnv; blocked: string },
): ChildToolResult {
  const script = [
    `const { BUILTIN_TOOLS } = await import(${JSON.stringify(path.join(ROOT, 'src/tools/registry.ts'))});`,
    `const tool = BUILTIN_TOOLS.find((t) => t.name === ${JSON.stringify(tool)});`,
    `const ctx = { workspace: ${JSON.stringify(workspace)}, outDir: ${JSON.stringify(path.join(workspace, '.out'))},`,
    `  readable: () => true, redact: (t) => t, signal: new AbortController().signal, sandbox: { backend: 'none', running: 0 } };`,
    `const r = await tool.execute(tool.params.parse(${JSON.stringify(args)}), ctx);`,
    'const rssMb = process.resourceUsage().maxRSS / 1024;',
    'process.stdout.write(JSON.stringify({ ok: r.ok, output: r.output, rssMb }));',
  ].join('\n');
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 20_000,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...options.env },
  });
  expect(r.signal, `${tool} did not return within 20 s: ${options.blocked}`).toBeNull();
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as ChildToolResult;
}
