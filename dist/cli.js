#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/cli/main.ts
import path from "node:path";
import { fileURLToPath } from "node:url";

// src/cli/flag-hash.ts
var HEAP_FLAGS = ["--max-semi-space-size", "--initial-old-space-size"];
function heapFlagsGiven(execArgv = process.execArgv) {
  return HEAP_FLAGS.filter((flag) => execArgv.some((arg) => arg === flag || arg.startsWith(`${flag}=`)));
}
function restoreFlagHash(setFlags, execArgv = process.execArgv) {
  for (const flag of heapFlagsGiven(execArgv)) setFlags(`${flag}=0`);
}

// src/cli/pipes.ts
function dropOutputToClosedPipes() {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (err) => {
      if (err.code !== "EPIPE" && err.code !== "ERR_STREAM_DESTROYED") throw err;
    });
  }
}

// src/cli/print-sync.ts
import { writeSync } from "node:fs";
function printSync(text) {
  try {
    writeSync(1, text);
  } catch (err) {
    const code = err.code;
    if (code === "EAGAIN") process.stdout.write(text);
    else if (code !== "EPIPE") throw err;
  }
}

// src/cli/version-args.ts
var VERSION_ARGS = /* @__PURE__ */ new Set(["--version", "-V", "-v", "version"]);
var isVersionRequest = (argv2) => argv2.length === 1 && VERSION_ARGS.has(argv2[0] ?? "");

// src/cli/main.ts
var COMMANDS = {
  run: async () => (await import("./chunks/run-5VFQN2RA.js")).runCommand,
  replay: async () => (await import("./chunks/replay-G6YJAFL7.js")).replayCommand,
  resume: async () => (await import("./chunks/resume-GUL7ERPH.js")).resumeCommand,
  validate: async () => (await import("./chunks/validate-5LUCDYH3.js")).validateCommand,
  "policy check": async () => (await import("./chunks/policy-WUPPZYQU.js")).policyCheckCommand,
  "policy test": async () => (await import("./chunks/policy-WUPPZYQU.js")).policyTestCommand,
  tools: async () => (await import("./chunks/tools-ZIPR7GBU.js")).toolsCommand,
  "audit verify": async () => (await import("./chunks/audit-DY2RZQBC.js")).auditVerifyCommand,
  "audit summary": async () => (await import("./chunks/audit-DY2RZQBC.js")).auditSummaryCommand,
  batch: async () => (await import("./chunks/batch-R4CNO3S5.js")).batchCommand,
  schema: async () => (await import("./chunks/schema-57ODVGK2.js")).schemaCommand
};
var version = async () => true ? "0.1.0" : (await null).VERSION;
async function main(argv2) {
  if (isVersionRequest(argv2)) {
    process.stdout.write(`${await version()}
`);
    return 0;
  }
  if (true)
    (await import("./chunks/compile-cache-IQLEWKKH.js")).useCompileCache(path.dirname(fileURLToPath(import.meta.url)));
  const [{ resolveCommand }, { printErr, printOut }] = await Promise.all([
    import("./chunks/resolve-XI4EPYQX.js"),
    import("./chunks/output-EC6UDUYJ.js")
  ]);
  const target = resolveCommand(argv2);
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
    import("./chunks/self-environ-N6ERUJIS.js"),
    import("./chunks/credentials-SDYZ34AH.js")
  ]);
  protectOwnEnvironment(isCredentialVariable);
  const { reportError } = await import("./chunks/errors-TPD4E22S.js");
  try {
    return await (await COMMANDS[target.command]())(target.argv);
  } catch (err) {
    return reportError(err);
  }
}
var argv = process.argv.slice(2);
if (isVersionRequest(argv)) printSync(`${await version()}
`);
else {
  if (heapFlagsGiven().length > 0) restoreFlagHash(process.getBuiltinModule("node:v8").setFlagsFromString);
  dropOutputToClosedPipes();
  process.exitCode = await main(argv);
}
export {
  main
};
