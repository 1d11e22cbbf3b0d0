// src/sandbox/network/sandbox-bridge.js
import { spawn } from "node:child_process";
import net from "node:net";
import { constants } from "node:os";
function fail(message, code) {
  process.stderr.write(`nightshift sandbox bridge: ${message}
`);
  process.exit(code);
}
var [socketPath, portText, dashes, program, ...args] = process.argv.slice(2);
var port = Number(portText);
if (!socketPath || !/^[0-9]+$/.test(portText ?? "") || port < 1 || port > 65535 || dashes !== "--" || !program) {
  fail("usage: node sandbox-bridge.js SOCKET_PATH PORT -- PROGRAM [ARGS...]", 125);
}
var server = net.createServer({ allowHalfOpen: true }, (local) => {
  const remote = net.connect({ path: socketPath, allowHalfOpen: true });
  local.on("error", () => remote.destroy());
  remote.on("error", () => local.destroy());
  local.on("close", () => remote.destroy());
  remote.on("close", () => local.destroy());
  local.pipe(remote);
  remote.pipe(local);
});
server.on("error", (err) => fail(`cannot listen on 127.0.0.1:${port}: ${err.message}`, 125));
server.listen(port, "127.0.0.1", () => {
  const child = spawn(program, args, { stdio: "inherit" });
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) {
    process.on(signal, () => child.kill(signal));
  }
  child.on(
    "error",
    (err) => fail(`cannot run ${program}: ${err.message}`, err.code === "ENOENT" ? 127 : 126)
  );
  child.on("exit", (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), 100);
  });
});
