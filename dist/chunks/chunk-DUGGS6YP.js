#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  authHeaderConfig,
  createRunBranch,
  isRunBranch,
  rethrowRedacted
} from "./chunk-4AXNQLVZ.js";
import {
  buildPrBody
} from "./chunk-5AOFE2OR.js";
import {
  plainLine,
  plainLines
} from "./chunk-RO45VQTL.js";
import {
  compileOutputSchema,
  makeCacheDir,
  preflight,
  searchSettings
} from "./chunk-GY47ZZOT.js";
import {
  decide,
  lazyDeniedHistory,
  lazyShellAnalyzer,
  withGrammar
} from "./chunk-W4Z5EW7E.js";
import {
  ToolSet,
  builtinToolsFor,
  commandEnv,
  connectMcpTools,
  createSandbox,
  offeredInMode,
  toolDefinition
} from "./chunk-NQADESNZ.js";
import {
  fileRestriction,
  groupsOf,
  resolveModes,
  toolAllowedInMode
} from "./chunk-USW46DVU.js";
import {
  loadTask,
  modelSchema,
  taskSchema
} from "./chunk-3ETNIO7P.js";
import {
  SHELL,
  compileCustomTools,
  exitCause,
  readHeadTail,
  runLogged
} from "./chunk-SACY4VUG.js";
import {
  browserProxyRules,
  compileBrowserAllow,
  decideBrowserUrl,
  loadPolicy
} from "./chunk-N66UGSNJ.js";
import {
  formatSummaryMarkdown,
  summarizeAudit,
  target
} from "./chunk-66VRE3PS.js";
import {
  MAX_ARGS_DEPTH,
  TOO_DEEP,
  boundArgsDepth,
  isContextOverflow,
  nestsDeeperThan
} from "./chunk-HLLKTBFK.js";
import {
  NOT_RUN_AFTER_COMPLETION,
  denialOutput
} from "./chunk-CMDLI7SJ.js";
import {
  AuditWriteError,
  AuditWriter
} from "./chunk-GYB24RAY.js";
import {
  readOwnAuditLog
} from "./chunk-S5ZHZVOS.js";
import {
  firstTaskMessage
} from "./chunk-KBMOE7N2.js";
import {
  ROOMODES_FILE,
  deniedRead
} from "./chunk-M2SSU7YT.js";
import {
  explainIssues,
  formatPath,
  inputJsonSchema
} from "./chunk-Y2WZQKMK.js";
import {
  suggest
} from "./chunk-4AUMA5UF.js";
import {
  TOO_LARGE_RULE,
  captureStartState,
  changeKind,
  changedControlFiles,
  commonDir,
  dirtySummary,
  environmentSecrets,
  gateForDelivery,
  gateWorkingTree,
  hashGitControl,
  listTree,
  revertChanges,
  unseenSummary
} from "./chunk-7M3LGAFX.js";
import {
  deniedContentAtStart,
  protectedPaths
} from "./chunk-XDYYYN56.js";
import {
  listChanges,
  parseNumstat,
  parseRaw,
  withScratchIndex
} from "./chunk-4CECHPCF.js";
import {
  quote
} from "./chunk-7VU3KS5D.js";
import {
  MAX_UNREADABLE_WALK,
  allowedBy,
  deniedBy,
  deniedUnderAnyName,
  namesBy,
  readDeniedBy,
  readableUnderEveryName,
  workspaceInRepository
} from "./chunk-Z5JBZUUA.js";
import {
  countAddedBytes,
  currentBranch,
  gitClient,
  locateRepo,
  openRepo,
  pathKey,
  pinRepo,
  refusedRepository,
  repoConfigEntries,
  splitNul,
  trustedPath,
  withConfig,
  withFilesAdded
} from "./chunk-EQHSLL2K.js";
import {
  expandVars
} from "./chunk-542WOS6B.js";
import {
  artifactDir,
  writeArtifact
} from "./chunk-US3AINAE.js";
import {
  effectiveLimits
} from "./chunk-6EIXFA5E.js";
import {
  VERSION
} from "./chunk-U4VUKNXS.js";
import {
  MAX_TOOL_OUTPUT_BYTES,
  truncateHeadTail
} from "./chunk-7SY3ADFZ.js";
import {
  Redactor
} from "./chunk-6OIG7MZW.js";
import {
  ConfigError,
  problemsError
} from "./chunk-AS67HEB5.js";
import {
  warmFetch
} from "./chunk-PSU25IZB.js";
import {
  launchEnvironment,
  ownEnvironScrubbed
} from "./chunk-EEIH2A23.js";
import {
  workspaceTopAbove
} from "./chunk-XFDL25EV.js";
import {
  clipWords
} from "./chunk-7VANGLES.js";
import {
  PathError,
  inGitDir,
  resolvePath
} from "./chunk-XOHEQPGY.js";

// src/git/config-credentials.ts
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
async function gitConfigCredentials(workspace, nested = []) {
  const location = locateRepo(workspace);
  if (!location) return [];
  const git = openRepo(workspace);
  const common = commonDir(location.gitDir);
  const files = [
    ...gitDirsBelow(path.join(common, "modules")).map((dir) => path.join(dir, "config")),
    ...subdirectories(path.join(common, "worktrees")).map((dir) => path.join(dir, "config.worktree")),
    ...nested.map((root) => path.join(workspace, root, ".git", "config"))
  ].filter((file) => existsSync(file));
  const [own, ...others] = await Promise.all([
    repoConfigEntries(workspace),
    // git would refuse to work in a submodule whose config it cannot read: nothing to leak there.
    ...files.map(
      (file) => git.bytes(["config", "--file", file, "--includes", "--list", "-z"]).catch(() => Buffer.alloc(0))
    )
  ]);
  return credentialsIn([
    ...own.map(({ key, value }) => ({ key, value: value ?? "" })),
    ...others.flatMap(parseConfigList)
  ]);
}
function parseConfigList(out) {
  return splitNul(out).map((entry2) => {
    const text = entry2.toString("utf8");
    const eol = text.indexOf("\n");
    return eol === -1 ? { key: text, value: "" } : { key: text.slice(0, eol), value: text.slice(eol + 1) };
  });
}
function credentialsIn(entries) {
  const found = /* @__PURE__ */ new Set();
  const add = (secret) => {
    if (secret.trim()) found.add(secret.trim());
  };
  for (const { key, value } of entries) {
    for (const text of [key, value]) for (const secret of urlCredentials(text)) add(secret);
    const name = key.slice(key.lastIndexOf(".") + 1);
    if (name.toLowerCase() === "extraheader") for (const secret of headerCredentials(value)) add(secret);
    else if (/(pass|passwd|password|token|secret)$/i.test(name)) add(value);
    if (key.toLowerCase().startsWith("credential."))
      for (const m of value.matchAll(/password=([^\s;"'`]+)/g)) add(m[1]);
  }
  return [...found];
}
var TOKEN_LIKE_USER = 16;
function urlCredentials(text) {
  const out = [];
  for (const m of text.matchAll(/[a-z][a-z0-9+.-]*:\/\/([^/@\s]+)@/gi)) {
    const userinfo = m[1];
    const colon = userinfo.indexOf(":");
    const parts = colon === -1 ? userinfo.length >= TOKEN_LIKE_USER ? [userinfo] : [] : [userinfo, userinfo.slice(colon + 1)];
    for (const part of parts) out.push(part, safeDecodeURIComponent(part));
  }
  return out;
}
function headerCredentials(value) {
  const colon = value.indexOf(":");
  const credentials = colon === -1 ? value.trim() : value.slice(colon + 1).trim();
  const words = credentials.split(/\s+/).filter(Boolean);
  const out = [value, credentials, ...words.length > 1 ? words.slice(1) : words];
  for (const word of words) {
    const decoded = base64Text(word);
    if (decoded === void 0) continue;
    out.push(decoded);
    if (decoded.includes(":")) out.push(decoded.slice(decoded.indexOf(":") + 1));
  }
  return out;
}
function base64Text(word) {
  if (!/^[A-Za-z0-9+/]{4,}={0,2}$/.test(word)) return void 0;
  const bytes = Buffer.from(word, "base64");
  if (bytes.toString("base64") !== word) return void 0;
  const text = bytes.toString("utf8");
  return /[\u0000-\u001f\u007f\ufffd]/.test(text) ? void 0 : text;
}
function safeDecodeURIComponent(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
function gitDirsBelow(dir, depth = 0) {
  if (depth > 32) return [];
  return subdirectories(dir).flatMap(
    (sub) => existsSync(path.join(sub, "HEAD")) ? [sub, ...gitDirsBelow(path.join(sub, "modules"), depth + 1)] : gitDirsBelow(sub, depth + 1)
  );
}
function subdirectories(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(dir, e.name));
  } catch {
    return [];
  }
}

// src/model/types.ts
var emptyUsage = () => ({ input: 0, output: 0, cacheRead: 0, cacheWrite: 0 });

// src/model/script.ts
var ScriptExhaustedError = class extends Error {
  name = "ScriptExhaustedError";
};
var ScriptProvider = class {
  /** `start`: turns already used (a resumed run continues after them). */
  constructor(turns, source = "inline", start = 0) {
    this.turns = turns;
    this.id = `script:${source}`;
    this.#next = start;
  }
  turns;
  id;
  #next = 0;
  complete(request, signal) {
    signal.throwIfAborted();
    const turn = this.turns[this.#next];
    if (!turn) {
      return Promise.reject(
        new ScriptExhaustedError(
          `the script has ${this.turns.length} turns and ran out at turn ${request.turn}`
        )
      );
    }
    this.#next += 1;
    const toolCalls = (turn.tool_calls ?? []).map((call, i) => {
      const id = call.id ?? `call_${request.turn}_${i + 1}`;
      if (call.args_json === void 0) return { id, name: call.name, args: call.args ?? {} };
      try {
        return { id, name: call.name, args: JSON.parse(call.args_json) };
      } catch (err) {
        return {
          id,
          name: call.name,
          args: void 0,
          rawArgs: call.args_json,
          parseError: err.message
        };
      }
    });
    const usage = { ...emptyUsage(), ...renameUsage(turn.usage) };
    return Promise.resolve({
      text: turn.text ?? "",
      toolCalls,
      stopReason: toolCalls.length > 0 ? "tool_use" : "end_turn",
      usage,
      costUsd: 0
    });
  }
};
function renameUsage(u) {
  if (!u) return {};
  return {
    input: u.input ?? 0,
    output: u.output ?? 0,
    cacheRead: u.cache_read ?? 0,
    cacheWrite: u.cache_write ?? 0
  };
}

// src/run/run-task.ts
import { createHash as createHash3 } from "node:crypto";
import path17 from "node:path";

// src/run/wire.ts
import { arch, platform } from "node:os";

// src/model/context-sizes.ts
var WINDOWS = [
  ["claude-", 2e5],
  ["gpt-4.1", 1e6],
  ["gpt-5", 4e5],
  ["gpt-4o", 128e3],
  ["o3", 2e5],
  ["o4-mini", 2e5]
];
var DEFAULT_TOKENS = 128e3;
var CHARS_PER_TOKEN = 3;
function contextBudgetChars(model, listedTokens) {
  if (model.provider === "script") return Number.POSITIVE_INFINITY;
  if (listedTokens) return listedTokens * CHARS_PER_TOKEN;
  const name = model.name ?? "";
  const match = WINDOWS.filter(([prefix]) => name.startsWith(prefix)).sort(
    (a, b) => b[0].length - a[0].length
  )[0];
  return (match?.[1] ?? DEFAULT_TOKENS) * CHARS_PER_TOKEN;
}

// src/browser/chromium.ts
var DEFAULT_CHROMIUM = "/usr/bin/chromium";
function chromiumPath(env) {
  return env.NIGHTSHIFT_CHROMIUM || DEFAULT_CHROMIUM;
}
function chromiumArgs() {
  return [
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-domain-reliability",
    "--disable-quic",
    "--dns-prefetch-disable",
    "--no-pings",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--metrics-recording-only"
  ];
}
function missingChromiumMessage(executablePath) {
  return `Chromium was not found at ${executablePath}. browser_action drives Debian's chromium package: install it on the runner before nightshift runs (\`sudo apt-get update && sudo apt-get install -y chromium\`; in a GitHub workflow, a step before the nightshift step), or set NIGHTSHIFT_CHROMIUM to the path of a Chromium binary.`;
}

// src/browser/session.ts
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path3 from "node:path";

// src/browser/helper-programs.ts
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path2 from "node:path";
var HELPER_PROGRAMS = ["xdg-open", "xdg-email", "xdg-settings", "xdg-mime"];
var STUB = "#!/bin/sh\nexit 3\n";
function pathWithoutHelpers(dir, pathVar) {
  const bin = path2.join(dir, "bin");
  mkdirSync(bin, { recursive: true, mode: 448 });
  for (const name of HELPER_PROGRAMS) {
    const file = path2.join(bin, name);
    writeFileSync(file, STUB, { mode: 448 });
    chmodSync(file, 448);
  }
  return pathVar ? `${bin}${path2.delimiter}${pathVar}` : bin;
}

// src/browser/localhost-lookup.ts
import { lookup as dnsLookup } from "node:dns/promises";
var LOOPBACK = [
  { address: "127.0.0.1", family: 4 },
  { address: "::1", family: 6 }
];
var isLocalhostName = (name) => /^(?:[^.]+\.)*localhost\.?$/i.test(name);
function browserLookup(name) {
  return isLocalhostName(name) ? Promise.resolve(LOOPBACK) : dnsLookup(name, { all: true });
}

// src/browser/session.ts
var DEFAULT_VIEWPORT = { width: 900, height: 600 };
var MAX_LOG_LINES = 100;
var MAX_LOG_CHARS = 1e3;
var QUIET_MS = 300;
var BrowserSession = class {
  #options;
  #compiled;
  #events = [];
  #logs = [];
  #shots = 0;
  #viewport = DEFAULT_VIEWPORT;
  #open;
  constructor(options) {
    this.#options = options;
  }
  /** Compiled on first use: most runs never open a browser (~4 ms of glob compiling at start). */
  get #list() {
    return this.#compiled ??= compileBrowserAllow(this.#options.allow);
  }
  get isOpen() {
    return this.#open !== void 0;
  }
  /** Starts Chromium (closing one already open) and loads `url`, which the caller has decided. */
  async launch(url, signal) {
    const decision = decideBrowserUrl(this.#list, url);
    if (decision.decision === "deny") {
      this.#events.push({
        type: "browser.blocked",
        payload: {
          layer: "request",
          url,
          resource_type: "document",
          navigation: true,
          rule: decision.rule,
          reason: decision.reason
        }
      });
      throw new Error(`${url} may not be opened: ${decision.reason}`);
    }
    await this.close("relaunch");
    const { executablePath } = this.#options;
    if (!isFile(executablePath)) throw new Error(missingChromiumMessage(executablePath));
    const [{ chromium }, { startNetworkProxy }] = await Promise.all([
      import("../vendor/playwright-core/index.mjs"),
      import("./proxy-6WMZIE5X.js")
    ]);
    const credentials = { username: "nightshift", password: randomBytes(24).toString("base64url") };
    const proxy = await startNetworkProxy({
      credentials,
      allow: browserProxyRules(this.#list),
      lookup: browserLookup,
      onConnection: (ev) => {
        if (ev.decision === "deny")
          this.#blocked({
            layer: "connection",
            host: ev.host,
            port: ev.port,
            rule: ev.rule,
            reason: ev.reason ?? ""
          });
      }
    });
    const profile = mkdtempSync(path3.join(tmpdir(), "nightshift-browser-"));
    let browser;
    try {
      browser = await chromium.launch({
        executablePath,
        args: chromiumArgs(),
        env: {
          ...this.#options.env,
          HOME: profile,
          PATH: pathWithoutHelpers(
            profile,
            trustedPath(this.#options.env.PATH ?? "", [this.#options.workspace])
          )
        },
        // Loopback through the proxy too, said here rather than left to Playwright's default,
        // which PLAYWRIGHT_DISABLE_FORCED_CHROMIUM_PROXIED_LOOPBACK in the runner's env turns off.
        proxy: { server: `http://127.0.0.1:${proxy.port}`, bypass: "<-loopback>", ...credentials },
        timeout: this.#timeout
      });
      const context = await browser.newContext({
        viewport: this.#viewport,
        serviceWorkers: "block",
        acceptDownloads: false
      });
      await context.route("**/*", (route) => this.#decideRoute(route));
      const page = await context.newPage();
      this.#open = { browser, context, page, proxy, profile };
      context.on("page", (p) => this.#watch(p));
      this.#watch(page);
      await this.#goto(page, url);
      return await this.#outcome("launch", signal);
    } catch (err) {
      if (!this.#open) {
        await browser?.close().catch(() => void 0);
        await proxy.close();
        rmSync(profile, { recursive: true, force: true });
      }
      throw err;
    }
  }
  async click(x, y, signal) {
    await this.#page().mouse.click(x, y);
    return this.#outcome("click", signal);
  }
  async hover(x, y, signal) {
    await this.#page().mouse.move(x, y);
    return this.#outcome("hover", signal);
  }
  async type(text, signal) {
    await this.#page().keyboard.type(text);
    return this.#outcome("type", signal);
  }
  /** Scrolls by one viewport height. */
  async scroll(direction, signal) {
    const dy = direction === "down" ? this.#viewport.height : -this.#viewport.height;
    await this.#page().mouse.wheel(0, dy);
    return this.#outcome(`scroll_${direction}`, signal);
  }
  async resize(size, signal) {
    this.#viewport = size;
    await this.#page().setViewportSize(size);
    return this.#outcome("resize", signal);
  }
  async screenshot(signal) {
    this.#page();
    return this.#outcome("screenshot", signal);
  }
  /** Closes the browser and its proxy; `reason` is recorded (`action`, `run_end`, `relaunch`). */
  async close(reason) {
    const open = this.#open;
    if (!open) return false;
    this.#open = void 0;
    await open.browser.close().catch(() => void 0);
    await open.proxy.close();
    rmSync(open.profile, { recursive: true, force: true });
    this.#logs = [];
    this.#events.push({ type: "browser.closed", payload: { reason } });
    return true;
  }
  /** The audit events gathered since the last call (blocked requests, screenshots, closes). */
  takeEvents() {
    const events = this.#events;
    this.#events = [];
    return events;
  }
  get #timeout() {
    return this.#options.timeoutMs ?? 3e4;
  }
  #page() {
    if (!this.#open) throw new Error('the browser is not open: start with action "launch" and a url');
    return this.#open.page;
  }
  async #goto(page, url) {
    try {
      await page.goto(url, { timeout: this.#timeout, waitUntil: "load" });
    } catch (err) {
      this.#log("error", `navigation to ${url} failed: ${firstLine(err.message)}`);
    }
  }
  #decideRoute(route) {
    const request = route.request();
    const d = decideBrowserUrl(this.#list, request.url());
    if (d.decision === "allow") return route.continue();
    this.#blocked({
      layer: "request",
      url: request.url(),
      resource_type: request.resourceType(),
      navigation: request.isNavigationRequest(),
      rule: d.rule,
      reason: d.reason
    });
    return route.abort("blockedbyclient");
  }
  #blocked(payload) {
    this.#events.push({ type: "browser.blocked", payload });
    const what = typeof payload.url === "string" ? payload.url : `${String(payload.host)}:${String(payload.port)}`;
    this.#log("blocked", `${what} (${String(payload.rule)})`);
  }
  #watch(page) {
    page.on("console", (m) => this.#log(m.type(), m.text()));
    page.on("pageerror", (err) => this.#log("pageerror", err.message));
    page.on("dialog", (dialog) => {
      this.#log("dialog", `${dialog.type()}: ${dialog.message()} (dismissed)`);
      void dialog.dismiss().catch(() => void 0);
    });
  }
  #log(kind, text) {
    if (this.#logs.length < MAX_LOG_LINES)
      this.#logs.push(`[${kind}] ${this.#options.redact(text).slice(0, MAX_LOG_CHARS)}`);
    else if (this.#logs.length === MAX_LOG_LINES) this.#logs.push("[more console output left out]");
  }
  /** Lets the page settle, then takes the screenshot and the console lines since the last action. */
  async #outcome(action, signal) {
    signal.throwIfAborted();
    const page = this.#page();
    await this.#settle(page);
    const data = await page.screenshot({ type: "png", timeout: this.#timeout });
    this.#shots += 1;
    const name = `${String(this.#shots).padStart(3, "0")}-${action}.png`;
    const rel = `screenshots/${name}`;
    writeArtifact(this.#options.outDir, name, data, "screenshots");
    this.#events.push({
      type: "browser.screenshot",
      payload: { path: rel, bytes: data.length, url: page.url() }
    });
    const logs = this.#logs;
    this.#logs = [];
    return {
      url: page.url(),
      screenshot: { mediaType: "image/png", data: data.toString("base64"), path: rel },
      logs
    };
  }
  /** Waits for the load event and for the network to be quiet, within the timeout. */
  async #settle(page) {
    const deadline = Date.now() + this.#timeout;
    let inFlight = 0;
    let lastChange = Date.now();
    const up = () => {
      inFlight += 1;
      lastChange = Date.now();
    };
    const down = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastChange = Date.now();
    };
    page.on("request", up);
    page.on("requestfinished", down);
    page.on("requestfailed", down);
    try {
      await page.waitForLoadState("load", { timeout: this.#timeout }).catch(() => void 0);
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < QUIET_MS))
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      page.off("request", up);
      page.off("requestfinished", down);
      page.off("requestfailed", down);
    }
  }
};
function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
var firstLine = (text) => text.split("\n")[0] ?? "";

// src/run/outbound-secrets.ts
function secretInOutbound(access, args, redact) {
  const to = access.flatMap(
    (a) => a.kind === "mcp" ? [`MCP server "${a.server}"`] : a.kind === "browser" ? ["the browser"] : []
  );
  if (to.length === 0) return void 0;
  const text = JSON.stringify(args ?? null);
  if (redact(text) === text) return void 0;
  return {
    decision: "deny",
    resolved: "deny",
    rule: "invariant:secret-in-arguments",
    reason: `the arguments hold a value nightshift masks as a secret (a credential of the run or a read-denied file's value), and would go to ${to.join(" and ")}: not sent`
  };
}

// src/validate/file-restriction.ts
import { statSync as statSync2 } from "node:fs";
import path5 from "node:path";

// src/validate/command-writes.ts
import path4 from "node:path";
function commandWrites(analyzer, command, cwd) {
  const analysis = analyzer.analyze(command);
  const [problem] = analysis.problems;
  if (problem !== void 0) return { unknown: problem };
  const inCwd = (file) => cwd && !file.startsWith("/") && !file.startsWith("~") ? path4.posix.join(cwd, file) : file;
  return { paths: [...new Set([...analysis.writes, ...analysis.editTrees].map(inCwd))] };
}

// src/validate/mode-names.ts
var modeLabel = (mode) => `${mode.name} mode ("${mode.slug}")`;
function modesWhere(modes, ok) {
  return modes ? [...modes.values()].filter(ok).map((m) => m.slug) : [];
}

// src/validate/file-restriction.ts
function editLimit(mode) {
  const restriction = fileRestriction(mode);
  if (restriction) return { restriction };
  return toolAllowedInMode(mode, "edit") ? void 0 : { none: true };
}
function checkFileRestriction(tool, args, mode, options = {}) {
  const limit = editLimit(mode);
  if (!limit) return void 0;
  const stage2 = "file_restriction";
  if (!tool.access) {
    if (tool.group !== "edit" || !("restriction" in limit)) return void 0;
    return {
      stage: stage2,
      message: `${tool.name} cannot be used in ${modeLabel(mode)}: it does not declare which files it edits, so the mode's file restriction (${describe(limit.restriction)}) cannot be checked.`
    };
  }
  let access;
  try {
    access = tool.access(args);
  } catch (err) {
    return { stage: "params", message: `Invalid arguments for ${tool.name}: ${err.message}` };
  }
  const restricted = "restriction" in limit;
  const allowed = (given) => restricted && allowedPath(given, limit.restriction.regex, options.workspace);
  const advice = restricted ? ADVICE.restricted : ADVICE.none;
  const instead = elsewhere(tool, options.modes);
  const reject = (what, todo) => ({
    stage: stage2,
    message: `${what} ${may(limit)}. ${instead(todo)}`
  });
  for (const a of access) {
    if (a.kind === "edit" && !allowed(a.path))
      return reject(`${tool.name} may not edit "${a.path}" in ${modeLabel(mode)}:`, advice.edit);
    if (a.kind !== "command") continue;
    const run = `${tool.name} may not run ${quote(a.command)} in ${modeLabel(mode)}`;
    if (!options.analyzer)
      return reject(`${run}: the files it writes cannot be checked here, and`, advice.edit);
    const writes = commandWrites(options.analyzer, a.command, a.cwd);
    if ("unknown" in writes)
      return reject(`${run}: which files it writes cannot be told (${writes.unknown}), and`, advice.unknown);
    const denied = writes.paths.find((p) => !allowed(p));
    if (denied !== void 0)
      return reject(`${run}: it writes "${normalize(denied, options.workspace)}", and`, advice.write);
  }
  return void 0;
}
var ADVICE = {
  restricted: {
    edit: "Edit a file that matches",
    unknown: "Run a command whose output files are named plainly",
    write: "Write only files that match"
  },
  none: {
    edit: "Leave files unchanged",
    unknown: "Run a command that writes no file",
    write: "Run a command that writes no file"
  }
};
var describe = (r) => `/${r.pattern}/${r.description ? ` (${r.description})` : ""}`;
var may = (limit) => "restriction" in limit ? `this mode may only edit files matching ${describe(limit.restriction)}` : "this mode may not edit files";
function elsewhere(tool, modes) {
  const free = modesWhere(modes, (m) => toolAllowedInMode(m, tool.group) && !editLimit(m));
  return (action) => free.length > 0 ? `${action}, or switch_mode to a mode that may edit any file (${free.join(", ")}).` : `${action} instead.`;
}
function allowedPath(given, regex, workspace) {
  const candidates = [normalize(given, workspace)];
  if (workspace !== void 0) {
    try {
      const resolved = resolvePath(workspace, given);
      if (resolved.inside) {
        if (statSync2(resolved.abs, { throwIfNoEntry: false })?.isDirectory()) return false;
        candidates.push(resolved.rel);
      }
    } catch (err) {
      if (!(err instanceof PathError)) throw err;
    }
  }
  return candidates.every((p) => regex.test(p));
}
function normalize(given, workspace) {
  let p = given;
  if (workspace !== void 0 && path5.isAbsolute(p)) {
    const rel = path5.relative(workspace, p);
    if (!rel.startsWith("..") && !path5.isAbsolute(rel)) p = rel.split(path5.sep).join("/");
  }
  const folded = path5.posix.normalize(p);
  return folded.startsWith("./") ? folded.slice(2) : folded;
}

// src/validate/mode-check.ts
function checkModeAllows(tool, mode, availableToolNames, modes) {
  if (toolAllowedInMode(mode, tool.group)) return void 0;
  const groups = groupsOf(mode);
  const elsewhere2 = modesWhere(modes, (m) => m.slug !== mode.slug && toolAllowedInMode(m, tool.group));
  return [
    `Tool "${tool.name}" (group ${tool.group}) is not allowed in ${modeLabel(mode)}.`,
    `This mode allows the groups: ${groups.join(", ") || "(none)"}; its tools are: ${availableToolNames.join(", ")}.`,
    elsewhere2.length > 0 ? `Use one of those, or switch_mode to a mode that allows ${tool.group} (${elsewhere2.join(", ")}).` : `Use one of those instead.`
  ].join(" ");
}

// src/validate/params.ts
var MAX_QUOTED_ARGS = 300;
function checkParams(tool, call) {
  if (call.parseError === TOO_DEEP || nestsDeeperThan(call.args, MAX_ARGS_DEPTH)) {
    return {
      ok: false,
      message: `The arguments for ${tool.name} nest arrays/objects deeper than ${MAX_ARGS_DEPTH} levels; no tool takes such arguments, so the call was not parsed further. Send one flat JSON object. ${parameterList(tool)}`
    };
  }
  if (call.parseError !== void 0) {
    const raw = call.rawArgs ?? "";
    const quoted = raw.length > MAX_QUOTED_ARGS ? `${raw.slice(0, MAX_QUOTED_ARGS)}... (${raw.length} characters)` : raw;
    return {
      ok: false,
      message: `The arguments for ${tool.name} are not valid JSON (${call.parseError}). Received: ${quoted}
Send the arguments as one JSON object. ${parameterList(tool)}`
    };
  }
  const result = tool.params.safeParse(call.args ?? {}, { reportInput: true });
  if (result.success) return { ok: true, args: result.data };
  const lines = explainIssues(tool.params, result.error.issues, { noun: "parameter" }).map((p) => {
    const where = formatPath(p.path);
    return `- ${where ? `${where}: ` : ""}${p.message}`;
  });
  return {
    ok: false,
    message: `Invalid arguments for ${tool.name}:
${lines.join("\n")}
${parameterList(tool)} Call ${tool.name} again with corrected arguments.`
  };
}
function parameterList(tool) {
  const schema = tool.inputSchema ?? inputJsonSchema(tool.params);
  const props = schema?.properties;
  if (!isRecord(props)) return "";
  const required = new Set(Array.isArray(schema?.required) ? schema.required : []);
  const items = Object.entries(props).map(
    ([name, prop]) => `${name} (${typeName(prop)}${required.has(name) ? ", required" : ""})`
  );
  return items.length > 0 ? `Parameters of ${tool.name}: ${items.join(", ")}.` : `${tool.name} takes no parameters: send {}.`;
}
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function typeName(prop) {
  if (!isRecord(prop)) return "any";
  if (Array.isArray(prop.enum)) return prop.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (prop.const !== void 0) return JSON.stringify(prop.const);
  if (typeof prop.type === "string") return prop.type;
  if (Array.isArray(prop.type)) return prop.type.map((t) => typeof t === "string" ? t : "any").join(" | ");
  const branches = prop.anyOf ?? prop.oneOf;
  if (Array.isArray(branches)) return branches.map(typeName).join(" | ");
  return "any";
}

// src/validate/unknown-tool.ts
function unknownToolMessage(name, mode, availableToolNames) {
  const close = suggest(name, availableToolNames);
  const shown = clipWords(name, 80);
  return [
    `Unknown tool "${shown}".${close ? ` Did you mean "${close}"?` : ""}`,
    `Tools available in ${modeLabel(mode)}: ${availableToolNames.join(", ") || "(none)"}.`,
    "Call one of these by its exact name."
  ].join(" ");
}

// src/validate/validate-call.ts
function validateCall(call, ctx) {
  const tool = ctx.lookup(call.name);
  if (!tool)
    return {
      ok: false,
      stage: "unknown_tool",
      message: unknownToolMessage(call.name, ctx.mode, ctx.availableToolNames)
    };
  const notAllowed = checkModeAllows(tool, ctx.mode, ctx.availableToolNames, ctx.modes);
  if (notAllowed) return { ok: false, stage: "mode", message: notAllowed };
  const params = checkParams(tool, call);
  if (!params.ok) return { ok: false, stage: "params", message: params.message };
  const restricted = checkFileRestriction(tool, params.args, ctx.mode, {
    ...ctx.workspace !== void 0 ? { workspace: ctx.workspace } : {},
    ...ctx.modes ? { modes: ctx.modes } : {},
    ...ctx.analyzer ? { analyzer: ctx.analyzer } : {}
  });
  if (restricted) return { ok: false, ...restricted };
  const repeated = ctx.repetition.check(tool.name, params.args);
  if (repeated) return { ok: false, stage: "repetition", message: repeated };
  return { ok: true, tool, args: params.args };
}

// src/run/instructions.ts
import { closeSync, existsSync as existsSync2, fstatSync, openSync, readdirSync as readdirSync2, readSync, statSync as statSync3 } from "node:fs";
import path6 from "node:path";
var MAX_CHARS = 32e3;
function loadInstructions(workspace, extraFiles, redact, readDenied) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  const add = (rel, required) => {
    const resolved = resolvePath(workspace, rel);
    if (!resolved.inside) {
      if (required) throw new ConfigError(`instructions: ${rel} is outside the workspace`);
      return;
    }
    if (inGitDir(resolved.rel)) {
      if (required) throw new ConfigError(`instructions: ${rel} is in a git directory`);
      return;
    }
    const denied = deniedRead(workspace, rel, readDenied);
    if (denied !== void 0) {
      if (required) throw new ConfigError(`instructions: ${rel} ${deniedBecause(rel, denied)}`);
      return;
    }
    if (seen.has(resolved.abs)) return;
    if (!existsSync2(resolved.abs) || !statSync3(resolved.abs).isFile()) {
      if (required) throw new ConfigError(`instructions: ${rel} does not exist in the workspace`);
      return;
    }
    seen.add(resolved.abs);
    const { text, bytes } = readHead(resolved.abs);
    const trimmed = text.trim();
    if (trimmed) out.push({ file: resolved.rel, text: capped(redact(trimmed), bytes) });
  };
  for (const rel of defaultFiles(workspace)) add(rel, false);
  for (const rel of extraFiles) add(rel, true);
  return out;
}
function deniedInstructions(workspace, readDenied) {
  return defaultFiles(workspace).flatMap((rel) => {
    if (!existsSync2(path6.join(workspace, rel))) return [];
    let denied;
    try {
      denied = deniedRead(workspace, rel, readDenied);
    } catch (err) {
      if (err instanceof PathError) return [];
      throw err;
    }
    return denied === void 0 ? [] : [`instruction file ${rel} is left out of the prompt: it ${deniedBecause(rel, denied)}`];
  });
}
var deniedBecause = (rel, denied) => denied === rel ? "is denied by the read rules" : `leads to ${denied}, which the read rules deny`;
function defaultFiles(workspace) {
  return ["AGENTS.md", ...ruleFiles(workspace), ".roorules"];
}
function ruleFiles(workspace) {
  const roo = path6.join(workspace, ".roo");
  if (!existsSync2(roo)) return [];
  const dirs = readdirSync2(roo, { withFileTypes: true }).filter((d) => d.isDirectory() && (d.name === "rules" || d.name.startsWith("rules-"))).map((d) => d.name).sort();
  return dirs.flatMap(
    (dir) => listTree(path6.join(roo, dir)).filter((e) => e.dirent.isFile()).map((e) => path6.relative(workspace, e.path).split(path6.sep).join("/")).sort()
  );
}
var MAX_READ_BYTES = MAX_CHARS * 4 + 4096;
function readHead(file) {
  const fd = openSync(file, "r");
  try {
    const size = fstatSync(fd).size;
    const buffer = Buffer.alloc(Math.min(size, MAX_READ_BYTES));
    let read = 0;
    for (let n = 1; n > 0 && read < buffer.length; read += n)
      n = readSync(fd, buffer, read, buffer.length - read, read);
    return { text: buffer.subarray(0, read).toString("utf8"), bytes: size };
  } finally {
    closeSync(fd);
  }
}
function capped(text, bytes) {
  if (text.length <= MAX_CHARS) return text;
  return `${text.slice(0, MAX_CHARS)}
[... truncated: the file has ${bytes} bytes; read it with read_file if needed]`;
}

// src/run/system-prompt.ts
function buildSystemPrompt(input) {
  const sections = [
    input.mode.roleDefinition.trim(),
    toolUse(input.toolNames),
    modesSection(input),
    workspaceSection(input.workspace),
    policySection(input.policy),
    instructionsSection(input)
  ];
  return sections.filter((s) => s !== "").join("\n\n====\n\n") + "\n";
}
var has = (names, name) => names.includes(name);
function toolUse(toolNames) {
  const lines = [
    "TOOL USE",
    "",
    "This run is unattended: no human reads your messages or answers questions. Act only through tools.",
    "- Every reply must call at least one tool. One call per reply is fine; independent calls may share a reply and run in order.",
    "- Each result arrives in the next message. Do not assume a call succeeded before you see its result.",
    "- Paths are relative to the workspace root. Read a file before you edit it.",
    "- A call the policy denies will be denied again: do not retry it; choose an allowed approach or finish without it."
  ];
  if (has(toolNames, "ask_followup_question")) {
    lines.push(
      "- ask_followup_question gets a fixed automatic answer, not a human one: prefer stating your assumption and continuing."
    );
  }
  if (has(toolNames, "attempt_completion")) {
    lines.push(
      "- When the task is done (or cannot be done), call attempt_completion with a short summary of what changed and why. The run ends only then."
    );
  }
  lines.push("", `Tools available in this mode: ${toolNames.join(", ")}.`);
  return lines.join("\n");
}
function modesSection({ mode, modes, toolNames }) {
  const restricted = mode.groups.flatMap(
    (g) => Array.isArray(g) && g[1].fileRegex ? [`- ${g[0]} is limited to files matching /${g[1].fileRegex}/`] : []
  );
  const lines = [`MODES`, "", `Current mode: ${mode.name} (${mode.slug}).`, ...restricted];
  if (has(toolNames, "switch_mode") || has(toolNames, "new_task")) {
    const others = modes.filter((m) => m.slug !== mode.slug);
    if (others.length) {
      lines.push("Other modes (switch_mode / new_task):");
      for (const m of others) lines.push(`- ${m.slug}: ${oneLine(m.description ?? m.whenToUse ?? m.name)}`);
    }
  }
  return lines.join("\n");
}
function workspaceSection(w) {
  return [
    "WORKSPACE",
    "",
    `Root: ${w.path}`,
    `OS: ${w.os}`,
    `Shell: ${w.shell}`,
    ...w.branch ? [`Git branch: ${w.branch}`] : []
  ].join("\n");
}
var list = (items) => items.length ? items.join(", ") : "none";
function policySection(p) {
  const lines = [
    "POLICY",
    "",
    "An automatic policy approves or denies every tool call. Nothing outside the workspace can be read or written, and .git/ is never writable.",
    `- Read: ${list(p.read.allow)}; except ${list(p.read.deny)}`,
    `- Edit: ${list(p.edit.allow)}; except ${list(p.edit.deny)}`,
    `- Commands allowed: ${list(p.command.allow)}`,
    `- Commands denied: ${list(p.command.deny)}`,
    `- Any other command: ${p.command.default}. Compound commands (&&, |, ;, $(...)) are allowed only when every part is.`
  ];
  const servers = Object.entries(p.mcp.servers).map(
    ([name, s]) => `${name} (allow ${list(s.allow)}${s.deny.length ? `; deny ${list(s.deny)}` : ""})`
  );
  lines.push(`- MCP tools: ${servers.length ? `${servers.join(", ")}; ` : ""}others ${p.mcp.default}`);
  const overrides = Object.entries(p.tools).map(([tool, verdict]) => `${tool}: ${verdict}`);
  if (overrides.length) lines.push(`- Tool overrides: ${overrides.join(", ")}`);
  const limits = [
    Number.isFinite(p.limits.max_turns) ? `${p.limits.max_turns} turns` : "",
    Number.isFinite(p.limits.max_tool_calls) ? `${p.limits.max_tool_calls} tool calls` : ""
  ].filter(Boolean);
  if (limits.length) lines.push(`- Budget: at most ${limits.join(" and ")}; work efficiently.`);
  if (p.onAsk === "deny") lines.push("- Actions that would need a human's approval are denied.");
  else lines.push("- Actions that would need a human's approval stop the run.");
  return lines.join("\n");
}
function instructionsSection({ mode, instructions }) {
  const applicable = instructions.filter((i) => {
    const m = /^\.roo\/rules-([^/]+)\//.exec(i.file);
    return !m || m[1] === mode.slug;
  });
  const parts = [];
  if (mode.customInstructions?.trim()) parts.push(`Mode instructions:
${mode.customInstructions.trim()}`);
  for (const i of applicable) parts.push(`From ${i.file}:
${i.text}`);
  return parts.length ? `INSTRUCTIONS

${parts.join("\n\n")}` : "";
}
var oneLine = (s) => s.replace(/\s+/g, " ").trim();

// src/run/wire.ts
function checkResultJson(validation, check) {
  if (!validation.ok || validation.tool.name !== "attempt_completion") return validation;
  const problems = check(validation.args.result_json);
  if (problems === void 0) return validation;
  return {
    ok: false,
    stage: "params",
    message: `Invalid arguments for attempt_completion:
${problems.split("\n").map((p) => `- ${p}`).join("\n")}
Call attempt_completion again with a result_json that matches the task's output schema.`
  };
}
async function buildLoopDeps(run, ctx) {
  const { workspace, outDir, policy, modes, task } = run;
  const protectedFiles = protectedPaths(policy, {
    outDir,
    workspace,
    taskFile: run.taskFile,
    ...run.search.embeddings ? { cacheDir: run.search.cacheDir } : {}
  });
  const resolve = (p) => resolvePath(workspace, p, protectedFiles);
  const workTree = locateRepo(workspace)?.workTree;
  const inRepository = workspaceInRepository(workspace, workTree);
  const names = namesBy(run.links, inRepository);
  const repositoryTop = workspaceTopAbove(workspace, workTree);
  const deniedUnderEveryName = deniedUnderAnyName(readDeniedBy(policy.read, inRepository), run.links);
  const history = lazyDeniedHistory({
    workspace,
    denied: deniedUnderEveryName,
    start: run.start,
    redactor: ctx.redactor
  });
  warmFetch();
  const analyzer = lazyShellAnalyzer();
  const instructions = loadInstructions(
    workspace,
    task.instructions,
    (text) => ctx.redactor.redact(text),
    deniedUnderEveryName
  );
  const facts = {
    path: workspace,
    os: `${platform()} ${arch()}`,
    shell: SHELL,
    branch: run.start.branch ?? void 0
  };
  const mcp = Object.keys(task.mcp_servers).length ? await connectMcpTools(task.mcp_servers, {
    env: ctx.env,
    outDir,
    cwd: workspace,
    audit: ctx.audit,
    redactor: ctx.redactor,
    signal: ctx.signal,
    sandbox: ctx.sandbox,
    maxStderrBytes: policy.limits.max_command_output_bytes
  }) : void 0;
  const tools = new ToolSet([...builtinToolsFor(task), ...run.customTools, ...mcp?.tools ?? []]);
  const browser = new BrowserSession({
    executablePath: chromiumPath(ctx.env),
    allow: policy.browser.allow,
    env: commandEnv(ctx.env, [], {}),
    workspace,
    outDir,
    redact: (text) => ctx.redactor.redact(text)
  });
  const promptCache = /* @__PURE__ */ new Map();
  const deps = {
    provider: run.provider,
    tools,
    modes,
    policy,
    audit: ctx.audit,
    redact: (text) => ctx.redactor.redact(text),
    systemPrompt(mode, available) {
      let prompt = promptCache.get(mode.slug);
      if (prompt === void 0) {
        prompt = buildSystemPrompt({
          mode,
          modes: [...modes.values()],
          workspace: facts,
          instructions,
          policy,
          toolNames: available.map((t) => t.name)
        });
        promptCache.set(mode.slug, prompt);
      }
      return prompt;
    },
    toolAllowed: (mode, tool) => offeredInMode(mode, policy, tool),
    // The file restriction reads the files commands write, so validation waits for the analyzer too.
    validate: async (call, mode, available, repetition, depth) => {
      const validation = await withGrammar(
        analyzer,
        () => validateCall(call, {
          lookup: (name) => tools.get(name),
          mode,
          availableToolNames: available.map((t) => t.name),
          repetition,
          modes,
          workspace,
          analyzer
        })
      );
      return depth === 0 && run.resultCheck ? checkResultJson(validation, run.resultCheck) : validation;
    },
    async authorize(tool, args, mode) {
      let access;
      try {
        access = (tool.access?.(args) ?? []).map(
          (a) => a.kind === "read" || a.kind === "edit" ? { ...a, ...resolve(a.path) } : a
        );
      } catch (err) {
        if (!(err instanceof PathError)) throw err;
        return { decision: "deny", resolved: "deny", rule: "invariant:bad-path", reason: err.message };
      }
      const outbound = secretInOutbound(access, args, (text) => ctx.redactor.redact(text));
      if (outbound) return outbound;
      const past = access.some((a) => a.kind === "command") ? await history() : void 0;
      const decision = await withGrammar(
        analyzer,
        () => decide({ tool: tool.name, group: tool.group, args, access }, policy, {
          workspace,
          mode: mode.slug,
          analyzer,
          resolve,
          names,
          ...repositoryTop ? { repositoryTop } : {},
          ...past ? { history: past } : {}
        })
      );
      const command = tool.custom && access.find((a) => a.kind === "command")?.command;
      return command ? { ...decision, command } : decision;
    },
    toolContext: {
      workspace,
      outDir,
      sandbox: ctx.sandbox,
      commandTimeoutMs: policy.limits.command_timeout,
      commandOutputBytes: policy.limits.max_command_output_bytes,
      readable: readableUnderEveryName(allowedBy(policy.read), deniedBy(policy.read), names),
      commands: task.commands,
      browser,
      search: run.search,
      redact: (text) => ctx.redactor.redact(text),
      redactor: ctx.redactor
    },
    maxOutputTokens: task.model.max_output_tokens,
    contextBudgetChars: contextBudgetChars(task.model, run.provider.contextTokens),
    signal: ctx.signal
  };
  return {
    deps,
    firstMessage: firstTaskMessage(task.prompt, workspace),
    /** Ends what the run started: the browser (at completion, cancel and error alike), MCP servers. */
    close: async () => {
      await browser.close("run_end");
      for (const event of browser.takeEvents()) {
        try {
          ctx.audit.emit(event.type, event.payload);
        } catch {
        }
      }
      await mcp?.hub.close();
    }
  };
}

// src/run/asks-for-changes.ts
function asksForChanges(mode) {
  const groups = groupsOf(mode);
  return groups.length === 0 || groups.includes("edit") || groups.includes("command");
}

// src/forge/github-denied.ts
var CREATE_PR_SETTING = 'enable Settings \u2192 Actions \u2192 General \u2192 Workflow permissions \u2192 "Allow GitHub Actions to create and approve pull requests" (an organization can lock it: then its owners must allow it), or pass a GitHub App or personal access token as `github-token`';
function permissionHint(step, status, message) {
  if (step === "pull request") {
    if (/not permitted to create or approve pull requests/i.test(message)) return CREATE_PR_SETTING;
    if (status === 403 && /resource not accessible by integration/i.test(message))
      return "the token lacks `pull-requests: write`: add it under `permissions:` in the workflow job";
    return void 0;
  }
  if (/returned error: 403\b|permission to \S+ denied|write access to repository not granted/i.test(message))
    return "the token cannot push: add `contents: write` under `permissions:` in the workflow job (and check that no branch rule blocks `nightshift/*` branches)";
  return void 0;
}
function withPermissionHint(step, err) {
  if (!(err instanceof Error)) return err;
  const status = err.status;
  const hint = permissionHint(step, typeof status === "number" ? status : void 0, err.message);
  if (!hint) return err;
  return new Error(`${step} refused by GitHub (${err.message.trim()}): ${hint}`, { cause: err });
}

// src/forge/limits.ts
function checkPrLimits(size, limits) {
  if (limits.maxFiles !== void 0 && size.files > limits.maxFiles) {
    return `the change touches ${size.files} files; the policy allows at most ${limits.maxFiles} (pr.max_files)`;
  }
  const lines = size.insertions + size.deletions;
  if (limits.maxChangedLines !== void 0 && lines > limits.maxChangedLines) {
    return `the change has ${lines} changed lines (+${size.insertions} -${size.deletions}); the policy allows at most ${limits.maxChangedLines} (pr.max_changed_lines)`;
  }
  const { total, largest } = size.added;
  if (limits.maxAddedBytes !== void 0 && total > limits.maxAddedBytes) {
    const most = largest ? `; most in ${largest.path}: ${largest.bytes} bytes` : "";
    return `the change adds ${total} bytes (added lines, and the new content of binary files${most}); the policy allows at most ${limits.maxAddedBytes} (pr.max_added_bytes)`;
  }
  return null;
}

// src/forge/local.ts
import { pathToFileURL } from "node:url";
var LocalForge = class {
  name = "local";
  openOrUpdate(pr, outDir) {
    const file = writeArtifact(outDir, "pr.md", renderPrFile(pr));
    return Promise.resolve({ operation: "created", url: pathToFileURL(file).href });
  }
};
function renderPrFile(pr) {
  const meta = [
    `head: ${pr.head}`,
    `base: ${pr.base}`,
    `draft: ${pr.draft}`,
    ...pr.labels.length ? [`labels: ${pr.labels.join(", ")}`] : [],
    ...pr.assignees.length ? [`assignees: ${pr.assignees.join(", ")}`] : [],
    ...pr.reviewers.length ? [`reviewers: ${pr.reviewers.join(", ")}`] : []
  ];
  return `# ${pr.title}

<!--
${meta.join("\n")}
-->

${pr.body.trimEnd()}
`;
}

// src/forge/redacting.ts
function redactingForge(forge, redact) {
  return {
    name: forge.name,
    openOrUpdate: (pr, outDir) => forge.openOrUpdate({ ...pr, title: redact(pr.title), body: redact(pr.body) }, outDir)
  };
}

// src/git/api-commit.ts
import { mkdtempSync as mkdtempSync2, rmSync as rmSync2, writeFileSync as writeFileSync2 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import path7 from "node:path";
var REGULAR = "100644";
var DESCRIBE = {
  "100755": "an executable file",
  "120000": "a symlink",
  "160000": "a submodule"
};
function planFileChanges(changes) {
  const refused = [];
  for (const c of changes) {
    if (c.status === "D") {
      if (c.oldMode === "160000") refused.push(`${c.path} (removes a submodule)`);
    } else if (c.status === "A") {
      if (c.newMode !== REGULAR)
        refused.push(`${c.path} (adds ${DESCRIBE[c.newMode] ?? `mode ${c.newMode}`})`);
    } else if (c.oldMode !== c.newMode) {
      refused.push(`${c.path} (mode ${c.oldMode} \u2192 ${c.newMode})`);
    } else if (c.newMode !== REGULAR && c.newMode !== "100755") {
      refused.push(`${c.path} (changes ${DESCRIBE[c.newMode] ?? `mode ${c.newMode}`})`);
    }
  }
  if (refused.length > 0) {
    throw new Error(
      `commit-signing: github cannot express ${refused.join(", ")}: GitHub's createCommitOnBranch takes file contents only, no modes, symlinks or submodules (use commit-signing: ssh, or leave these changes out)`
    );
  }
  return {
    additions: changes.filter((c) => c.status !== "D"),
    deletions: changes.filter((c) => c.status === "D").map((c) => c.path)
  };
}
function publishThroughApi(options) {
  const { api, scratchBranch: scratch } = options;
  return async (remote, push) => {
    const base = (await remote.git.raw(["rev-parse", "--verify", `${remote.sha}^1`])).trim();
    const plan = planFileChanges(
      parseRaw(await remote.git.bytes(["diff-tree", "-r", "-z", "--raw", "--no-renames", base, remote.sha]))
    );
    const [headline = "", ...rest] = (await remote.git.raw(["log", "-1", "--format=%B", remote.sha])).trim().split("\n");
    const input = {
      branch: scratch,
      expectedHeadOid: base,
      headline,
      body: rest.join("\n").trim(),
      additions: await Promise.all(
        plan.additions.map(async (c) => ({
          path: c.path,
          contents: (await catFile(remote, "blob", c.newSha)).toString("base64")
        }))
      ),
      deletions: plan.deletions.map((p) => ({ path: p }))
    };
    try {
      await api.createBranch(scratch, base);
    } catch (err) {
      throw new Error(
        `creating the scratch branch ${scratch} at the base ${base.slice(0, 12)} failed (${err.message}); commit-signing: github needs the base commit to be on GitHub`,
        { cause: err }
      );
    }
    try {
      const oid = await api.createCommit(input);
      await remote.git.raw(["fetch", "--no-tags", "--quiet", remote.url, `refs/heads/${scratch}`]);
      await sameCommit(remote, oid, base, options.trailerKey);
      await push(oid);
      await adopt(options.workspace, remote, oid);
      return oid;
    } finally {
      await api.deleteBranch(scratch).catch(
        (err) => options.warn(`could not delete the scratch branch ${scratch}: ${err.message}`)
      );
    }
  };
}
async function sameCommit(remote, oid, base, trailerKey) {
  const parents = (await remote.git.raw(["rev-list", "--parents", "-n", "1", oid])).trim().split(" ").slice(1);
  if (parents.length !== 1 || parents[0] !== base)
    throw new Error(
      `GitHub's commit ${oid.slice(0, 12)} does not have the base ${base.slice(0, 12)} as its only parent`
    );
  const differs = (await remote.git.raw(["diff-tree", "-r", "--name-only", "-z", "--no-renames", remote.sha, oid])).split("\0").filter(Boolean);
  if (differs.length > 0)
    throw new Error(
      `GitHub's commit ${oid.slice(0, 12)} differs from the local commit in ${differs.join(", ")} (a file mode GitHub did not keep?); the run branch was not updated`
    );
  const trailer = await remote.git.raw([
    "log",
    "-1",
    `--format=%(trailers:key=${trailerKey},valueonly)`,
    oid
  ]);
  if (!trailer.trim()) throw new Error(`GitHub's commit ${oid.slice(0, 12)} lost the ${trailerKey} trailer`);
}
async function adopt(workspace, remote, oid) {
  const dir = mkdtempSync2(path7.join(tmpdir2(), "ns-adopt-"));
  try {
    const file = path7.join(dir, "commit");
    writeFileSync2(file, await catFile(remote, "commit", oid));
    const git = openRepo(workspace);
    const written = (await git.raw(["hash-object", "-t", "commit", "-w", file])).trim();
    if (written !== oid) throw new Error(`copying GitHub's commit ${oid} gave ${written}`);
    await git.raw([
      "update-ref",
      "-m",
      "nightshift: signed by GitHub",
      `refs/heads/${remote.branch}`,
      oid,
      remote.sha
    ]);
  } finally {
    rmSync2(dir, { recursive: true, force: true });
  }
}
var catFile = (remote, type, sha) => remote.git.bytes(["cat-file", type, sha]);

// src/git/commit.ts
import { mkdtempSync as mkdtempSync4, rmSync as rmSync4, writeFileSync as writeFileSync4 } from "node:fs";
import { tmpdir as tmpdir4 } from "node:os";
import path9 from "node:path";

// src/git/seal.ts
import { createHash } from "node:crypto";
var SEAL_KEY = "Nightshift-Seal";
function sealMessage(tree, parents, message) {
  const text = message.replace(/\s+$/, "");
  return `${text}
${SEAL_KEY}: ${digest(tree, parents, text)}
`;
}
function isSealed(commit) {
  const lines = commit.message.replace(/\s+$/, "").split("\n");
  const seal = new RegExp(`^${SEAL_KEY}: ([0-9a-f]{64})$`).exec(lines.at(-1) ?? "")?.[1];
  return seal !== void 0 && seal === digest(commit.tree, commit.parents, lines.slice(0, -1).join("\n"));
}
function digest(tree, parents, message) {
  const text = message.split("\n").map((l) => l.trimEnd()).filter(Boolean).join("\n");
  const header = [`tree ${tree}`, ...parents.map((p) => `parent ${p}`)].join("\n");
  return createHash("sha256").update(`${header}

${text}`).digest("hex");
}

// src/git/ssh-signing.ts
import { chmodSync as chmodSync2, mkdtempSync as mkdtempSync3, rmSync as rmSync3, writeFileSync as writeFileSync3 } from "node:fs";
import { tmpdir as tmpdir3 } from "node:os";
import path8 from "node:path";
async function withSshSigningKey(key, fn) {
  if (!/-----BEGIN OPENSSH PRIVATE KEY-----/.test(key))
    throw new Error(
      "the commit signing key is not an OpenSSH private key (-----BEGIN OPENSSH PRIVATE KEY-----)"
    );
  const dir = mkdtempSync3(path8.join(tmpdir3(), "ns-sign-"));
  try {
    chmodSync2(dir, 448);
    const file = path8.join(dir, "key");
    writeFileSync3(file, key.endsWith("\n") ? key : `${key}
`, { mode: 384 });
    return await fn({
      "gpg.format": "ssh",
      "gpg.ssh.program": "ssh-keygen",
      "user.signingKey": file
    });
  } finally {
    rmSync3(dir, { recursive: true, force: true });
  }
}

// src/git/commit.ts
var DEFAULT_AUTHOR = {
  name: "nightshift",
  email: "nightshift@users.noreply.github.com"
};
async function commitChanges(options) {
  if (!options.trailer.split("\n").every((line) => /^[A-Za-z0-9-]+: \S/.test(line)))
    throw new Error(`trailer "${options.trailer}" is not "Key: value" lines`);
  const on = await currentBranch(options.workspace);
  if (on !== options.branch)
    throw new Error(`HEAD is on ${on ?? "a detached commit"}, not on the run branch ${options.branch}`);
  const base = options.base && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(options.base) ? options.base : (await openRepo(options.workspace).raw([
    "rev-parse",
    "--verify",
    `${options.base ?? "HEAD"}^{commit}`
  ])).trim();
  const paths = options.paths ?? await defaultPaths(options.workspace, base, options.exclude ?? []);
  if (paths.length === 0 && !options.allowEmpty) return null;
  const author = options.author ?? await configuredAuthor(options.workspace) ?? DEFAULT_AUTHOR;
  const committer = options.committer ?? author;
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: committer.name,
    GIT_COMMITTER_EMAIL: committer.email
  };
  const real = openRepo(options.workspace, { ...env, GIT_LITERAL_PATHSPECS: "1" });
  const sign = options.signingKey;
  const staged = reusableTree(options.snapshot, base, paths);
  const scratch = mkdtempSync4(path9.join(tmpdir4(), "ns-message-"));
  const messageFile = path9.join(scratch, "message");
  const build = (signing) => withScratchIndex(
    options.workspace,
    staged ? null : base,
    async (git, pathspecFile) => {
      const { tree, stats: stats2 } = staged ?? await stage(git, base, paths, pathspecFile);
      if (stats2.files.length === 0 && !options.allowEmpty) return null;
      writeFileSync4(
        messageFile,
        sealMessage(tree, [base], `${options.message.trimEnd()}

${options.trailer}`)
      );
      const commit = (await git.raw(["commit-tree", ...sign ? ["-S"] : [], tree, "-p", base, "-F", messageFile])).trim();
      await real.raw([
        "update-ref",
        "-m",
        "nightshift: run commit",
        `refs/heads/${options.branch}`,
        commit
      ]);
      options.onCommitted?.({ sha: commit, ...stats2 });
      const reset = [.../* @__PURE__ */ new Set([...paths, ...options.resetPaths ?? []])];
      if (reset.length > 0)
        await real.raw([
          "reset",
          "--quiet",
          `--pathspec-from-file=${pathspecFile(reset)}`,
          "--pathspec-file-nul"
        ]);
      return { commit, stats: stats2 };
    },
    withConfig(env, signing)
  );
  let built;
  try {
    built = sign ? await withSshSigningKey(sign, build) : await build({});
  } finally {
    rmSync4(scratch, { recursive: true, force: true });
  }
  if (!built) return null;
  const { commit: sha, stats } = built;
  const patch = await real.raw([
    // Names as they are, not git's octal escapes of their UTF-8 bytes: changes.patch is redacted,
    // and a secret in a name is recognised as written. `"` `\` and controls are still escaped
    // (no name delivered holds a control; `\"` and `\\` are JSON's escapes too, which the
    // redactor knows), and the patch applies with `git am` all the same.
    "-c",
    "core.quotePath=false",
    "format-patch",
    "-1",
    // The diffstat with every name in full: git shortens a long one to `...` and its end, which
    // could keep the tail of a secret, a piece no redaction recognises. The bars keep their width;
    // the summary (`create mode \u2026`) is the default's, which naming --stat turns off.
    `--stat=${STAT_WIDTH}`,
    "--stat-graph-width=50",
    "--summary",
    "--stdout",
    "--binary",
    "--no-renames",
    // The config nightshift's git runs with hides gitlinks from diffs (diff.ignoreSubmodules):
    // should one be committed, the patch shows it, so it never says less than the commit holds.
    "--ignore-submodules=none",
    "--no-signature",
    "--no-ext-diff",
    "--no-textconv",
    "--no-relative",
    sha
  ]);
  return { sha, ...stats, patch };
}
var STAT_WIDTH = 1e4;
async function stage(git, base, paths, pathspecFile) {
  if (paths.length > 0)
    await git.raw(["add", "--all", `--pathspec-from-file=${pathspecFile(paths)}`, "--pathspec-file-nul"]);
  const numstat = await git.raw(["diff-index", "--cached", "--numstat", "-z", "--no-renames", base]);
  return { tree: (await git.raw(["write-tree"])).trim(), stats: parseNumstat(numstat) };
}
function reusableTree(snapshot, base, paths) {
  if (!snapshot?.commit || snapshot.base !== base || paths.length === 0) return void 0;
  if (snapshot.changes.length !== paths.length) return void 0;
  const asked = new Set(paths.map((p) => pathKey(p)));
  return asked.size === paths.length && snapshot.changes.every((c) => asked.has(pathKey(c))) ? snapshot.commit : void 0;
}
function writePatch(outDir, patch) {
  return writeArtifact(outDir, "changes.patch", patch);
}
async function defaultPaths(workspace, base, exclude) {
  const excluded = exclude.flatMap((p) => insideWorkspace(workspace, p));
  return (await listChanges(workspace, base)).map((c) => c.path).filter((p) => !excluded.some((e) => p === e || p.startsWith(`${e}/`)));
}
function insideWorkspace(workspace, p) {
  const rel = path9.relative(workspace, path9.resolve(workspace, p));
  if (rel === "" || rel.startsWith("..") || path9.isAbsolute(rel)) return [];
  return [rel.split(path9.sep).join("/")];
}
async function configuredAuthor(workspace) {
  const values = /* @__PURE__ */ new Map();
  for (const { key, value } of await repoConfigEntries(workspace).catch(() => []))
    if ((key === "user.name" || key === "user.email") && value !== void 0) values.set(key, value.trim());
  const name = values.get("user.name");
  const email = values.get("user.email");
  return name && email ? { name, email } : null;
}

// src/git/push.ts
import { mkdirSync as mkdirSync2, mkdtempSync as mkdtempSync5, rmSync as rmSync5, writeFileSync as writeFileSync5 } from "node:fs";
import { tmpdir as tmpdir5 } from "node:os";
import path10 from "node:path";
async function remoteUrl(workspace, remote) {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(remote)) return remote;
  const git = openRepo(workspace);
  const get = (key) => git.raw(["config", "--get", key]).then(
    (s) => s.trim(),
    () => ""
  );
  const url = await get(`remote.${remote}.pushurl`) || await get(`remote.${remote}.url`);
  if (url) return url;
  if (/[:/]/.test(remote)) return remote;
  throw new Error(`no URL for the remote "${remote}"`);
}
async function pushBranch(options) {
  const { workspace, branch, base, token } = options;
  if (branch === base) throw new Error(`refusing to push to the base branch ${base}`);
  const scratch = mkdtempSync5(path10.join(tmpdir5(), "ns-push-"));
  try {
    const url = await remoteUrl(workspace, options.remote);
    const sha = (await openRepo(workspace).raw(["rev-parse", "--verify", `refs/heads/${branch}^{commit}`])).trim();
    const git = await scratchRepo(workspace, scratch, await authConfig(workspace, url, token));
    const listed = await git.raw(["ls-remote", "--symref", url, "HEAD", `refs/heads/${branch}`]);
    const remoteHead = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(listed)?.[1];
    if (remoteHead === branch)
      throw new Error(`refusing to push to ${branch}: it is the remote's default branch`);
    const previousSha = new RegExp(`^([0-9a-f]{40,64})\\trefs/heads/${escape(branch)}$`, "m").exec(listed)?.[1] ?? null;
    const refspec = `${sha}:refs/heads/${branch}`;
    if (previousSha !== null && previousSha !== sha) {
      await git.raw(["fetch", "--no-tags", "--quiet", url, `refs/heads/${branch}`]);
      const foreign = await unsealedCommits(git, previousSha, sha);
      if (foreign.length > 0) {
        throw new Error(
          `refusing to overwrite ${branch}: it has ${foreign.length} commit(s) not made by nightshift (${foreign.map((c) => c.slice(0, 12)).join(", ")}); a commit nightshift made that someone amended, rebased or cherry-picked is theirs now`
        );
      }
    }
    const refused = await options.inspect?.({ git, url, branch, sha });
    if (refused) return { sha, previousSha, forced: false, refused };
    const leasePush = (commit) => git.raw([
      "push",
      "--no-verify",
      "--porcelain",
      `--force-with-lease=refs/heads/${branch}:${previousSha ?? ""}`,
      url,
      `${commit}:refs/heads/${branch}`
    ]);
    if (options.publish) {
      const published = await options.publish({ git, url, branch, sha }, async (commit) => {
        await leasePush(commit);
      });
      return { sha: published, previousSha, forced: previousSha !== null };
    }
    if (previousSha === null || previousSha === sha) {
      if (previousSha === null) await git.raw(["push", "--no-verify", "--porcelain", url, refspec]);
      return { sha, previousSha, forced: false };
    }
    await leasePush(sha);
    return { sha, previousSha, forced: true };
  } catch (err) {
    rethrowRedacted(`push of ${branch} to ${withoutUserinfo(options.remote)} failed`, err, [token]);
  } finally {
    rmSync5(scratch, { recursive: true, force: true });
  }
}
async function authConfig(workspace, url, token) {
  if (token) return Object.entries(authHeaderConfig(token, url) ?? {});
  let origin;
  try {
    origin = new URL(url).origin;
  } catch {
    return [];
  }
  const git = openRepo(workspace);
  const persisted = await git.raw(["config", "--local", "--includes", "--get-all", `http.${origin}/.extraheader`]).catch(() => "");
  return persisted.split("\n").filter(Boolean).map((value) => [`http.${origin}/.extraheader`, value]);
}
async function scratchRepo(workspace, dir, config) {
  if (!locateRepo(workspace)) throw new Error(`${workspace} is not a git repository`);
  const objects = (await openRepo(workspace).raw(["rev-parse", "--git-path", "objects"])).trim();
  let env = withConfig(
    { ...process.env, GIT_DIR: dir, GIT_TERMINAL_PROMPT: "0", GIT_NO_REPLACE_OBJECTS: "1" },
    { "core.hooksPath": "/dev/null" }
  );
  for (const [key, value] of config) env = withConfig(env, { [key]: value });
  delete env.GIT_WORK_TREE;
  delete env.GIT_INDEX_FILE;
  const git = gitClient(dir, env);
  await git.raw(["init", "--quiet", "--bare", dir]);
  mkdirSync2(path10.join(dir, "objects", "info"), { recursive: true });
  writeFileSync5(path10.join(dir, "objects", "info", "alternates"), `${path10.resolve(workspace, objects)}
`);
  return git;
}
async function unsealedCommits(git, remoteSha, localSha) {
  const log = await git.raw([
    "log",
    "-z",
    "--no-show-signature",
    "--format=%H %T %P%n%B",
    remoteSha,
    "--not",
    localSha
  ]);
  return log.split("\0").filter(Boolean).flatMap((record) => {
    const newline = record.indexOf("\n");
    const [sha = "", tree = "", ...parents] = record.slice(0, newline).split(" ").filter(Boolean);
    const message = record.slice(newline + 1);
    return newline > 0 && isSealed({ tree, parents, message }) ? [] : [sha.slice(0, 64) || "?"];
  });
}
function withoutUserinfo(remote) {
  return remote.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, "$1");
}
var escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// src/git/range-size.ts
async function measureRange(git, from, to) {
  const flags = [
    "--no-color",
    "--no-renames",
    "--no-ext-diff",
    "--no-textconv",
    "--ignore-submodules=none",
    "--src-prefix=a/",
    "--dst-prefix=b/"
  ];
  const { files, insertions, deletions } = parseNumstat(
    await git.raw(["diff", "--numstat", "-z", ...flags, from, to])
  );
  const patch = await git.raw(["diff", "--binary", ...flags, from, to]);
  return { files: files.length, insertions, deletions, added: countAddedBytes(patch) };
}

// src/run/deliver.ts
import { readdirSync as readdirSync3 } from "node:fs";
import path12 from "node:path";

// src/run/settle.ts
import path11 from "node:path";
async function settleWorkingTree(options) {
  const { workspace, start, policy, audit } = options;
  const tampered = changedControlFiles(start.gitControl, hashGitControl(workspace));
  if (tampered.length > 0) {
    const reason = `the git directory changed during the run (${tampered.map((f) => path11.relative(workspace, f)).join(", ")}); nothing is committed or pushed`;
    audit.emit("delivery.refused", { reason, rule: "invariant:git-dir", files: tampered });
    return { kind: "refused", reason, refusedReason: "git_dir_changed", notDelivered: [] };
  }
  const { outcomes: gate, snapshot } = options.gate ?? await gateForDelivery(options);
  const notDelivered = [];
  for (const g of gate) {
    if (g.kind !== "excluded") continue;
    audit.emit("delivery.excluded", { ...described(g), reason: g.reason });
    options.progress(`  not delivered ${g.change.path} (${changeKind(g.change)}): ${g.rule}`);
    notDelivered.push(entry(g, "excluded"));
  }
  const denied = gate.filter((g) => g.kind === "denied");
  if (denied.length > 0 && policy.pr.onDeniedChange === "fail") {
    const reason = `the final diff holds ${denied.length} change(s) the policy denies (${denied.map((d) => `${d.change.path}: ${d.rule}`).join("; ")}) and pr.on_denied_change is fail`;
    audit.emit("delivery.refused", { reason, rule: "pr.on_denied_change", denied: denied.map(described) });
    options.progress(`  refused: ${reason}`);
    return {
      kind: "refused",
      reason,
      refusedReason: "denied_change",
      notDelivered: [...notDelivered, ...denied.map((d) => entry(d, "refused"))]
    };
  }
  await revertChanges(
    workspace,
    start.base,
    denied.map((d) => d.change)
  );
  for (const d of denied) {
    audit.emit("delivery.reverted", { ...described(d), reason: d.reason });
    options.progress(`  reverted ${d.change.path} (${changeKind(d.change)}): ${d.rule}`);
    notDelivered.push(entry(d, "reverted"));
  }
  return {
    kind: "deliver",
    paths: gate.filter((g) => g.kind === "deliver").map((g) => g.change.path),
    reverted: denied.map((d) => d.change.path),
    notDelivered,
    oversized: gate.flatMap(
      (g) => g.kind === "excluded" && g.rule === TOO_LARGE_RULE && g.change.tooLarge ? [{ path: g.change.path, bytes: g.change.tooLarge.size - g.change.tooLarge.baseSize }] : []
    ),
    ...notDelivered.length === 0 ? { snapshot } : {}
  };
}
var described = (g) => ({ path: g.change.path, change: changeKind(g.change), rule: g.rule });
var entry = (g, action) => ({ ...described(g), action });

// src/run/deliver.ts
async function changedSinceStart(prepared) {
  const { start, workspace, policy, outDir } = prepared;
  if (start.base === null) return false;
  const gate = await gateWorkingTree({
    workspace,
    start: { ...start, base: start.base },
    policy,
    run: { outDir, taskFile: prepared.taskFile }
  });
  return !gate.every((g) => g.kind === "preexisting");
}
async function deliver(input) {
  if (!input.options.followUp) return deliverChanges(input);
  let delivery;
  try {
    delivery = await deliverChanges(input);
  } catch (err) {
    if (!input.signal.aborted)
      await recordFollowUp(input).catch(
        (e) => input.progress(`  the follow-up could not be recorded: ${input.redact(e.message)}`, {
          tone: "bad"
        })
      );
    throw err;
  }
  if (delivery.pr.operation !== "none" || delivery.cancelled) return delivery;
  return { ...delivery, ...await recordFollowUp(input) };
}
async function deliverChanges(input) {
  const { prepared, options, audit, status, progress } = input;
  const { task, workspace, outDir, policy, runId } = prepared;
  const none = (reason, extra = {}) => {
    audit.emit("pr.none", { reason, ...extra.branch ? { branch: extra.branch } : {} });
    progress(`  no pull request: ${reason}`);
    return { pr: { operation: "none" }, ...extra };
  };
  if (status !== "completed" && status !== "limit")
    return none(`the run ended ${status}; changes stay in the working tree`);
  try {
    artifactDir(outDir);
  } catch (err) {
    throw new Error(`${err.message}: nothing is delivered`, { cause: err });
  }
  const { start } = prepared;
  const base = start.base;
  if (base === null) return none("the workspace is not a git repository with a commit");
  const from = { ...start, base };
  const run = { outDir, taskFile: prepared.taskFile };
  const runsChecks = input.checks === void 0 && policy.pr.requireChecks.length > 0;
  const gating = { workspace, start: from, policy, run };
  const gate = runsChecks ? void 0 : await gateForDelivery(gating);
  const outcomes = gate?.outcomes ?? await gateWorkingTree(gating);
  if (outcomes.every((g) => g.kind === "preexisting"))
    return { ...none("nothing changed"), nothingChanged: true };
  const checks = input.checks ?? await runChecks(policy.pr.requireChecks, input);
  const checksFailed = checks.some((c) => c.exitCode !== 0);
  input.signal.throwIfAborted();
  const settled = await settleWorkingTree({
    workspace,
    start: from,
    policy,
    run,
    audit,
    progress,
    ...gate ? { gate } : {}
  });
  const { notDelivered } = settled;
  if (settled.kind === "refused") {
    return {
      ...none(`refused: ${settled.reason}`, { checksFailed }),
      refused: settled.reason,
      refusedReason: settled.refusedReason,
      notDelivered
    };
  }
  const { paths, oversized } = settled;
  throwIfCancelled(options.signal);
  const noneHere = (reason, extra = {}) => ({
    ...none(reason, extra),
    notDelivered
  });
  const limitsFor = (size) => checkPrLimits(
    { ...size, files: size.files + oversized.length, added: withFilesAdded(size.added, oversized) },
    policy.pr
  );
  const overLimits = (reason, extra) => ({
    ...noneHere(`refused: ${reason}`, extra),
    refused: reason,
    refusedReason: "pr_limits"
  });
  const oversizedAlone = oversized.length > 0 ? limitsFor({ files: 0, insertions: 0, deletions: 0, added: { total: 0 } }) : null;
  if (paths.length === 0 && oversizedAlone) return overLimits(oversizedAlone, { checksFailed });
  if (paths.length === 0)
    return notDelivered.length > 0 ? noneHere("nothing left to deliver: every change was reverted or excluded", { checksFailed }) : { ...noneHere("nothing changed", { checksFailed }), nothingChanged: true };
  const { branch, base: baseBranch } = await createRunBranch({
    workspace,
    template: options.prOverrides?.branch ?? task.pr.branch,
    vars: {
      // A secret in the title would be in the branch's name, which no redaction reaches once
      // pushed (and a slug lowercases it past recognition): the title is redacted first.
      title: input.redact(task.title),
      runId,
      ...options.closesIssue !== void 0 ? { issue: options.closesIssue } : {}
    },
    // Unset: the branch the run started on (also if a command without a sandbox moved HEAD since).
    base: options.prOverrides?.base ?? task.pr.base ?? start.branch,
    start: base
  });
  const { mode: signing } = prepared.signing;
  const record = (sha, made) => audit.emit("git.committed", {
    sha,
    branch,
    base: baseBranch,
    files: made.files,
    insertions: made.insertions,
    deletions: made.deletions,
    ...signing !== "none" ? { signing } : {},
    ...sha !== made.sha ? { local_sha: made.sha } : {}
  });
  const commit = await commitChanges({
    workspace,
    branch,
    base,
    paths,
    // Recorded the moment the branch points at it, before anything else can fail (the index
    // refresh, a full out dir for the patch) or a kill can land: a resume takes the work from the
    // commit the log names, and nothing else would find it once the checkout is switched back.
    ...signing !== "github" ? { onCommitted: (made) => record(made.sha, made) } : {},
    resetPaths: settled.reverted,
    // Nothing ran since the gate (the checks re-gate): its staged tree is what to commit.
    ...settled.snapshot ? { snapshot: settled.snapshot } : {},
    message: commitMessage(
      input,
      task.title,
      input.completion ?? `Work so far (the run stopped: ${status}).`
    ),
    ...commitIdentity(options, task),
    trailer: runTrailer(runId, options),
    ...prepared.signing.key ? { signingKey: prepared.signing.key } : {}
  });
  if (!commit)
    return oversizedAlone ? overLimits(oversizedAlone, { checksFailed }) : noneHere("nothing to commit", { checksFailed });
  const recordCommit = (sha) => record(sha, commit);
  writePatch(outDir, input.redact(commit.patch));
  progress(
    `  committed ${commit.sha.slice(0, 12)} on ${branch} (${commit.files.length} files, +${commit.insertions} -${commit.deletions})`
  );
  const committed = { branch, commit: commit.sha, checksFailed, notDelivered };
  const tooLarge = limitsFor({
    files: commit.files.length,
    insertions: commit.insertions,
    deletions: commit.deletions,
    added: countAddedBytes(commit.patch)
  });
  if (tooLarge) {
    if (signing === "github") recordCommit(commit.sha);
    return overLimits(tooLarge, committed);
  }
  const cancelledNow = () => options.signal?.aborted ? {
    ...noneHere(
      "the run was cancelled while its commit was made: it stays on the run branch; nothing is pushed and no pull request opened",
      committed
    ),
    cancelled: true
  } : void 0;
  const beforePush = cancelledNow();
  if (beforePush) return beforePush;
  if (options.push) {
    const pushed = await pushRunBranch(
      input,
      branch,
      baseBranch,
      options.followUp ? pullRequestSize(policy.pr, baseBranch) : void 0
    );
    if (pushed.refused) {
      if (signing === "github") recordCommit(commit.sha);
      return {
        ...none(`refused: ${pushed.refused}`, committed),
        refused: pushed.refused,
        refusedReason: "pr_limits"
      };
    }
    if (pushed.signedSha) {
      recordCommit(pushed.signedSha);
      committed.commit = pushed.signedSha;
      progress(`  GitHub signed it as ${pushed.signedSha.slice(0, 12)} (commit_signing: github)`);
    }
    progress(`  pushed ${branch} to ${withoutUserinfo(prepared.pushUrl ?? options.push.remote)}`);
    if (options.followUp) {
      const pr2 = { operation: "updated", ...options.followUp.pr };
      audit.emit("pr.updated", { ...pr2, branch, follow_up: options.followUp.trailer });
      progress(`  pull request #${pr2.number} updated: ${pr2.url}`);
      return { ...committed, pr: pr2 };
    }
  }
  const beforePr = cancelledNow();
  if (beforePr) return beforePr;
  if (options.pr === false || !task.pr.enabled) return none("pull requests are turned off", committed);
  const draftSetting = options.prOverrides?.draft ?? task.pr.draft;
  const draft = draftSetting === "auto" ? status === "limit" || checksFailed : draftSetting;
  const forge = redactingForge(options.forge ?? new LocalForge(), input.redact);
  const { redact } = input;
  const pr = await forge.openOrUpdate(
    {
      head: branch,
      base: baseBranch,
      title: plainLine(redact(task.pr.title.replaceAll("{title}", task.title)), TITLE_CHARS),
      body: buildPrBody({
        taskTitle: redact(task.title),
        prompt: redact(task.prompt),
        ...input.completion ? { completion: redact(input.completion) } : {},
        todos: input.todos.map((t) => ({ ...t, text: redact(t.text) })),
        totals: input.totals,
        auditLogPath: prepared.outDir,
        ...options.runUrl ? { runUrl: options.runUrl } : {},
        ...options.closesIssue !== void 0 ? { closesIssue: options.closesIssue } : {},
        checks,
        notDelivered: notDelivered.map((n) => ({ ...n, path: redact(n.path) })),
        screenshots: screenshotsIn(outDir).map(redact)
      }),
      labels: options.prOverrides?.labels ?? task.pr.labels,
      assignees: task.pr.assignees,
      reviewers: task.pr.reviewers,
      draft
    },
    outDir
  );
  audit.emit(pr.operation === "updated" ? "pr.updated" : "pr.created", {
    ...pr,
    branch,
    draft,
    forge: forge.name
  });
  progress(`  pull request ${pr.operation}: ${pr.url ?? ""}`);
  return { ...committed, pr };
}
async function pushRunBranch(input, branch, base, inspect) {
  const { prepared, options, progress } = input;
  if (!options.push) return {};
  const api = prepared.signing.mode === "github" ? options.commitApi : void 0;
  const pushed = await pushBranch({
    workspace: prepared.workspace,
    remote: prepared.pushUrl ?? options.push.remote,
    branch,
    base,
    ...options.push.token ? { token: options.push.token } : {},
    ...inspect ? { inspect } : {},
    ...api ? {
      publish: publishThroughApi({
        workspace: prepared.workspace,
        api,
        scratchBranch: `nightshift-signing/${prepared.runId}`,
        trailerKey: "Nightshift-Run",
        warn: (m) => progress(`  ${m}`, { tone: "bad" })
      })
    } : {}
  }).catch((err) => {
    throw withPermissionHint("push", err);
  });
  if (pushed.refused) return { refused: pushed.refused };
  return api ? { signedSha: pushed.sha } : {};
}
function pullRequestSize(limits, base) {
  return async (remote) => {
    await remote.git.raw(["fetch", "--no-tags", "--quiet", remote.url, `+refs/heads/${base}:refs/pr-base`]);
    const from = (await remote.git.raw(["merge-base", "refs/pr-base", remote.sha])).trim();
    const tooLarge = checkPrLimits(await measureRange(remote.git, from, remote.sha), limits);
    return tooLarge && `the pull request with this follow-up, against ${base}: ${tooLarge}`;
  };
}
function throwIfCancelled(signal) {
  signal?.throwIfAborted();
}
var TITLE_CHARS = 200;
var COMMIT_BODY_CHARS = 16e3;
var commitMessage = (input, title, body) => `${plainLine(input.redact(title), TITLE_CHARS)}

${plainLines(input.redact(body), COMMIT_BODY_CHARS)}`;
var runTrailer = (runId, options) => [`Nightshift-Run: ${runId}`, ...options.followUp ? [options.followUp.trailer] : []].join("\n");
async function recordFollowUp(input) {
  const { prepared, options, audit, progress } = input;
  const base = prepared.start.base;
  if (!options.push || base === null) return {};
  const { branch, base: baseBranch } = await createRunBranch({
    workspace: prepared.workspace,
    template: options.prOverrides?.branch ?? prepared.task.pr.branch,
    vars: { title: input.redact(prepared.task.title), runId: prepared.runId },
    base: options.prOverrides?.base ?? prepared.task.pr.base ?? prepared.start.branch,
    start: base
  });
  const commit = await commitChanges({
    workspace: prepared.workspace,
    branch,
    base,
    paths: [],
    allowEmpty: true,
    message: commitMessage(
      input,
      prepared.task.title,
      `No change delivered (the run ended ${input.status}).`
    ),
    ...commitIdentity(options, prepared.task),
    trailer: runTrailer(prepared.runId, options),
    ...prepared.signing.key ? { signingKey: prepared.signing.key } : {}
  });
  if (!commit) return {};
  const sha = (await pushRunBranch(input, branch, baseBranch)).signedSha ?? commit.sha;
  audit.emit("git.committed", { sha, branch, base: baseBranch, files: [], insertions: 0, deletions: 0 });
  progress(`  recorded the follow-up on ${branch} with an empty commit ${sha.slice(0, 12)}`);
  return { branch, commit: sha };
}
async function runChecks(commands, input) {
  const { workspace, policy, outDir } = input.prepared;
  const outcomes = [];
  for (const command of commands) {
    input.signal.throwIfAborted();
    const started = Date.now();
    input.busy?.(`check ${command} still running`);
    let ran;
    try {
      ran = await runLogged({
        command,
        cwd: workspace,
        sandbox: input.sandbox,
        timeoutMs: policy.limits.command_timeout,
        signal: input.signal,
        outDir,
        redactor: input.redactor,
        maxOutputBytes: policy.limits.max_command_output_bytes
      });
    } finally {
      input.busy?.();
    }
    const { exit, file } = ran;
    const exitCode = exit.exitCode ?? 1;
    input.audit.emit("checks.finished", {
      command,
      exit_code: exitCode,
      duration_ms: Date.now() - started,
      sandbox: { backend: input.sandbox.backend, exit_cause: exitCause(exit) }
    });
    input.progress(`  check ${command}: exit ${exitCode}`, { tone: exitCode === 0 ? "ok" : "bad" });
    outcomes.push({
      command,
      exitCode,
      // The head and tail are all a repair prompt shows: a log of 256 MB is not read whole.
      output: input.redact(
        readHeadTail(file, 2e4, `the full output is in ${path12.relative(outDir, file)}`).text
      )
    });
  }
  return outcomes;
}
function commitIdentity(options, task) {
  const author = options.prOverrides?.author ?? task.pr.author ?? options.defaultIdentity;
  const committer = options.prOverrides?.committer ?? task.pr.committer ?? options.defaultIdentity;
  return { ...author ? { author } : {}, ...committer ? { committer } : {} };
}
function screenshotsIn(outDir) {
  try {
    return readdirSync3(path12.join(outDir, "screenshots")).filter((name) => name.endsWith(".png")).sort().map((name) => `screenshots/${name}`);
  } catch {
    return [];
  }
}

// src/run/repair.ts
var REPAIR_OUTPUT_BYTES = 6e3;
async function repairUntilChecksPass(input) {
  const { requireChecks, repairRounds } = input.prepared.policy.pr;
  if (requireChecks.length === 0 || repairRounds === 0) return void 0;
  if (!await changedSinceStart(input.prepared)) return void 0;
  let checks = await runChecks(requireChecks, input);
  let outcome;
  for (let round2 = 1; round2 <= repairRounds; round2++) {
    const failed = checks.filter((c) => c.exitCode !== 0);
    if (failed.length === 0) break;
    input.audit.emit("checks.repair", {
      round: round2,
      max_rounds: repairRounds,
      failed: failed.map((c) => ({ command: c.command, exit_code: c.exitCode }))
    });
    input.progress(`  checks failed: repair round ${round2} of ${repairRounds}`);
    outcome = await input.resume(repairMessage(failed, round2, repairRounds));
    checks = await runChecks(requireChecks, input);
  }
  return { checks, ...outcome ? { outcome } : {} };
}
function repairMessage(failed, round2, rounds) {
  const parts = failed.map(
    (c) => `<check command="${c.command.replaceAll('"', "&quot;")}" exit_code="${c.exitCode}">
${truncateHeadTail(c.output, REPAIR_OUTPUT_BYTES).text.trimEnd()}
</check>`
  );
  return [
    `The required checks failed after you completed (repair round ${round2} of ${rounds}). The pull request opens as ready only when they pass.`,
    ...parts,
    "Fix the cause in the code (do not weaken or skip the checks), then call attempt_completion again."
  ].join("\n\n");
}

// src/run/limits.ts
function limitBeforeTurn(totals, limits) {
  if (totals.turns >= limits.max_turns)
    return { limit: "max_turns", value: totals.turns, max: limits.max_turns };
  return limitAfterResponse(totals, limits);
}
function limitAfterResponse(totals, limits) {
  if (totals.cost_usd > limits.max_cost_usd)
    return { limit: "max_cost_usd", value: round(totals.cost_usd), max: limits.max_cost_usd };
  const input = totals.input_tokens + totals.cache_read_tokens + totals.cache_write_tokens;
  if (input > limits.max_input_tokens)
    return { limit: "max_input_tokens", value: input, max: limits.max_input_tokens };
  if (totals.output_tokens > limits.max_output_tokens)
    return { limit: "max_output_tokens", value: totals.output_tokens, max: limits.max_output_tokens };
  return void 0;
}
var round = (n) => Math.round(n * 1e6) / 1e6;
var emptyTotals = () => ({
  turns: 0,
  tool_calls: 0,
  rejected: 0,
  denied: 0,
  input_tokens: 0,
  output_tokens: 0,
  cache_read_tokens: 0,
  cache_write_tokens: 0,
  cost_usd: 0,
  duration_ms: 0
});

// src/run/call-ids.ts
function uniqueCallIds(calls, seen) {
  return calls.map((call) => {
    let id = call.id;
    for (let n = 2; id === "" || seen.has(id); n++) id = `${call.id || "call"}~${n}`;
    seen.add(id);
    return id === call.id ? call : { ...call, id };
  });
}

// src/validate/mistakes.ts
var MistakeCounter = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  #count = 0;
  #last;
  get count() {
    return this.#count;
  }
  /** True once `limit` mistakes happened in a row: the caller halts the run (exit 4). */
  get exceeded() {
    return this.#count >= this.limit;
  }
  /** Counts one mistake, described for the halt message ("params rejection of read_file"). */
  record(what) {
    this.#count += 1;
    this.#last = what;
    return this.exceeded;
  }
  reset() {
    this.#count = 0;
    this.#last = void 0;
  }
  /** `5 consecutive mistakes (limit 5); the last: failed apply_diff`, for run.finished. */
  describe() {
    return `${this.#count} consecutive mistakes (limit ${this.limit})${this.#last ? `; the last: ${this.#last}` : ""}`;
  }
};

// src/validate/repetition.ts
import { createHash as createHash2 } from "node:crypto";
function canonicalJson(value) {
  return JSON.stringify(
    value,
    (_key, v) => v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(
      Object.entries(v).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)
    ) : v
  ) ?? "null";
}
var digest2 = (text) => createHash2("sha256").update(text).digest("hex");
var RepetitionTracker = class {
  constructor(limit) {
    this.limit = limit;
  }
  limit;
  #key;
  #result;
  #streak = 0;
  /** Before a call runs: the rejection message when it would be one repeat too many. */
  check(name, args) {
    if (this.#streak < this.limit || callKey(name, args) !== this.#key) return void 0;
    return `This exact ${name} call (same arguments) was already made ${this.#streak} times in a row with the same result (limit: identical_calls ${this.limit}), so it was not executed again: its result would not change. Try a different approach: change the arguments, use another tool, or call attempt_completion if the task is done.`;
  }
  /**
   * After a call ran or was denied: `result` is what the model got back (for a command, without
   * details that differ on every run such as its output id).
   */
  settle(name, args, result) {
    const key = callKey(name, args);
    const outcome = digest2(result);
    if (key === this.#key && outcome === this.#result) {
      this.#streak += 1;
      return;
    }
    this.#key = key;
    this.#result = outcome;
    this.#streak = 1;
  }
  /** Forget the streak (a new agent, e.g. a subtask, starts fresh). */
  reset() {
    this.#key = void 0;
    this.#result = void 0;
    this.#streak = 0;
  }
};
var callKey = (name, args) => `${name}\0${canonicalJson(args)}`;

// src/validate/resolve-name.ts
var isRecord2 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function resolveCallName(call, tools) {
  const found = tools.resolve(call.name);
  if (!found || "tool" in found && found.tool.name === call.name) return { ok: true, call };
  if ("ambiguous" in found) return { ok: false, message: ambiguousMessage(call.name, found.ambiguous) };
  const args = found.alias && isRecord2(call.args) ? found.alias.args(call.args) : call.args;
  return { ok: true, call: { ...call, name: found.tool.name, args }, requestedName: call.name };
}
function ambiguousMessage(name, tools) {
  const readings = tools.map((t) => `server "${t.mcp?.server}", tool "${t.mcp?.tool}" (${t.name})`);
  return `"${name}" could name more than one MCP tool: ${readings.join("; ")}. Call the one you mean by its exact name, or use_mcp_tool with server_name and tool_name.`;
}

// src/run/context-window.ts
var ELIDED_PREFIX = "[output elided to fit the context window";
var placeholder = (chars) => `${ELIDED_PREFIX}: ${chars} characters. Run the tool again if you still need it.]`;
var IMAGE_CHARS = 3e3;
function messageChars(m) {
  if (m.role === "user") return m.content.length;
  if (m.role === "tool") return m.output.length + (m.images?.length ?? 0) * IMAGE_CHARS;
  return m.text.length + m.toolCalls.reduce((n, c) => n + c.name.length + (c.rawArgs ?? JSON.stringify(c.args ?? {})).length, 0);
}
function elideOldToolOutputs(messages, budgetChars) {
  let total = messages.reduce((n, m) => n + messageChars(m), 0);
  const lastAssistant = messages.findLastIndex((m) => m.role === "assistant");
  const out = [...messages];
  const elided = [];
  for (let i = 0; i < lastAssistant && total > budgetChars; i++) {
    const m = out[i];
    if (m?.role !== "tool" || m.output.startsWith(ELIDED_PREFIX)) continue;
    const output = placeholder(m.output.length);
    if (output.length >= m.output.length && !m.images) continue;
    total -= messageChars(m) - output.length;
    const { images: _dropped, ...rest } = m;
    out[i] = { ...rest, output };
    elided.push(m.callId);
  }
  return { messages: out, elided };
}

// src/run/stop.ts
var EXIT = {
  completed: 0,
  failed: 1,
  error: 1,
  config: 2,
  limit: 3,
  halted: 4,
  cancelled: 130
};
var RunStop = class extends Error {
  constructor(status, exitReason, detail) {
    super(detail ?? exitReason);
    this.status = status;
    this.exitReason = exitReason;
    this.exitCode = EXIT[status];
  }
  status;
  exitReason;
  name = "RunStop";
  exitCode;
};

// src/run/loop.ts
var MAX_SUBTASK_DEPTH = 3;
var NO_TOOL_NUDGE = "[ERROR] You did not use a tool. This run is unattended: nobody will reply to text. Use a tool to make progress, or attempt_completion when the task is done.";
var AgentLoop = class {
  constructor(deps, totals) {
    this.deps = deps;
    this.totals = totals;
    this.#mistakes = new MistakeCounter(deps.policy.limits.consecutive_mistakes);
  }
  deps;
  totals;
  todos = [];
  #mistakes;
  #root;
  /** Every call id of the run so far (see uniqueCallIds). */
  #callIds = /* @__PURE__ */ new Set();
  /** Runs one agent (the root task or a subtask) until it completes. */
  async run(modeSlug, userMessage, depth = 0) {
    const conversation = {
      mode: this.#mode(modeSlug),
      messages: [{ role: "user", content: userMessage }],
      repetition: new RepetitionTracker(this.deps.policy.limits.identical_calls),
      logged: 0,
      loggedBytes: 0,
      depth
    };
    if (depth === 0) this.#root = conversation;
    return this.#converse(conversation);
  }
  /**
   * Continues the root task's conversation with a new user turn (failed required checks) after it
   * completed, in the mode it ended in, under the same totals and limits.
   */
  async resume(userMessage) {
    if (!this.#root) throw new Error("resume before run");
    this.#root.messages.push({ role: "user", content: userMessage });
    return this.#converse(this.#root);
  }
  /**
   * Continues a root conversation rebuilt from an earlier run's audit log (resume): the calls of
   * its last turn that never got a result are validated, decided and run now, under this run's
   * policy and limits (turn 0: before this run's first model request); then `note` tells the model
   * the run was resumed, and the loop goes on.
   */
  async continueFrom(from) {
    const conversation = {
      mode: this.#mode(from.modeSlug),
      messages: [...from.messages],
      repetition: new RepetitionTracker(this.deps.policy.limits.identical_calls),
      logged: 0,
      loggedBytes: 0,
      depth: 0
    };
    this.#root = conversation;
    if (from.pending.length > 0) {
      const { mode } = conversation;
      const available = this.deps.tools.forMode((t) => this.deps.toolAllowed(mode, t));
      const done = await this.#runCalls(conversation, from.pending, 0, available);
      if (done) return done;
    }
    conversation.messages.push({ role: "user", content: from.note });
    return this.#converse(conversation);
  }
  async #converse(conversation) {
    const { deps } = this;
    const { depth } = conversation;
    let { mode, messages } = conversation;
    let { logged, loggedBytes } = conversation;
    const keep = () => Object.assign(conversation, { mode, messages, logged, loggedBytes });
    for (; ; ) {
      this.#stopIfLimit(limitBeforeTurn(this.totals, deps.policy.limits));
      deps.signal.throwIfAborted();
      const available = deps.tools.forMode((t) => deps.toolAllowed(mode, t));
      const definitions = available.map(toolDefinition);
      const system = deps.systemPrompt(mode, available);
      this.totals.turns += 1;
      const turn = this.totals.turns;
      messages = this.#fitContext(messages, turn);
      const fresh = messages.slice(logged);
      loggedBytes += fresh.reduce((n, m) => n + JSON.stringify(m).length, 0);
      logged = messages.length;
      deps.audit.emit("model.request", {
        turn,
        mode: mode.slug,
        depth,
        message_offset: logged - fresh.length,
        messages: fresh.map(withoutImageData),
        tools: definitions.map((d) => d.name),
        request_bytes: system.length + definitionBytes(definitions) + loggedBytes
      });
      const started = performance.now();
      const ask = () => deps.provider.complete(
        { turn, system, messages, tools: definitions, maxOutputTokens: deps.maxOutputTokens },
        deps.signal,
        (e) => deps.audit.emit("model.retry", {
          turn,
          attempt: e.attempt,
          status: e.status ?? null,
          error: e.error,
          delay_ms: e.delayMs
        })
      );
      let response;
      try {
        response = await ask();
      } catch (err) {
        if (!isContextOverflow(err)) throw err;
        const size = messages.reduce((n, m) => n + messageChars(m), 0);
        messages = this.#fitContext(messages, turn, Math.floor(size * 0.7));
        response = await ask();
      }
      response = {
        ...response,
        toolCalls: uniqueCallIds(response.toolCalls.map(boundArgsDepth), this.#callIds)
      };
      this.#account(response);
      deps.audit.emit("model.response", {
        turn,
        stop_reason: response.stopReason,
        text: response.text,
        tool_calls: response.toolCalls.map((c) => ({
          id: c.id,
          name: c.name,
          args: c.args,
          ...c.parseError ? { args_json: c.rawArgs, parse_error: c.parseError } : {}
        })),
        usage: {
          input: response.usage.input,
          output: response.usage.output,
          cache_read: response.usage.cacheRead,
          cache_write: response.usage.cacheWrite
        },
        cost_usd: response.costUsd,
        latency_ms: Math.round(performance.now() - started)
      });
      messages.push({ role: "assistant", text: response.text, toolCalls: response.toolCalls });
      this.#stopIfLimit(limitAfterResponse(this.totals, deps.policy.limits));
      if (response.toolCalls.length === 0) {
        this.#mistake("a turn without a tool call");
        messages.push({ role: "user", content: NO_TOOL_NUDGE });
        continue;
      }
      keep();
      const done = await this.#runCalls(conversation, response.toolCalls, turn, available);
      if (done) return done;
      ({ mode } = conversation);
    }
  }
  /**
   * Validate \u2192 decide \u2192 execute \u2192 result for each call of one turn, in order, each result added
   * to the conversation; the outcome when a call completed the agent. A mode switch takes effect
   * for the next turn.
   */
  async #runCalls(conversation, calls, turn, available) {
    const { messages, repetition, depth } = conversation;
    const { mode } = conversation;
    for (const [index, call] of calls.entries()) {
      const outcome = await this.#handleCall(call, turn, mode, available, repetition, depth);
      messages.push({
        role: "tool",
        callId: call.id,
        name: call.name,
        output: outcome.output,
        isError: !outcome.ok,
        ...outcome.images?.length ? { images: outcome.images } : {}
      });
      if (outcome.completion !== void 0) {
        for (const skipped of calls.slice(index + 1))
          messages.push({
            role: "tool",
            callId: skipped.id,
            name: skipped.name,
            output: NOT_RUN_AFTER_COMPLETION,
            isError: true
          });
        return {
          completion: outcome.completion,
          ...outcome.resultJson !== void 0 ? { resultJson: outcome.resultJson } : {}
        };
      }
      if (outcome.switchedTo) conversation.mode = this.#mode(outcome.switchedTo);
    }
    return void 0;
  }
  async #handleCall(call, turn, mode, available, repetition, depth) {
    const { deps } = this;
    if (this.totals.tool_calls >= deps.policy.limits.max_tool_calls) {
      this.#stopIfLimit({
        limit: "max_tool_calls",
        value: this.totals.tool_calls,
        max: deps.policy.limits.max_tool_calls
      });
    }
    this.totals.tool_calls += 1;
    const named = resolveCallName(call, deps.tools);
    const resolved = named.ok ? named.call : call;
    deps.audit.emit("tool.call", {
      call_id: call.id,
      turn,
      name: resolved.name,
      ...named.ok && named.requestedName ? { requested_name: named.requestedName } : {},
      args: resolved.args ?? call.rawArgs ?? null
    });
    const reject = (stage2, message) => {
      this.totals.rejected += 1;
      deps.audit.emit("tool.rejected", { call_id: call.id, stage: stage2, message });
      this.#mistake(`${stage2} rejection`);
      return { ok: false, output: message };
    };
    if (!named.ok) return reject("unknown_tool", named.message);
    const validation = await deps.validate(resolved, mode, available, repetition, depth);
    if (!validation.ok) return reject(validation.stage, validation.message);
    const { tool, args } = validation;
    const decision = await deps.authorize(tool, args, mode);
    deps.audit.emit("tool.decision", { call_id: call.id, ...decision });
    if (decision.halt)
      throw new RunStop("halted", "policy_ask", `${call.name}: ${decision.reason} (on_ask: fail)`);
    if (decision.resolved === "deny") {
      this.totals.denied += 1;
      this.#mistake("policy denial");
      const output2 = denialOutput(decision);
      repetition.settle(tool.name, args, output2);
      return { ok: false, output: output2 };
    }
    let switchedTo;
    const controls = this.#controls(mode, depth, (slug) => switchedTo = slug);
    const started = performance.now();
    let result;
    try {
      result = await tool.execute(args, { ...deps.toolContext, signal: deps.signal, run: controls });
    } catch (err) {
      if (err instanceof RunStop || deps.signal.aborted) throw err;
      result = { ok: false, output: `Error: ${err.message}` };
    }
    const output = truncateHeadTail(deps.redact(result.output), MAX_TOOL_OUTPUT_BYTES * 2).text;
    for (const attempt of result.network ?? [])
      deps.audit.emit("sandbox.network", { ...attempt, call_id: call.id });
    deps.audit.emit("tool.result", {
      call_id: call.id,
      ok: result.ok,
      duration_ms: Math.round((performance.now() - started) * 1e3) / 1e3,
      output_bytes: Buffer.byteLength(result.output),
      output,
      ...result.sandbox ? { sandbox: result.sandbox } : {},
      ...result.embeddings ? { embeddings: result.embeddings } : {}
    });
    for (const event of result.events ?? [])
      deps.audit.emit(event.type, { call_id: call.id, ...event.payload });
    repetition.settle(tool.name, args, `${result.ok}
${result.fingerprint ?? output}`);
    if (result.ok) this.#mistakes.reset();
    else this.#mistake(`failed ${call.name}`);
    return { ...result, output, ...switchedTo ? { switchedTo } : {} };
  }
  #controls(mode, depth, onSwitch) {
    const { deps } = this;
    return {
      modeSlug: mode.slug,
      switchMode: (slug, reason) => {
        const target2 = deps.modes.get(slug);
        if (!target2)
          return Promise.reject(
            new Error(`unknown mode "${slug}"; modes: ${[...deps.modes.keys()].join(", ")}`)
          );
        deps.audit.emit("mode.switched", { from: mode.slug, to: slug, reason: reason ?? null });
        onSwitch(slug);
        return Promise.resolve(`Switched to ${target2.name} mode (${slug}).`);
      },
      startSubtask: async (slug, message) => {
        if (!deps.modes.has(slug))
          throw new Error(`unknown mode "${slug}"; modes: ${[...deps.modes.keys()].join(", ")}`);
        if (depth + 1 > MAX_SUBTASK_DEPTH) throw new Error(`subtasks nest at most ${MAX_SUBTASK_DEPTH} deep`);
        deps.audit.emit("subtask.started", { mode: slug, message, depth: depth + 1 });
        const outcome = await this.run(slug, message, depth + 1);
        deps.audit.emit("subtask.finished", { mode: slug, depth: depth + 1, result: outcome.completion });
        return outcome.completion;
      },
      answerFollowup: (question, suggestions) => {
        const rule = deps.policy.followup.answer;
        if (rule === "fail")
          throw new RunStop("halted", "followup_unanswered", `the model asked: ${question}`);
        const answer = rule === "first_suggestion" && suggestions[0] !== void 0 ? suggestions[0] : rule === "first_suggestion" ? "No human is available. State your assumption and continue." : rule;
        deps.audit.emit("followup.answered", { question, suggestions, answer, rule: `followup.answer` });
        return Promise.resolve({ answer });
      },
      setTodos: (todos) => {
        this.todos = todos;
        deps.audit.emit("todo.updated", { todos });
      }
    };
  }
  /** Elides the oldest tool outputs when the conversation outgrows the model's window (rare). */
  #fitContext(messages, turn, budget = this.deps.contextBudgetChars) {
    if (!Number.isFinite(budget) || messages.reduce((n, m) => n + messageChars(m), 0) <= budget)
      return messages;
    const fitted = elideOldToolOutputs(messages, budget);
    const size = fitted.messages.reduce((n, m) => n + messageChars(m), 0);
    this.deps.audit.emit("context.elided", {
      turn,
      call_ids: fitted.elided,
      budget_chars: budget,
      chars_after: size
    });
    if (size > budget) {
      throw new RunStop(
        "failed",
        "context_window_full",
        `the conversation needs ${size} characters after eliding old tool outputs; the model's window allows about ${budget}`
      );
    }
    return fitted.messages;
  }
  #mode(slug) {
    const mode = this.deps.modes.get(slug);
    if (!mode) throw new RunStop("error", "unknown_mode", `unknown mode "${slug}"`);
    return mode;
  }
  #account(r) {
    this.totals.input_tokens += r.usage.input;
    this.totals.output_tokens += r.usage.output;
    this.totals.cache_read_tokens += r.usage.cacheRead;
    this.totals.cache_write_tokens += r.usage.cacheWrite;
    this.totals.cost_usd += r.costUsd;
  }
  #mistake(what) {
    if (this.#mistakes.record(what))
      throw new RunStop("halted", "consecutive_mistakes", this.#mistakes.describe());
  }
  #stopIfLimit(hit) {
    if (!hit) return;
    this.deps.audit.emit("limit.reached", { ...hit });
    throw new RunStop("limit", hit.limit, `${hit.limit} reached: ${hit.value} of ${hit.max}`);
  }
};
function withoutImageData(m) {
  if (m.role !== "tool" || !m.images) return m;
  return { ...m, images: m.images.map(({ mediaType, path: path18 }) => ({ media_type: mediaType, path: path18 })) };
}
var definitionSizes = /* @__PURE__ */ new WeakMap();
function definitionBytes(definitions) {
  let total = 0;
  for (const d of definitions) {
    let size = definitionSizes.get(d);
    if (size === void 0) {
      size = JSON.stringify(d).length;
      definitionSizes.set(d, size);
    }
    total += size;
  }
  return total;
}

// src/run/prepare.ts
import { randomBytes as randomBytes3 } from "node:crypto";
import { appendFileSync, existsSync as existsSync6, mkdirSync as mkdirSync4, readFileSync as readFileSync2, realpathSync } from "node:fs";
import path16 from "node:path";

// src/model/model-ref.ts
function parseModelRef(ref) {
  const at = ref.indexOf(":");
  const provider = modelSchema.shape.provider.safeParse(at > 0 ? ref.slice(0, at) : ref);
  const name = at > 0 ? ref.slice(at + 1) : "";
  if (!provider.success || !name && provider.data !== "script") {
    throw new ConfigError(
      `--model ${JSON.stringify(ref)}: expected PROVIDER:NAME with provider anthropic, openai, openai-compatible or script (e.g. anthropic:claude-sonnet-5)`
    );
  }
  return name ? { provider: provider.data, name } : { provider: provider.data };
}

// src/git/run-lock.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { hostname } from "node:os";
import {
  closeSync as closeSync2,
  existsSync as existsSync3,
  linkSync,
  openSync as openSync2,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync as rmSync6,
  statSync as statSync4,
  utimesSync,
  writeSync
} from "node:fs";
import path13 from "node:path";
var RUN_LOCK_NAME = "nightshift-run.lock";
var HEARTBEAT_MS = 3e4;
var FOREIGN_STALE_MS = 12e4;
function acquireRunLock(workspace, runId) {
  const location = locateRepo(workspace);
  if (!location) return null;
  const file = path13.join(location.gitDir, RUN_LOCK_NAME);
  refuseIndexLock(location.gitDir);
  const me = {
    ...identity(process.pid),
    host: hostname(),
    git_dir: location.gitDir,
    run_id: runId,
    started_at: (/* @__PURE__ */ new Date()).toISOString()
  };
  const text = `${JSON.stringify(me)}
`;
  for (let attempt = 0; attempt < 4; attempt++) {
    if (createWhole(file, text)) return held(file, text);
    const holder = readHolder(file);
    if (holder === "missing") continue;
    if (holder !== "unreadable" && isLive(holder, file, location.gitDir)) throw busy(file, holder);
    const aside = `${file}.stale-${process.pid}-${randomBytes2(4).toString("hex")}`;
    try {
      renameSync(file, aside);
    } catch (err) {
      if (err.code === "ENOENT") continue;
      throw err;
    }
    const moved = readHolder(aside);
    if (moved !== "missing" && moved !== "unreadable" && isLive(moved, aside, location.gitDir)) {
      try {
        linkSync(aside, file);
      } catch {
      }
      rmSync6(aside, { force: true });
      throw busy(file, moved);
    }
    rmSync6(aside, { force: true });
  }
  throw new ConfigError(`could not take the run lock ${file}: other runs keep taking it`);
}
function refuseIndexLock(gitDir) {
  const lock = path13.join(gitDir, "index.lock");
  if (!existsSync3(lock)) return;
  throw new ConfigError(
    `${lock} exists: a git process is running in this repository, or one was killed and left it; nightshift commits there at the end of the run, which git would refuse. If no git process is running, remove the file`
  );
}
function held(file, text) {
  const heartbeat = setInterval(() => {
    try {
      if (readFileSync(file, "utf8") === text) {
        const now = /* @__PURE__ */ new Date();
        utimesSync(file, now, now);
      }
    } catch {
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      try {
        if (readFileSync(file, "utf8") === text) rmSync6(file, { force: true });
      } catch {
      }
    }
  };
}
function createWhole(file, text) {
  const tmp = `${file}.${process.pid}-${randomBytes2(4).toString("hex")}.tmp`;
  try {
    const fd = openSync2(tmp, "wx", 420);
    try {
      writeSync(fd, text);
    } finally {
      closeSync2(fd);
    }
  } catch (err) {
    rmSync6(tmp, { force: true });
    const e = err;
    if (e.path === void 0) e.path = file;
    throw err;
  }
  try {
    linkSync(tmp, file);
    return true;
  } catch (err) {
    if (err.code === "EEXIST") return false;
    throw err;
  } finally {
    rmSync6(tmp, { force: true });
  }
}
function readHolder(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    return err.code === "ENOENT" ? "missing" : "unreadable";
  }
  try {
    const h = JSON.parse(text);
    return typeof h.pid === "number" && Number.isInteger(h.pid) && h.pid > 0 ? h : "unreadable";
  } catch {
    return "unreadable";
  }
}
function isLive(holder, file, gitDir) {
  if (holder.git_dir !== void 0 && holder.git_dir !== gitDir) return false;
  const mine = identity(process.pid);
  if (holder.boot && mine.boot && holder.boot !== mine.boot) return false;
  if (holder.pidns && mine.pidns && holder.pidns !== mine.pidns) {
    try {
      return Date.now() - statSync4(file).mtimeMs < FOREIGN_STALE_MS;
    } catch {
      return false;
    }
  }
  if (mine.start !== null) {
    const now = identity(holder.pid).start;
    return now !== null && (holder.start === null || holder.start === now);
  }
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}
function identity(pid) {
  return {
    pid,
    start: readOr(() => startTicks(readFileSync(`/proc/${pid}/stat`, "utf8"))),
    boot: readOr(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()),
    pidns: readOr(() => readlinkSync("/proc/self/ns/pid"))
  };
}
function startTicks(stat) {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields[19] ?? null;
}
function readOr(read) {
  try {
    return read();
  } catch {
    return null;
  }
}
function busy(file, h) {
  return new ConfigError(
    `another nightshift run (${h.run_id}, pid ${h.pid} on ${h.host}, started ${h.started_at}) is using this repository's working tree; wait for it to end (two runs in one checkout would deliver each other's changes). If no such run is alive, remove ${file}`
  );
}

// src/telemetry/settings.ts
var DEFAULT_ENDPOINT = "http://localhost:4318";
var DEFAULT_TIMEOUT_MS = 1e4;
function resolveTelemetry(block, env) {
  const problems = [];
  const set = (name) => {
    const value = env[name]?.trim();
    return value ? value : void 0;
  };
  if (set("OTEL_SDK_DISABLED")?.toLowerCase() === "true" || block?.enabled === false) return { problems };
  const signal = (name) => {
    const upper = name.toUpperCase();
    const own = block?.[`${name}_endpoint`];
    if (own !== void 0) return url(own, [`${name}_endpoint`]);
    const base = block?.endpoint;
    if (base !== void 0) return url(joinPath(base, `v1/${name}`), ["endpoint"]);
    const ownVar = set(`OTEL_EXPORTER_OTLP_${upper}_ENDPOINT`);
    if (ownVar) return url(ownVar, void 0, `OTEL_EXPORTER_OTLP_${upper}_ENDPOINT`);
    const baseVar = set("OTEL_EXPORTER_OTLP_ENDPOINT");
    if (baseVar) return url(joinPath(baseVar, `v1/${name}`), void 0, "OTEL_EXPORTER_OTLP_ENDPOINT");
    return block ? joinPath(DEFAULT_ENDPOINT, `v1/${name}`) : void 0;
  };
  const url = (text, at, variable) => {
    const problem = endpointProblem(text);
    if (!problem) return text;
    const found = at ? { at: ["telemetry", ...at], message: problem } : { message: `${variable}: ${problem}` };
    if (!problems.some((p) => JSON.stringify(p) === JSON.stringify(found))) problems.push(found);
    return void 0;
  };
  const off = (name) => set(name)?.toLowerCase() === "none";
  const tracesUrl = block?.traces === false || off("OTEL_TRACES_EXPORTER") ? void 0 : signal("traces");
  const metricsUrl = block?.metrics === false || off("OTEL_METRICS_EXPORTER") ? void 0 : signal("metrics");
  const headers = {};
  for (const variable of [
    "OTEL_EXPORTER_OTLP_HEADERS",
    "OTEL_EXPORTER_OTLP_TRACES_HEADERS",
    "OTEL_EXPORTER_OTLP_METRICS_HEADERS"
  ]) {
    const parsed = parseKeyValues(set(variable) ?? "");
    if ("bad" in parsed) problems.push({ message: `${variable}: entry ${parsed.bad} is not key=value` });
    else Object.assign(headers, parsed.pairs);
  }
  for (const [name, value] of Object.entries(block?.headers ?? {})) {
    try {
      headers[name] = expandVars(value, env, `telemetry.headers.${name}`);
    } catch (err) {
      problems.push({
        at: ["telemetry", "headers", name],
        message: err.message.replace(/^[^:]+: /, "")
      });
    }
  }
  const fromVar = parseKeyValues(set("OTEL_RESOURCE_ATTRIBUTES") ?? "");
  if ("bad" in fromVar)
    problems.push({ message: `OTEL_RESOURCE_ATTRIBUTES: entry ${fromVar.bad} is not key=value` });
  const resource = {
    ..."pairs" in fromVar ? fromVar.pairs : {},
    ...block?.resource_attributes
  };
  resource["service.name"] = block?.service_name ?? block?.resource_attributes?.["service.name"] ?? set("OTEL_SERVICE_NAME") ?? resource["service.name"] ?? "nightshift";
  resource["service.version"] ??= VERSION;
  const timeoutText = set("OTEL_EXPORTER_OTLP_TIMEOUT");
  const timeoutMs = timeoutText === void 0 ? DEFAULT_TIMEOUT_MS : Number(timeoutText);
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0))
    problems.push({
      message: `OTEL_EXPORTER_OTLP_TIMEOUT: "${timeoutText}" is not a number of milliseconds above 0`
    });
  const warnings = [];
  const protocol = set("OTEL_EXPORTER_OTLP_PROTOCOL");
  if (protocol && protocol !== "http/json")
    warnings.push(
      `OTEL_EXPORTER_OTLP_PROTOCOL=${protocol} is not supported; nightshift exports OTLP/HTTP with JSON bodies (http/json)`
    );
  const content = block?.include_content ?? set("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT")?.toLowerCase() === "true";
  if (problems.length > 0 || !tracesUrl && !metricsUrl) return { problems };
  return {
    settings: {
      ...tracesUrl ? { tracesUrl } : {},
      ...metricsUrl ? { metricsUrl } : {},
      headers,
      resource,
      includeContent: content,
      timeoutMs,
      warnings
    },
    problems
  };
}
function endpointProblem(text) {
  let parsed;
  try {
    parsed = new URL(text);
  } catch {
    return `not a URL (expected http://HOST:PORT or https://HOST)`;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    return `${parsed.protocol} is not supported; OTLP/HTTP needs an http:// or https:// URL`;
  if (parsed.username || parsed.password)
    return "credentials in the URL are refused; put them in the headers (OTEL_EXPORTER_OTLP_HEADERS or telemetry.headers)";
  return void 0;
}
function joinPath(base, tail) {
  return `${base.endsWith("/") ? base : `${base}/`}${tail}`;
}
function parseKeyValues(text) {
  const pairs = {};
  const entries = text.split(",");
  for (const [i, entry2] of entries.entries()) {
    if (entry2.trim() === "") continue;
    const eq = entry2.indexOf("=");
    const key = eq > 0 ? entry2.slice(0, eq).trim() : "";
    if (!key) return { bad: i + 1 };
    try {
      pairs[key] = decodeURIComponent(entry2.slice(eq + 1).trim());
    } catch {
      return { bad: i + 1 };
    }
  }
  return { pairs };
}

// src/run/modes-every-name.ts
import { existsSync as existsSync4 } from "node:fs";
import path14 from "node:path";
function modesUnderEveryName(modes, input) {
  const { workspace, early, everyName } = input;
  if (!existsSync4(path14.join(workspace, ROOMODES_FILE))) return modes;
  if (deniedRead(workspace, ROOMODES_FILE, early) !== void 0) return modes;
  if (deniedRead(workspace, ROOMODES_FILE, everyName) === void 0) return modes;
  const again = resolveModes(input.taskModes, workspace, everyName, input.warnings);
  for (const slug of input.needed)
    if (!again.has(slug))
      throw new ConfigError(
        `mode "${slug}" is defined only in ${ROOMODES_FILE}, which the read rules deny under another name; modes: ${[...again.keys()].join(", ")}`
      );
  return again;
}

// src/run/writable.ts
import { accessSync, constants, existsSync as existsSync5, lstatSync, mkdirSync as mkdirSync3 } from "node:fs";
import path15 from "node:path";
var NOT_WRITABLE = /* @__PURE__ */ new Set(["EROFS", "EACCES", "EPERM"]);
function requireWritableDirs(workspace, outDir) {
  const problem = (what, dir, err) => new ConfigError(
    `${what} ${dir} is not writable (${err.code}${err.code === "EROFS" ? ": read-only file system" : ""}); ` + (what === "workspace" ? "nightshift edits and commits there, so mount it writable (the run artifacts can go elsewhere with --out DIR)" : "give a writable directory with --out DIR")
  );
  const readonlyWorkspace = writeError(workspace);
  if (readonlyWorkspace) throw problem("workspace", workspace, readonlyWorkspace);
  refuseLinkedOutDir(workspace, outDir);
  try {
    mkdirSync3(outDir, { recursive: true });
  } catch (err) {
    const blocked2 = writeError(nearestExisting(outDir));
    if (blocked2) throw problem("out dir", outDir, blocked2);
    throw err;
  }
  const blocked = writeError(outDir);
  if (blocked) throw problem("out dir", outDir, blocked);
}
function refuseLinkedOutDir(workspace, outDir) {
  const rel = path15.relative(workspace, outDir);
  if (rel === "" || rel.startsWith("..") || path15.isAbsolute(rel)) return;
  let at = workspace;
  for (const name of rel.split(path15.sep)) {
    at = path15.join(at, name);
    let link;
    try {
      link = lstatSync(at).isSymbolicLink();
    } catch {
      return;
    }
    if (link)
      throw new ConfigError(
        `the out dir ${outDir} lies below ${at}, a symbolic link (an earlier run's command may have left it): remove the link, or give the out dir's real place with --out DIR`
      );
  }
}
function writeError(dir) {
  try {
    accessSync(dir, constants.W_OK);
    return void 0;
  } catch (err) {
    const e = err;
    if (e.code && NOT_WRITABLE.has(e.code)) return e;
    throw err;
  }
}
function nearestExisting(dir) {
  let current = dir;
  while (!existsSync5(current) && path15.dirname(current) !== current) current = path15.dirname(current);
  return current;
}

// src/run/prepare.ts
var SIGNING_KEY_ENV = "NIGHTSHIFT_COMMIT_SIGNING_KEY";
async function prepareRun(options, env, redact = (text) => text) {
  const cwd = options.cwd ?? process.cwd();
  let task;
  let taskFile;
  let baseDir;
  let scriptTurns;
  let workspace;
  let modeProblem = (message) => new ConfigError(`task: ${message}`);
  let resultCheck;
  let taskAt = (where, message) => ({
    file: "task",
    line: 0,
    col: 0,
    message: `${where.join(".")}: ${message}`
  });
  let located = (problems) => new ConfigError(problems.map((p) => `task: ${p.at.join(".")}: ${p.message}`).join("\n"));
  if (options.taskFile) {
    const loaded = loadTask(path16.resolve(cwd, options.taskFile), {
      ...options.workspace ? { workspace: path16.resolve(cwd, options.workspace) } : {},
      ...options.inlineTask ? { supplied: options.inlineTask } : {}
    });
    ({ task, taskFile, scriptTurns, workspace } = loaded);
    baseDir = loaded.taskDir;
    modeProblem = (message) => problemsError([loaded.at(["mode"], message)]);
    taskAt = loaded.at;
    if (task.output) resultCheck = await compileOutputSchema(task.output.schema, loaded.at);
    located = (problems) => problemsError(problems.map((p) => loaded.at(p.at, p.message)));
  } else if (options.inlineTask) {
    task = taskSchema.parse({ version: 1, ...options.inlineTask });
    baseDir = cwd;
    workspace = realDir(path16.resolve(cwd, options.workspace ?? "."), "workspace");
  } else {
    throw new ConfigError("no task: give a task file or an inline task");
  }
  const pinning = pinRepo(workspace);
  const policy = options.loadedPolicy ? structuredClone(options.loadedPolicy) : loadPolicy(options.policy ?? task.policy, options.policy ? cwd : baseDir);
  const warnings = [];
  const limits = effectiveLimits(policy.limits, [task.limits, options.limits ?? {}], warnings);
  policy.limits = limits;
  const customTools = await compileCustomTools(policy, { tools: task.custom_tools, at: taskAt });
  const readDenied = readDeniedBy(policy.read);
  let modes = resolveModes(task.modes, workspace, readDenied, warnings);
  if (!modes.has(task.mode)) {
    throw modeProblem(`mode: unknown mode "${task.mode}"; modes: ${[...modes.keys()].join(", ")}`);
  }
  const resume = options.resumeFrom ? { ...await import("./resume-J6T4RJ2V.js"), ...await import("./resume-workspace-XROBD3U2.js") } : void 0;
  const plan = resume && options.resumeFrom ? resume.planResume(path16.resolve(cwd, options.resumeFrom), task, modes, policy) : void 0;
  const model = options.model ? { ...task.model, ...parseModelRef(options.model) } : task.model;
  const checked = await preflight(
    {
      task,
      model,
      branchTemplate: options.prOverrides?.branch ?? task.pr.branch,
      issueRun: options.closesIssue !== void 0,
      maxCostUsd: limits.max_cost_usd,
      workspace,
      env
    },
    { skipModel: options.provider !== void 0 }
  );
  const errors = checked.problems.filter((p) => p.severity === "error");
  if (errors.length > 0) throw located(errors);
  checked.provider?.preload?.();
  const telemetry = resolveTelemetry(task.telemetry, env);
  const [problem] = telemetry.problems;
  if (problem?.at) throw located([{ at: problem.at, message: problem.message, severity: "error" }]);
  if (problem) throw new ConfigError(problem.message);
  const runId = newRunId();
  const outDir = path16.resolve(cwd, options.outDir ?? path16.join(workspace, ".nightshift", "runs", runId));
  requireWritableDirs(workspace, outDir);
  const head = await pinning;
  const refusal = refusedRepository(workspace);
  if (refusal)
    warnings.push(
      `the workspace is no git repository to this run: ${refusal}; nothing will be delivered (a command of an earlier run may have written that .git: remove it if it is not yours)`
    );
  excludeFromGit(workspace, outDir);
  const search = searchSettings(task.search, workspace, env);
  if (search.embeddings) {
    const cacheDir = makeCacheDir(search.cacheDir, workspace);
    excludeFromGit(workspace, search.cacheDir, "exact");
    search.cacheDir = cacheDir;
  }
  const realOut = realpathSync(outDir);
  const maskDenied = readDeniedBy(
    policy.read,
    workspaceInRepository(workspace, locateRepo(workspace)?.workTree)
  );
  const sandboxing = createSandbox({
    setting: policy.sandbox,
    workspace,
    protectedFiles: protectedPaths(policy, {
      outDir: realOut,
      workspace,
      taskFile,
      ...search.embeddings ? { cacheDir: search.cacheDir } : {}
    }).entries.map((e) => e.path),
    outDir: realOut,
    sourceEnv: env,
    envPass: policy.envPass,
    networkAllow: policy.network.allow,
    ownEnvironScrubbed: ownEnvironScrubbed(),
    readDenied: maskDenied,
    bounds: { maxProcesses: limits.max_processes, tmpfsBytes: limits.max_tmpfs_bytes }
  });
  sandboxing.catch(() => void 0);
  let lock = null;
  try {
    const capturing = captureStartState(workspace, realOut, head, policy.pr.maxAddedBytes);
    if (checked.provider) warmFetch();
    const start = await capturing;
    for (const dir of start.unreadable)
      warnings.push(
        `git cannot look into ${dir}/ (its permissions): nothing below it is delivered, whatever the run does there`
      );
    const restorePlan = resume && plan ? await resume.planRestore(plan.log, workspace, start) : void 0;
    checkStartingPoint(start, task, options, redact);
    const signing = commitSigning(task, options, env);
    const pushUrl = options.push ? await remoteUrl(workspace, options.push.remote).catch(configError) : void 0;
    if (restorePlan && existsSync6(path16.join(outDir, "audit.jsonl")))
      throw new ConfigError(
        `${outDir} already holds an audit log; each run needs its own (use another --out directory)`
      );
    lock = acquireRunLock(workspace, runId);
    const provider = options.provider ?? checked.provider ?? new ScriptProvider(
      scriptTurns ?? needScript(taskFile),
      typeof model.script === "string" ? model.script : "inline",
      // A resumed script continues after the turns the earlier runs used.
      plan?.responsesBefore ?? 0
    );
    const restored = resume && restorePlan ? await resume.restoreWorkspace({
      plan: restorePlan,
      workspace,
      start,
      policy,
      run: { outDir: realOut, taskFile }
    }) : void 0;
    if (restored && plan)
      modes = (await import("./resume-mode-WG3TTGHM.js")).modesAsRestored(
        modes,
        restored.paths,
        () => resolveModes(task.modes, workspace, readDenied, warnings),
        [task.mode, plan.conversation.mode]
      );
    const sandbox = await sandboxing;
    const denied = await deniedContentAtStart({
      workspace,
      start,
      masked: sandbox.deniedFiles,
      readDenied: maskDenied
    });
    start.deniedContent = denied.prints;
    start.links = denied.links;
    const everyName = deniedUnderAnyName(maskDenied, denied.links);
    modes = modesUnderEveryName(modes, {
      workspace,
      taskModes: task.modes,
      early: readDenied,
      everyName,
      needed: [task.mode, ...plan ? [plan.conversation.mode] : []],
      warnings
    });
    warnings.push(...deniedInstructions(workspace, everyName));
    return {
      sandbox,
      runId,
      task,
      taskFile,
      workspace,
      outDir: realOut,
      policy,
      modes,
      provider,
      warnings,
      start,
      lock,
      deniedValues: denied.values,
      links: denied.links,
      signing,
      customTools,
      ...pushUrl ? { pushUrl } : {},
      ...resultCheck ? { resultCheck } : {},
      search,
      ...telemetry.settings ? { telemetry: telemetry.settings } : {},
      ...resume && plan && restored ? {
        resume: {
          plan,
          restored,
          note: resume.resumeNote(plan, restored),
          record: resume.resumedFrom(plan, restored)
        }
      } : {}
    };
  } catch (err) {
    void sandboxing.then((sandbox) => sandbox.close()).catch(() => void 0);
    lock?.release();
    throw err;
  }
}
function checkStartingPoint(start, task, options, redact) {
  if (!start.base) return;
  if (task.pr.require_clean_tree && start.dirty.size > 0) {
    const sample = [...start.dirty.keys()].slice(0, 5).join(", ");
    throw new ConfigError(
      `pr.require_clean_tree: the workspace has ${start.dirty.size} uncommitted or untracked path(s) (${sample}); commit, stash or remove them first`
    );
  }
  const template = options.prOverrides?.branch ?? task.pr.branch;
  const on = start.branch;
  if (on && isRunBranch(on, template, redact(task.title)) && on !== (options.prOverrides?.base ?? task.pr.base)) {
    throw new ConfigError(
      `HEAD is on ${on}, a branch this task delivers to (pr.branch "${template}"), probably left by a previous run; switch to the base branch (git switch <base>) before running again`
    );
  }
}
function commitSigning(task, options, env) {
  const mode = options.prOverrides?.commitSigning ?? task.pr.commit_signing;
  if (mode === "none" || options.deliver === false) return { mode };
  if (mode === "github") {
    if (!options.commitApi || !options.push)
      throw new ConfigError(
        "commit_signing: github makes the commit through the GitHub API: it needs the action with a `github-token` (or a GitHub App); use `ssh` elsewhere"
      );
    return { mode };
  }
  const key = options.signingKey ?? env[SIGNING_KEY_ENV];
  if (!key)
    throw new ConfigError(
      `commit_signing: ssh needs an OpenSSH private key in ${SIGNING_KEY_ENV} (the action's \`commit-signing-key\` input)`
    );
  return { mode, key };
}
function configError(err) {
  throw new ConfigError(`push: ${err.message}`);
}
function needScript(taskFile) {
  throw new ConfigError(`${taskFile ?? "task"}: model.provider is script but model.script is missing`);
}
function realDir(dir, what) {
  if (!existsSync6(dir)) throw new ConfigError(`${what}: ${dir} does not exist`);
  return realpathSync(dir);
}
function newRunId() {
  const stamp = (/* @__PURE__ */ new Date()).toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${stamp}-${randomBytes3(3).toString("hex")}`;
}
function literalPattern(p) {
  return /[\n\r]/.test(p) ? void 0 : p.replace(/[\\*?[\]]/g, "\\$&");
}
function excludeFromGit(workspace, dir, what = "top") {
  const rel = path16.relative(workspace, dir);
  if (rel.startsWith("..") || path16.isAbsolute(rel)) return;
  const location = locateRepo(workspace);
  if (!location) return;
  const infoDir = path16.join(commonDir(location.gitDir), "info");
  const top = what === "exact" ? dir : path16.join(workspace, rel.split(path16.sep)[0] ?? rel);
  const pattern = literalPattern(path16.relative(location.workTree, top).split(path16.sep).join("/"));
  if (pattern === void 0) return;
  const entry2 = `/${pattern}/`;
  const excludeFile = path16.join(infoDir, "exclude");
  const current = existsSync6(excludeFile) ? readFileSync2(excludeFile, "utf8") : "";
  if (current.split("\n").includes(entry2)) return;
  mkdirSync4(infoDir, { recursive: true });
  appendFileSync(
    excludeFile,
    `${current === "" || current.endsWith("\n") ? "" : "\n"}# nightshift run artifacts
${entry2}
`
  );
}

// src/run/progress.ts
var DEFAULT_HEARTBEAT_MS = 15e3;
var ProgressReporter = class {
  #sink;
  #heartbeatMs;
  #now;
  #calls = /* @__PURE__ */ new Map();
  #turn;
  #busy;
  #timer;
  constructor(sink, options = {}) {
    this.#sink = sink;
    this.#heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
    this.#now = options.now ?? (() => performance.now());
  }
  observe(type, e) {
    switch (type) {
      case "model.request":
        this.#turn = num(e.turn);
        this.#setBusy(`waiting for the model (turn ${this.#turn})`);
        break;
      case "model.response":
        this.#setBusy(void 0);
        this.#line(turnLine(e), "plain");
        break;
      case "model.retry":
        this.#line(
          `  model request failed (${str(e.status ?? "no status")}: ${firstLine2(str(e.error), 80)}); retry ${str(e.attempt)} in ${seconds(num(e.delay_ms))}`,
          "bad"
        );
        break;
      case "tool.call":
        this.#calls.set(str(e.call_id), { name: str(e.name), target: callTarget(e.args) });
        break;
      case "tool.rejected": {
        const call = this.#take(e.call_id);
        this.#line(
          `  ${describe2(call)} \xB7 rejected (${str(e.stage)}): ${firstLine2(str(e.message), 100)}`,
          "bad"
        );
        break;
      }
      case "tool.decision": {
        const call = this.#calls.get(str(e.call_id));
        if (!call) break;
        if (e.resolved === "deny") {
          this.#calls.delete(str(e.call_id));
          this.#line(
            `  ${describe2(call)} \xB7 denied (${str(e.rule)}): ${firstLine2(str(e.reason), 100)}`,
            "bad"
          );
        } else {
          call.rule = str(e.rule);
          this.#setBusy(`${describe2(call)} still running`);
        }
        break;
      }
      case "tool.result": {
        const call = this.#take(e.call_id);
        this.#setBusy(void 0);
        const outcome = e.ok === true ? "ok" : `failed: ${firstLine2(str(e.output), 80)}`;
        this.#line(
          `  ${describe2(call)} \xB7 allowed (${call.rule ?? "?"}) \xB7 ${seconds(num(e.duration_ms))} \xB7 ${outcome}`,
          e.ok === true ? "ok" : "bad"
        );
        break;
      }
      case "mode.switched":
        this.#line(`  mode ${str(e.from)} \u2192 ${str(e.to)}`, "plain");
        break;
      case "subtask.started":
        this.#line(`  subtask in ${str(e.mode)} mode`, "plain");
        break;
      case "subtask.finished":
        this.#line(`  subtask in ${str(e.mode)} mode finished`, "plain");
        break;
      case "run.finished":
        this.close();
        break;
      default:
        break;
    }
  }
  /** Something outside the loop is running (a required check): heartbeats until `busy()`. */
  busy(what) {
    this.#setBusy(what);
  }
  /** Stops the heartbeat; lines after this (delivery) belong to no turn. */
  close() {
    this.#setBusy(void 0);
    this.#turn = void 0;
  }
  #setBusy(what) {
    clearInterval(this.#timer);
    this.#timer = void 0;
    this.#busy = what === void 0 ? void 0 : { what, since: this.#now() };
    if (!this.#busy) return;
    this.#timer = setInterval(() => this.#heartbeat(), this.#heartbeatMs);
    this.#timer.unref();
  }
  #heartbeat() {
    if (!this.#busy) return;
    this.#line(`  \u2026 ${this.#busy.what}: ${seconds(this.#now() - this.#busy.since)}`, "dim");
  }
  #take(id) {
    const call = this.#calls.get(str(id)) ?? { name: "?", target: "" };
    this.#calls.delete(str(id));
    return call;
  }
  #line(text, tone) {
    this.#sink(text, { tone, ...this.#turn !== void 0 ? { turn: this.#turn } : {} });
  }
};
function turnLine(e) {
  const calls = Array.isArray(e.tool_calls) ? e.tool_calls.length : 0;
  const usage = e.usage ?? {};
  const text = firstLine2(str(e.text ?? ""), 80);
  return [
    `turn ${str(e.turn)}: ${calls} tool call${calls === 1 ? "" : "s"}`,
    `${str(usage.input ?? 0)} in / ${str(usage.output ?? 0)} out tokens`,
    `$${num(e.cost_usd).toFixed(4)}`,
    seconds(num(e.latency_ms)),
    ...text ? [`"${text}"`] : []
  ].join(" \xB7 ");
}
function callTarget(args) {
  const text = target(args);
  return text === "{}" || text === "null" ? "" : firstLine2(text, 60);
}
var describe2 = (c) => c.target ? `${c.name} ${c.target}` : c.name;
var num = (v) => typeof v === "number" ? v : 0;
var str = (v) => typeof v === "string" ? v : JSON.stringify(v) ?? "";
var seconds = (ms) => ms < 1e3 ? `${Math.round(ms)}ms` : `${(ms / 1e3).toFixed(1)}s`;
function firstLine2(text, max) {
  const line = text.trim().split("\n")[0] ?? "";
  return line.length > max ? `${line.slice(0, max - 1)}\u2026` : line;
}

// src/run/run-task.ts
async function runTask(options) {
  const startedAt = Date.now();
  const env = options.env ?? launchEnvironment();
  const redactor = new Redactor();
  redactor.addFromEnv(env);
  for (const s of options.secrets ?? []) redactor.addSecret(s);
  const progress = redactedSink(options.progress, redactor);
  const prepared = await prepareRun(options, env, (text) => redactor.redact(text));
  const telemetryModule = prepared.telemetry ? import("./sink-RM5MQW3O.js") : void 0;
  telemetryModule?.catch(() => void 0);
  const { runId, task, workspace, outDir, policy, provider, sandbox } = prepared;
  for (const w of prepared.warnings) progress(`warning: ${w}`);
  const reporter = options.progress ? new ProgressReporter(progress, {
    ...options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}
  }) : void 0;
  const credentials = await gitConfigCredentials(workspace, prepared.start.nested).catch(async (err) => {
    prepared.lock?.release();
    await sandbox.close();
    throw err;
  });
  for (const s of [...credentials, ...prepared.deniedValues]) redactor.addSecret(s);
  prepared.start.secrets = [
    ...environmentSecrets(env),
    ...options.secrets ?? [],
    ...credentials,
    ...prepared.deniedValues
  ];
  const telemetry = await startTelemetryIfOn(prepared, telemetryModule, redactor, progress);
  const auditLog = path17.join(outDir, "audit.jsonl");
  const auditFailed = new AbortController();
  let audit;
  try {
    audit = openAudit(auditLog, {
      runId,
      redactor,
      onLine: (line, type, payload) => {
        reporter?.observe(type, payload);
        telemetry?.observe(type, payload);
        options.onEvent?.(line, type);
      },
      onWriteError: (err) => auditFailed.abort(err)
    });
  } catch (err) {
    prepared.lock?.release();
    await Promise.all([sandbox.close(), telemetry?.close()]);
    throw err;
  }
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new Error("timeout")), policy.limits.timeout);
  const signal = AbortSignal.any([
    ...options.signal ? [options.signal] : [],
    timeout.signal,
    auditFailed.signal
  ]);
  const baseCommit = prepared.start.base;
  emitUnlessFailed(audit, "run.started", {
    title: task.title,
    task_file: prepared.taskFile ?? null,
    prompt_sha256: sha256(task.prompt),
    mode: task.mode,
    model: provider.id,
    policy: { source: policy.source, sha256: policy.sha256, files: policy.files },
    limits: policy.limits,
    workspace,
    out_dir: outDir,
    git_base: baseCommit,
    dirty: dirtySummary(prepared.start),
    ...unseenSummary(prepared.start),
    ...prepared.warnings.length > 0 ? { warnings: prepared.warnings } : {},
    sandbox: sandbox.report(),
    nightshift_version: VERSION,
    ...prepared.resume ? { resumed_from: prepared.resume.record } : {}
  });
  progress(`nightshift ${VERSION}: ${task.title}`);
  progress(`  run ${runId} \xB7 model ${provider.id} \xB7 policy ${policy.source} \xB7 mode ${task.mode}`);
  progress(`  ${describeSandbox(sandbox.report())}`);
  if (prepared.resume) for (const line of describeResume(prepared.resume)) progress(`  ${line}`);
  let wiring;
  let loop;
  let status = "completed";
  let exitReason = "completed";
  let exitCode = EXIT.completed;
  let completion;
  let checks;
  let resultJson;
  let detail;
  let delivery = { pr: { operation: "none" } };
  let result;
  let sandboxClosed;
  const finish = () => {
    if (result) return result;
    clearTimeout(timer);
    reporter?.close();
    for (const attempt of sandbox.takeNetworkEvents())
      emitUnlessFailed(audit, "sandbox.network", { ...attempt });
    const network = sandbox.networkCounts();
    sandboxClosed = sandbox.close();
    const loopTotals = loop?.totals ?? emptyTotals();
    const totals = {
      ...loopTotals,
      cost_usd: Math.round(loopTotals.cost_usd * 1e6) / 1e6,
      duration_ms: Date.now() - startedAt
    };
    emitUnlessFailed(audit, "run.finished", {
      status,
      exit_reason: exitReason,
      exit_code: exitCode,
      ...detail ? { detail } : {},
      totals,
      pr: delivery.pr,
      ...delivery.branch ? { branch: delivery.branch } : {},
      ...resultJson !== void 0 ? { result_json: resultJson } : {},
      sandbox: {
        backend: sandbox.backend,
        ...network ? { network_allowed: network.allowed, network_denied: network.denied } : {}
      }
    });
    audit.close();
    prepared.lock?.release();
    if (audit.failed && exitReason !== "audit_write_failed") {
      ({ status, exitReason, exitCode, detail } = auditFailure(audit.failed));
      progress(`  ${status}: ${detail}`);
    }
    const summaryMarkdown = summarize(auditLog, redactor);
    try {
      writeArtifact(outDir, "summary.md", summaryMarkdown);
    } catch (err) {
      progress(`  warning: summary.md not written: ${err.message}`);
    }
    result = {
      runId,
      status,
      exitReason,
      exitCode,
      auditLog,
      auditHead: audit.chainHead,
      outDir,
      ...completion !== void 0 ? { completion: redactor.redact(completion) } : {},
      ...resultJson !== void 0 ? { resultJson } : {},
      todos: (loop?.todos ?? []).map((t) => ({ ...t, text: redactor.redact(t.text) })),
      totals,
      ...delivery.branch ? { branch: delivery.branch } : {},
      ...delivery.commit ? { commit: delivery.commit } : {},
      pr: delivery.pr,
      summaryMarkdown,
      ...detail ? { detail: redactor.redact(detail) } : {}
    };
    return result;
  };
  const abandoned = new Promise((resolve) => {
    const onAbandon = () => {
      if (!result) {
        ({ status, exitReason, exitCode } = CANCELLED);
        detail = "a second signal ended the run before its cleanup finished";
      }
      resolve(finish());
    };
    if (options.abandon?.aborted) onAbandon();
    else options.abandon?.addEventListener("abort", onAbandon, { once: true });
  });
  const checksContext = {
    prepared,
    audit,
    sandbox,
    signal,
    redact: (text) => redactor.redact(text),
    redactor,
    progress,
    busy: (what) => reporter?.busy(what)
  };
  const startMode = prepared.modes.get(task.mode);
  const work = async () => {
    const stopped = (err) => classify(err, options.signal, timeout.signal, audit, policy.limits.timeout);
    let inChecks = false;
    try {
      if (audit.failed) throw audit.failed;
      wiring = await buildLoopDeps(prepared, { env, redactor, audit, signal, sandbox });
      loop = new AgentLoop(wiring.deps, emptyTotals());
      const resume = prepared.resume;
      let outcome = resume ? await loop.continueFrom({
        modeSlug: resume.plan.conversation.mode,
        messages: (await import("./resume-conversation-SOUIRDXD.js")).conversationForModel(
          resume.plan.conversation.messages,
          wiring.firstMessage,
          redactor
        ),
        pending: resume.plan.conversation.pending,
        note: redactor.redact(resume.note)
      }) : await loop.run(task.mode, wiring.firstMessage);
      completion = outcome.completion;
      reporter?.close();
      progress(`  completed: ${firstLine3(completion)}`, { tone: "ok" });
      if (options.deliver !== false) {
        const root = loop;
        inChecks = true;
        const repaired = await repairUntilChecksPass({
          ...checksContext,
          resume: (message) => root.resume(message)
        });
        checks = repaired?.checks;
        outcome = repaired?.outcome ?? outcome;
        completion = outcome.completion;
      }
      if (outcome.resultJson !== void 0) {
        resultJson = redactor.redactDeep(outcome.resultJson);
        writeArtifact(outDir, "result.json", `${JSON.stringify(resultJson, null, 2)}
`);
      }
    } catch (err) {
      ({ status, exitReason, exitCode, detail } = stopped(err));
      reporter?.close();
      if (inChecks && signal.aborted) detail = `${detail ?? exitReason} during the required checks`;
      progress(`  ${status}: ${detail ?? exitReason}`, { tone: "bad" });
    } finally {
      clearTimeout(timer);
      await wiring?.close();
    }
    if (options.deliver === false && !audit.failed) {
      emitUnlessFailed(audit, "pr.none", {
        reason: "delivery is off (replay): nothing committed, pushed or opened"
      });
    } else if (status !== "cancelled" && !audit.failed) {
      try {
        delivery = await deliver({
          ...checksContext,
          options,
          status,
          completion,
          todos: loop?.todos ?? [],
          totals: loop?.totals ?? emptyTotals(),
          ...checks ? { checks } : {}
        });
        if (delivery.cancelled) {
          ({ status, exitReason, exitCode } = CANCELLED);
          detail = "cancelled during delivery, after the commit: nothing pushed, no pull request";
          progress(`  ${detail}`);
        } else if (delivery.refused) {
          const halted = delivery.refusedReason === "git_dir_changed";
          status = halted ? "halted" : "failed";
          exitReason = delivery.refusedReason ?? "pr_limits";
          exitCode = halted ? EXIT.halted : EXIT.failed;
          detail = delivery.refused;
        } else if (delivery.checksFailed && status === "completed") {
          status = "failed";
          exitReason = "checks_failed";
          exitCode = EXIT.failed;
        } else if (delivery.nothingChanged && status === "completed" && startMode && asksForChanges(startMode)) {
          exitReason = "no_changes";
          detail = "the run completed without changing any file";
          progress(`  ${detail}`);
        }
      } catch (err) {
        if (signal.aborted) {
          ({ status, exitReason, exitCode, detail } = stopped(err));
          detail = `${detail ?? exitReason} during delivery`;
          progress(`  ${detail}`);
        } else {
          status = "error";
          exitReason = "delivery_failed";
          exitCode = EXIT.error;
          detail = redactor.redact(err.message);
          progress(`  delivery failed: ${detail}`);
        }
      }
    }
    const done = finish();
    await Promise.all([sandboxClosed, telemetry?.close()]);
    return done;
  };
  return Promise.race([work(), abandoned]);
}
async function startTelemetryIfOn(prepared, module, redactor, progress) {
  const settings = prepared.telemetry;
  if (!settings || !module) return void 0;
  for (const value of Object.values(settings.headers))
    for (const secret of [value, value.replace(/^\S+\s+/, "")]) redactor.addSecret(secret);
  const warn = (message) => progress(`warning: ${message}`);
  for (const w of settings.warnings) warn(`telemetry: ${w}`);
  try {
    const { startTelemetry } = await module;
    return startTelemetry(settings, { runId: prepared.runId, model: prepared.provider.id }, warn);
  } catch (err) {
    warn(`telemetry: not exporting: ${err.message}`);
    return void 0;
  }
}
var CANCELLED = { status: "cancelled", exitReason: "cancelled", exitCode: EXIT.cancelled };
function classify(err, cancel, timeout, audit, timeoutMs) {
  if (audit.failed) return auditFailure(audit.failed);
  if (err instanceof ConfigError) {
    return { status: "error", exitReason: "config_error", exitCode: EXIT.config, detail: err.message };
  }
  if (err instanceof RunStop)
    return { status: err.status, exitReason: err.exitReason, exitCode: err.exitCode, detail: err.message };
  if (cancel?.aborted) return { ...CANCELLED };
  if (timeout.aborted) {
    audit.emit("limit.reached", { limit: "timeout", value: timeoutMs, max: timeoutMs });
    return {
      status: "limit",
      exitReason: "timeout",
      exitCode: EXIT.limit,
      detail: `timeout of ${timeoutMs} ms reached`
    };
  }
  if (err instanceof ScriptExhaustedError) {
    return { status: "failed", exitReason: "script_exhausted", exitCode: EXIT.failed, detail: err.message };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { status: "error", exitReason: "model_error", exitCode: EXIT.error, detail: message };
}
function auditFailure(err) {
  return { status: "error", exitReason: "audit_write_failed", exitCode: EXIT.error, detail: err.message };
}
function emitUnlessFailed(audit, ...[type, payload]) {
  try {
    audit.emit(type, payload);
  } catch (err) {
    if (!(err instanceof AuditWriteError)) throw err;
  }
}
function openAudit(file, options) {
  try {
    return AuditWriter.open(file, options);
  } catch (err) {
    if (err.cause?.code === "EEXIST")
      throw new ConfigError(err.message);
    throw err;
  }
}
function summarize(auditLog, redactor) {
  try {
    return redactor.redact(formatSummaryMarkdown(summarizeAudit(readOwnAuditLog(auditLog))));
  } catch (err) {
    return `# nightshift run

The summary could not be built: ${redactor.redact(err.message)}
See ${auditLog}.
`;
  }
}
function describeSandbox(r) {
  if (r.backend === "none")
    return `warning: no sandbox: commands run with nightshift's own rights (${r.reason ?? "sandbox: none"})`;
  const reads = r.protections.read_deny ? "files the read rules deny unreadable" : `warning: some files the read rules deny stay readable to commands (the workspace holds more than ${MAX_UNREADABLE_WALK} entries, or a name that is not UTF-8)`;
  const unbounded = [
    r.bounds.processes === null && "the processes a command starts (the kernel does not apply RLIMIT_NPROC to root, and no pids cgroup could be made)",
    r.bounds.tmpfs_bytes === null && "its /tmp and HOME, in memory (this bubblewrap has no --size)"
  ].filter(Boolean);
  const bounds = unbounded.length ? `; warning: unbounded: ${unbounded.join("; ")}` : "";
  return `sandbox ${r.backend}: network ${r.protections.network}, only the workspace writable, ${reads}${bounds}`;
}
function describeResume({ plan, restored }) {
  const { log, conversation } = plan;
  const lines = [
    `resumes run ${log.started.run_id} (${log.finished ? `${log.finished.status}, ${log.finished.exit_reason}` : "unfinished"}) from ${log.file} at ${log.head.seq}:${log.head.hash}`,
    `  ${conversation.messages.length} messages, ${conversation.pending.length} call(s) to decide again; workspace from ${restored.source.replace("_", " ")} (${restored.paths.length} file(s))`
  ];
  if (log.truncated) lines.push(`  note: ${log.truncated}`);
  for (const d of restored.denied) lines.push(`  put back ${d.path}: ${d.rule}`);
  return lines;
}
function redactedSink(sink, redactor) {
  if (!sink) return () => void 0;
  return (line, info) => sink(redactor.redact(line), info);
}
var sha256 = (text) => createHash3("sha256").update(text).digest("hex");
var firstLine3 = (s) => s.split("\n")[0] ?? "";

export {
  gitConfigCredentials,
  ScriptProvider,
  withPermissionHint,
  runTask
};
