import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { createSandbox, type CreateSandboxInput } from '../../src/sandbox/create.ts';
import { planSandbox } from '../../src/sandbox/plan.ts';
import { ownCgroupDirs, PidsCgroups, rlimitBinds, rlimitBindsHere } from '../../src/sandbox/process-bound.ts';
import { Sandbox } from '../../src/sandbox/sandbox.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';
import { runInSandbox } from '../support/sandbox.ts';
import { runCommand } from '../../src/tools/command/run.ts';

// Session 19's red team: a command exhausting the host's resources from inside the sandbox (a fork
// bomb, a memory-backed directory filled). Each attack runs through the real bubblewrap sandbox;
// every test here failed on the code before its fix. The fork "bombs" are self-limiting (they
// fork at most ATTEMPTS sleeping children and count the forks that worked), so that on a sandbox
// without the bound they cannot take the host down; the command timeout (30 s) bounds each.
const HAVE_BWRAP = existsSync('/usr/bin/bwrap');
const MIB = 1024 * 1024;
const MAX = 64;
const ATTEMPTS = 200;

let root: string;
let workspace: string;
const boxes: Sandbox[] = [];

beforeAll(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-bounds-')));
  workspace = path.join(root, 'ws');
  mkdirSync(path.join(workspace, '.nightshift', 'runs', 'r1'), { recursive: true });
  execFileSync('git', ['init', '-q', workspace]);
});
afterAll(async () => {
  for (const box of boxes) await box.close();
  rmSync(root, { recursive: true, force: true });
});

async function box(bounds: CreateSandboxInput['bounds']): Promise<Sandbox> {
  const b = await createSandbox({
    setting: 'bubblewrap',
    workspace,
    protectedFiles: [],
    outDir: path.join(workspace, '.nightshift', 'runs', 'r1'),
    sourceEnv: { PATH: '/usr/bin:/bin' },
    envPass: [],
    ownEnvironScrubbed: false,
    ...(bounds ? { bounds } : {}),
  });
  boxes.push(b);
  return b;
}

/** Forks up to ATTEMPTS children that sleep, prints how many forks worked and why one failed. */
const FORKS = `/usr/bin/python3 -c '
import os, time
kids = []
for i in range(${ATTEMPTS}):
    try:
        pid = os.fork()
    except OSError as e:
        print("fork failed:", e.strerror)
        break
    if pid == 0:
        time.sleep(30)
        os._exit(0)
    kids.append(pid)
print("forked", len(kids))
for k in kids:
    os.kill(k, 9)
'`;

const forked = (output: string) => Number(/forked (\d+)/.exec(output)?.[1] ?? NaN);

describe.skipIf(!HAVE_BWRAP)('a fork bomb in a command', () => {
  it('stops at limits.max_processes with a message the model can read, and the next command runs', async () => {
    const b = await box({ maxProcesses: MAX });
    const r = await runInSandbox(b, workspace, FORKS);
    expect(r.output).toContain('fork failed: Resource temporarily unavailable');
    expect(forked(r.output)).toBeLessThan(MAX);
    expect(forked(r.output)).toBeGreaterThan(MAX / 2);
    const next = await runInSandbox(b, workspace, 'echo still-here');
    expect(next).toEqual({ code: 0, output: 'still-here\n' });
    expect(b.report().bounds.processes).toBe(MAX);
  });

  // The real thing, only ever with the bound in place (checked first): bash retries a failed fork
  // for ~15 s, so the command timeout ends it; nightshift's own timers keep running meanwhile.
  it('a real fork bomb is held, times out, and leaves nightshift responsive and the next command running', async () => {
    const b = await box({ maxProcesses: MAX });
    if (b.report().bounds.processes !== MAX) throw new Error('no process bound here: the bomb is not run');
    const log = path.join(root, 'bomb.log');
    const fd = openSync(log, 'w');
    let worst = 0;
    let last = Date.now();
    const tick = setInterval(() => {
      worst = Math.max(worst, Date.now() - last);
      last = Date.now();
    }, 20);
    try {
      const exit = await runCommand({
        command: ':(){ :|:& };:; sleep 30',
        cwd: workspace,
        sandbox: b,
        timeoutMs: 4000,
        graceMs: 500,
        signal: new AbortController().signal,
        outputFd: fd,
      });
      expect(exit.timedOut).toBe(true);
    } finally {
      clearInterval(tick);
      closeSync(fd);
    }
    expect(readFileSync(log, 'utf8')).toContain('fork: retry: Resource temporarily unavailable');
    expect(worst).toBeLessThan(1000);
    expect(await runInSandbox(b, workspace, 'echo still-here')).toEqual({ code: 0, output: 'still-here\n' });
  });

  it('counts per process: two commands at once each get the whole bound', async () => {
    const b = await box({ maxProcesses: MAX });
    const [one, two] = await Promise.all([
      runInSandbox(b, workspace, FORKS),
      runInSandbox(b, workspace, FORKS),
    ]);
    for (const r of [one, two]) {
      expect(forked(r.output)).toBeGreaterThan(MAX / 2);
      expect(forked(r.output)).toBeLessThan(MAX);
    }
  });

  it('a command cannot raise the bound (ulimit -u, a new cgroup)', async () => {
    const b = await box({ maxProcesses: MAX });
    const r = await runInSandbox(b, workspace, `ulimit -u 100000 2>&1; ${FORKS}`);
    // For the host's root the bound is the cgroup alone (no RLIMIT_NPROC is set for it, the kernel
    // would ignore it): whatever ulimit says, the forks stay under the bound.
    if (rlimitBindsHere())
      expect(r.output).toMatch(/ulimit: max user processes: cannot modify limit: Operation not permitted/);
    expect(forked(r.output)).toBeLessThan(MAX);
  });

  it('sets RLIMIT_NPROC inside the sandbox exactly where the kernel enforces it', async () => {
    const plan = planSandbox({
      workspace,
      protectedFiles: [],
      hiddenDirs: [],
      pathEnv: '/usr/bin:/bin',
      nodePath: process.execPath,
    });
    const make = (rlimit: boolean) => {
      const b = new Sandbox({
        setting: 'bubblewrap',
        backend: 'bubblewrap',
        bwrapPath: '/usr/bin/bwrap',
        plan,
        sourceEnv: { PATH: '/usr/bin:/bin' },
        envPass: [],
        ownEnvironScrubbed: false,
        processes: { max: MAX, rlimit },
      });
      boxes.push(b);
      return b;
    };
    const host = execFileSync('/bin/bash', ['-c', 'ulimit -Hu'], { encoding: 'utf8' });
    expect(await runInSandbox(make(true), workspace, 'ulimit -Hu')).toEqual({ code: 0, output: `${MAX}\n` });
    // Not bound by the rlimit (the host's root): the limit is left as the host has it.
    expect(await runInSandbox(make(false), workspace, 'ulimit -Hu')).toEqual({ code: 0, output: host });
  });

  // The kernel never enforces RLIMIT_NPROC for uid 0 of the host, so without a cgroup a sandbox
  // nightshift starts as root is not bounded; that is what run.started says then.
  it('run.started says whether the bound holds: RLIMIT_NPROC binds all but root', () => {
    const host = '         0          0 4294967295\n';
    const rootless = '         0     100000      65536\n';
    expect([
      rlimitBinds(0, host),
      rlimitBinds(1000, host),
      rlimitBinds(undefined, host),
      rlimitBinds(0, rootless),
      rlimitBinds(1000, rootless),
      rlimitBinds(0, ''),
    ]).toEqual([false, true, false, true, true, false]);
    const plan = planSandbox({
      workspace,
      protectedFiles: [],
      hiddenDirs: [],
      pathEnv: '/usr/bin:/bin',
      nodePath: process.execPath,
    });
    const make = (rlimit: boolean) =>
      new Sandbox({
        setting: 'bubblewrap',
        backend: 'bubblewrap',
        bwrapPath: '/usr/bin/bwrap',
        plan,
        sourceEnv: { PATH: '/usr/bin:/bin' },
        envPass: [],
        ownEnvironScrubbed: false,
        processes: { max: MAX, rlimit },
      });
    expect(make(false).report().bounds.processes).toBeNull();
    expect(make(true).report().bounds.processes).toBe(MAX);
  });

  // Without a pids cgroup, as a user other than root (bubblewrap started by `setpriv` as nobody):
  // RLIMIT_NPROC, set in the sandbox, counts the sandbox's user namespace alone.
  it.skipIf(process.getuid?.() !== 0 || !existsSync('/usr/bin/setpriv'))(
    'RLIMIT_NPROC alone bounds a sandbox of a user other than root',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'ns-bounds-nobody-'));
      chmodSync(dir, 0o755);
      const ws = path.join(dir, 'ws');
      mkdirSync(ws, { mode: 0o777 });
      const bwrap = path.join(dir, 'bwrap-as-nobody');
      writeFileSync(
        bwrap,
        '#!/bin/sh\nexec /usr/bin/setpriv --reuid 65534 --regid 65534 --clear-groups /usr/bin/bwrap "$@"\n',
        { mode: 0o755 },
      );
      const plan = planSandbox({
        workspace: ws,
        protectedFiles: [],
        hiddenDirs: [],
        pathEnv: '/usr/bin:/bin',
        nodePath: process.execPath,
      });
      const b = new Sandbox({
        setting: 'bubblewrap',
        backend: 'bubblewrap',
        bwrapPath: bwrap,
        plan,
        sourceEnv: { PATH: '/usr/bin:/bin' },
        envPass: [],
        ownEnvironScrubbed: false,
        processes: { max: MAX, rlimit: true },
      });
      try {
        const r = await runInSandbox(b, ws, `id -u; ${FORKS}`);
        expect(r.output).toMatch(/^65534\n/);
        expect(r.output).toContain('fork failed: Resource temporarily unavailable');
        expect(forked(r.output)).toBeLessThan(MAX);
      } finally {
        await b.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('the pids cgroup nightshift finds for its own', () => {
  it('is the pids hierarchy (v1) or the unified one (v2), relative to the mount’s root', () => {
    const cgroup = '12:pids:/job/a\n4:memory:/x\n0::/job/a\n';
    const mountinfo = [
      '30 25 0:26 / /sys/fs/cgroup/pids rw,nosuid - cgroup cgroup rw,pids',
      '31 25 0:27 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory',
      '32 25 0:28 /job /sys/fs/cgroup/unified\\040x rw - cgroup2 cgroup2 rw',
    ].join('\n');
    expect(ownCgroupDirs(cgroup, mountinfo)).toEqual([
      '/sys/fs/cgroup/pids/job/a',
      '/sys/fs/cgroup/unified x/a',
    ]);
  });

  it('is none where the cgroup lies outside the mount (another namespace’s) or no pids controller is mounted', () => {
    const mountinfo = '32 25 0:28 /other /sys/fs/cgroup rw - cgroup2 cgroup2 rw';
    expect(ownCgroupDirs('0::/job/a\n', mountinfo)).toEqual([]);
    expect(ownCgroupDirs('12:pids:/a\n', '31 25 0:27 / /m rw - cgroup cgroup rw,memory')).toEqual([]);
  });

  // Where nightshift may make pids cgroups here (root, or a delegated cgroup).
  const canCgroup = (() => {
    const groups = PidsCgroups.open(MAX);
    groups?.close();
    return groups !== undefined;
  })();

  it.skipIf(!canCgroup)('gives two sandboxes of one process (a batch) a cgroup each', () => {
    const [a, b] = [PidsCgroups.open(MAX), PidsCgroups.open(MAX)];
    const [dirA, dirB] = [a?.create(), b?.create()];
    try {
      expect(dirA).toBeDefined();
      expect(dirB).toBeDefined();
      expect(dirA).not.toBe(dirB);
    } finally {
      a?.close();
      b?.close();
    }
    for (const dir of [dirA, dirB]) expect(existsSync(dir ?? '')).toBe(false);
  });

  it('is not used where it cannot be created (no cgroup file system)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ns-bounds-cg-'));
    try {
      writeFileSync(path.join(dir, 'cgroup'), '0::/\n');
      writeFileSync(path.join(dir, 'mountinfo'), `1 1 0:1 / ${dir}/nothing rw - cgroup2 cgroup2 rw\n`);
      expect(
        PidsCgroups.open(MAX, { cgroup: path.join(dir, 'cgroup'), mountinfo: path.join(dir, 'mountinfo') }),
      ).toBe(undefined);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!HAVE_BWRAP)('a command filling the sandbox’s memory-backed directories', () => {
  const fill = (dir: string) =>
    `dd if=/dev/zero of=${dir}/fill bs=1M count=16 2>&1 | grep -o 'No space left on device\\|Read-only file system' | head -1; rm -f ${dir}/fill`;

  it('gets ENOSPC past limits.max_tmpfs_bytes in /tmp, HOME and /dev/shm, and the next command runs', async () => {
    const b = await box({ tmpfsBytes: 4 * MIB });
    const r = await runInSandbox(b, workspace, [fill('/tmp'), fill('$HOME'), fill('/dev/shm')].join('; '));
    expect(r.output).toBe('No space left on device\n'.repeat(3));
    expect(b.report().bounds.tmpfs_bytes).toBe(4 * MIB);
    expect((await runInSandbox(b, workspace, 'echo x > /tmp/y && cat /tmp/y')).output).toBe('x\n');
  });

  it('cannot write /dev itself (an unsized tmpfs), while its devices still work', async () => {
    const b = await box({ tmpfsBytes: 4 * MIB });
    const r = await runInSandbox(
      b,
      workspace,
      `${fill('/dev')}; echo ok > /dev/null && head -c 3 /dev/zero | wc -c`,
    );
    expect(r.output).toBe('Read-only file system\n3\n');
  });

  it('cannot fill a masked system directory (a tmpfs over /etc/ssl/private)', async () => {
    if (!existsSync('/etc/ssl/private')) return;
    const b = await box({ tmpfsBytes: 64 * MIB });
    const r = await runInSandbox(b, workspace, fill('/etc/ssl/private'));
    expect(r.output).toBe('No space left on device\n');
  });
});

describe.skipIf(!HAVE_BWRAP)('a run whose commands fork-bomb and fill /tmp', () => {
  it('goes on: each command fails readably, the bounds are in run.started, the audit log is valid', async () => {
    const fx = makeFixture({
      files: {
        'bomb.py': FORKS.replace(/^\/usr\/bin\/python3 -c '|'$/g, ''),
        'fill.py':
          "import subprocess\nsubprocess.run(['dd', 'if=/dev/zero', 'of=/tmp/fill', 'bs=1M', 'count=16'])\n",
      },
      policy: {
        extends: 'builtin:standard',
        sandbox: 'bubblewrap',
        command: { allow: ['python3 bomb.py', 'python3 fill.py', 'echo *'] },
        limits: { max_processes: MAX, max_tmpfs_bytes: 4 * MIB },
      },
      script: [
        call('execute_command', { command: 'python3 bomb.py' }),
        call('execute_command', { command: 'python3 fill.py' }),
        call('execute_command', { command: 'echo after' }),
        complete('done'),
      ],
    });
    const result = await runTask({ taskFile: fx.taskFile });
    expect(result.status).toBe('completed');
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    const events = fx.events(result.auditLog);
    const started = events.find((e) => e.type === 'run.started')!;
    expect(started.sandbox).toMatchObject({ bounds: { processes: MAX, tmpfs_bytes: 4 * MIB } });
    expect(started.limits).toMatchObject({ max_processes: MAX, max_tmpfs_bytes: 4 * MIB });
    const outputs = events.filter((e) => e.type === 'tool.result').map((e) => String(e.output));
    expect(outputs[0]).toContain('fork failed: Resource temporarily unavailable');
    expect(outputs[1]).toContain('No space left on device');
    expect(outputs[2]).toContain('after');
  });
});

// bubblewrap before 0.5 (Ubuntu 20.04, Debian 11) has no --size: a stand-in that refuses it as
// that one does ("Unknown option --size"), and otherwise runs the real one with the same options.
const NO_SIZE_BWRAP = `#!/bin/bash
data=$(mktemp)
cat <&"$2" > "$data"
if grep -qzx -- --size "$data"; then echo "bwrap: Unknown option --size" >&2; rm -f "$data"; exit 1; fi
shift 2
exec 99<"$data"
rm -f "$data"
exec /usr/bin/bwrap --args 99 "$@"
`;

describe.skipIf(!HAVE_BWRAP)('a bubblewrap without --size', () => {
  it('still starts the sandbox, its memory-backed directories unbounded and said so', async () => {
    const fake = path.join(root, 'bwrap-without-size');
    writeFileSync(fake, NO_SIZE_BWRAP, { mode: 0o755 });
    const b = await createSandbox({
      setting: 'bubblewrap',
      workspace,
      protectedFiles: [],
      outDir: path.join(workspace, '.nightshift', 'runs', 'r1'),
      sourceEnv: { PATH: '/usr/bin:/bin', NIGHTSHIFT_BWRAP: fake },
      envPass: [],
      ownEnvironScrubbed: false,
      bounds: { maxProcesses: MAX, tmpfsBytes: 4 * MIB },
    });
    boxes.push(b);
    expect(b.report().bounds).toEqual({ processes: MAX, tmpfs_bytes: null });
    expect(await runInSandbox(b, workspace, 'echo ok > /tmp/x && cat /tmp/x')).toEqual({
      code: 0,
      output: 'ok\n',
    });
  });
});
