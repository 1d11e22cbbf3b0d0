// A stand-in for nightshift's process in the many-masks test, started under a lowered stack limit
// (so Linux lets it start programs with only 128 KiB of arguments): it creates a bubblewrap
// sandbox for the workspace in argv, masking every `*.pem`, runs one command line there and prints
// the command's output, or the error createSandbox or the command gave.
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSandbox } from '../../src/sandbox/create.ts';
import { runCommand } from '../../src/tools/command/run.ts';

const [workspace, command] = process.argv.slice(2) as [string, string];
const dir = mkdtempSync(path.join(tmpdir(), 'ns-many-masks-holder-'));
try {
  const sandbox = await createSandbox({
    setting: 'bubblewrap',
    workspace,
    protectedFiles: [],
    outDir: path.join(workspace, '.nightshift', 'runs', 'x'),
    sourceEnv: { PATH: process.env.PATH ?? '' },
    envPass: [],
    ownEnvironScrubbed: false,
    readDenied: (rel) => rel.endsWith('.pem'),
  });
  const log = path.join(dir, 'output.log');
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
} catch (err) {
  process.stdout.write(JSON.stringify({ error: String(err) }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
