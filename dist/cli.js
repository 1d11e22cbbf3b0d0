#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  VERSION
} from "./chunks/chunk-UPZD6BT7.js";
import "./chunks/chunk-SQGG32EV.js";

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
  run: async () => (await import("./chunks/run-ZPZZQVW3.js")).runCommand,
  replay: async () => (await import("./chunks/replay-AJZ2O2QZ.js")).replayCommand,
  resume: async () => (await import("./chunks/resume-DKNBSYKO.js")).resumeCommand,
  validate: async () => (await import("./chunks/validate-32N6IGH6.js")).validateCommand,
  "policy check": async () => (await import("./chunks/policy-C7VYOLNN.js")).policyCheckCommand,
  "policy test": async () => (await import("./chunks/policy-C7VYOLNN.js")).policyTestCommand,
  tools: async () => (await import("./chunks/tools-E6PFH5T2.js")).toolsCommand,
  "audit verify": async () => (await import("./chunks/audit-TAFRWE3R.js")).auditVerifyCommand,
  "audit summary": async () => (await import("./chunks/audit-TAFRWE3R.js")).auditSummaryCommand,
  batch: async () => (await import("./chunks/batch-C22PCLC5.js")).batchCommand,
  schema: async () => (await import("./chunks/schema-52PGTFHT.js")).schemaCommand
};
var VERSION_ARGS = /* @__PURE__ */ new Set(["--version", "-V", "-v", "version"]);
async function main(argv) {
  if (argv.length === 1 && VERSION_ARGS.has(argv[0] ?? "")) {
    process.stdout.write(`${VERSION}
`);
    return 0;
  }
  const target = (await import("./chunks/resolve-VTWZIWAN.js")).resolveCommand(argv);
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
    import("./chunks/self-environ-V5T5VTJW.js"),
    import("./chunks/credentials-VICW2ZJG.js")
  ]);
  protectOwnEnvironment(isCredentialVariable);
  const { reportError } = await import("./chunks/errors-MKYVORTZ.js");
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
