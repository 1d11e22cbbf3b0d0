// `npm run demo`: copies the sample repo into a temp dir, makes it a git repository, and runs the
// scripted task on it with the built-in standard policy. Nothing leaves the machine.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWithTerminal } from '../src/cli/commands/run.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'nightshift-demo-'));
cpSync(path.join(here, 'demo'), path.join(dir, 'demo'), { recursive: true });
for (const f of ['fix-discount.task.yaml', 'fix-discount.script.yaml'])
  cpSync(path.join(here, f), path.join(dir, f));

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: path.join(dir, 'demo'), stdio: 'ignore' });
git('init', '--quiet', '--initial-branch=main');
git('add', '.');
git(
  '-c',
  'user.name=demo',
  '-c',
  'user.email=demo@example.com',
  'commit',
  '--quiet',
  '-m',
  'Sample repo with a failing test',
);

process.stderr.write(`demo workspace: ${path.join(dir, 'demo')}\n\n`);
const result = await runWithTerminal({ taskFile: path.join(dir, 'fix-discount.task.yaml') }, {});
process.stderr.write(
  [
    'Look at:',
    `  audit log   ${result.auditLog}`,
    `  patch       ${path.join(result.outDir, 'changes.patch')}`,
    `  summary     ${path.join(result.outDir, 'summary.md')}`,
    `  verify it:  node dist/cli.js audit verify ${result.auditLog}`,
    '',
  ].join('\n'),
);
process.exitCode = result.exitCode;
