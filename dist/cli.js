#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  VERSION
} from "./chunks/chunk-A2ODA44M.js";
import {
  init_define_NIGHTSHIFT_NODE_FLAGS
} from "./chunks/chunk-WD3ZEOBE.js";

// src/cli/main.ts
init_define_NIGHTSHIFT_NODE_FLAGS();

// src/cli/pipes.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
function dropOutputToClosedPipes() {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (err) => {
      if (err.code !== "EPIPE" && err.code !== "ERR_STREAM_DESTROYED") throw err;
    });
  }
}

// src/cli/main.ts
var COMMANDS = {
  run: async () => (await import("./chunks/run-ZQ4UAVA2.js")).runCommand,
  replay: async () => (await import("./chunks/replay-ACQL4ZSD.js")).replayCommand,
  validate: async () => (await import("./chunks/validate-B5DNNKWK.js")).validateCommand,
  "policy check": async () => (await import("./chunks/policy-CFDMD7Z5.js")).policyCheckCommand,
  "policy test": async () => (await import("./chunks/policy-CFDMD7Z5.js")).policyTestCommand,
  tools: async () => (await import("./chunks/tools-OYNXZFUZ.js")).toolsCommand,
  "audit verify": async () => (await import("./chunks/audit-WYAXVV3C.js")).auditVerifyCommand,
  "audit summary": async () => (await import("./chunks/audit-WYAXVV3C.js")).auditSummaryCommand,
  batch: async () => (await import("./chunks/batch-43CUKXAQ.js")).batchCommand,
  schema: async () => (await import("./chunks/schema-7RTGMQH7.js")).schemaCommand
};
var VERSION_ARGS = /* @__PURE__ */ new Set(["--version", "-V", "-v", "version"]);
async function main(argv) {
  if (argv.length === 1 && VERSION_ARGS.has(argv[0] ?? "")) {
    process.stdout.write(`${VERSION}
`);
    return 0;
  }
  const target = (await import("./chunks/resolve-2KHOQ6LH.js")).resolveCommand(argv);
  if (target.kind === "error") {
    process.stderr.write(`nightshift: ${target.message}
`);
    return 2;
  }
  if (target.kind === "help") {
    (target.exitCode === 0 ? process.stdout : process.stderr).write(target.text);
    return target.exitCode;
  }
  const [{ protectOwnEnvironment }, { isCredentialVariable }] = await Promise.all([
    import("./chunks/self-environ-ELC5JVYM.js"),
    import("./chunks/credentials-QZQHTG42.js")
  ]);
  protectOwnEnvironment(isCredentialVariable);
  const { reportError } = await import("./chunks/errors-B7ZAOST4.js");
  try {
    return await (await COMMANDS[target.command]())(target.argv);
  } catch (err) {
    return reportError(err);
  }
}
dropOutputToClosedPipes();
process.exitCode = await main(process.argv.slice(2));
export {
  main
};
