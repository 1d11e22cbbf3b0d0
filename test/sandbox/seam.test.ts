import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

/**
 * Modules allowed to start processes without the sandbox, each for a program nightshift itself
 * chose with arguments it built: never code the model or the repository can influence.
 */
const TRUSTED_SPAWNERS: Record<string, string> = {
  'sandbox/sandbox.ts': 'the seam itself',
  'sandbox/create.ts': 'probes bubblewrap with `true`',
  'sandbox/reaper.ts': 'the watchdog shell that kills what a run left behind when nightshift dies',
  'git/repo.ts': "nightshift's own git, with repository-controlled programs switched off",
  'git/repo-keys.ts': '`git config --list` of the keys to switch off; listing runs no configured program',
  'git/client.ts': "the runner of nightshift's own git commands (environment from git/repo.ts)",
  'tools/search/launch.ts':
    'ripgrep with fixed arguments; it reads files, runs nothing (in the sandbox while another process runs there)',
};

/** Imports that can start a process: child_process (not type-only), execa, simple-git, worker threads. */
const SPAWNING_IMPORT =
  /^import\s+(?!type\b)[^;]*from\s+'(node:child_process|child_process|execa|simple-git|node:worker_threads)'/m;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [path.join(dir, e.name)]
        : [],
  );
}

it('every process that runs model-influenced code starts through src/sandbox: no other module spawns', () => {
  const spawners = sources(SRC)
    .filter(
      (file) =>
        SPAWNING_IMPORT.test(readFileSync(file, 'utf8')) ||
        /\bimport\(\s*'(node:)?child_process'/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => path.relative(SRC, file));
  expect(spawners.sort()).toEqual(Object.keys(TRUSTED_SPAWNERS).sort());
});
