import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh git work tree in the system's tmpdir holding `files` (path → text); the caller removes it. */
export function scratchRepo(prefix: string, files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  spawnSync('git', ['init', '--quiet'], { cwd: dir });
  return dir;
}

/**
 * What bash printed, stdout then stderr, running `command` in `cwd`: the proof that a command the
 * analyzer must refuse really does what the test says. The environment is PATH, LANG=C and `env`.
 */
export function bashOutput(
  command: string,
  cwd: string,
  env: Record<string, string> = {},
  timeout = 60_000,
): string {
  const got = spawnSync('bash', ['-c', command], {
    cwd,
    encoding: 'utf8',
    timeout,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', ...env },
  });
  return `${got.stdout}${got.stderr}`;
}
