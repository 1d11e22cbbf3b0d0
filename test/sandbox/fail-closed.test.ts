import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import type { SandboxSetting } from '../../src/config/policy.ts';
import { createSandbox } from '../../src/sandbox/create.ts';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';

// `sandbox: auto` may go without a sandbox only where bubblewrap cannot work on this host at all.
// What the workspace holds is the model's to write (an earlier run's command planted it): when
// only this workspace's layout fails, the run stops (exit 2) rather than run its commands with
// the runner's rights, files and tokens.
//
// The workspace-driven failure used here is bubblewrap's own limit on its arguments (9,000 in
// 0.8, argv and `--args` together): every file the read rules deny is masked by a mount of its
// own, three arguments each, so ~3,000 planted `*.pem` files fail the run's layout while a sandbox
// of the host alone still starts. It needs no race and survives fixes to any single planted path.
// The keys lie beside a file no rule denies (KEEP): a directory holding nothing but denied files
// is masked whole, by one mount, and would not fail.
const HAVE_BWRAP = existsSync('/usr/bin/bwrap');
const PLANTED = 3100;
const isPem = (rel: string) => rel.endsWith('.pem');
const KEEP = ['keys', 'README.txt'];

let root: string;
beforeAll(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-fail-closed-')));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A workspace in which an earlier run's command wrote `count` files the read rules deny. */
function plantedWorkspace(name: string, count: number): string {
  const ws = path.join(root, name);
  mkdirSync(path.join(ws, 'keys'), { recursive: true });
  writeFileSync(path.join(ws, 'README.md'), 'readme\n');
  writeFileSync(path.join(ws, ...KEEP), 'readme\n');
  for (let i = 0; i < count; i++) writeFileSync(path.join(ws, 'keys', `key-${i}.pem`), 'secret\n');
  return ws;
}

/**
 * A bwrap on a host where it cannot work (AppArmor's refusal on Ubuntu 24.04): it fails every
 * start, with bwrap's own words, and keeps the options each probe passed it (`--args FD`, read
 * from that fd) in `calls`.
 */
function brokenBwrap(name: string): { path: string; calls: () => string[] } {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'calls'), { recursive: true });
  const script = path.join(dir, 'bwrap');
  writeFileSync(
    script,
    [
      '#!/bin/bash',
      `calls=${JSON.stringify(path.join(dir, 'calls'))}`,
      'n=$(ls "$calls" | wc -l)',
      '[ "$1" = --args ] && tr "\\0" "\\n" <&"$2" > "$calls/$n"',
      'echo "bwrap: setting up uid map: Permission denied" >&2',
      'exit 1',
    ].join('\n'),
    { mode: 0o755 },
  );
  const calls = () =>
    readdirSync(path.join(dir, 'calls'))
      .sort((a, b) => Number(a) - Number(b))
      .map((f) => readFileSync(path.join(dir, 'calls', f), 'utf8'));
  return { path: script, calls };
}

/** A real bwrap that counts its starts: how many probes a run's sandbox costs. */
function countingBwrap(name: string): { path: string; starts: () => number } {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  const log = path.join(dir, 'starts');
  writeFileSync(log, '');
  const script = path.join(dir, 'bwrap');
  writeFileSync(script, `#!/bin/sh\necho start >> ${JSON.stringify(log)}\nexec /usr/bin/bwrap "$@"\n`, {
    mode: 0o755,
  });
  return { path: script, starts: () => readFileSync(log, 'utf8').split('\n').filter(Boolean).length };
}

const boxFor = (setting: SandboxSetting, ws: string, bwrap?: string) =>
  createSandbox({
    setting,
    workspace: ws,
    protectedFiles: [],
    outDir: path.join(ws, '.nightshift', 'runs', 'x'),
    sourceEnv: { PATH: process.env.PATH ?? '', ...(bwrap ? { NIGHTSHIFT_BWRAP: bwrap } : {}) },
    envPass: [],
    ownEnvironScrubbed: false,
    readDenied: isPem,
  });

describe.skipIf(!HAVE_BWRAP)('a workspace whose content breaks the sandbox layout', () => {
  it.each(['auto', 'bubblewrap'] as const)(
    'sandbox: %s refuses with bubblewrap’s words, never runs commands without a sandbox',
    async (setting) => {
      const ws = plantedWorkspace(`planted-${setting}`, PLANTED);
      const refused = await boxFor(setting, ws).then(
        async (box) => {
          const backend = box.backend;
          await box.close();
          return `started with backend ${backend}`;
        },
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(ConfigError);
      const message = (refused as Error).message;
      expect(message).toContain(`sandbox: ${setting}, but bubblewrap, which works here, cannot set up`);
      expect(message).toMatch(/bwrap: Exceeded maximum number of arguments/);
      expect(message).toContain(`${PLANTED} files the read rules deny`);
    },
  );

  it('on a host where bubblewrap cannot run, auto still falls back to none: decided by a probe the workspace takes no part in', async () => {
    const ws = plantedWorkspace('planted-broken-host', PLANTED);
    const bwrap = brokenBwrap('broken-host');
    const box = await boxFor('auto', ws, bwrap.path);
    try {
      expect(box.backend).toBe('none');
      expect(box.report().reason).toContain('setting up uid map: Permission denied');
    } finally {
      await box.close();
    }
    const [full, host] = bwrap.calls();
    expect(bwrap.calls()).toHaveLength(2);
    expect(full).toContain(path.join(ws, 'keys', 'key-0.pem'));
    expect(host).toContain('--unshare-user');
    expect(host).toContain('--proc');
    expect(host).not.toContain(ws);
  });

  it('bubblewrap and required still refuse on such a host, naming why', async () => {
    const ws = plantedWorkspace('planted-broken-host-required', 3);
    const bwrap = brokenBwrap('broken-host-required');
    await expect(boxFor('required', ws, bwrap.path)).rejects.toThrow(
      /sandbox: required, but bubblewrap cannot run here: bwrap: setting up uid map: Permission denied/,
    );
  });

  it('a workspace whose layout starts is probed once, as before', async () => {
    const ws = plantedWorkspace('few', 5);
    const bwrap = countingBwrap('counting');
    const box = await boxFor('auto', ws, bwrap.path);
    try {
      expect(box.backend).toBe('bubblewrap');
      expect(bwrap.starts()).toBe(1);
    } finally {
      await box.close();
    }
  });
});

describe.skipIf(!HAVE_BWRAP)('a run in such a workspace', () => {
  it('stops with exit 2 before the audit log opens or the model is asked', () => {
    const files: Record<string, string> = { 'README.md': 'readme\n', [KEEP.join('/')]: 'readme\n' };
    for (let i = 0; i < PLANTED; i++) files[`keys/key-${i}.pem`] = 'secret\n';
    const fx = makeFixture({
      policy: { extends: 'builtin:standard' },
      files,
      script: [call('execute_command', { command: 'cat keys/key-0.pem' }), complete()],
    });
    const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, 'run', fx.taskFile, '--no-pr'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NIGHTSHIFT_BWRAP: '/usr/bin/bwrap' },
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      "sandbox: auto, but bubblewrap, which works here, cannot set up this workspace's sandbox",
    );
    const runs = path.join(fx.workspace, '.nightshift', 'runs');
    const logs = existsSync(runs)
      ? readdirSync(runs).filter((run) => existsSync(path.join(runs, run, 'audit.jsonl')))
      : [];
    expect(logs).toEqual([]);
    rmSync(fx.dir, { recursive: true, force: true });
  }, 60_000);
});
