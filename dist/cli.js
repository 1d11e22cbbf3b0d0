#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  isCredentialVariable
} from "./chunks/chunk-DNF44RIE.js";
import {
  protectOwnEnvironment
} from "./chunks/chunk-TZJSU3FG.js";
import "./chunks/chunk-4BVN6HC5.js";
import {
  VERSION
} from "./chunks/chunk-4JAPPF2T.js";
import "./chunks/chunk-HJYZYNET.js";

// src/cli/pipes.ts
function dropOutputToClosedPipes() {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (err) => {
      if (err.code !== "EPIPE" && err.code !== "ERR_STREAM_DESTROYED") throw err;
    });
  }
}

// src/cli/usage.ts
var USAGE = `Usage: nightshift <command> [options]

  run TASK.yaml [--policy FILE|builtin:NAME] [--workspace DIR] [--out DIR]
                [--model PROVIDER:NAME] [--no-pr] [--json] [--quiet]
  replay AUDIT.jsonl [--workspace DIR] [--policy FILE|builtin:NAME] [--out DIR] [--json] [--quiet]
  validate FILE...
  policy check --policy P --tool NAME --args JSON [--mode SLUG]
  policy test POLICY.yaml|builtin:NAME
  tools [--mode SLUG] [--format openai|anthropic] [--task TASK.yaml [--no-mcp]]
  audit verify AUDIT.jsonl [--head SEQ:HASH]
  audit summary AUDIT.jsonl [--markdown]
  batch TASK... [--concurrency N] [--max-cost-usd N] [--matrix] [--out DIR] [--no-pr]
  schema task|policy|script|audit
  --version | --help

Exit codes: 0 completed, 1 failed, 2 usage or configuration error, 3 limit reached,
4 halted for safety, 130 cancelled.
`;

// src/cli/main.ts
var COMMANDS = {
  run: async () => (await import("./chunks/run-TNHRHUFK.js")).runCommand,
  replay: async () => (await import("./chunks/replay-U62FRPVE.js")).replayCommand,
  validate: async () => (await import("./chunks/validate-P56XHSXJ.js")).validateCommand,
  policy: async () => (await import("./chunks/policy-7VTB5BWI.js")).policyCommand,
  tools: async () => (await import("./chunks/tools-UIYK57DQ.js")).toolsCommand,
  audit: async () => (await import("./chunks/audit-NXYVG55B.js")).auditCommand,
  batch: async () => (await import("./chunks/batch-SGK7G7H3.js")).batchCommand,
  schema: async () => (await import("./chunks/schema-O2FAZ3KJ.js")).schemaCommand
};
async function main(argv) {
  const [name, ...rest] = argv;
  if (name === "--version" || name === "-v") {
    process.stdout.write(`${VERSION}
`);
    return 0;
  }
  if (name === void 0 || name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(USAGE);
    return name === void 0 ? 2 : 0;
  }
  const load = COMMANDS[name];
  if (!load) {
    process.stderr.write(`nightshift: unknown command "${name}"

${USAGE}`);
    return 2;
  }
  protectOwnEnvironment(isCredentialVariable);
  const { reportError } = await import("./chunks/errors-SKVDXPHG.js");
  try {
    return await (await load())(rest);
  } catch (err) {
    return reportError(err);
  }
}
dropOutputToClosedPipes();
process.exitCode = await main(process.argv.slice(2));
export {
  main
};
