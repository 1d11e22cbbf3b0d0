import { spawn, type ChildProcess } from 'node:child_process';
import { fifoName, watchFifoWait } from '../../fifo-wait.ts';
import { commandEnv } from '../../sandbox/env.ts';
import type { Sandbox } from '../../sandbox/sandbox.ts';
import { trustedPath } from '../../sandbox/trusted-path.ts';
import { killGroup, trackGroup, untrackGroup } from '../command/kill-group.ts';

/** A started ripgrep, its stdout and stderr piped. */
export interface RipgrepProcess {
  child: ChildProcess;
  /** Ends it early: enough matches, or the run was cancelled. */
  stop(): void;
  /** Once it closed: why its output cannot be trusted (the sandbox did not start), else undefined. */
  settle(): Promise<string | undefined>;
}

/** Starts ripgrep's argv in `cwd`; `readOnly` are the host directories it must read besides the workspace. */
export type RipgrepLauncher = (argv: string[], cwd: string, readOnly: string[]) => RipgrepProcess;

/**
 * ripgrep as nightshift's own child: nothing changes the workspace while it walks. Its environment
 * is a command's allowlist, never nightshift's: ripgrep opens a `.gitignore` through a symlink,
 * and one leading to `/proc/self/environ` would read the keys out of its own environment.
 */
export const launchDirectly: RipgrepLauncher = (argv, cwd) => {
  const env = commandEnv(process.env, [], { PATH: trustedPath(process.env.PATH ?? '', [cwd]) });
  const child = spawn(argv[0]!, argv.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // A FIFO where ripgrep reads an ignore file (`mkfifo sub/.gitignore`) would hold it forever.
  const fifoWait = watchFifoWait(child);
  return {
    child,
    stop: () => child.kill(),
    settle: () => {
      fifoWait.stop();
      const fifo = fifoWait.blocked();
      return Promise.resolve(
        fifo
          ? `ripgrep was killed: it was blocked opening ${fifoName(fifo)}, a named pipe (FIFO) where it reads an ignore file; remove it and search again`
          : undefined,
      );
    },
  };
};

/**
 * ripgrep in the sandbox. While a process runs there beside the tools (an MCP server), it can
 * replace a directory by a symlink after the decision, and ripgrep opens files by path: the search
 * root is followed, and so is a directory swapped between its listing and the open of a file in
 * it. In the sandbox such a link leads only to what the sandbox shows anyway.
 */
export function launchInSandbox(sandbox: Sandbox): RipgrepLauncher {
  return (argv, cwd, readOnly) => {
    const spawned = sandbox.spawn(argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'], readOnly, offline: true });
    const pgid = spawned.child.pid;
    if (pgid !== undefined) trackGroup(pgid);
    let stopped = false;
    const kill = () => {
      if (pgid !== undefined) killGroup(pgid, 'SIGKILL');
    };
    return {
      child: spawned.child,
      stop: () => {
        stopped = true;
        kill();
      },
      settle: async () => {
        kill();
        if (pgid !== undefined) untrackGroup(pgid);
        // Killed, bubblewrap reports no exit status either: only an unstopped run can say it failed.
        const failed = (await spawned.sandboxFailed) && !stopped;
        await spawned.reap();
        return failed ? `the sandbox (${sandbox.backend}) did not start` : undefined;
      },
    };
  };
}
