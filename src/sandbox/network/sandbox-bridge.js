// nightshift's network bridge, run by node inside the sandbox (its own network namespace, where
// only loopback exists): `node sandbox-bridge.js SOCKET_PATH PORT -- PROGRAM [ARGS...]`.
// Listens on 127.0.0.1:PORT, carries each TCP connection byte for byte to the proxy's Unix socket
// (bind-mounted in), runs PROGRAM with this process's stdio and environment, and ends as it ends.
// Standalone (node: builtins only) and tiny, since it starts before every sandboxed command.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { constants } from 'node:os';

function fail(message, code) {
  process.stderr.write(`nightshift sandbox bridge: ${message}\n`);
  process.exit(code);
}

const [socketPath, portText, dashes, program, ...args] = process.argv.slice(2);
const port = Number(portText);
if (
  !socketPath ||
  !/^[0-9]+$/.test(portText ?? '') ||
  port < 1 ||
  port > 65535 ||
  dashes !== '--' ||
  !program
) {
  fail('usage: node sandbox-bridge.js SOCKET_PATH PORT -- PROGRAM [ARGS...]', 125);
}

// Half-open on both sides, so a client that shuts its sending side still reads the whole reply.
const server = net.createServer({ allowHalfOpen: true }, (local) => {
  const remote = net.connect({ path: socketPath, allowHalfOpen: true });
  local.on('error', () => remote.destroy());
  remote.on('error', () => local.destroy());
  local.on('close', () => remote.destroy());
  remote.on('close', () => local.destroy());
  local.pipe(remote);
  remote.pipe(local);
});
server.on('error', (err) => fail(`cannot listen on 127.0.0.1:${port}: ${err.message}`, 125));

// The program starts once the port listens, so its first request cannot race the bridge.
server.listen(port, '127.0.0.1', () => {
  const child = spawn(program, args, { stdio: 'inherit' });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('error', (err) =>
    fail(`cannot run ${program}: ${err.message}`, err.code === 'ENOENT' ? 127 : 126),
  );
  child.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    // Die of the same signal, so whoever waits on the sandbox sees it. Node ignores SIGPIPE and
    // a PID 1 ignores every signal it has no handler for: then exit as a shell would report it.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), 100);
  });
});
