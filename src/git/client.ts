import { spawn } from 'node:child_process';
import { withTrustedPath } from '../sandbox/trusted-path.ts';
import { fifoName, watchFifoWait } from '../fifo-wait.ts';

/** Runs git in one directory with one environment; every nightshift git command goes through it. */
export interface GitClient {
  /**
   * git `args`: resolves with stdout. Rejects with a GitError (stdout then stderr as its message)
   * when git exits non-zero having written to stderr, or is killed; a silent non-zero exit
   * (`rev-parse --verify --quiet` of a missing ref) resolves with what git printed, as simple-git did.
   */
  raw(args: string[]): Promise<string>;
  /**
   * Like `raw`, stdout as bytes: blob contents and object bodies, which need not be UTF-8. `input`
   * goes to git's stdin (`--stdin -z`: names of any bytes, as many as there are).
   */
  bytes(args: string[], input?: Buffer): Promise<Buffer>;
}

/** A git command that failed: its message is what git printed. */
export class GitError extends Error {
  override name = 'GitError';
}

export interface GitClientOptions {
  /**
   * Kill git (SIGKILL) when a command runs longer, and reject with a GitError that says so. The
   * run's own timeout does not reach nightshift's git: without this, `git add` of a file a
   * command grew to a terabyte hashes it for hours.
   */
  timeoutMs?: number;
}

/**
 * git in `baseDir` with exactly `env`. This replaces simple-git's `raw()`, the only part of it
 * nightshift used, because simple-git waits a fixed 50 ms after every command that printed
 * nothing (its completion plugin, not configurable): `read-tree`, `add`, `update-ref` and an empty
 * diff each cost 50 ms of wall time, ~150 ms before a run's first model request.
 */
export function gitClient(
  baseDir: string,
  env: NodeJS.ProcessEnv,
  { timeoutMs }: GitClientOptions = {},
): GitClient {
  // git, and the programs git itself starts (ssh-keygen, git-lfs), never from the workspace.
  const trusted = withTrustedPath(env, [baseDir, env.GIT_WORK_TREE]);
  const bytes = (args: string[], input?: Buffer): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const child = spawn('git', args, { cwd: baseDir, env: trusted, stdio: ['pipe', 'pipe', 'pipe'] });
      // Without input git reads an empty stdin. It may exit before reading all of it (a bad
      // option): the broken pipe is its error, reported below, not ours.
      child.stdin.on('error', () => undefined);
      child.stdin.end(input);
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on('data', (d: Buffer) => out.push(d));
      child.stderr.on('data', (d: Buffer) => err.push(d));
      let timedOut = false;
      // A FIFO where git reads a file of the work tree would hold it forever (fifo-wait.ts).
      const fifoWait = watchFifoWait(child);
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              timedOut = true;
              child.kill('SIGKILL');
            }, timeoutMs);
      const stop = () => {
        clearTimeout(timer);
        fifoWait.stop();
      };
      child.on('error', (err) => {
        stop();
        reject(err);
      });
      child.on('close', (code, signal) => {
        stop();
        // Named by its subcommand: the first argument that is no option (`-c key=value add`).
        const command = args.find((a) => !a.startsWith('-') && !a.includes('=')) ?? '';
        const fifo = fifoWait.blocked();
        if (fifo) {
          reject(
            new GitError(
              `git ${command} was killed: it was blocked opening ${fifoName(fifo)}, a named pipe (FIFO) where git reads a file of the work tree (.gitignore, .gitattributes); remove it and try again`,
            ),
          );
          return;
        }
        if (timedOut) {
          reject(new GitError(`git ${command} did not finish within ${timeoutMs! / 1000} s and was killed`));
          return;
        }
        const stdout = Buffer.concat(out);
        const stderr = Buffer.concat(err).toString('utf8');
        if (code === 0 || (code !== null && stderr === '')) resolve(stdout);
        else
          reject(
            new GitError(
              `${stdout.toString('utf8')}${stderr}` || `git ${args[0] ?? ''} was killed by ${signal}`,
            ),
          );
      });
    });
  return { raw: async (args) => (await bytes(args)).toString('utf8'), bytes };
}
