#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  pathPart,
  protectedPaths
} from "./chunk-VUDHNONH.js";
import {
  strictest
} from "./chunk-N3LG6UUR.js";
import {
  PathError,
  resolvePath
} from "./chunk-W2XE7ETP.js";
import {
  init_define_NIGHTSHIFT_NODE_FLAGS
} from "./chunk-GGWWQHD5.js";

// src/run/start-state.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
import path4 from "node:path";

// src/git/changes.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path2 from "node:path";

// src/git/repo.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
import { execFileSync } from "node:child_process";
import path from "node:path";

// src/git/client.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
import { spawn } from "node:child_process";
var GitError = class extends Error {
  name = "GitError";
};
function gitClient(baseDir, env) {
  const bytes = (args) => new Promise((resolve, reject) => {
    const child = spawn("git", args, { cwd: baseDir, env, stdio: ["ignore", "pipe", "pipe"] });
    const out = [];
    const err = [];
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => err.push(d));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      const stdout = Buffer.concat(out);
      const stderr = Buffer.concat(err).toString("utf8");
      if (code === 0 || code !== null && stderr === "") resolve(stdout);
      else
        reject(
          new GitError(
            `${stdout.toString("utf8")}${stderr}` || `git ${args[0] ?? ""} was killed by ${signal}`
          )
        );
    });
  });
  return { raw: async (args) => (await bytes(args)).toString("utf8"), bytes };
}

// src/git/safe-config.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
var FIXED_OVERRIDES = {
  "core.hooksPath": "/dev/null",
  "core.fsmonitor": "false",
  "core.pager": "cat",
  "core.editor": ":",
  "sequence.editor": ":",
  "core.askPass": "",
  "core.alternateRefsCommand": "",
  "credential.helper": "",
  "commit.gpgSign": "false",
  "tag.gpgSign": "false",
  "log.showSignature": "false",
  "submodule.recurse": "false",
  "diff.ignoreSubmodules": "all",
  "gc.auto": "0",
  "maintenance.auto": "false",
  "color.ui": "false",
  // Scratch indexes (changes.ts) must not write shared-index files into the git directory.
  "core.splitIndex": "false"
};
var DRIVER_KEYS = [
  [/^filter\..+\.(clean|smudge|process)$/, ""],
  [/^filter\..+\.required$/, "false"],
  [/^diff\..+\.(textconv|command)$/, ""],
  [/^merge\..+\.driver$/, ""],
  [/^pager\..+$/, "false"],
  [/^credential\..+\.helper$/, ""]
];
var REPO_SCOPES = /* @__PURE__ */ new Set(["local", "worktree"]);
function neutralisingConfig(listed) {
  const out = { ...FIXED_OVERRIDES };
  for (const { scope, key } of listed) {
    if (!REPO_SCOPES.has(scope)) continue;
    const hit = DRIVER_KEYS.find(([pattern]) => pattern.test(key));
    if (hit) out[key] = hit[1];
  }
  return out;
}
function parseScopedKeys(text) {
  const parts = text.split("\0");
  const out = [];
  for (let i = 0; i + 1 < parts.length; i += 2) out.push({ scope: parts[i] ?? "", key: parts[i + 1] ?? "" });
  return out;
}

// src/git/repo.ts
var pinned = /* @__PURE__ */ new Map();
function locateRepo(workspace) {
  const known = pinned.get(workspace);
  if (known) return known;
  let gitDir;
  let top;
  try {
    const out = execFileSync("git", ["rev-parse", "--absolute-git-dir", "--show-toplevel"], {
      cwd: workspace,
      env: baseEnv(process.env),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"]
    }).split("\n");
    gitDir = out[0] ?? "";
    top = out[1] ?? "";
  } catch {
    return null;
  }
  if (!gitDir) return null;
  const workTree = path.basename(gitDir) === ".git" ? path.dirname(gitDir) : top || workspace;
  const location = { gitDir, workTree };
  pinned.set(workspace, location);
  return location;
}
function openRepo(workspace, env = process.env, options = {}) {
  const location = locateRepo(workspace);
  const pinnedEnv = location ? { ...baseEnv(env), GIT_DIR: location.gitDir, GIT_WORK_TREE: location.workTree } : baseEnv(env);
  if (options.indexFile) pinnedEnv.GIT_INDEX_FILE = options.indexFile;
  return gitClient(
    workspace,
    withConfig(pinnedEnv, neutralisingConfig(location ? repoKeys(location, pinnedEnv) : []))
  );
}
function repoKeys(location, env) {
  try {
    const out = execFileSync("git", ["config", "--list", "--show-scope", "--name-only", "--includes", "-z"], {
      cwd: location.workTree,
      env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"]
    });
    return parseScopedKeys(out);
  } catch {
    return [];
  }
}
function baseEnv(env) {
  const out = {
    ...env,
    GIT_TERMINAL_PROMPT: "0",
    GIT_PAGER: "cat",
    GIT_NO_REPLACE_OBJECTS: "1",
    GIT_OPTIONAL_LOCKS: "0"
  };
  delete out.GIT_EXTERNAL_DIFF;
  delete out.GIT_DIR;
  delete out.GIT_WORK_TREE;
  delete out.GIT_INDEX_FILE;
  return out;
}
function withConfig(env, entries) {
  const out = { ...env };
  let n = Number(env.GIT_CONFIG_COUNT ?? 0) || 0;
  for (const [key, value] of Object.entries(entries)) {
    out[`GIT_CONFIG_KEY_${n}`] = key;
    out[`GIT_CONFIG_VALUE_${n}`] = value;
    n++;
  }
  out.GIT_CONFIG_COUNT = String(n);
  return out;
}
async function headCommit(workspace) {
  try {
    return (await openRepo(workspace).raw(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"])).trim() || null;
  } catch {
    return null;
  }
}
async function currentBranch(workspace) {
  try {
    return (await openRepo(workspace).raw(["symbolic-ref", "--quiet", "--short", "HEAD"])).trim() || null;
  } catch {
    return null;
  }
}

// src/git/changes.ts
async function listChanges(workspace, base) {
  return withScratchIndex(workspace, base, async (git) => {
    await addAll(git, ["--", "."]);
    return parseRaw(
      await git.raw(["diff-index", "--cached", "--raw", "-z", "--no-renames", "--relative", base])
    );
  });
}
async function listIgnored(workspace) {
  const out = await openRepo(workspace).raw([
    "ls-files",
    "-z",
    "--others",
    "--ignored",
    "--exclude-standard",
    "--directory"
  ]);
  return out.split("\0").filter(Boolean);
}
async function addAll(git, args) {
  try {
    await git.raw(["add", "--all", "--ignore-errors", ...args]);
  } catch (err) {
    const lines = err.message.split("\n").filter((l) => l.trim() !== "");
    if (!lines.every((l) => /^error: '.*' does not have a commit checked out$/.test(l.trim()))) throw err;
  }
}
async function withScratchIndex(workspace, base, fn, env = process.env) {
  const dir = mkdtempSync(path2.join(tmpdir(), "ns-index-"));
  try {
    const index = path2.join(dir, "index");
    const git = openRepo(workspace, { ...env, GIT_LITERAL_PATHSPECS: "1" }, { indexFile: index });
    await git.raw(["read-tree", base]);
    let n = 0;
    const pathspecFile = (paths) => {
      const file = path2.join(dir, `paths-${n++}`);
      writeFileSync(file, paths.map((p) => `${p}\0`).join(""));
      return file;
    };
    return await fn(git, pathspecFile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
function parseRaw(text) {
  const parts = text.split("\0");
  const out = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const m = /^:(\d+) (\d+) [0-9a-f]+ ([0-9a-f]+) ([AMDT])/.exec(parts[i] ?? "");
    if (!m) continue;
    out.push({
      path: parts[i + 1] ?? "",
      status: m[4],
      oldMode: m[1] ?? "",
      newMode: m[2] ?? "",
      newSha: m[3] ?? ""
    });
  }
  return out;
}
async function restoreFromCommit(workspace, commit, paths, staged = false) {
  if (paths.length === 0) return;
  const dir = mkdtempSync(path2.join(tmpdir(), "ns-restore-"));
  try {
    const file = path2.join(dir, "paths");
    writeFileSync(file, paths.map((p) => `${p}\0`).join(""));
    await openRepo(workspace, { ...process.env, GIT_LITERAL_PATHSPECS: "1" }).raw([
      "restore",
      `--source=${commit}`,
      "--worktree",
      ...staged ? ["--staged"] : [],
      "--no-overlay",
      `--pathspec-from-file=${file}`,
      "--pathspec-file-nul"
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// src/git/integrity.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readFileSync, readdirSync, readlinkSync } from "node:fs";
import path3 from "node:path";
function hashGitControl(workspace) {
  const location = locateRepo(workspace);
  if (!location) return {};
  const gitDir = location.gitDir;
  const common = commonDir(gitDir);
  const files = /* @__PURE__ */ new Set([
    path3.join(common, "config"),
    path3.join(gitDir, "config.worktree"),
    path3.join(common, "config.worktree"),
    path3.join(common, "info", "attributes"),
    path3.join(gitDir, "commondir"),
    ...listTree(path3.join(common, "hooks"))
  ]);
  for (const file of [...files]) for (const inc of includedFiles(file, gitDir, common)) files.add(inc);
  const out = {};
  for (const file of [...files].sort()) out[file] = hashEntry(file);
  return out;
}
function changedControlFiles(before, after) {
  const keys = /* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => (before[k] ?? "absent") !== (after[k] ?? "absent")).sort();
}
function commonDir(gitDir) {
  const file = path3.join(gitDir, "commondir");
  if (!existsSync(file)) return gitDir;
  return path3.resolve(gitDir, readFileSync(file, "utf8").trim());
}
function includedFiles(configFile, gitDir, common) {
  let text;
  try {
    text = readFileSync(configFile, "utf8");
  } catch {
    return [];
  }
  const out = [];
  let inInclude = false;
  for (const line of text.split("\n")) {
    const section = /^\s*\[\s*(\w+)/.exec(line);
    if (section) inInclude = /^include(if)?$/i.test(section[1] ?? "");
    const value = inInclude ? /^\s*path\s*=\s*"?([^"\n]*)"?\s*$/i.exec(line)?.[1] : void 0;
    if (!value) continue;
    const abs = path3.resolve(path3.dirname(configFile), value);
    if ([gitDir, common].some((d) => abs === d || abs.startsWith(d + path3.sep))) out.push(abs);
  }
  return out;
}
function listTree(dir) {
  if (!existsSync(dir)) return [dir];
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => path3.join(dir, f)).concat(dir);
}
function hashEntry(file) {
  let stat;
  try {
    stat = lstatSync(file);
  } catch {
    return "absent";
  }
  if (stat.isSymbolicLink()) return `link:${readlinkSync(file)}`;
  if (stat.isDirectory()) return "dir";
  const mode = (stat.mode & 73) !== 0 ? "x" : "-";
  return `${mode}${createHash("sha256").update(readFileSync(file)).digest("hex")}`;
}

// src/run/start-state.ts
async function captureStartState(workspace, outDir) {
  const base = await headCommit(workspace);
  if (!base) return { base, dirty: /* @__PURE__ */ new Map(), ignored: [], gitControl: {} };
  const own = underDir(workspace, outDir);
  const changes = (await listChanges(workspace, base)).filter((c) => !own(c.path));
  const ignored = await listIgnored(workspace);
  return {
    base,
    dirty: new Map(changes.map((c) => [c.path, c])),
    ignored,
    gitControl: hashGitControl(workspace)
  };
}
function dirtySummary(state, sample = 20) {
  return { count: state.dirty.size, paths: [...state.dirty.keys()].slice(0, sample) };
}
function underDir(workspace, dir) {
  const rel = path4.relative(workspace, dir).split(path4.sep).join("/");
  if (rel === "" || rel.startsWith("..") || path4.isAbsolute(rel)) return () => false;
  return (p) => p === rel || p.startsWith(`${rel}/`);
}

// src/run/deliver-changes.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
import { lstatSync as lstatSync2, rmSync as rmSync2 } from "node:fs";
import path6 from "node:path";

// src/run/final-diff.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
import path5 from "node:path";
var SYMLINK_MODE = "120000";
function gateChanges(changes, start, policy, paths) {
  return changes.map((change) => {
    const before = start.dirty.get(change.path);
    if (before) {
      const same = before.status === change.status && before.newMode === change.newMode && before.newSha === change.newSha;
      if (same) return { kind: "preexisting", change };
      return {
        kind: "excluded",
        change,
        rule: "invariant:dirty-before-run",
        reason: `${change.path} had uncommitted changes before the run started; the run's changes to it are not delivered`
      };
    }
    if (change.status === "A" && wasIgnored(change.path, start.ignored))
      return { kind: "preexisting", change };
    const part = decideChange(change, policy, paths(change));
    if (part.verdict === "allow") return { kind: "deliver", change };
    return { kind: "denied", change, rule: part.rule, reason: part.reason };
  });
}
function decideChange(change, policy, paths) {
  const via = ` (${changeKind(change)} in the working tree)`;
  const parts = [pathPart("edit", change.path, paths.own, policy, via)];
  if (paths.target) parts.push(pathPart("edit", change.path, paths.target, policy, " (symlink target)"));
  const invariant = parts.find((p) => p.invariant && p.verdict === "deny");
  return invariant ?? strictest(parts) ?? parts[0];
}
function changeKind(change) {
  if (change.status === "A") return change.newMode === SYMLINK_MODE ? "symlink added" : "added";
  if (change.status === "D") return "deleted";
  if (change.status === "T")
    return change.newMode === SYMLINK_MODE ? "replaced by a symlink" : "type changed";
  if (change.oldMode !== change.newMode) return "mode changed";
  return change.newMode === SYMLINK_MODE ? "symlink retargeted" : "modified";
}
function wasIgnored(rel, ignored) {
  return ignored.some((e) => rel === e || e.endsWith("/") && rel.startsWith(e));
}
function absoluteIn(workspace, rel) {
  return path5.join(workspace, ...rel.split("/"));
}

// src/run/deliver-changes.ts
async function gateWorkingTree(options) {
  const { workspace, start, policy, run } = options;
  const mine = underDir(workspace, run.outDir);
  const changes = (await listChanges(workspace, start.base)).filter((c) => !mine(c.path));
  const guarded = protectedPaths(policy, run);
  return gateChanges(changes, start, policy, (c) => changePaths(workspace, c, guarded));
}
async function revertChanges(workspace, base, changes) {
  const depth = (c) => c.path.split("/").length;
  for (const c of changes.filter((x) => x.status === "A").sort((a, b) => depth(a) - depth(b)))
    rmSync2(absoluteIn(workspace, c.path), { recursive: true, force: true });
  await restoreFromCommit(
    workspace,
    base,
    changes.filter((c) => c.status !== "A").map((c) => c.path)
  );
}
function changePaths(workspace, change, guarded) {
  const rel = change.path;
  const parent = safeResolve(workspace, path6.posix.dirname(rel), guarded);
  const abs = path6.join(parent.abs, path6.posix.basename(rel));
  const hit = guarded.entries.find((e) => abs === e.path || abs.startsWith(e.path + path6.sep));
  const label = hit?.label ?? parent.protected;
  const own = { abs, rel: parent.inside ? rel : abs, inside: parent.inside };
  if (label) own.protected = label;
  return isSymlink(absoluteIn(workspace, rel)) ? { own, target: safeResolve(workspace, rel, guarded) } : { own };
}
function safeResolve(workspace, rel, guarded) {
  try {
    return resolvePath(workspace, rel, guarded);
  } catch (err) {
    if (err instanceof PathError) return { abs: `${rel} (${err.message})`, rel, inside: false };
    throw err;
  }
}
function isSymlink(abs) {
  try {
    return lstatSync2(abs).isSymbolicLink();
  } catch {
    return false;
  }
}

export {
  gitClient,
  locateRepo,
  openRepo,
  withConfig,
  currentBranch,
  listChanges,
  withScratchIndex,
  parseRaw,
  restoreFromCommit,
  changeKind,
  hashGitControl,
  changedControlFiles,
  commonDir,
  captureStartState,
  dirtySummary,
  underDir,
  gateWorkingTree,
  revertChanges
};
