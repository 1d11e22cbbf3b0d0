#!/usr/bin/env -S node --max-semi-space-size=2
import {
  distrust,
  withTrustedPath
} from "./chunk-CECRMR4B.js";
import {
  ConfigError
} from "./chunk-DZ3DY6RC.js";

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

// src/git/repo.ts
import { execFileSync as execFileSync2 } from "node:child_process";
import { lstatSync, readFileSync as readFileSync2 } from "node:fs";
import path2 from "node:path";

// src/git/client.ts
import { spawn } from "node:child_process";
var GitError = class extends Error {
  name = "GitError";
};
function gitClient(baseDir, env) {
  const trusted = withTrustedPath(env, [baseDir, env.GIT_WORK_TREE]);
  const bytes = (args) => new Promise((resolve, reject) => {
    const child = spawn("git", args, { cwd: baseDir, env: trusted, stdio: ["ignore", "pipe", "pipe"] });
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

// src/git/repo-keys.ts
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

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
    common = path.resolve(gitDir, readFileSync(path.join(gitDir, "commondir"), "utf8").trim());
  } catch {
  }
  const dirs = common === gitDir ? [gitDir] : [gitDir, common];
  return [
    path.join(gitDir, "commondir"),
    ...dirs.flatMap((d) => ["config", "config.worktree"].map((f) => path.join(d, f)))
  ];
}
function readsOnly(keys, files, cwd) {
  const known = new Set(files);
  return keys.every(
    ({ scope, origin, key }) => !REPO_SCOPES.has(scope) || origin.startsWith("file:") && known.has(path.resolve(cwd, origin.slice("file:".length))) && !/^include(if\..*)?\.path$/i.test(key)
  );
}
function fingerprint(files) {
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    try {
      hash.update(readFileSync(file));
      hash.update("\0present\0");
    } catch {
      hash.update("\0absent\0");
    }
  }
  return hash.digest("hex");
}

// src/git/repo.ts
var pinned = /* @__PURE__ */ new Map();
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
    location = locationFrom(out, workspace);
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
function locationFrom(out, workspace) {
  const [gitDir = "", top = ""] = out.split("\n");
  if (!gitDir) return null;
  const workTree = path2.basename(gitDir) === ".git" ? path2.dirname(gitDir) : top || workspace;
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
      const found = locationFrom(lines.slice(0, 2).join("\n"), workspace);
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
  const named = location ? pinnedEnv(location, env) : baseEnv(env);
  if (options.indexFile) named.GIT_INDEX_FILE = options.indexFile;
  return gitClient(
    workspace,
    withConfig(named, neutralisingConfig(location ? repoKeys(location, named) : []))
  );
}
function pinnedEnv(location, env) {
  return { ...baseEnv(env), GIT_DIR: location.gitDir, GIT_WORK_TREE: location.workTree };
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
  const file = path2.join(gitDir, "HEAD");
  try {
    if (!lstatSync(file).isFile()) return void 0;
    const text = readFileSync2(file, "utf8");
    if (/^[0-9a-f]{40}(?:[0-9a-f]{24})?\n?$/.test(text)) return null;
    const m = /^ref: refs\/heads\/(.+)\n?$/.exec(text);
    return m?.[1] && m[1] !== ".invalid" ? m[1] : void 0;
  } catch {
    return void 0;
  }
}

// src/git/changes.ts
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path3 from "node:path";
async function listChanges(workspace, base) {
  return withScratchIndex(workspace, base, async (git) => {
    const refused = await addAll(git, ["--", "."]);
    return stagedChanges(git, base, refused);
  });
}
async function listWorkingTree(workspace, base) {
  return withScratchIndex(workspace, base, async (git) => {
    const refused = await addAll(git, ["--", "."]);
    const [changes, ignored] = await Promise.all([stagedChanges(git, base, refused), ignoredPaths(git)]);
    return { changes, ignored };
  });
}
async function stagedChanges(git, base, refused) {
  const listed = parseRaw(
    await git.bytes(["diff-index", "--cached", "--raw", "-z", "--no-renames", "--relative", base])
  );
  return [...listed, ...refused.map(refusedChange)];
}
async function ignoredPaths(git) {
  const out = await git.bytes([
    "ls-files",
    "-z",
    "--others",
    "--ignored",
    "--exclude-standard",
    "--directory"
  ]);
  return outermost(splitNul(out).map(gitPath));
}
function outermost(listed) {
  const dirs = new Set(listed.filter((p) => p.path.endsWith("/")).map((p) => p.path));
  return listed.filter((p) => {
    for (let end = p.path.lastIndexOf("/", p.path.length - 2); end > 0; end = p.path.lastIndexOf("/", end - 1))
      if (dirs.has(p.path.slice(0, end + 1))) return false;
    return true;
  });
}
async function snapshotChanges(workspace, base) {
  const location = locateRepo(workspace);
  const topLevel = location !== null && location.workTree === path3.resolve(workspace);
  return withScratchIndex(workspace, base, async (git) => {
    const refused = (await addAll(git, ["--", "."])).map(refusedChange);
    const [listed, ignored] = await Promise.all([
      git.bytes([
        "diff-index",
        "--cached",
        "--raw",
        ...topLevel ? ["--numstat"] : [],
        "-z",
        "--no-renames",
        "--relative",
        base
      ]),
      ignoredPaths(git)
    ]);
    const changes = [...parseRaw(listed), ...refused];
    if (!topLevel) return { base, changes, ignored };
    return {
      base,
      changes,
      ignored,
      commit: { tree: (await git.raw(["write-tree"])).trim(), stats: parseNumstat(listed.toString("utf8")) }
    };
  });
}
async function listNestedRepos(workspace, base) {
  const git = openRepo(workspace);
  const [others, tree] = await Promise.all([
    git.bytes(["ls-files", "-z", "--others", "--exclude-standard"]),
    git.bytes(["ls-tree", "-r", "-z", base])
  ]);
  const untracked = splitNul(others).map((name) => gitPath(name).path).filter((p) => p.endsWith("/")).map((p) => p.slice(0, -1));
  const tracked = splitNul(tree).filter((record) => record.subarray(0, 7).toString("latin1") === `${GITLINK_MODE} `).map((record) => gitPath(record.subarray(record.indexOf(9) + 1)).path);
  return [...untracked, ...tracked];
}
var GITLINK_MODE = "160000";
async function addAll(git, args) {
  try {
    await git.raw(["-c", "advice.addEmbeddedRepo=false", "add", "--all", "--ignore-errors", ...args]);
    return [];
  } catch (err) {
    const lines = err.message.split("\n").filter((l) => l.trim() !== "");
    const refusal = (l) => REFUSED.some((pattern) => pattern.test(l.trim()));
    if (!lines.every((l) => refusal(l) || TOLERATED.some((pattern) => pattern.test(l.trim())))) throw err;
    if (!lines.some(refusal)) return [];
    const left = await git.bytes(["ls-files", "-z", "--others", "--exclude-standard", ...args]);
    return splitNul(left).filter(
      (name) => name[name.length - 1] !== 47
      /* a nested repository's `dir/` */
    ).map(gitPath);
  }
}
var TOLERATED = [
  /^error: '.*' does not have a commit checked out$/,
  /^warning: adding embedded git repository: /
];
var REFUSED = [/^error: invalid path '.*'$/, /^error: unable to add '.*' to index$/];
function refusedChange(name) {
  return {
    ...name,
    status: "A",
    oldMode: "000000",
    newMode: "100644",
    newSha: "0".repeat(40),
    refused: true
  };
}
async function withScratchIndex(workspace, base, fn, env = process.env) {
  const dir = mkdtempSync(path3.join(tmpdir(), "ns-index-"));
  try {
    const index = path3.join(dir, "index");
    const git = openRepo(workspace, { ...env, GIT_LITERAL_PATHSPECS: "1" }, { indexFile: index });
    if (base !== null) await git.raw(["read-tree", base]);
    let n = 0;
    const pathspecFile = (paths) => {
      const file = path3.join(dir, `paths-${n++}`);
      writeFileSync(file, paths.map((p) => `${p}\0`).join(""));
      return file;
    };
    return await fn(git, pathspecFile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
function parseRaw(out) {
  const parts = splitNul(out);
  const result = [];
  for (let i = 0; i + 1 < parts.length && parts[i][0] === 58; i += 2) {
    const m = /^:(\d+) (\d+) [0-9a-f]+ ([0-9a-f]+) ([AMDT])/.exec(parts[i].toString("latin1"));
    if (!m) continue;
    result.push({
      ...gitPath(parts[i + 1]),
      status: m[4],
      oldMode: m[1] ?? "",
      newMode: m[2] ?? "",
      newSha: m[3] ?? ""
    });
  }
  return result;
}
function parseNumstat(text) {
  const parts = text.split("\0");
  let i = 0;
  while (i < parts.length && (parts[i] ?? "").startsWith(":")) i += 2;
  const files = [];
  let insertions = 0;
  let deletions = 0;
  for (const record of parts.slice(i)) {
    const m = /^\s*(\d+|-)\t(\d+|-)\t(.+)$/s.exec(record);
    if (!m) continue;
    insertions += m[1] === "-" ? 0 : Number(m[1]);
    deletions += m[2] === "-" ? 0 : Number(m[2]);
    files.push(m[3] ?? "");
  }
  return { files, insertions, deletions };
}
var NUL = Buffer.from([0]);
async function restoreFromCommit(workspace, commit, paths, staged = false) {
  if (paths.length === 0) return;
  const dir = mkdtempSync(path3.join(tmpdir(), "ns-restore-"));
  try {
    const file = path3.join(dir, "paths");
    writeFileSync(file, Buffer.concat(paths.flatMap((p) => [Buffer.from(p), NUL])));
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

export {
  gitClient,
  gitPath,
  splitNul,
  pathKey,
  locateRepo,
  pinRepo,
  repoConfigEntries,
  openRepo,
  withConfig,
  headState,
  currentBranch,
  listChanges,
  listWorkingTree,
  snapshotChanges,
  listNestedRepos,
  GITLINK_MODE,
  withScratchIndex,
  parseRaw,
  parseNumstat,
  restoreFromCommit
};
