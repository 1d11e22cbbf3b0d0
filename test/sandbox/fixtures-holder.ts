// A stand-in for nightshift's process in the attack tests: it holds a credential in its own
// environment, optionally scrubs it the way the CLI does, then runs one command line through a
// sandbox of the backend named in argv and prints the command's output.
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createSandbox } from '../../src/sandbox/create.ts';
import { isCredentialVariable } from '../../src/sandbox/credentials.ts';
import {
  launchEnvironment,
  ownEnvironScrubbed,
  protectOwnEnvironment,
} from '../../src/sandbox/self-environ.ts';
import { runCommand } from '../../src/tools/command/run.ts';

const [backend, scrub, workspace, outDir, command] = process.argv.slice(2) as [
  'bubblewrap' | 'none',
  'scrub' | 'keep',
  string,
  string,
  string,
];
if (scrub === 'scrub') protectOwnEnvironment(isCredentialVariable);
const sandbox = await createSandbox({
  setting: backend,
  workspace,
  protectedFiles: [],
  outDir,
  sourceEnv: launchEnvironment(),
  envPass: [],
  ownEnvironScrubbed: ownEnvironScrubbed(),
});
const log = `${outDir}/holder.log`;
const fd = openSync(log, 'w');
const exit = await runCommand({
  command,
  cwd: workspace,
  sandbox,
  timeoutMs: 20_000,
  signal: new AbortController().signal,
  outputFd: fd,
});
closeSync(fd);
await sandbox.close();
process.stdout.write(JSON.stringify({ exit, output: readFileSync(log, 'utf8') }));
