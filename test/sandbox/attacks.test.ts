import { execFileSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../src/sandbox/create.ts';
import type { Sandbox } from '../../src/sandbox/sandbox.ts';
import { runLogged } from '../../src/tools/command/logged-run.ts';
import { runCommand } from '../../src/tools/command/run.ts';
import { leftover, processesWith, uniqueSleep } from '../support/processes.ts';

// Each protection is attacked twice: with the `none` backend the attack must work (so the test can
// tell a blocked attack from a broken one), with bubblewrap it must fail.
const HAVE_BWRAP = existsSync('/usr/bin/bwrap');
const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'sk-ant-attack-test-4f9c2b7e1d';

let root: string;
let workspace: string;
let outDir: string;
let boxes: Record<'none' | 'bubblewrap', Sandbox>;

beforeAll(async () => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-attack-')));
  workspace = path.join(root, 'ws');
  outDir = path.join(workspace, '.nightshift', 'run');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'audit.jsonl'), '{"seq":0}\n');
  writeFileSync(path.join(root, 'outside-secret.txt'), 'outside the workspace\n');
  execFileSync('git', ['init', '-q', workspace]);
  // What actions/checkout persists by default: the job's token, readable by anything that reads .git.
  execFileSync('git', [
    '-C',
    workspace,
    'config',
    'http.https://github.com/.extraheader',
    `AUTHORIZATION: basic ${SECRET}`,
  ]);
  writeFileSync(path.join(workspace, 'policy.yaml'), 'version: 1\n');
  const make = (setting: 'none' | 'bubblewrap') =>
    createSandbox({
      setting,
      workspace,
      protectedFiles: [path.join(workspace, 'policy.yaml')],
      outDir,
      sourceEnv: { PATH: process.env.PATH ?? '/usr/bin:/bin', ANTHROPIC_API_KEY: SECRET },
      envPass: [],
      ownEnvironScrubbed: false,
    });
  boxes = {
    none: await make('none'),
    bubblewrap: HAVE_BWRAP ? await make('bubblewrap') : await make('none'),
  };
});
afterAll(async () => {
  await boxes.none.close();
  await boxes.bubblewrap.close();
  rmSync(root, { recursive: true, force: true });
});

async function sh(backend: 'none' | 'bubblewrap', command: string) {
  const log = path.join(root, `cmd-${Math.random()}.log`);
  const fd = openSync(log, 'w');
  try {
    const exit = await runCommand({
      command,
      cwd: workspace,
      sandbox: boxes[backend],
      timeoutMs: 20_000,
      signal: new AbortController().signal,
      outputFd: fd,
    });
    return { code: exit.exitCode, output: readFileSync(log, 'utf8'), exit };
  } finally {
    closeSync(fd);
  }
}

describe.skipIf(!HAVE_BWRAP)('attacks on the sandbox (bubblewrap installed by .ci/run)', () => {
  it('reports bubblewrap with every protection on', () => {
    expect(boxes.bubblewrap.report()).toMatchObject({
      backend: 'bubblewrap',
      protections: { pid_namespace: true, filesystem: true, no_new_privs: true, network: 'off' },
    });
    expect(boxes.none.report()).toMatchObject({ backend: 'none', protections: { pid_namespace: false } });
  });

  it("reading nightshift's /proc/<pid>/environ: works without a sandbox, not with it", () => {
    const attack = `for f in /proc/$PPID/environ /proc/[0-9]*/environ; do tr '\\0' '\\n' < "$f"; done 2>/dev/null | grep -c ${SECRET} || true`;
    const holder = (backend: string, scrub: string) => {
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', 'test/sandbox/fixtures-holder.ts', backend, scrub, workspace, outDir, attack],
        { cwd: ROOT, env: { ...process.env, ATTACK_MARKER_KEY: SECRET }, encoding: 'utf8' },
      );
      return (JSON.parse(out) as { output: string }).output.trim();
    };
    expect(Number(holder('none', 'keep'))).toBeGreaterThan(0);
    expect(holder('bubblewrap', 'keep')).toBe('0');
    // The second layer, independent of the backend: nightshift's own environ block is scrubbed.
    expect(holder('none', 'scrub')).toBe('0');
  });

  it('the environment is an allowlist: a credential in nightshift’s environment never reaches a command', async () => {
    for (const backend of ['none', 'bubblewrap'] as const) {
      const r = await sh(backend, 'env');
      expect(r.output).not.toContain(SECRET);
      expect(r.output).toMatch(/^PATH=/m);
    }
  });

  it('writing .git/config through a program the analyzer allows (git config): works without, fails with', async () => {
    expect((await sh('none', 'git config user.name none-backend')).code).toBe(0);
    const r = await sh(
      'bubblewrap',
      'git config user.name evil; git status --short >/dev/null && echo status-ok',
    );
    expect(r.output).toMatch(/Read-only file system|could not lock config file/);
    expect(r.output).toContain('status-ok'); // reading git still works
    expect(readFileSync(path.join(workspace, '.git', 'config'), 'utf8')).not.toContain('evil');
    for (const target of ['.git/hooks/pre-commit', '.git/HEAD'])
      expect((await sh('bubblewrap', `echo x > ${target}`)).code).not.toBe(0);
  });

  it('a directory shaped like a bare repository is not a repository to git, with either backend', async () => {
    // Written by the model where the edit rules allow: HEAD, objects/, refs/ and a config whose
    // core.fsmonitor is a program git would run on `git status`.
    const fake = path.join(workspace, 'docs', 'evil');
    for (const dir of ['objects', 'refs']) mkdirSync(path.join(fake, dir), { recursive: true });
    writeFileSync(path.join(fake, 'HEAD'), 'ref: refs/heads/main\n');
    const marker = path.join(workspace, 'fsmonitor-ran');
    writeFileSync(
      path.join(fake, 'config'),
      `[core]\n\tbare = true\n\tfsmonitor = "touch ${marker}; echo"\n`,
    );
    try {
      for (const backend of ['none', 'bubblewrap'] as const) {
        const r = await sh(backend, 'cd docs/evil && git status; git log -1 --oneline');
        expect(r.output).toMatch(/cannot use bare repository .*safe\.bareRepository/);
        expect(existsSync(marker)).toBe(false);
      }
      // The workspace's own repository is found as before.
      expect((await sh('bubblewrap', 'git status --short >/dev/null && echo status-ok')).output).toContain(
        'status-ok',
      );
    } finally {
      rmSync(path.join(workspace, 'docs'), { recursive: true, force: true });
    }
  });

  it('reading the token actions/checkout persisted in .git/config: works without, not with', async () => {
    expect((await sh('none', 'git config --get-regexp extraheader')).output).toContain(SECRET);
    const r = await sh(
      'bubblewrap',
      'git config --get-regexp extraheader; cat .git/config; git status --short',
    );
    expect(r.output).not.toContain(SECRET);
    expect(r.output).toContain('[core]');
  });

  it('a git worktree (batch runs use them): the common config is shown without credentials, read-only', async () => {
    execFileSync('git', [
      '-C',
      workspace,
      '-c',
      'user.name=t',
      '-c',
      'user.email=t@x',
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      'init',
    ]);
    const tree = path.join(root, 'tree');
    execFileSync('git', ['-C', workspace, 'worktree', 'add', '-q', tree]);
    const box = await createSandbox({
      setting: 'bubblewrap',
      workspace: tree,
      protectedFiles: [],
      outDir: path.join(tree, '.nightshift'),
      sourceEnv: { PATH: process.env.PATH ?? '' },
      envPass: [],
      ownEnvironScrubbed: false,
    });
    try {
      const log = path.join(root, 'tree.log');
      const fd = openSync(log, 'w');
      await runCommand({
        command:
          'git config --get-regexp extraheader; git status --short && echo status-ok; git config user.name evil || echo refused',
        cwd: tree,
        sandbox: box,
        timeoutMs: 20_000,
        signal: new AbortController().signal,
        outputFd: fd,
      }).finally(() => closeSync(fd));
      const out = readFileSync(log, 'utf8');
      expect(out).not.toContain(SECRET);
      expect(out).toContain('status-ok');
      expect(out).toContain('refused');
    } finally {
      await box.close();
    }
  });

  it('reading a file outside the workspace: works without, fails with', async () => {
    expect((await sh('none', 'cat ../outside-secret.txt')).output).toContain('outside the workspace');
    const r = await sh('bubblewrap', `cat ${root}/outside-secret.txt; ls /root /home 2>&1; ls ${tmpdir()}`);
    expect(r.output).not.toContain('outside the workspace');
    expect(r.output).toMatch(/No such file or directory/);
  });

  it("planting bytecode in nightshift's compile cache (dist/.cache): works without, fails with", async () => {
    const planted = path.join(ROOT, 'dist', '.cache', `planted-${process.pid}`);
    const plant = `mkdir -p ${path.dirname(planted)} && echo bytecode > ${planted}`;
    try {
      expect((await sh('none', plant)).code).toBe(0);
      expect(existsSync(planted)).toBe(true);
      rmSync(planted);
      // Inside the sandbox the checkout is either read-only (a failed write) or, when it lives
      // under /tmp, behind the sandbox's private /tmp (a write that vanishes): either way the
      // host's cache never sees the file.
      await sh('bubblewrap', plant);
      expect(existsSync(planted)).toBe(false);
    } finally {
      rmSync(planted, { force: true });
    }
  });

  it('filling the disk through its output: a flood is killed at the output limit inside the sandbox too', async () => {
    const logged = (command: string, maxOutputBytes: number, timeoutMs: number) =>
      runLogged({
        command,
        cwd: workspace,
        sandbox: boxes.bubblewrap,
        timeoutMs,
        signal: new AbortController().signal,
        outDir: path.join(root, 'flood-out'),
        maxOutputBytes,
      });
    try {
      // The control: with no effective limit a flood runs until its timeout (kept short here).
      const unbounded = await logged('yes', Number.MAX_SAFE_INTEGER, 300);
      expect(unbounded.exit).toMatchObject({ timedOut: true, outputLimited: false });
      expect(statSync(unbounded.file).size).toBeGreaterThan(4 << 20);
      // Deaf to SIGTERM, with a second flood detached from the shell: all killed at 1 MiB.
      const bounded = await logged("trap '' TERM; (yes &); yes", 1 << 20, 20_000);
      expect(bounded.exit).toMatchObject({ timedOut: false, outputLimited: true });
      expect(statSync(bounded.file).size).toBeLessThanOrEqual((1 << 20) + 100);
    } finally {
      rmSync(path.join(root, 'flood-out'), { recursive: true, force: true });
    }
  });

  it('the out dir and the policy file: hidden and read-only with the sandbox', async () => {
    const r = await sh(
      'bubblewrap',
      `ls -A .nightshift/run; echo x >> policy.yaml; echo y > .nightshift/run/audit.jsonl`,
    );
    expect(r.output).not.toContain('audit.jsonl\n');
    expect(r.code).not.toBe(0);
    expect(readFileSync(path.join(workspace, 'policy.yaml'), 'utf8')).toBe('version: 1\n');
    expect(readFileSync(path.join(outDir, 'audit.jsonl'), 'utf8')).toBe('{"seq":0}\n');
    // The workspace itself stays writable.
    expect((await sh('bubblewrap', 'echo ok > written.txt && cat written.txt')).output).toBe('ok\n');
  });

  it('a detached process that would outlive the command: the reaper takes a marked one, only the PID namespace takes them all', async () => {
    // The pause lets setsid() happen before the command ends and its process group is killed.
    const marked = uniqueSleep();
    await sh('none', `setsid sleep ${marked} > /dev/null 2>&1 < /dev/null & sleep 0.3`);
    expect(await leftover(marked)).toEqual([]);

    const unmarked = uniqueSleep();
    await sh(
      'none',
      `env -i /usr/bin/setsid /bin/sleep ${unmarked} > /dev/null 2>&1 < /dev/null & sleep 0.3`,
    );
    const escaped = processesWith(unmarked);
    expect(escaped.length).toBeGreaterThan(0);
    for (const pid of escaped) process.kill(pid, 'SIGKILL');

    // In bubblewrap, the PID namespace takes everything, and the command's result comes back
    // only once it did (bubblewrap reports the status a few ms before the kernel empties the
    // namespace): nothing is left at that moment, marked or not, over many tries.
    for (let i = 0; i < 10; i++) {
      const boxed = uniqueSleep();
      await sh(
        'bubblewrap',
        `env -i /usr/bin/setsid /bin/sleep ${boxed} > /dev/null 2>&1 < /dev/null & sleep 0.05`,
      );
      expect(processesWith(boxed)).toEqual([]);
      const boxedMarked = uniqueSleep();
      await sh('bubblewrap', `setsid sleep ${boxedMarked} > /dev/null 2>&1 < /dev/null & sleep 0.05`);
      expect(processesWith(boxedMarked)).toEqual([]);
    }
  });

  describe('network', () => {
    let server: Server;
    let port = 0;
    let connections = 0;
    beforeAll(async () => {
      server = createServer((s) => {
        connections++;
        s.end('hello\n');
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('connecting to a loopback listener: works without, refused with', async () => {
      const attack = `exec 3<>/dev/tcp/127.0.0.1/${port} && head -1 <&3`;
      expect((await sh('none', attack)).output).toBe('hello\n');
      const before = connections;
      const r = await sh('bubblewrap', attack);
      expect(r.code).not.toBe(0);
      expect(r.output).toMatch(/Connection refused|Network is unreachable/);
      expect(connections).toBe(before);
    });
  });

  it('sudo and setuid programs: no way up with no_new_privs and no capabilities', async () => {
    const r = await sh(
      'bubblewrap',
      'grep -E "^(NoNewPrivs|CapEff)" /proc/self/status; sudo -n id -u 2>&1 || echo sudo-failed',
    );
    expect(r.output).toMatch(/NoNewPrivs:\s+1/);
    expect(r.output).toMatch(/CapEff:\s+0+\n/);
    if (existsSync('/usr/bin/sudo')) expect(r.output).toContain('sudo-failed');
    expect((await sh('bubblewrap', 'touch /usr/pwned 2>&1; touch /etc/pwned 2>&1')).output).toMatch(
      /Read-only/,
    );
  });

  it('a sandbox that cannot start is an error result naming the reason, never a silent run without it', async () => {
    const broken = await createSandbox({
      setting: 'bubblewrap',
      workspace,
      protectedFiles: [],
      outDir,
      sourceEnv: { PATH: process.env.PATH ?? '' },
      envPass: [],
      ownEnvironScrubbed: false,
    });
    // The workspace vanishes between the probe and the command: bubblewrap cannot bind it.
    const gone = path.join(root, 'ws-moved');
    const { renameSync } = await import('node:fs');
    renameSync(workspace, gone);
    try {
      const log = path.join(root, 'broken.log');
      const fd = openSync(log, 'w');
      const exit = await runCommand({
        command: 'echo ran > /tmp/should-not-run',
        cwd: '/',
        sandbox: broken,
        timeoutMs: 5000,
        signal: new AbortController().signal,
        outputFd: fd,
      }).finally(() => closeSync(fd));
      expect(exit.startError).toMatch(/sandbox \(bubblewrap\) failed to start/);
      expect(readFileSync(log, 'utf8')).toMatch(/bwrap:/);
    } finally {
      renameSync(gone, workspace);
      await broken.close();
    }
  });
});
