#!/usr/bin/env -S node --max-semi-space-size=2

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
  run: async () => (await import("./chunks/run-ARULV7TG.js")).runCommand,
  replay: async () => (await import("./chunks/replay-G26LZICC.js")).replayCommand,
  resume: async () => (await import("./chunks/resume-EA2ISEBY.js")).resumeCommand,
  validate: async () => (await import("./chunks/validate-YGS3ZF7Q.js")).validateCommand,
  "policy check": async () => (await import("./chunks/policy-QALUOTA5.js")).policyCheckCommand,
  "policy test": async () => (await import("./chunks/policy-QALUOTA5.js")).policyTestCommand,
  tools: async () => (await import("./chunks/tools-XEZCBWMB.js")).toolsCommand,
  "audit verify": async () => (await import("./chunks/audit-THHQ44CU.js")).auditVerifyCommand,
  "audit summary": async () => (await import("./chunks/audit-THHQ44CU.js")).auditSummaryCommand,
  batch: async () => (await import("./chunks/batch-R35KRENN.js")).batchCommand,
  schema: async () => (await import("./chunks/schema-OVNFGEUL.js")).schemaCommand
};
var VERSION_ARGS = /* @__PURE__ */ new Set(["--version", "-V", "-v", "version"]);
var version = async () => true ? "0.1.0" : (await null).VERSION;
async function main(argv) {
  if (argv.length === 1 && VERSION_ARGS.has(argv[0] ?? "")) {
    process.stdout.write(`${await version()}
`);
    return 0;
  }
  if (true)
    (await import("./chunks/compile-cache-UGYB3RX3.js")).useCompileCache(path.dirname(fileURLToPath(import.meta.url)));
  const [{ resolveCommand }, { printErr, printOut }] = await Promise.all([
    import("./chunks/resolve-KWFZWUBT.js"),
    import("./chunks/output-7VZO6GLE.js")
  ]);
  const target = resolveCommand(argv);
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
  const { reportError } = await import("./chunks/errors-VDQIHC2D.js");
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
