#!/usr/bin/env -S node --max-semi-space-size=2
import {
  printErr,
  printOut
} from "./chunks/chunk-JRMA7TYC.js";
import "./chunks/chunk-STP6PNOX.js";
import "./chunks/chunk-KD2KN6TW.js";

// src/cli/main.ts
import path from "node:path";
import { fileURLToPath } from "node:url";

// src/cli/pipes.ts
function dropOutputToClosedPipes() {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (err) => {
      if (err.code !== "EPIPE" && err.code !== "ERR_STREAM_DESTROYED") throw err;
    });
  }
}

// src/cli/main.ts
var COMMANDS = {
  run: async () => (await import("./chunks/run-NLYLATYK.js")).runCommand,
  replay: async () => (await import("./chunks/replay-PKXAAECG.js")).replayCommand,
  resume: async () => (await import("./chunks/resume-UIEY7OKW.js")).resumeCommand,
  validate: async () => (await import("./chunks/validate-YM6FQ644.js")).validateCommand,
  "policy check": async () => (await import("./chunks/policy-7D557M3F.js")).policyCheckCommand,
  "policy test": async () => (await import("./chunks/policy-7D557M3F.js")).policyTestCommand,
  tools: async () => (await import("./chunks/tools-EAG55IPG.js")).toolsCommand,
  "audit verify": async () => (await import("./chunks/audit-2ET5E5S3.js")).auditVerifyCommand,
  "audit summary": async () => (await import("./chunks/audit-2ET5E5S3.js")).auditSummaryCommand,
  batch: async () => (await import("./chunks/batch-H2SDOM3A.js")).batchCommand,
  schema: async () => (await import("./chunks/schema-GEJ2Z5HY.js")).schemaCommand
};
var VERSION_ARGS = /* @__PURE__ */ new Set(["--version", "-V", "-v", "version"]);
var version = async () => true ? "0.1.0" : (await null).VERSION;
async function main(argv) {
  if (argv.length === 1 && VERSION_ARGS.has(argv[0] ?? "")) {
    printOut(`${await version()}
`);
    return 0;
  }
  if (true)
    (await import("./chunks/compile-cache-UGYB3RX3.js")).useCompileCache(path.dirname(fileURLToPath(import.meta.url)));
  const target = (await import("./chunks/resolve-KWFZWUBT.js")).resolveCommand(argv);
  if (target.kind === "error") {
    printErr(`nightshift: ${target.message}
`);
    return 2;
  }
  if (target.kind === "help") {
    (target.exitCode === 0 ? printOut : printErr)(target.text);
    return target.exitCode;
  }
  const [{ protectOwnEnvironment }, { isCredentialVariable }] = await Promise.all([
    import("./chunks/self-environ-Y7KPHF7B.js"),
    import("./chunks/credentials-652IXZEZ.js")
  ]);
  protectOwnEnvironment(isCredentialVariable);
  const { reportError } = await import("./chunks/errors-7G2TGQ5D.js");
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
