#!/usr/bin/env -S node --max-semi-space-size=2
import {
  GIT_STARTS_HERE
} from "./chunk-JQOPZ6BE.js";

// src/policy/shell/package-runners.ts
var RUNNERS = {
  npx: null,
  pnpx: null,
  bunx: null,
  // npm resolves unambiguous abbreviations of its commands: `npm exe` is `npm exec`.
  npm: ["exec", "exe", "x"],
  pnpm: ["exec", "dlx"],
  yarn: ["dlx"],
  bun: ["x"]
};
var FLAGS = /* @__PURE__ */ new Set([
  "-y",
  "--yes",
  "--no",
  "-q",
  "--quiet",
  "-s",
  "--silent",
  "-d",
  "--verbose",
  "--offline",
  "--prefer-offline",
  "--prefer-online",
  "--ignore-existing",
  "--no-install",
  "--ignore-scripts",
  "--foreground-scripts",
  "--workspaces",
  "-ws",
  "--include-workspace-root",
  "--if-present",
  "--bun"
]);
var programName = (word) => word.split("/").pop() ?? "";
function runnerOptionsStart(argv) {
  const name = programName(argv[0] ?? "");
  if (!Object.hasOwn(RUNNERS, name)) return void 0;
  const subcommands = RUNNERS[name];
  if (!subcommands) return 1;
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? "";
    if (word === "--") return void 0;
    if (word.startsWith("-")) continue;
    if (subcommands.includes(word)) return i + 1;
    const previous = argv[i - 1] ?? "";
    if (!previous.startsWith("-") || previous.includes("=")) return void 0;
  }
  return void 0;
}
var isRunnerFlag = (word) => FLAGS.has(word) || word.includes("=");
function packageName(spec) {
  let name = spec.replace(/^npm:/, "");
  if (!/^@[^/@]+\/[^/]+$/.test(name.replace(/(.)@.*$/, "$1")) && /[/:]/.test(name))
    name = name.split(/[/:]/).pop() ?? "";
  name = name.replace(/#.*$/, "").replace(/\.git$/, "");
  const at = name.indexOf("@", 1);
  return at < 0 ? name : name.slice(0, at);
}
function asNpx(argv) {
  const start = runnerOptionsStart(argv);
  if (start === void 0) return void 0;
  return ["npx", ...argv.slice(start).map((w) => w.startsWith("-") ? w : packageName(w))];
}

// src/policy/shell/repo-top.ts
import path from "node:path";
var MARKER = "\0repository-top";
function storedOperand(stored) {
  return stored.startsWith("./") || stored.startsWith("../") ? stored : path.posix.join(MARKER, stored);
}
var GIT_DISCOVERY = path.posix.join(MARKER, GIT_STARTS_HERE);
function repositoryTopCandidates(file, inWorkspace) {
  const segments = file.split("/");
  const at = segments.lastIndexOf(MARKER);
  if (at < 0) return [file];
  const rest = segments.slice(at + 1).join("/") || ".";
  const given = segments.slice(0, at).join("/") || (file.startsWith("/") ? "/" : ".");
  const rel = inWorkspace(given);
  if (rel === void 0) return [path.posix.join(given, rest)];
  const out = [];
  for (let dir = rel || "."; ; dir = path.posix.dirname(dir)) {
    out.push(path.posix.join(dir, rest));
    if (dir === "." || dir === "/") break;
  }
  return rest === GIT_STARTS_HERE ? out.filter((p) => inWorkspace(p) === void 0) : out;
}

export {
  programName,
  runnerOptionsStart,
  isRunnerFlag,
  packageName,
  asNpx,
  storedOperand,
  GIT_DISCOVERY,
  repositoryTopCandidates
};
