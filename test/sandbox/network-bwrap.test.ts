import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SOCKET_DIR } from '../../src/sandbox/bwrap-args.ts';
import {
  BRIDGE_PORT,
  bridgeArgv,
  locateBridge,
  PROXY_SOCKET_FILE,
  proxyEnv,
} from '../../src/sandbox/network/bridge.ts';
import { planSandbox } from '../../src/sandbox/plan.ts';
import { Sandbox } from '../../src/sandbox/sandbox.ts';
import { closedPort, startOrigin, startTestProxy, type Origin, type TestProxy } from './network-helpers.ts';

const hasBwrap = spawnSync('bwrap', ['--version']).status === 0;
const PORT = BRIDGE_PORT;
const SOCKET = `${SANDBOX_SOCKET_DIR}/${PROXY_SOCKET_FILE}`;

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function run(argv: string[], env: NodeJS.ProcessEnv = process.env, onStdout?: (text: string) => void) {
  const child = spawn(argv[0]!, argv.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    onStdout?.(stdout);
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const done = new Promise<Exit>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done };
}

/** What the lead runs: bwrap, no network, the proxy's socket dir mounted at /run/nightshift. */
const sandbox = (socketDir: string, argv: string[]) => [
  'bwrap',
  '--unshare-all',
  '--unshare-user',
  '--die-with-parent',
  '--ro-bind', '/', '/',
  '--proc', '/proc',
  '--dev', '/dev',
  // The mount point has to exist; / is read-only, so /run becomes a tmpfs first.
  '--tmpfs', '/run',
  '--bind', socketDir, SANDBOX_SOCKET_DIR,
  '--',
  ...bridgeArgv({ nodePath: process.execPath, bridgePath: locateBridge(), socketPath: SOCKET, port: PORT, argv }),
]; // prettier-ignore

// Runs inside the sandbox: reaches origins only through HTTP_PROXY (the bridge), and tries them
// directly too. Prints one JSON object.
const CLIENT = `
import http from 'node:http';
import net from 'node:net';
const proxy = new URL(process.env.HTTP_PROXY);
const [allowedPort, otherPort] = process.argv.slice(2, 4).map(Number);
const host = process.argv[4] ?? '127.0.0.1'; // how the client names both origins
const read = (stream) => new Promise((resolve) => {
  let text = '';
  stream.setEncoding('utf8');
  stream.on('data', (d) => (text += d));
  stream.on('end', () => resolve(text));
  stream.on('close', () => resolve(text));
});
const plain = (url) => new Promise((resolve) => {
  const req = http.request({ host: proxy.hostname, port: proxy.port, path: url, agent: false }, async (res) =>
    resolve({ status: res.statusCode, body: await read(res) }));
  req.on('error', (e) => resolve({ error: e.code }));
  req.end();
});
const tunnel = (authority) => new Promise((resolve) => {
  const req = http.request({ host: proxy.hostname, port: proxy.port, method: 'CONNECT', path: authority });
  req.on('connect', async (res, socket, head) => {
    if (res.statusCode !== 200) {
      socket.destroy();
      return resolve({ status: res.statusCode, body: head.toString() });
    }
    socket.write('GET /tunnel HTTP/1.1\\r\\nHost: ' + authority + '\\r\\nConnection: close\\r\\n\\r\\n');
    resolve({ status: 200, body: await read(socket) });
  });
  req.on('error', (e) => resolve({ error: e.code }));
  req.end();
});
const direct = (port) => new Promise((resolve) => {
  const s = net.connect(port, '127.0.0.1');
  s.on('connect', () => { s.destroy(); resolve('connected'); });
  s.on('error', (e) => resolve(e.code));
});
console.log(JSON.stringify({
  plainAllowed: await plain('http://' + host + ':' + allowedPort + '/plain'),
  tunnelAllowed: await tunnel(host + ':' + allowedPort),
  plainOther: await plain('http://' + host + ':' + otherPort + '/plain'),
  tunnelOther: await tunnel(host + ':' + otherPort),
  directAllowed: await direct(allowedPort),
  directOther: await direct(otherPort),
  noProxy: process.env.NO_PROXY,
}));
`;

const bwrapSuite = hasBwrap
  ? 'network through bwrap'
  : 'network through bwrap (skipped: bwrap is not installed)';
describe.skipIf(!hasBwrap)(bwrapSuite, () => {
  let allowed: Origin;
  let other: Origin;
  let t: TestProxy;
  let clientFile: string;

  beforeAll(async () => {
    allowed = await startOrigin('allowed');
    other = await startOrigin('other');
    t = await startTestProxy(['*.pypi.org', `127.0.0.1:${allowed.port}`]);
    clientFile = path.join(mkdtempSync(path.join(tmpdir(), 'ns-net-client-')), 'client.mjs');
    writeFileSync(clientFile, CLIENT);
  });
  afterAll(async () => {
    await t.close();
    await allowed.close();
    await other.close();
  });

  it('reaches an allowlisted host only through the proxy; others get 403; direct connections fail', async () => {
    const env = { ...process.env, NO_PROXY: 'leaked', ...proxyEnv(PORT) };
    const { code, stdout, stderr } = await run(
      sandbox(t.dir, [process.execPath, clientFile, String(allowed.port), String(other.port)]),
      env,
    ).done;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    type Reply = { status?: number; body?: string; error?: string };
    const r = JSON.parse(stdout) as Record<
      'plainAllowed' | 'tunnelAllowed' | 'plainOther' | 'tunnelOther',
      Reply
    > &
      Record<'directAllowed' | 'directOther' | 'noProxy', string>;
    expect(r.plainAllowed).toEqual({ status: 200, body: 'allowed GET /plain' });
    expect(r.tunnelAllowed.status).toBe(200);
    expect(r.tunnelAllowed.body).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*allowed GET \/tunnel\r\n/);
    expect(r.plainOther.status).toBe(403);
    expect(r.plainOther.body).toContain(`network.allow must list "127.0.0.1" (or "127.0.0.1:${other.port}")`);
    expect(r.tunnelOther.status).toBe(403);
    expect(r.tunnelOther.body).toContain(`connection to 127.0.0.1:${other.port} denied`);
    // The sandbox has its own network namespace: the host's loopback listeners are not there.
    expect(r.directAllowed).toBe('ECONNREFUSED');
    expect(r.directOther).toBe('ECONNREFUSED');
    expect(r.noProxy).toBe('');
    expect(other.connections()).toBe(0);
    const allowRule = `network.allow[1] "127.0.0.1:${allowed.port}"`;
    expect(t.events).toEqual([
      { host: '127.0.0.1', port: allowed.port, decision: 'allow', rule: allowRule },
      { host: '127.0.0.1', port: allowed.port, decision: 'allow', rule: allowRule },
      { host: '127.0.0.1', port: other.port, decision: 'deny', rule: 'default' },
      { host: '127.0.0.1', port: other.port, decision: 'deny', rule: 'default' },
    ]);
    expect(t.proxy.counts()).toEqual({ allowed: 2, denied: 2 });
  });

  it('ends with the command: its exit code, or 128 + its signal as bwrap reports it', async () => {
    expect(await run(sandbox(t.dir, ['/bin/sh', '-c', 'echo out; exit 7'])).done).toMatchObject({
      code: 7,
      stdout: 'out\n',
    });
    expect((await run(sandbox(t.dir, ['/bin/sh', '-c', 'kill -TERM $$'])).done).code).toBe(128 + 15);
  });
});

describe.skipIf(!hasBwrap)(`${bwrapSuite}: the run's own sandbox layout`, () => {
  it("runs a command under the bridge with Sandbox's bubblewrap arguments and the proxy's env", async () => {
    const allowed = await startOrigin('allowed');
    const other = await startOrigin('other');
    const t = await startTestProxy([`localhost:${allowed.port}`]);
    const workspace = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-net-ws-')));
    writeFileSync(path.join(workspace, 'client.mjs'), CLIENT);
    const bridgePath = locateBridge();
    const box = new Sandbox({
      setting: 'bubblewrap',
      backend: 'bubblewrap',
      bwrapPath: '/usr/bin/bwrap',
      plan: planSandbox({
        workspace,
        protectedFiles: [],
        hiddenDirs: [],
        pathEnv: process.env.PATH ?? '/usr/bin:/bin',
        nodePath: process.execPath,
        proxySocketDir: t.dir,
      }),
      sourceEnv: { PATH: process.env.PATH, NO_PROXY: 'leaked' },
      envPass: ['NO_PROXY'],
      extraEnv: proxyEnv(PORT),
      wrapArgv: (argv) =>
        bridgeArgv({
          nodePath: process.execPath,
          bridgePath,
          socketPath: SOCKET,
          port: PORT,
          argv,
        }),
      ownEnvironScrubbed: false,
    });
    try {
      // The bridge lives with nightshift, outside the system directories: without this read-only
      // mount node cannot find it inside the sandbox.
      const { child, sandboxFailed } = box.spawn(
        [process.execPath, 'client.mjs', String(allowed.port), String(other.port), 'localhost'],
        { cwd: workspace, stdio: ['ignore', 'pipe', 'pipe'], readOnly: [bridgePath] },
      );
      let stdout = '';
      let stderr = '';
      child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise((resolve) => child.on('close', resolve));
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(await sandboxFailed).toBe(false);
      const r = JSON.parse(stdout) as Record<string, { status?: number; body?: string } | string>;
      expect(r.plainAllowed).toEqual({ status: 200, body: 'allowed GET /plain' });
      expect(r.tunnelAllowed).toMatchObject({ status: 200 });
      expect(r.plainOther).toMatchObject({ status: 403 });
      expect(r.tunnelOther).toMatchObject({ status: 403 });
      expect(r.directAllowed).toBe('ECONNREFUSED');
      expect(r.noProxy).toBe('');
      const rule = `network.allow[0] "localhost:${allowed.port}"`;
      expect(t.events).toEqual([
        { host: 'localhost', port: allowed.port, decision: 'allow', rule },
        { host: 'localhost', port: allowed.port, decision: 'allow', rule },
        { host: 'localhost', port: other.port, decision: 'deny', rule: 'default' },
        { host: 'localhost', port: other.port, decision: 'deny', rule: 'default' },
      ]);
    } finally {
      await box.close();
      await t.close();
      await allowed.close();
      await other.close();
      rmSync(workspace, { recursive: true, force: true });
    }
  });
});

describe('the bridge outside a sandbox', () => {
  const bridge = async (
    argv: string[],
    onStdout?: (text: string, child: ReturnType<typeof spawn>) => void,
  ) => {
    const port = await closedPort();
    const env = { ...process.env, NS_BRIDGE_TEST: 'passed through' };
    const handle = run(
      [process.execPath, locateBridge(), '/nonexistent/proxy.sock', String(port), '--', ...argv],
      env,
      (text) => onStdout?.(text, handle.child),
    );
    return handle.done;
  };

  it('runs the program with the same stdio and environment and exits with its code', async () => {
    const exit = await bridge([
      process.execPath,
      '-e',
      'console.log(process.env.NS_BRIDGE_TEST); process.exit(3)',
    ]);
    expect(exit).toMatchObject({ code: 3, signal: null, stdout: 'passed through\n', stderr: '' });
  });

  it('dies of the signal that killed the program', async () => {
    expect(await bridge(['/bin/sh', '-c', 'kill -KILL $$'])).toMatchObject({ code: null, signal: 'SIGKILL' });
    expect(await bridge(['/bin/sh', '-c', 'kill -INT $$'])).toMatchObject({ code: null, signal: 'SIGINT' });
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('forwards %s to the program', async (signal) => {
    const program = `process.on('${signal}', () => { console.log('got ${signal}'); process.exit(5); }); console.log('ready'); setTimeout(() => process.exit(9), 10000);`;
    const exit = await bridge([process.execPath, '-e', program], (text, child) => {
      if (text === 'ready\n') child.kill(signal);
    });
    expect(exit).toMatchObject({ code: 5, stdout: `ready\ngot ${signal}\n` });
  });

  it('forwards loopback connections to the Unix socket byte for byte, half-close included', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ns-bridge-'));
    const socketPath = path.join(dir, 's.sock');
    // An echo server that answers only after the client has finished sending (half-close).
    const echo = net.createServer({ allowHalfOpen: true }, (c) => {
      const chunks: Buffer[] = [];
      c.on('data', (d: Buffer) => chunks.push(d));
      c.on('end', () => c.end(Buffer.concat(chunks).reverse()));
    });
    await new Promise<void>((resolve) => echo.listen(socketPath, resolve));
    const port = await closedPort();
    const payload = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7) % 256));
    const client = `
      const net = require('node:net');
      const payload = Buffer.from(Array.from({ length: 200000 }, (_, i) => (i * 7) % 256));
      const s = net.connect({ port: ${port}, host: '127.0.0.1', allowHalfOpen: true });
      const chunks = [];
      s.on('data', (d) => chunks.push(d));
      s.on('end', () => { process.stdout.write(require('node:crypto').createHash('sha256').update(Buffer.concat(chunks)).digest('hex')); s.end(); });
      s.end(payload);`;
    const exit = await run([
      process.execPath,
      locateBridge(),
      socketPath,
      String(port),
      '--',
      process.execPath,
      '-e',
      client,
    ]).done;
    await new Promise<void>((resolve) => echo.close(() => resolve()));
    const { createHash } = await import('node:crypto');
    expect(exit).toMatchObject({ code: 0, stderr: '' });
    expect(exit.stdout).toBe(createHash('sha256').update(Buffer.from(payload).reverse()).digest('hex'));
  });

  it('reports a usage error, a missing program and a taken port with its own exit codes', async () => {
    const bridgePath = locateBridge();
    expect((await run([process.execPath, bridgePath, '/s.sock', '3128', 'true']).done).code).toBe(125);
    const missing = await bridge(['/nonexistent/program']);
    expect(missing.code).toBe(127);
    expect(missing.stderr).toContain('cannot run /nonexistent/program');
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    const busy = await run([process.execPath, bridgePath, '/s.sock', String(port), '--', 'true']).done;
    await new Promise<void>((resolve) => taken.close(() => resolve()));
    expect(busy.code).toBe(125);
    expect(busy.stderr).toContain(`cannot listen on 127.0.0.1:${port}`);
  });
});
