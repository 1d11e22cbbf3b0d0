#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  looksLikeSecretName
} from "./chunk-LSGJCLNE.js";
import {
  ConfigError
} from "./chunk-AS67HEB5.js";
import {
  looksLikeGitDir
} from "./chunk-HBFDXWT6.js";

// src/git/repo.ts
import { execFileSync as execFileSync2 } from "node:child_process";
import { lstatSync as lstatSync2, readdirSync as readdirSync2, readFileSync as readFileSync4 } from "node:fs";
import path4 from "node:path";

// src/sandbox/trusted-path.ts
import { realpathSync } from "node:fs";
import path from "node:path";
var cache = /* @__PURE__ */ new Map();
var distrusted = /* @__PURE__ */ new Set();
function distrust(dir) {
  const at = real(dir);
  if (at !== null && !distrusted.has(at)) {
    distrusted.add(at);
    cache.clear();
  }
}
function trustedPath(pathEnv, untrusted) {
  const key = `${pathEnv}\0${untrusted.join("\0")}`;
  const known = cache.get(key);
  if (known !== void 0) return known;
  const roots = [...untrusted.map(real), ...distrusted];
  const kept = pathEnv.split(path.delimiter).filter((entry) => {
    if (!path.isAbsolute(entry)) return false;
    let at;
    try {
      at = realpathSync(entry);
    } catch {
      return false;
    }
    return !roots.some((root) => root !== null && isWithin(root, at));
  });
  const result = [...new Set(kept)].join(path.delimiter);
  cache.set(key, result);
  return result;
}
function withTrustedPath(env, untrusted) {
  const dirs = untrusted.filter((d) => d !== void 0 && d !== "");
  return { ...env, PATH: trustedPath(env.PATH ?? "", dirs) };
}
function real(dir) {
  try {
    return realpathSync(dir);
  } catch {
    return path.isAbsolute(dir) ? path.resolve(dir) : null;
  }
}
function isWithin(root, at) {
  const rel = path.relative(root, at);
  return rel === "" || !rel.startsWith(`..${path.sep}`) && rel !== ".." && !path.isAbsolute(rel);
}

// src/git/client.ts
import { spawn } from "node:child_process";

// src/fifo-wait.ts
import { closeSync, openSync, readdirSync, readFileSync, readSync } from "node:fs";

// src/git/added-bytes.ts
var DIFF_HEADER = "diff --git ";
function countAddedBytes(patch) {
  const perFile = /* @__PURE__ */ new Map();
  let file = null;
  let state = "done";
  let lineStart = 0;
  while (lineStart < patch.length) {
    let lineEnd = patch.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = patch.length;
    const line = patch.slice(lineStart, lineEnd);
    lineStart = lineEnd + 1;
    if (line.startsWith(DIFF_HEADER)) {
      file = pathOfHeader(line.slice(DIFF_HEADER.length));
      state = "header";
      continue;
    }
    if (file === null) continue;
    let added = 0;
    if (state === "header" || state === "hunk") {
      if (line.startsWith("@@")) state = "hunk";
      else if (state === "header" && line === "GIT binary patch") state = "binary";
      else if (state === "hunk" && line.startsWith("+")) added = Buffer.byteLength(line);
    } else if (state === "binary") {
      const m = /^(?:literal|delta) (\d+)$/.exec(line);
      if (m) {
        added = Number(m[1]);
        state = "done";
      }
    }
    if (added > 0) perFile.set(file, (perFile.get(file) ?? 0) + added);
  }
  let total = 0;
  let largest;
  for (const [path5, bytes] of perFile) {
    total += bytes;
    if (!largest || bytes > largest.bytes) largest = { path: path5, bytes };
  }
  return largest ? { total, largest } : { total };
}
function withFilesAdded(added, files) {
  let { total, largest } = added;
  for (const { path: path5, bytes } of files) {
    total += bytes;
    if (!largest || bytes > largest.bytes) largest = { path: patchName(path5), bytes };
  }
  return largest ? { total, largest } : { total };
}
var patchName = (path5) => /^[\x20-\x7e]*$/.test(path5) && !/["\\]/.test(path5) ? path5 : JSON.stringify(path5);
function pathOfHeader(rest) {
  const side = rest.slice(0, (rest.length - 1) / 2);
  if (side.startsWith('"a/')) return `"${side.slice(3)}`;
  return side.startsWith("a/") ? side.slice(2) : side;
}

// src/fifo-wait.ts
var FIFO_WAIT = "wait_for_partner";
var OPEN_CALLS = {
  x64: { 2: 0, 257: 1 },
  // open(path, ...), openat(dirfd, path, ...)
  arm64: { 56: 1 }
};
var CHECK_MS = 1e3;
function watchFifoWait(child) {
  let found;
  const timer = setInterval(() => {
    found = child.pid === void 0 ? void 0 : blockedOnFifo(child.pid);
    if (found) {
      clearInterval(timer);
      child.kill("SIGKILL");
    }
  }, CHECK_MS);
  timer.unref();
  child.once("exit", () => clearInterval(timer));
  return { blocked: () => found, stop: () => clearInterval(timer) };
}
function blockedOnFifo(pid) {
  let threads;
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return void 0;
  }
  for (const tid of threads) {
    let wchan;
    try {
      wchan = readFileSync(`/proc/${pid}/task/${tid}/wchan`, "utf8");
    } catch {
      continue;
    }
    if (wchan !== FIFO_WAIT) continue;
    const path5 = openedPath(pid, tid);
    return path5 ? { path: path5 } : {};
  }
  return void 0;
}
function openedPath(pid, tid) {
  try {
    const [nr, ...args] = readFileSync(`/proc/${pid}/task/${tid}/syscall`, "utf8").trim().split(" ");
    const index = OPEN_CALLS[process.arch]?.[Number(nr)];
    const address = index === void 0 ? NaN : Number(args[index]);
    if (!Number.isSafeInteger(address) || address <= 0) return void 0;
    const fd = openSync(`/proc/${pid}/mem`, "r");
    try {
      const buffer = Buffer.alloc(4096);
      const n = readSync(fd, buffer, 0, buffer.length, address);
      const end = buffer.subarray(0, n).indexOf(0);
      return end > 0 ? Buffer.from(buffer.subarray(0, end)) : void 0;
    } finally {
      closeSync(fd);
    }
  } catch {
    return void 0;
  }
}
var fifoName = (found) => found.path ? patchName(found.path.toString("utf8")) : "a file";

// src/git/client.ts
var GitError = class extends Error {
  name = "GitError";
};
function gitClient(baseDir, env, { timeoutMs } = {}) {
  const trusted = withTrustedPath(env, [baseDir, env.GIT_WORK_TREE]);
  const bytes = (args, input) => new Promise((resolve, reject) => {
    const child = spawn("git", args, { cwd: baseDir, env: trusted, stdio: ["pipe", "pipe", "pipe"] });
    child.stdin.on("error", () => void 0);
    child.stdin.end(input);
    const out = [];
    const err = [];
    child.stdout.on("data", (d) => out.push(d));
    child.stderr.on("data", (d) => err.push(d));
    let timedOut = false;
    const fifoWait = watchFifoWait(child);
    const timer = timeoutMs === void 0 ? void 0 : setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    const stop = () => {
      clearTimeout(timer);
      fifoWait.stop();
    };
    child.on("error", (err2) => {
      stop();
      reject(err2);
    });
    child.on("close", (code, signal) => {
      stop();
      const command = args.find((a) => !a.startsWith("-") && !a.includes("=")) ?? "";
      const fifo = fifoWait.blocked();
      if (fifo) {
        reject(
          new GitError(
            `git ${command} was killed: it was blocked opening ${fifoName(fifo)}, a named pipe (FIFO) where git reads a file of the work tree (.gitignore, .gitattributes); remove it and try again`
          )
        );
        return;
      }
      if (timedOut) {
        reject(new GitError(`git ${command} did not finish within ${timeoutMs / 1e3} s and was killed`));
        return;
      }
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

// src/git/repo-keys.ts
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { readFileSync as readFileSync2 } from "node:fs";
import path2 from "node:path";

// src/git/path-bytes.ts
import { isUtf8 } from "node:buffer";
function gitPath(raw) {
  if (isUtf8(raw)) return { path: raw.toString("utf8") };
  return { path: escapeInvalid(raw), bytes: Buffer.from(raw) };
}
function splitNul(out) {
  const parts = [];
  let start = 0;
  for (let i = out.indexOf(0); i !== -1; i = out.indexOf(0, start)) {
    if (i > start) parts.push(out.subarray(start, i));
    start = i + 1;
  }
  if (start < out.length) parts.push(out.subarray(start));
  return parts;
}
function escapeInvalid(raw) {
  let out = "";
  let i = 0;
  while (i < raw.length) {
    const n = sequenceLength(raw[i]);
    const seq = raw.subarray(i, i + n);
    if (n > 0 && seq.length === n && isUtf8(seq)) {
      out += seq.toString("utf8");
      i += n;
    } else {
      out += `\\x${raw[i].toString(16).padStart(2, "0")}`;
      i += 1;
    }
  }
  return out;
}
function sequenceLength(lead) {
  if (lead < 128) return 1;
  if (lead >= 194 && lead <= 223) return 2;
  if (lead >= 224 && lead <= 239) return 3;
  if (lead >= 240 && lead <= 244) return 4;
  return 0;
}
function pathKey(p) {
  if (typeof p === "string") return Buffer.from(p).toString("latin1");
  return (p.bytes ?? Buffer.from(p.path)).toString("latin1");
}

// src/git/safe-config.ts
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
  for (const { scope, origin, key, inexact } of listed) {
    if (!REPO_SCOPES.has(scope)) continue;
    const hit = DRIVER_KEYS.find(([pattern]) => pattern.test(key));
    if (!hit) continue;
    if (inexact)
      throw new ConfigError(
        `${origin}: the repository's configuration sets ${key}, a program git would run, under a name that is not UTF-8; nightshift cannot switch it off, so it runs no git command in this repository (rename or remove it)`
      );
    out[key] = hit[1];
  }
  return out;
}
function parseScopedKeys(out) {
  const parts = splitNul(out);
  const keys = [];
  for (let i = 0; i + 2 < parts.length; i += 3) {
    const entry = parts[i + 2];
    const eol = entry.indexOf(10);
    const key = gitPath(eol < 0 ? entry : entry.subarray(0, eol));
    keys.push({
      scope: parts[i].toString("utf8"),
      origin: parts[i + 1].toString("utf8"),
      key: key.path,
      ...key.bytes ? { inexact: true } : {},
      value: eol < 0 ? "" : entry.subarray(eol + 1).toString("utf8")
    });
  }
  return keys;
}

// src/git/repo-keys.ts
var listings = /* @__PURE__ */ new Map();
function repoKeys(location, env) {
  const files = configFiles(location.gitDir);
  const before = fingerprint(files);
  const known = listings.get(location.gitDir);
  if (known?.fingerprint === before) return known.keys;
  listings.delete(location.gitDir);
  let out;
  try {
    out = execFileSync("git", LIST_ARGS, {
      cwd: location.workTree,
      env: withTrustedPath(env, [location.workTree]),
      stdio: ["ignore", "pipe", "ignore"]
    });
  } catch {
    return [];
  }
  return remember(location, files, before, out);
}
async function repoKeysAsync(location, env) {
  const files = configFiles(location.gitDir);
  const before = fingerprint(files);
  const known = listings.get(location.gitDir);
  if (known?.fingerprint === before) return known.keys;
  return remember(location, files, before, await gitClient(location.workTree, env).bytes(LIST_ARGS));
}
var LIST_ARGS = ["config", "--list", "--show-scope", "--show-origin", "--includes", "-z"];
function remember(location, files, before, out) {
  const keys = parseScopedKeys(out);
  if (readsOnly(keys, files, location.workTree) && fingerprint(files) === before)
    listings.set(location.gitDir, { fingerprint: before, keys });
  return keys;
}
function configFiles(gitDir) {
  let common = gitDir;
  try {
    common = path2.resolve(gitDir, readFileSync2(path2.join(gitDir, "commondir"), "utf8").trim());
  } catch {
  }
  const dirs = common === gitDir ? [gitDir] : [gitDir, common];
  return [
    path2.join(gitDir, "commondir"),
    ...dirs.flatMap((d) => ["config", "config.worktree"].map((f) => path2.join(d, f)))
  ];
}
function readsOnly(keys, files, cwd) {
  const known = new Set(files);
  return keys.every(
    ({ scope, origin, key }) => !REPO_SCOPES.has(scope) || origin.startsWith("file:") && known.has(path2.resolve(cwd, origin.slice("file:".length))) && !/^include(if\..*)?\.path$/i.test(key)
  );
}
function fingerprint(files) {
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    try {
      hash.update(readFileSync2(file));
      hash.update("\0present\0");
    } catch {
      hash.update("\0absent\0");
    }
  }
  return hash.digest("hex");
}

// src/git/worktree-link.ts
import path3 from "node:path";

// src/fs-maybe.ts
import { lstatSync, readFileSync as readFileSync3, realpathSync as realpathSync2 } from "node:fs";
function readOr(file) {
  try {
    return readFileSync3(file, "utf8");
  } catch {
    return "";
  }
}
function lstatOr(p) {
  try {
    return lstatSync(p);
  } catch {
    return void 0;
  }
}
function realOr(p) {
  try {
    return realpathSync2(p);
  } catch {
    return void 0;
  }
}

// src/git/worktree-link.ts
function ownGitDirs(dotGit, gitDir) {
  const dir = realOr(gitDir);
  if (!dir || !lstatOr(dir)?.isDirectory()) return void 0;
  const common = readOr(path3.join(dir, "commondir")).trim();
  if (lstatOr(dotGit)?.isFile() && common) {
    const back = readOr(path3.join(dir, "gitdir")).trim();
    if (!back || realOr(path3.resolve(dir, back)) !== realOr(dotGit)) return void 0;
  }
  if (!common) return { gitDir: dir };
  const commonDir = realOr(path3.resolve(dir, common));
  if (commonDir && lstatOr(commonDir)?.isDirectory() && path3.dirname(dir) === path3.join(commonDir, "worktrees"))
    return { gitDir: dir, commonDir };
  return { gitDir: dir, foreignCommon: true };
}

// src/git/repo.ts
var pinned = /* @__PURE__ */ new Map();
var refused = /* @__PURE__ */ new Map();
function locateRepo(workspace) {
  const known = pinned.get(workspace);
  if (known) return known;
  distrust(workspace);
  let location;
  try {
    const out = execFileSync2("git", LOCATE_ARGS, {
      cwd: workspace,
      env: withTrustedPath(baseEnv(process.env), [workspace]),
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"]
    });
    location = checkedLocation(out, workspace);
  } catch {
    return null;
  }
  if (location) pin(workspace, location);
  return location;
}
var LOCATE_ARGS = ["rev-parse", "--absolute-git-dir", "--show-toplevel"];
function pin(workspace, location) {
  pinned.set(workspace, location);
  distrust(location.workTree);
}
function checkedLocation(out, workspace) {
  const location = locationFrom(out, workspace);
  const why = location && (refusedGitFile(workspace, location) ?? foreignDotGit(workspace, location));
  if (!location || !why) return location;
  refused.set(workspace, why);
  return null;
}
function refusedRepository(workspace) {
  return refused.get(workspace);
}
function refusedGitFile(workspace, location) {
  const dotGit = firstDotGit(workspace);
  if (!dotGit || !lstatOr(dotGit)?.isFile()) return void 0;
  const own = ownGitDirs(dotGit, location.gitDir);
  const named = `${dotGit} names the git directory ${location.gitDir}`;
  if (!own || own.foreignCommon)
    return `${named}, a linked worktree's that does not name this .git back, or whose common directory does not hold it`;
  if (own.commonDir === void 0 && path4.basename(own.gitDir) === ".git")
    return `${named}, another checkout's own .git directory`;
  if (realOr(location.workTree) !== realOr(path4.dirname(dotGit)))
    return `${named}, whose work tree is another directory (${location.workTree})`;
  return void 0;
}
function foreignDotGit(workspace, location) {
  if (path4.basename(location.gitDir) !== ".git") return void 0;
  const ws = realOr(workspace);
  const top = realOr(location.workTree);
  if (ws && top && (ws === top || ws.startsWith(`${top}/`))) return void 0;
  return `a .git link at or above the workspace leads to ${location.gitDir}, another checkout's`;
}
function firstDotGit(workspace) {
  for (let dir = path4.resolve(workspace); ; dir = path4.dirname(dir)) {
    const dotGit = path4.join(dir, ".git");
    const stats = lstatOr(dotGit);
    if (stats && !(stats.isDirectory() && !looksLikeGitDir(namesIn(dotGit)))) return dotGit;
    if (path4.dirname(dir) === dir) return void 0;
  }
}
function namesIn(dir) {
  try {
    return readdirSync2(dir);
  } catch {
    return [];
  }
}
function locationFrom(out, workspace) {
  const [gitDir = "", top = ""] = out.split("\n");
  if (!gitDir) return null;
  const workTree = path4.basename(gitDir) === ".git" ? path4.dirname(gitDir) : top || workspace;
  return { gitDir, workTree };
}
async function pinRepo(workspace) {
  let head;
  try {
    if (!pinned.has(workspace)) {
      distrust(workspace);
      const git = gitClient(workspace, baseEnv(process.env));
      const both = await git.raw([...LOCATE_ARGS, ...HEAD_ARGS]).catch(() => null);
      const lines = (both ?? await git.raw(LOCATE_ARGS)).split("\n");
      const found = checkedLocation(lines.slice(0, 2).join("\n"), workspace);
      if (!found) return void 0;
      if (!pinned.has(workspace)) pin(workspace, found);
      if (both !== null) head = await headFrom(lines.slice(2), workspace);
    }
    const location = pinned.get(workspace);
    await repoKeysAsync(location, pinnedEnv(location, process.env));
  } catch {
  }
  return head;
}
async function repoConfigEntries(workspace) {
  const location = locateRepo(workspace);
  return location ? repoKeysAsync(location, pinnedEnv(location, process.env)) : [];
}
function openRepo(workspace, env = process.env, options = {}) {
  const location = locateRepo(workspace);
  const named = location ? pinnedEnv(location, env) : refused.has(workspace) ? { ...baseEnv(env), GIT_DIR: NO_REPOSITORY } : baseEnv(env);
  if (options.indexFile) named.GIT_INDEX_FILE = options.indexFile;
  return gitClient(
    workspace,
    withConfig(named, neutralisingConfig(location ? repoKeys(location, named) : [])),
    options.timeoutMs === void 0 ? {} : { timeoutMs: options.timeoutMs }
  );
}
var NO_REPOSITORY = "/dev/null";
function pinnedEnv(location, env) {
  return { ...baseEnv(env), GIT_DIR: location.gitDir, GIT_WORK_TREE: location.workTree };
}
function baseEnv(env) {
  const out = {
    ...withoutSecrets(env),
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
var GIT_NEEDS = /^(GIT_CONFIG_(COUNT|KEY_\d+|VALUE_\d+|PARAMETERS|GLOBAL|SYSTEM|NOSYSTEM)|SSH_AUTH_SOCK)$/;
function withoutSecrets(env) {
  const out = {};
  for (const [name, value] of Object.entries(env))
    if (GIT_NEEDS.test(name) || !looksLikeSecretName(name)) out[name] = value;
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
async function headState(workspace) {
  let out;
  try {
    out = await openRepo(workspace).raw(["rev-parse", ...HEAD_ARGS]);
  } catch {
    return { commit: null, branch: await currentBranch(workspace) };
  }
  return headFrom(out.split("\n"), workspace);
}
var HEAD_ARGS = ["HEAD^{commit}", "--symbolic-full-name", "HEAD", "--"];
async function headFrom([commit = "", ref = ""], workspace) {
  if (!/^[0-9a-f]{40,64}$/.test(commit)) return { commit: null, branch: await currentBranch(workspace) };
  if (ref === "HEAD") return { commit, branch: null };
  if (ref.startsWith("refs/heads/")) return { commit, branch: ref.slice("refs/heads/".length) };
  return { commit, branch: await currentBranch(workspace) };
}
async function currentBranch(workspace) {
  const location = locateRepo(workspace);
  const inFile = location ? branchInHeadFile(location.gitDir) : void 0;
  if (inFile !== void 0) return inFile;
  try {
    return (await openRepo(workspace).raw(["symbolic-ref", "--quiet", "--short", "HEAD"])).trim() || null;
  } catch {
    return null;
  }
}
function branchInHeadFile(gitDir) {
  const file = path4.join(gitDir, "HEAD");
  try {
    if (!lstatSync2(file).isFile()) return void 0;
    const text = readFileSync4(file, "utf8");
    if (/^[0-9a-f]{40}(?:[0-9a-f]{24})?\n?$/.test(text)) return null;
    const m = /^ref: refs\/heads\/(.+)\n?$/.exec(text);
    return m?.[1] && m[1] !== ".invalid" ? m[1] : void 0;
  } catch {
    return void 0;
  }
}

// src/policy/glob-form.ts
function canonicalGlob(pattern) {
  const segments = pattern.split("/");
  const absolute = segments[0] === "" && segments.length > 1;
  const last = segments.at(-1);
  const directory = segments.length > 1 && (last === "" || last === ".");
  const kept = segments.filter((s) => s !== "" && s !== ".");
  if (directory) kept.push("**");
  const body = kept.join("/");
  if (absolute) return `/${body}`;
  return body === "" ? pattern : body;
}
function globProblem(pattern) {
  const outside = "paths outside the workspace are always denied (invariant:outside-workspace), and globs match paths relative to the workspace root";
  if (pattern.trim() === "") return "an empty glob matches no path";
  if (pattern.startsWith("/")) {
    const relative = canonicalGlob(pattern.replace(/^\/+/, "")) || "**";
    return `"${pattern}" is an absolute path: ${outside}; write "${relative}" for that path in the workspace`;
  }
  if (pattern === "~" || pattern.startsWith("~/"))
    return `"${pattern}" names a path in the home directory: ${outside}`;
  if (pattern.split("/").includes(".."))
    return `"${pattern}" has a ".." segment, which no workspace-relative path has: ${outside}`;
  return void 0;
}

export {
  trustedPath,
  countAddedBytes,
  withFilesAdded,
  watchFifoWait,
  fifoName,
  gitClient,
  gitPath,
  splitNul,
  pathKey,
  readOr,
  lstatOr,
  realOr,
  ownGitDirs,
  locateRepo,
  refusedRepository,
  pinRepo,
  repoConfigEntries,
  openRepo,
  withConfig,
  headState,
  currentBranch,
  canonicalGlob,
  globProblem
};
