import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../src/sandbox/create.ts';
import type { Sandbox } from '../../src/sandbox/sandbox.ts';
import { identifyInit } from '../../src/sandbox/namespace-init.ts';
import { MARKER_VARIABLE, startWatchdog, watchInit } from '../../src/sandbox/reaper.ts';
import { privateSystemEntries } from '../../src/sandbox/system-secrets.ts';
import { runCommand } from '../../src/tools/command/run.ts';
import { leftover, processesWith } from '../support/processes.ts';
import { runInSandbox } from '../support/sandbox.ts';

// An attacker inside the sandbox: a test file the model wrote, run by an allowed command, trying
// each promise of docs/sandbox.md through the real bubblewrap. Tests marked "broke" failed on the
// code before their fix; the others confirm a promise that already held.
const HAVE_BWRAP = existsSync('/usr/bin/bwrap');
const IS_ROOT = process.getuid?.() === 0;
const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'S3CRET-redteam-inside-5eed';

let root: string;
let workspace: string;
let box: Sandbox;

beforeAll(async () => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-redteam-inside-')));
  workspace = path.join(root, 'ws');
  const outDir = path.join(workspace, '.nightshift', 'runs', 'r1');
  mkdirSync(outDir, { recursive: true });
  execFileSync('git', ['init', '-q', workspace]);
  writeFileSync(path.join(workspace, 'policy.yaml'), 'version: 1\n');
  if (HAVE_BWRAP)
    box = await createSandbox({
      setting: 'bubblewrap',
      workspace,
      protectedFiles: [path.join(workspace, 'policy.yaml')],
      outDir,
      sourceEnv: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      envPass: [],
      ownEnvironScrubbed: false,
    });
});
afterAll(async () => {
  await box?.close();
  rmSync(root, { recursive: true, force: true });
});

const sh = (command: string) => runInSandbox(box, workspace, command);

describe.skipIf(!HAVE_BWRAP)('processes a cancelled or timed-out command started (broke)', () => {
  // A command's result came back only once its PID namespace was empty when it exited by itself;
  // when it was killed (timeout, cancel) nightshift searched for its marker instead, and processes
  // that cleared their environment (`env -i setsid`) were still running when the result came back,
  // free to write the workspace while nightshift read or committed it. On the old code 11-25 of
  // 200 were left in 3 of 5 tries.
  const SLEEPERS = 200;

  it.each(['cancel', 'timeout'] as const)(
    'are all gone when the result of a %s comes back',
    async (how) => {
      for (let i = 0; i < 5; i++) {
        const tag = `700.${process.pid}${i}${how.length}`;
        const started = path.join(workspace, `started-${how}-${i}`);
        const fd = openSync(path.join(root, `out-${how}-${i}`), 'w');
        const abort = new AbortController();
        // Cancelled while it still starts them, as a timeout can strike.
        const command = `for i in $(seq ${SLEEPERS}); do env -i /usr/bin/setsid /bin/sleep ${tag} >/dev/null 2>&1 </dev/null & [ $i = 50 ] && touch ${started}; done; sleep 600`;
        try {
          const run = runCommand({
            command,
            cwd: workspace,
            sandbox: box,
            timeoutMs: how === 'timeout' ? 3000 : 60_000,
            graceMs: 100,
            signal: abort.signal,
            outputFd: fd,
          });
          if (how === 'cancel') {
            while (!existsSync(started)) await new Promise((r) => setTimeout(r, 20));
            abort.abort();
          }
          const exit = await run;
          expect(how === 'cancel' ? exit.cancelled : exit.timedOut).toBe(true);
          expect(processesWith(tag)).toEqual([]);
        } finally {
          closeSync(fd);
          for (const pid of processesWith(tag)) process.kill(pid, 'SIGKILL');
        }
      }
    },
    120_000,
  );
});

/**
 * A script that takes over the namespace's init with gdb: clears its death signal and the marker
 * in its environment, then holds it stopped while a `sleep TAG` lives; touches `ready` once done.
 */
function holdInitScript(tag: string, ready: string): string {
  const file = path.join(workspace, `hold-init-${tag}.sh`);
  writeFileSync(
    file,
    [
      "read -r start end < <(awk '{print $50, $51}' /proc/1/stat)",
      `sleep ${tag} | gdb -q -nx -p 1 -ex 'call (int)prctl(1, 0, 0, 0, 0)' \\`,
      `  -ex "call (void *)memset((void *)$start, 0, $((end - start)))" -ex 'shell touch ${ready}' >/dev/null 2>&1`,
    ].join('\n'),
  );
  return `env -i /usr/bin/setsid /bin/bash ${file} >/dev/null 2>&1 </dev/null & sleep 600`;
}

async function until(file: string): Promise<void> {
  while (!existsSync(file)) await new Promise((r) => setTimeout(r, 20));
}

describe.skipIf(!HAVE_BWRAP || !existsSync('/usr/bin/gdb'))(
  'a command that takes over its namespace’s init (broke)',
  () => {
    // The namespace lives as long as its init (bubblewrap's pid 1), and init was trusted to die with
    // bubblewrap (--die-with-parent). A command has init's uid: it can ptrace it, clear its death
    // signal, erase the marker the reaper looks for from its environment, and hold it stopped. On the
    // old code a daemon left that way went on writing the workspace after the command's result, and
    // after the sandbox was closed (the end of the run), and after nightshift was killed.
    it('leaves nothing running once the result of its cancel comes back', async () => {
      const tag = `800.${process.pid}1`;
      const ready = path.join(workspace, `ready-${tag}`);
      const fd = openSync(path.join(root, 'out-init'), 'w');
      const abort = new AbortController();
      try {
        const run = runCommand({
          command: holdInitScript(tag, ready),
          cwd: workspace,
          sandbox: box,
          timeoutMs: 60_000,
          signal: abort.signal,
          outputFd: fd,
        });
        await until(ready);
        abort.abort();
        expect((await run).cancelled).toBe(true);
        expect(processesWith(tag)).toEqual([]);
      } finally {
        closeSync(fd);
        for (const pid of processesWith(tag)) process.kill(pid, 'SIGKILL');
      }
    }, 60_000);

    it('leaves nothing running once a long-lived process, stopped by its group and never reaped, exits', async () => {
      // As an MCP server is stopped (src/mcp/stdio-transport.ts): its process group is killed, and
      // only its 'exit' is waited for, before delivery.
      const tag = `800.${process.pid}3`;
      const ready = path.join(workspace, `ready-${tag}`);
      const { child } = box.spawn(['/bin/bash', '-c', holdInitScript(tag, ready)], {
        cwd: workspace,
        stdio: ['ignore', 'ignore', 'ignore'],
      });
      try {
        await until(ready);
        const exited = once(child, 'exit');
        process.kill(-child.pid!, 'SIGKILL');
        await exited;
        expect(await leftover(tag)).toEqual([]);
      } finally {
        for (const pid of processesWith(tag)) process.kill(pid, 'SIGKILL');
      }
    }, 60_000);

    it('leaves nothing running once nightshift itself is killed (SIGKILL): its watchdog ends the namespace', async () => {
      const tag = `800.${process.pid}2`;
      const ready = path.join(workspace, `ready-${tag}`);
      // fixtures-holder.ts stands in for nightshift's process.
      const holder = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'test/sandbox/fixtures-holder.ts',
          'bubblewrap',
          'keep',
          workspace,
          path.join(workspace, '.nightshift', 'runs', 'r3'),
          holdInitScript(tag, ready),
        ],
        { cwd: ROOT, stdio: 'ignore' },
      );
      try {
        mkdirSync(path.join(workspace, '.nightshift', 'runs', 'r3'), { recursive: true });
        await until(ready);
        holder.kill('SIGKILL');
        expect(await leftover(tag)).toEqual([]);
      } finally {
        holder.kill('SIGKILL');
        for (const pid of processesWith(tag)) process.kill(pid, 'SIGKILL');
      }
    }, 60_000);
  },
);

describe('a watchdog told of a namespace init', () => {
  it('kills it when nightshift dies, only while its pid is still that process', async () => {
    const watchdog = startWatchdog(`${MARKER_VARIABLE}=${randomBytes(8).toString('hex')}:`);
    const init = spawn('/bin/sleep', ['30'], { detached: true, stdio: 'ignore' });
    const other = spawn('/bin/sleep', ['30'], { detached: true, stdio: 'ignore' });
    try {
      watchInit(watchdog, identifyInit(init.pid!, process.pid)!);
      // A stale entry: the pid of a process that started at another time.
      watchInit(watchdog, { pid: other.pid!, start: '1' });
      const killed = once(init, 'exit');
      const ended = once(watchdog, 'exit');
      watchdog.stdin?.end();
      expect(await killed).toEqual([null, 'SIGKILL']);
      await ended;
      expect(other.exitCode).toBeNull();
      expect(other.signalCode).toBeNull();
    } finally {
      init.kill('SIGKILL');
      other.kill('SIGKILL');
    }
  });
});

describe('the entries of a system directory only some may read', () => {
  it('are found at any depth: private files, and private directories whole; links and public ones not', () => {
    const etc = path.join(root, 'etc');
    mkdirSync(path.join(etc, 'public', 'deeper'), { recursive: true });
    mkdirSync(path.join(etc, 'private', 'inner'), { recursive: true });
    const file = (rel: string, mode: number) => {
      writeFileSync(path.join(etc, rel), 'x\n');
      chmodSync(path.join(etc, rel), mode);
    };
    file('hostname', 0o644);
    file('runner.toml', 0o600);
    file('public/deeper/wg0.conf', 0o640);
    file('public/deeper/readme', 0o444);
    file('private/inner/key', 0o644);
    chmodSync(path.join(etc, 'private'), 0o700);
    symlinkSync('runner.toml', path.join(etc, 'link.toml'));
    expect(privateSystemEntries(etc)).toEqual(
      [
        path.join(etc, 'private'),
        path.join(etc, 'public/deeper/wg0.conf'),
        path.join(etc, 'runner.toml'),
      ].sort(),
    );
    expect(privateSystemEntries(path.join(root, 'none'))).toEqual([]);
  });
});

describe.skipIf(!HAVE_BWRAP || !IS_ROOT)(
  'root-only files of /etc, for a nightshift running as root (broke)',
  () => {
    // A command has root's uid on the host then, and its owner bits open every root-only file
    // without a capability. Only /etc/shadow, gshadow, /etc/ssl/private and SSH host keys were
    // masked: on the old code the command printed the token of a runner's config in /etc and the
    // key in a private directory there.
    it('cannot be read, whatever their names; the rest of /etc still can', async () => {
      const name = `nightshift-redteam-${process.pid}`;
      const file = path.join('/etc', `${name}.toml`);
      const dir = path.join('/etc', name);
      try {
        writeFileSync(file, `token = "${SECRET}"\n`, { mode: 0o600 });
        mkdirSync(dir, { mode: 0o700 });
        writeFileSync(path.join(dir, 'wg0.conf'), `PrivateKey = ${SECRET}\n`, { mode: 0o644 });
        const b = await createSandbox({
          setting: 'bubblewrap',
          workspace,
          protectedFiles: [],
          outDir: path.join(workspace, '.nightshift', 'runs', 'r2'),
          sourceEnv: { PATH: '/usr/bin:/bin' },
          envPass: [],
          ownEnvironScrubbed: false,
        });
        try {
          const r = await runInSandbox(
            b,
            workspace,
            `cat ${file} ${dir}/wg0.conf; ls ${dir} 2>&1 | grep -c wg0; head -c 0 /etc/hostname && echo etc-ok`,
          );
          expect(r.output).not.toContain(SECRET);
          expect(r.output).toMatch(/^0$/m);
          expect(r.output).toContain('etc-ok');
        } finally {
          await b.close();
        }
      } finally {
        rmSync(file, { force: true });
        rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);

describe.skipIf(!HAVE_BWRAP)('a real run: descriptors, terminal and IPC a command could reach (held)', () => {
  it('a command holds no descriptor of nightshift’s: not the audit log, not the proxy’s socket', async () => {
    const { runTask } = await import('../../src/run/run-task.ts');
    const { call, complete, makeFixture } = await import('../support/run-fixture.ts');
    // The model is the script provider (no API connection to hold open here); the audit log and
    // the filtering proxy's listening socket (network.allow) are open in nightshift meanwhile.
    // `ls` itself holds one more: its listing of /proc/self/fd. A script, as a test file the model
    // wrote would be: the analyzer refuses /proc named in a command line.
    const fx = makeFixture({
      files: { 'probe.sh': 'ls -l /proc/self/fd/\n' },
      policy: {
        extends: 'builtin:standard',
        sandbox: 'required',
        command: { default: 'allow' },
        network: { allow: ['127.0.0.1:9'] },
      },
      script: [call('execute_command', { command: 'bash probe.sh' }), complete()],
    });
    try {
      const result = await runTask({ taskFile: fx.taskFile });
      expect(result.status).toBe('completed');
      const ran = fx.events(result.auditLog).find((e) => e.type === 'tool.result') as { output: string };
      const fds = [...ran.output.matchAll(/ (\d+) -> (.*)$/gm)].map((m) => [Number(m[1]), m[2]!] as const);
      expect(fds.length).toBeGreaterThanOrEqual(3);
      for (const [fd, target] of fds) {
        if (fd <= 2) expect(target).not.toMatch(/socket:|audit|\.jsonl/);
        else expect(target).toMatch(/^(\/dev\/null|\/proc\/\d+\/fd)$/);
      }
    } finally {
      rmSync(fx.dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('has no controlling terminal to inject keystrokes into (TIOCSTI), and sees only its own processes', async () => {
    const r = await sh(
      '(exec 3<>/dev/tty) 2>/dev/null && echo TTY-OPEN; ls -d /proc/[0-9]* | wc -l; kill -STOP 1 2>/dev/null; echo done',
    );
    expect(r.output).not.toContain('TTY-OPEN');
    // bubblewrap's init, bash, ls and wc (a subshell at most): never the host's hundreds.
    expect(Number(r.output.split('\n')[0])).toBeLessThan(10);
  });

  it('a hard link cannot reach past a mount: not .git, a protected file, nor /etc', async () => {
    const r = await sh(
      'for f in .git/config policy.yaml /etc/hostname; do ln "$f" "linked-$(basename $f)" 2>/dev/null && echo "LINKED $f"; done; echo done',
    );
    expect(r.output).toBe('done\n');
  });

  it('connects to no unix socket of the host: not an abstract one, not one in the host’s /tmp', async () => {
    const abstract = `\0nightshift-redteam-${process.pid}`;
    const inTmp = path.join(root, 'host.sock');
    const servers: Server[] = [];
    const listen = (at: string) =>
      new Promise<void>((resolve) => {
        const s = createServer((c) => c.end(`${SECRET}\n`));
        servers.push(s);
        s.listen(at, resolve);
      });
    await listen(abstract);
    await listen(inTmp);
    try {
      const probe = (at: string) =>
        `node -e 'require("net").connect(${JSON.stringify(at)}).on("data", (d) => process.stdout.write(String(d))).on("error", (e) => console.log(e.code))'`;
      // The control, outside the sandbox (asynchronously: the listeners are this process's).
      const control = await promisify(execFile)('/bin/bash', ['-c', probe(abstract)], { encoding: 'utf8' });
      expect(control.stdout).toContain(SECRET);
      const r = await sh(`${probe(abstract)}; ${probe(inTmp)}`);
      expect(r.output).not.toContain(SECRET);
      expect(r.output).toMatch(/ECONNREFUSED[\s\S]*ENOENT/);
    } finally {
      for (const s of servers) s.close();
    }
  });
});
