import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs a shell line under `strace -f -e trace=execve` and returns the names of the programs it
 * tried to execute. Safety: every program on PATH is a stub that does nothing (only the shells
 * and the wrappers that start other programs are real), the environment is scrubbed, the line
 * runs in a throwaway directory with a timeout, and, where bubblewrap works, inside a sandbox
 * with a read-only root, no network and only that directory writable.
 */
export const STRACE = ['/usr/bin/strace', '/bin/strace'].find((p) => existsSync(p));

/** Programs that are run for real: they start the commands the analyzer lists inside them. */
const REAL = ['bash', 'sh', 'dash', 'env', 'timeout', 'nice', 'nohup', 'xargs', 'find', 'setsid'];

export interface Tracer {
  run(command: string, cwd: string): string[];
}

export function makeTracer(): Tracer {
  const bin = mkdtempSync(path.join(tmpdir(), 'ns-stubs-'));
  const stub = '#!/bin/dash\nexit 0\n';
  const names = new Set(['/usr/bin', '/bin', '/usr/sbin', '/sbin'].flatMap(list));
  for (const name of [
    ...names,
    'npm',
    'npx',
    'node',
    'yarn',
    'pnpm',
    'pytest',
    'cargo',
    'go',
    'make',
    'git',
    'rg',
  ]) {
    if (REAL.includes(name) || !/^[\w.[+-]+$/.test(name) || existsSync(path.join(bin, name))) continue;
    writeFileSync(path.join(bin, name), stub);
    chmodSync(path.join(bin, name), 0o755);
  }
  for (const name of REAL) {
    const real = execFileSync('/bin/sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    symlinkSync(name === 'sh' ? '/bin/dash' : real, path.join(bin, name));
  }
  const bwrap = bwrapPath();
  return {
    run(command, cwd) {
      const log = path.join(mkdtempSync(path.join(tmpdir(), 'ns-trace-')), 'execve.log');
      const traced = [
        STRACE ?? 'strace',
        '-f',
        '-qq',
        '-e',
        'trace=execve',
        '-o',
        log,
        '/bin/bash',
        '-c',
        command,
      ];
      const argv = bwrap
        ? [
            bwrap,
            '--ro-bind',
            '/',
            '/',
            '--dev',
            '/dev',
            '--proc',
            '/proc',
            '--bind',
            cwd,
            cwd,
            '--bind',
            path.dirname(log),
            path.dirname(log),
            '--unshare-net',
            '--unshare-pid',
            '--die-with-parent',
            '--chdir',
            cwd,
            ...traced,
          ]
        : traced;
      spawnSync(argv[0] ?? '', argv.slice(1), {
        cwd,
        env: { PATH: bin, HOME: cwd, LANG: 'C' },
        timeout: 10_000,
        input: '',
        stdio: ['pipe', 'ignore', 'ignore'],
      });
      return executed(readFileSync(log, 'utf8'));
    },
  };
}

/** Names of the programs in an strace execve log, the traced shell itself left out. */
export function executed(log: string): string[] {
  const names = [...log.matchAll(/execve\("([^"]*)"/g)].map((m) => path.basename(m[1] ?? ''));
  return names.slice(1);
}

function list(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** bubblewrap's path when it can start a sandbox here (stubs shadow it on the traced PATH). */
function bwrapPath(): string | undefined {
  const found = spawnSync('/bin/sh', ['-c', 'command -v bwrap'], { encoding: 'utf8' }).stdout.trim();
  if (!found) return undefined;
  const probe = spawnSync(found, [
    '--ro-bind',
    '/',
    '/',
    '--dev',
    '/dev',
    '--proc',
    '/proc',
    '--unshare-net',
    'true',
  ]);
  return probe.status === 0 ? found : undefined;
}
