#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  VERSION
} from "./chunks/chunk-3KBZHHJ3.js";
import {
  init_define_NIGHTSHIFT_NODE_FLAGS
} from "./chunks/chunk-GGWWQHD5.js";

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
  run: async () => (await import("./chunks/run-HZZCV7JI.js")).runCommand,
  replay: async () => (await import("./chunks/replay-YUPXWBIU.js")).replayCommand,
  resume: async () => (await import("./chunks/resume-ECCKCB7C.js")).resumeCommand,
  validate: async () => (await import("./chunks/validate-HWVO3WRZ.js")).validateCommand,
  "policy check": async () => (await import("./chunks/policy-KBLPWPIP.js")).policyCheckCommand,
  "policy test": async () => (await import("./chunks/policy-KBLPWPIP.js")).policyTestCommand,
  tools: async () => (await import("./chunks/tools-2YXIMI3M.js")).toolsCommand,
  "audit verify": async () => (await import("./chunks/audit-VDCNTOX5.js")).auditVerifyCommand,
  "audit summary": async () => (await import("./chunks/audit-VDCNTOX5.js")).auditSummaryCommand,
  batch: async () => (await import("./chunks/batch-Z23ACYLM.js")).batchCommand,
  schema: async () => (await import("./chunks/schema-5PP4CPWR.js")).schemaCommand
};
var VERSION_ARGS = /* @__PURE__ */ new Set(["--version", "-V", "-v", "version"]);
async function main(argv) {
  if (argv.length === 1 && VERSION_ARGS.has(argv[0] ?? "")) {
    process.stdout.write(`${VERSION}
`);
    return 0;
  }
  const target = (await import("./chunks/resolve-LREREJZO.js")).resolveCommand(argv);
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
    import("./chunks/self-environ-VW4LCMWD.js"),
    import("./chunks/credentials-5RCSY5QY.js")
  ]);
  protectOwnEnvironment(isCredentialVariable);
  const { reportError } = await import("./chunks/errors-CFDZKIF7.js");
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
