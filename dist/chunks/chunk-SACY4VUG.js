#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  expandTemplate,
  parseTemplate,
  shellLine
} from "./chunk-N66UGSNJ.js";
import {
  ToolInputError,
  refusalsAsResults,
  resolveInside,
  statAt
} from "./chunk-Z5JBZUUA.js";
import {
  artifactDir,
  linearSchemaRegExp,
  openRedactedMirror
} from "./chunk-US3AINAE.js";
import {
  MAX_TOOL_OUTPUT_BYTES
} from "./chunk-7SY3ADFZ.js";
import {
  problemsError
} from "./chunk-AS67HEB5.js";
import {
  record,
  string,
  unknown
} from "./chunk-M7DO6ZCZ.js";
import {
  killGroup,
  trackGroup,
  untrackGroup
} from "./chunk-XLN66JCX.js";

// src/config/json-schema.ts
async function compileJsonSchema(schema, where, at) {
  const { Ajv2020 } = await import("./2020-SI2NSTAM.js");
  const ajv = new Ajv2020({
    allErrors: true,
    validateFormats: false,
    unicodeRegExp: false,
    code: { regExp: linearSchemaRegExp("refuse") }
  });
  const { $schema: _draft, ...body } = schema;
  if (!ajv.validateSchema(body)) {
    throw problemsError(
      (ajv.errors ?? []).map(
        (e) => at(
          [...where, ...pointerSegments(e.instancePath)],
          `not valid JSON Schema: ${e.message ?? "invalid"}`
        )
      )
    );
  }
  let validate;
  try {
    validate = ajv.compile(body);
  } catch (err) {
    throw problemsError([at(where, `the schema does not compile: ${err.message}`)]);
  }
  return (value) => validate(value) ? void 0 : (validate.errors ?? []).map((e) => ({ pointer: e.instancePath, message: e.message ?? "invalid" }));
}
var pointerSegments = (pointer) => pointer === "" ? [] : pointer.slice(1).split("/").map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~"));

// src/tools/command/describe-exit.ts
function exitCause(exit) {
  if (exit.startError !== void 0) return "start_failed";
  if (exit.cancelled) return "cancelled";
  if (exit.timedOut) return "timeout";
  if (exit.outputLimited) return "output_limit";
  return exit.signal !== void 0 ? "signal" : "exit";
}
function describeExit(exit, limits) {
  if (exit.startError !== void 0) return `The command could not be started: ${exit.startError}`;
  if (exit.cancelled)
    return "Cancelled: the run was stopped; the command and its child processes were killed.";
  if (exit.timedOut)
    return `Timed out after ${limits.timeoutMs / 1e3}s: the command and its child processes were killed. Run something faster, or limit what it does.`;
  if (exit.outputLimited)
    return `Stopped: its output passed ${limits.outputBytes} bytes (limits.max_command_output_bytes), so the command and its child processes were killed. Print less: filter the output (grep, head, tail) or ask the program to be quieter.`;
  if (exit.signal !== void 0) return `Killed by ${exit.signal}.`;
  return `Exit code: ${exit.exitCode ?? "unknown"}`;
}

// src/tools/command/head-tail.ts
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
function readAt(fd, position, length) {
  const buf = Buffer.alloc(length);
  const got = readSync(fd, buf, 0, length, position);
  return buf.subarray(0, got);
}
function readHeadTail(file, maxBytes, hint) {
  const fd = openSync(file, "r");
  try {
    const size = fstatSync(fd).size;
    if (size <= maxBytes) return { text: readAt(fd, 0, size).toString("utf8"), size, omitted: 0 };
    const headBytes = Math.floor(maxBytes * 0.4);
    const tailBytes = maxBytes - headBytes;
    const head = readAt(fd, 0, headBytes).toString("utf8").replace(/\uFFFD$/, "");
    const tail = readAt(fd, size - tailBytes, tailBytes).toString("utf8").replace(/^\uFFFD/, "");
    const omitted = size - headBytes - tailBytes;
    return { text: `${head}
[... ${omitted} bytes omitted; ${hint} ...]
${tail}`, size, omitted };
  } finally {
    closeSync(fd);
  }
}

// src/tools/command/run.ts
import { once } from "node:events";
var SHELL = "/bin/bash";
async function runCommand(run) {
  const spawned = run.sandbox.spawn([SHELL, "-c", run.command], {
    cwd: run.cwd,
    stdio: ["ignore", run.outputFd, run.outputFd]
  });
  const { child, sandboxFailed } = spawned;
  const pgid = child.pid;
  if (pgid !== void 0) trackGroup(pgid);
  let timedOut = false;
  let cancelled = false;
  let forceKill;
  const stop = () => {
    if (pgid === void 0 || forceKill) return;
    killGroup(pgid, "SIGTERM");
    forceKill = setTimeout(() => killGroup(pgid, "SIGKILL"), run.graceMs ?? 2e3);
  };
  const timer = setTimeout(() => {
    timedOut = true;
    stop();
  }, run.timeoutMs);
  const onAbort = () => {
    cancelled = true;
    stop();
  };
  if (run.signal.aborted) onAbort();
  else run.signal.addEventListener("abort", onAbort, { once: true });
  let outputLimited = false;
  const onFlood = () => {
    outputLimited = true;
    if (pgid !== void 0) killGroup(pgid, "SIGKILL");
  };
  run.outputLimit?.addEventListener("abort", onFlood, { once: true });
  try {
    const ended = once(child, "exit").then(([code, signal]) => ({
      code,
      signal
    }));
    const spawnError = once(child, "error").then(([err]) => err);
    const outcome = await Promise.race([ended, spawnError]);
    if (outcome instanceof Error) return startFailure(outcome.message);
    if (!timedOut && !cancelled && !outputLimited && await sandboxFailed)
      return startFailure(
        `the sandbox (${run.sandbox.backend}) failed to start; its message is in the command output`
      );
    return {
      exitCode: outcome.code ?? void 0,
      signal: outcome.signal ?? void 0,
      timedOut,
      cancelled,
      outputLimited,
      startError: void 0
    };
  } finally {
    clearTimeout(timer);
    clearTimeout(forceKill);
    run.signal.removeEventListener("abort", onAbort);
    run.outputLimit?.removeEventListener("abort", onFlood);
    if (pgid !== void 0) {
      killGroup(pgid, "SIGKILL");
      untrackGroup(pgid);
    }
    await spawned.reap();
  }
}
function startFailure(message) {
  return {
    exitCode: void 0,
    signal: void 0,
    timedOut: false,
    cancelled: false,
    outputLimited: false,
    startError: message
  };
}

// src/tools/command/store.ts
import { closeSync as closeSync2, openSync as openSync2, readdirSync } from "node:fs";
import path from "node:path";
function commandLogPath(outDir, id) {
  return path.join(outDir, "commands", `${id}.log`);
}
function storedCommandIds(outDir) {
  let names;
  try {
    names = readdirSync(path.join(outDir, "commands"));
  } catch {
    return [];
  }
  return names.map((n) => /^(\d+)\.log$/.exec(n)?.[1]).filter((n) => n !== void 0).map(Number).sort((a, b) => a - b);
}
function openNextCommandLog(outDir, options = {}) {
  artifactDir(outDir, "commands");
  let id = (storedCommandIds(outDir).at(-1) ?? 0) + 1;
  let file;
  for (; ; ) {
    file = commandLogPath(outDir, id);
    try {
      closeSync2(openSync2(file, "wx"));
      break;
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
      id++;
    }
  }
  const { redactor, ...limit } = options;
  return { id, file, ...openRedactedMirror(file, redactor, limit) };
}

// src/tools/command/logged-run.ts
async function runLogged(run) {
  const { outDir, redactor, maxOutputBytes, ...command } = run;
  const flood = new AbortController();
  const log = openNextCommandLog(outDir, {
    redactor,
    maxBytes: maxOutputBytes,
    onLimit: () => flood.abort()
  });
  try {
    const exit = await runCommand({ ...command, outputFd: log.fd, outputLimit: flood.signal });
    return { exit, id: log.id, file: log.file };
  } finally {
    log.seal();
  }
}

// src/tools/command/shell-result.ts
var runShellForTool = (command, cwd, ctx) => refusalsAsResults(async () => {
  if (command.includes("\0"))
    throw new ToolInputError("the command contains a NUL byte, which no shell accepts");
  const dir = resolveInside(ctx.workspace, cwd);
  if (!statAt(dir.abs)?.isDirectory()) throw new ToolInputError(`cwd ${dir.rel} is not a directory`);
  const { exit, ...log } = await runLogged({
    command,
    cwd: dir.abs,
    sandbox: ctx.sandbox,
    timeoutMs: ctx.commandTimeoutMs,
    signal: ctx.signal,
    outDir: ctx.outDir,
    redactor: ctx.redactor,
    maxOutputBytes: ctx.commandOutputBytes
  });
  const hint = `read_command_output with id ${log.id} pages or searches the full output`;
  const out = readHeadTail(log.file, MAX_TOOL_OUTPUT_BYTES, hint);
  const notice = ctx.sandbox.noticeOnce();
  const network = ctx.sandbox.takeNetworkEvents();
  const denied = network.filter((n) => n.decision === "deny").length;
  const ended = describeExit(exit, {
    timeoutMs: ctx.commandTimeoutMs,
    outputBytes: ctx.commandOutputBytes
  });
  const header = `${ended}
Output (id ${log.id}, ${out.size} bytes):`;
  return {
    ok: exit.exitCode === 0,
    output: ctx.redact(`${notice ? `${notice}
` : ""}${header}
${out.size ? out.text : "(no output)"}`),
    // The same command printing the same output is the same result, whatever its log id.
    fingerprint: `${ended}
${out.size}
${out.text.replace(hint, "")}`,
    sandbox: {
      backend: ctx.sandbox.backend,
      exit_cause: exitCause(exit),
      ...denied ? { network_denied: denied } : {}
    },
    ...network.length ? { network } : {}
  };
});

// src/tools/custom-tool.ts
var MAX_COMMAND_BYTES = 1e5;
function customTool(name, config, check, source) {
  const template = parseTemplate(config.command);
  const { $schema: _draft, ...inputSchema } = config.parameters;
  const properties = isRecord(inputSchema.properties) ? inputSchema.properties : {};
  const line = (args) => {
    const given = args;
    const argv = expandTemplate(template, given, { listedValues: listedValues(properties, given) });
    if (typeof argv === "string") throw new Error(argv);
    return shellLine(argv);
  };
  const params = record(string(), unknown()).superRefine((args, ctx) => {
    const problems = check(args);
    for (const p of problems ?? [])
      ctx.addIssue({
        code: "custom",
        message: `${p.pointer ? p.pointer.slice(1) : "arguments"}: ${p.message}`
      });
    if (problems) return;
    let text;
    try {
      text = line(args);
    } catch (err) {
      ctx.addIssue({ code: "custom", message: err.message });
      return;
    }
    const bytes = Buffer.byteLength(text);
    if (bytes > MAX_COMMAND_BYTES)
      ctx.addIssue({
        code: "custom",
        message: `the command would be ${bytes} bytes long; at most ${MAX_COMMAND_BYTES} fit: send shorter arguments`
      });
  });
  const cwd = config.cwd;
  return {
    name,
    group: "command",
    description: config.description,
    params,
    inputSchema,
    custom: { source },
    access: (args) => [{ kind: "command", command: line(args), ...cwd !== void 0 ? { cwd } : {} }],
    execute: (args, ctx) => runShellForTool(line(args), cwd ?? ".", ctx)
  };
}
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function listedValues(properties, args) {
  const listed = /* @__PURE__ */ new Set();
  for (const [key, value] of Object.entries(args)) {
    const prop = Object.hasOwn(properties, key) ? properties[key] : void 0;
    const values = Array.isArray(value) ? value : [value];
    const schema = Array.isArray(value) && isRecord(prop) ? prop.items : prop;
    if (values.every((v) => !String(v).startsWith("-") || lists(schema, v))) listed.add(key);
  }
  return listed;
}
var lists = (schema, value) => isRecord(schema) && (Array.isArray(schema.enum) && schema.enum.some((v) => v === value) || Object.hasOwn(schema, "const") && schema.const === value);

// src/run/custom-tools.ts
async function compileCustomTools(policy, task) {
  const tools = [];
  for (const [name, tool] of Object.entries(policy.customTools)) {
    const check = await compileJsonSchema(tool.parameters, ["parameters"], declaredAt(name, tool));
    tools.push(customTool(name, tool, check, "policy"));
  }
  if (task)
    for (const [name, tool] of Object.entries(task.tools))
      tools.push(await taskTool(name, tool, policy, task.at));
  return tools;
}
async function taskTool(name, tool, policy, at) {
  const where = ["custom_tools", name];
  const theirs = policy.customTools[name];
  if (theirs) {
    const { file, line } = theirs.declared;
    throw problemsError([
      at(
        where,
        `the policy declares a tool named ${name} (${file}:${line}); a task cannot replace a policy's tool: pick another name`
      )
    ]);
  }
  if (policy.tools[name] === "allow") {
    throw problemsError([
      at(
        where,
        `policy ${policy.source} sets tools.${name}: allow, which would run this tool without its command rules; a task tool cannot take a name the policy allows outright: pick another name`
      )
    ]);
  }
  const check = await compileJsonSchema(tool.parameters, [...where, "parameters"], at);
  return customTool(name, tool, check, "task");
}
var declaredAt = (name, tool) => (path2, message) => ({
  ...tool.declared,
  message: `custom_tools.${name}.${path2.join("/")}: ${message}`
});

export {
  SHELL,
  exitCause,
  readHeadTail,
  commandLogPath,
  storedCommandIds,
  runLogged,
  runShellForTool,
  compileJsonSchema,
  compileCustomTools
};
