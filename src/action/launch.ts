import { spawn } from 'node:child_process';
import { isCredentialVariable } from '../sandbox/credentials.ts';
import { scrubOwnEnviron } from '../sandbox/self-environ.ts';

/**
 * Set by the bundler (scripts/build.mjs): the flags the CLI's shebang passes too, space-separated
 * (a string: an array constant would make esbuild wrap every module in an initialiser).
 */
declare const NIGHTSHIFT_NODE_FLAGS: string | undefined;
const FLAGS =
  typeof NIGHTSHIFT_NODE_FLAGS === 'string' ? NIGHTSHIFT_NODE_FLAGS.split(' ') : ['--max-semi-space-size=2'];

/**
 * The action's entry. The runner starts `node dist/index.js` with no flags, and V8 sizes its young
 * generation once, at start-up: with the default semi-spaces a 40-turn run peaks ~12 MB higher.
 * So the action runs itself once more, with the CLI's flags, and stays as a relay: each signal the
 * runner sends is passed on once (the child has its own process group, so a signal sent to the
 * group does not reach it twice), and the child's exit code or signal becomes this process's.
 */
if (FLAGS.every((flag) => process.execArgv.includes(flag))) {
  await import('./main.ts');
} else {
  const child = spawn(process.execPath, [...process.execArgv, ...FLAGS, ...process.argv.slice(1)], {
    stdio: 'inherit',
    detached: true,
  });
  // The child has its copy of the environment: this process keeps no credential in its own
  // (/proc/<pid>/environ), as the run does for itself.
  scrubOwnEnviron(new Set(Object.keys(process.env).filter(isCredentialVariable)));
  const relay = (signal: NodeJS.Signals) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, relay);
  child.on('error', (err) => {
    process.stderr.write(`::error::could not start the action: ${err.message}\n`);
    process.exitCode = 1;
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeListener(signal, relay);
      process.kill(process.pid, signal);
    } else process.exitCode = code ?? 1;
  });
}
