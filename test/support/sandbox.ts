import { Sandbox } from '../../src/sandbox/sandbox.ts';

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
