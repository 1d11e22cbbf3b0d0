import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Sandbox } from '../../src/sandbox/sandbox.ts';
import { runCommand } from '../../src/tools/command/run.ts';

/**
 * A sandbox with the `none` backend, for tests of the parts around it (tools, MCP) that look at the
 * pids their processes print; test/sandbox covers the bubblewrap backend itself.
 */
export function testSandbox(sourceEnv: Record<string, string> = {}, envPass: string[] = []): Sandbox {
  return new Sandbox({
    setting: 'none',
    backend: 'none',
    sourceEnv: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...sourceEnv },
    envPass,
    ownEnvironScrubbed: false,
  });
}

/** Runs `command` in `box` as execute_command does; its exit code and everything it printed. */
export async function runInSandbox(
  box: Sandbox,
  cwd: string,
  command: string,
): Promise<{ code: number | undefined; output: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-sandbox-run-'));
  const log = path.join(dir, 'output.log');
  const fd = openSync(log, 'w');
  try {
    const exit = await runCommand({
      command,
      cwd,
      sandbox: box,
      timeoutMs: 30_000,
      signal: new AbortController().signal,
      outputFd: fd,
    });
    return { code: exit.exitCode, output: readFileSync(log, 'utf8') };
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}
