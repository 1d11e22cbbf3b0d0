#!/usr/bin/env -S node --max-semi-space-size=2
import {
  GITLINK_MODE,
  headState,
  listChanges,
  listIgnored,
  listNestedRepos,
  locateRepo,
  restoreFromCommit,
  snapshotChanges
} from "./chunk-RNTNQQYK.js";
import {
  pathPart,
  protectedPaths
} from "./chunk-7VAITBAL.js";
import {
  readRegularFile
} from "./chunk-CAQH2KOH.js";
import {
  strictest
} from "./chunk-LDNJDUML.js";
import {
  PathError,
  controlCharacterIn,
  resolvePath
} from "./chunk-TJUWYOKV.js";

// src/run/start-state.ts
import path3 from "node:path";

// src/git/integrity.ts
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readFileSync, readlinkSync } from "node:fs";
import path2 from "node:path";

// src/tools/fs/list-tree.ts
import { readdirSync } from "node:fs";
import path from "node:path";
function listTree(dir) {
  const out = [];
  const pending = [dir];
  for (let at = pending.pop(); at !== void 0; at = pending.pop()) {
    for (const dirent of readdirSync(at, { withFileTypes: true })) {
      const entry = { path: path.join(at, dirent.name), dirent };
      out.push(entry);
      if (dirent.isDirectory()) pending.push(entry.path);
    }
  }
  return out;
}

// src/git/integrity.ts
function hashGitControl(workspace) {
  const location = locateRepo(workspace);
  if (!location) return {};
  const gitDir = location.gitDir;
  const common = commonDir(gitDir);
  const files = /* @__PURE__ */ new Set([
    path2.join(common, "config"),
    path2.join(gitDir, "config.worktree"),
    path2.join(common, "config.worktree"),
    path2.join(common, "info", "attributes"),
    path2.join(gitDir, "commondir"),
    ...pathsUnder(path2.join(common, "hooks"))
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
  const file = path2.join(gitDir, "commondir");
  if (!existsSync(file)) return gitDir;
  return path2.resolve(gitDir, readFileSync(file, "utf8").trim());
}
function includedFiles(configFile, gitDir, common) {
  let text;
  try {
    const file = readRegularFile(configFile);
    if (!("bytes" in file)) return [];
    text = file.bytes.toString("utf8");
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
    const abs = path2.resolve(path2.dirname(configFile), value);
    if ([gitDir, common].some((d) => abs === d || abs.startsWith(d + path2.sep))) out.push(abs);
  }
  return out;
}
function pathsUnder(dir) {
  if (!existsSync(dir)) return [dir];
  return [dir, ...listTree(dir).map((e) => e.path)];
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
  const read = readRegularFile(file);
  if (!("bytes" in read)) return read.refused === "missing" ? "absent" : "special";
  const mode = (stat.mode & 73) !== 0 ? "x" : "-";
  return `${mode}${createHash("sha256").update(read.bytes).digest("hex")}`;
}

// src/run/start-state.ts
async function captureStartState(workspace, outDir, head) {
  const { commit: base, branch } = head ?? await headState(workspace);
  if (!base) return { base, branch, dirty: /* @__PURE__ */ new Map(), ignored: [], nested: [], gitControl: {} };
  const own = underDir(workspace, outDir);
  const [listed, ignored, nested] = await Promise.all([
    listChanges(workspace, base),
    listIgnored(workspace),
    listNestedRepos(workspace, base)
  ]);
  const changes = listed.filter((c) => !own(c.path));
  return {
    base,
    branch,
    dirty: new Map(changes.map((c) => [c.path, c])),
    ignored,
    nested: nested.filter((p) => !own(p)),
    gitControl: hashGitControl(workspace)
  };
}
function dirtySummary(state, sample = 20) {
  return { count: state.dirty.size, paths: [...state.dirty.keys()].slice(0, sample) };
}
function underDir(workspace, dir) {
  const rel = path3.relative(workspace, dir).split(path3.sep).join("/");
  if (rel === "" || rel.startsWith("..") || path3.isAbsolute(rel)) return () => false;
  return (p) => p === rel || p.startsWith(`${rel}/`);
}

// src/run/deliver-changes.ts
import { lstatSync as lstatSync2, rmSync } from "node:fs";
import path5 from "node:path";

// src/run/final-diff.ts
import path4 from "node:path";
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
    if (start.nested.some((root) => change.path.startsWith(`${root}/`)))
      return { kind: "preexisting", change };
    if (change.status === "A" && wasIgnored(change.path, start.ignored))
      return { kind: "preexisting", change };
    if (isGitlink(change))
      return {
        kind: "excluded",
        change,
        rule: "invariant:gitlink",
        reason: `${change.path} is a nested git repository (a gitlink, mode ${GITLINK_MODE}); nightshift never delivers one, since the patch cannot show what it points to, and leaves it in the working tree as it is`
      };
    if (change.refused)
      return {
        kind: "denied",
        change,
        rule: "invariant:bad-path",
        reason: `${change.path}: git refuses to record this name (it reads as a git directory), so it cannot be delivered`
      };
    if (change.bytes)
      return {
        kind: "denied",
        change,
        rule: "invariant:bad-path",
        reason: `${change.path}: the name is not valid UTF-8, so nightshift cannot decide it or show it for review`
      };
    const control = controlCharacterIn(change.path);
    if (control)
      return {
        kind: "denied",
        change,
        rule: "invariant:bad-path",
        reason: `${JSON.stringify(change.path)}: the name holds a control character or line separator (${control}), which no review shows as it is`
      };
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
function isGitlink(change) {
  return change.oldMode === GITLINK_MODE || change.newMode === GITLINK_MODE;
}
function wasIgnored(rel, ignored) {
  return ignored.some((e) => rel === e || e.endsWith("/") && rel.startsWith(e));
}
function absoluteIn(workspace, rel) {
  return path4.join(workspace, ...rel.split("/"));
}
function changeOnDisk(workspace, change) {
  if (!change.bytes) return absoluteIn(workspace, change.path);
  return Buffer.concat([Buffer.from(path4.join(workspace, path4.sep)), change.bytes]);
}

// src/run/deliver-changes.ts
async function gateWorkingTree(options) {
  return decide(options, await listChanges(options.workspace, options.start.base));
}
async function gateForDelivery(options) {
  const snapshot = await snapshotChanges(options.workspace, options.start.base);
  return { outcomes: decide(options, snapshot.changes), snapshot };
}
function decide({ workspace, start, policy, run }, listed) {
  const mine = underDir(workspace, run.outDir);
  const guarded = protectedPaths(policy, run);
  return gateChanges(
    listed.filter((c) => !mine(c.path)),
    start,
    policy,
    (c) => changePaths(workspace, c, guarded)
  );
}
async function revertChanges(workspace, base, changes) {
  const depth = (c) => c.path.split("/").length;
  for (const c of changes.filter((x) => x.status === "A").sort((a, b) => depth(a) - depth(b)))
    rmSync(changeOnDisk(workspace, c), { recursive: true, force: true });
  await restoreFromCommit(
    workspace,
    base,
    changes.filter((c) => c.status !== "A").map((c) => c.bytes ?? c.path)
  );
}
function changePaths(workspace, change, guarded) {
  const rel = change.path;
  const parent = safeResolve(workspace, path5.posix.dirname(rel), guarded);
  const abs = path5.join(parent.abs, path5.posix.basename(rel));
  const hit = guarded.entries.find((e) => abs === e.path || abs.startsWith(e.path + path5.sep));
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
  listTree,
  changeKind,
  hashGitControl,
  changedControlFiles,
  commonDir,
  captureStartState,
  dirtySummary,
  underDir,
  gateWorkingTree,
  gateForDelivery,
  revertChanges
};
