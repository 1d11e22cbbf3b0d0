#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  deniedName,
  pathPart,
  protectedPaths,
  readSmallFile,
  workingTreeBlobId
} from "./chunk-XDYYYN56.js";
import {
  GITLINK_MODE,
  listStartTree,
  listWorkingTree,
  restoreFromCommit,
  snapshotChanges
} from "./chunk-4CECHPCF.js";
import {
  readRegularFile
} from "./chunk-QIYWAWAZ.js";
import {
  quote,
  strictest
} from "./chunk-7VU3KS5D.js";
import {
  allowedBy,
  allowsEverythingUnder,
  deniesNothingUnder,
  namesBy,
  workspaceInRepository
} from "./chunk-Z5JBZUUA.js";
import {
  gitPath,
  headState,
  locateRepo,
  openRepo
} from "./chunk-EQHSLL2K.js";
import {
  Redactor
} from "./chunk-6OIG7MZW.js";
import {
  looksLikeSecretName
} from "./chunk-LSGJCLNE.js";
import {
  PathError,
  controlCharacterIn,
  inGitDir,
  protectedLabel,
  resolvePath
} from "./chunk-XOHEQPGY.js";
import {
  gitDirectoryFinder,
  looksLikeGitDir,
  namesByDirectory
} from "./chunk-HBFDXWT6.js";

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
async function captureStartState(workspace, outDir, head, maxFileBytes) {
  const { commit: base, branch } = head ?? await headState(workspace);
  if (!base)
    return { base, branch, dirty: /* @__PURE__ */ new Map(), ignored: [], nested: [], unreadable: [], gitControl: {} };
  const own = underDir(workspace, outDir);
  const tree = await listStartTree(workspace, base, maxFileBytes);
  const changes = tree.changes.filter((c) => !own(c.path));
  return {
    base,
    branch,
    dirty: new Map(changes.map((c) => [c.path, c])),
    ignored: tree.ignored.map((p) => p.path),
    nested: [...tree.nested, ...tree.unreadable].filter((p) => !own(p)),
    unreadable: tree.unreadable.filter((p) => !own(p)),
    gitControl: hashGitControl(workspace)
  };
}
function dirtySummary(state, sample = 20) {
  return { count: state.dirty.size, paths: [...state.dirty.keys()].slice(0, sample) };
}
function unseenSummary(state, sample = 20) {
  const unreadable = new Set(state.unreadable);
  const nested = state.nested.filter((p) => !unreadable.has(p));
  const summary = (paths) => ({ count: paths.length, paths: paths.slice(0, sample) });
  return {
    ...nested.length > 0 ? { nested: summary(nested) } : {},
    ...unreadable.size > 0 ? { unreadable: summary([...unreadable]) } : {}
  };
}
function underDir(workspace, dir) {
  const rel = insideRel(workspace, dir);
  if (rel === void 0) return () => false;
  return (p) => p === rel || p.startsWith(`${rel}/`);
}
function insideRel(workspace, dir) {
  const rel = path3.relative(workspace, dir).split(path3.sep).join("/");
  return rel === "" || rel.startsWith("..") || path3.isAbsolute(rel) ? void 0 : rel;
}

// src/run/deliver-changes.ts
import { lstatSync as lstatSync3, rmSync } from "node:fs";
import path6 from "node:path";

// src/run/final-diff.ts
import path4 from "node:path";
var SYMLINK_MODE = "120000";
function gateChanges(changes, start, policy, paths, onDisk, names) {
  const ignoredAtStart = wasIgnored(start.ignored);
  const decided = changes.map((change2) => {
    const before = start.dirty.get(change2.path);
    if (before) {
      const same = before.status === change2.status && before.newMode === change2.newMode && before.newSha === change2.newSha && before.tooLarge?.size === change2.tooLarge?.size;
      if (same) return { kind: "preexisting", change: change2 };
      return {
        kind: "excluded",
        change: change2,
        rule: "invariant:dirty-before-run",
        reason: `${change2.path} had uncommitted changes before the run started; the run's changes to it are not delivered`
      };
    }
    const unseen = start.unreadable?.find((root) => change2.path.startsWith(`${root}/`));
    if (unseen !== void 0 && change2.status !== "A")
      return {
        kind: "excluded",
        change: change2,
        rule: "invariant:unreadable-at-start",
        reason: `${change2.path} is below ${unseen}/, which git could not look into when the run started (its permissions), so what it held then is unknown and the run's change cannot be told from the user's; it is not delivered and stays as it is`
      };
    if (start.nested.some((root) => change2.path.startsWith(`${root}/`)))
      return { kind: "preexisting", change: change2 };
    if (change2.status === "A" && ignoredAtStart(change2.path)) return { kind: "preexisting", change: change2 };
    if (isGitlink(change2))
      return {
        kind: "excluded",
        change: change2,
        rule: "invariant:gitlink",
        reason: `${change2.path} is a nested git repository (a gitlink, mode ${GITLINK_MODE}); nightshift never delivers one, since the patch cannot show what it points to, and leaves it in the working tree as it is`
      };
    if (change2.status === "A" && isInterruptedWrite(change2.path))
      return {
        kind: "denied",
        change: change2,
        rule: INTERRUPTED_WRITE_RULE,
        reason: `${quote(change2.path)} is the temporary file of an edit whose write was interrupted (nightshift writes a file beside its target and renames it into place; a kill in between leaves it, possibly half written): it is never delivered, and is removed`
      };
    if (change2.unreadable)
      return {
        kind: "denied",
        change: change2,
        rule: "invariant:unreadable-file",
        reason: `${quote(change2.path)} cannot be read by nightshift (its permissions), so what it holds cannot be decided or shown for review; it is not delivered`
      };
    if (change2.tooLarge) {
      const part2 = decideChange(change2, policy, paths(change2), names);
      if (part2.verdict !== "allow") return { kind: "denied", change: change2, rule: part2.rule, reason: part2.reason };
      return {
        kind: "excluded",
        change: change2,
        rule: TOO_LARGE_RULE,
        reason: tooLargeReason(change2, change2.tooLarge, policy.pr.maxAddedBytes)
      };
    }
    if (change2.refused)
      return {
        kind: "denied",
        change: change2,
        rule: "invariant:bad-path",
        reason: `${change2.path}: git refuses to record this name (it reads as a git directory), so it cannot be delivered`
      };
    if (change2.bytes)
      return {
        kind: "denied",
        change: change2,
        rule: "invariant:bad-path",
        reason: `${change2.path}: the name is not valid UTF-8, so nightshift cannot decide it or show it for review`
      };
    const control = controlCharacterIn(change2.path);
    if (control)
      return {
        kind: "denied",
        change: change2,
        rule: "invariant:bad-path",
        reason: `the name holds a control character or line separator (${control}), which no review shows as it is`
      };
    const copied = copiedSecret(change2, start.deniedContent, onDisk);
    if (copied) return { kind: "denied", change: change2, ...copied };
    const part = decideChange(change2, policy, paths(change2), names);
    if (part.verdict === "allow") return { kind: "deliver", change: change2 };
    return { kind: "denied", change: change2, rule: part.rule, reason: part.reason };
  });
  return withoutPathConflicts(decided);
}
function tooLargeReason(change2, { size, baseSize }, maxAddedBytes) {
  const grows = baseSize > 0 ? `, ${size - baseSize} bytes more than the base's ${baseSize},` : "";
  return `${quote(change2.path)} is ${size} bytes${grows} and a change may add at most ${maxAddedBytes} (pr.max_added_bytes): no pull request is made, and the file was not read (git hashes every byte of a file it stages, and a sparse file of a terabyte takes no disk and hours to hash); it stays as it is`;
}
var TOO_LARGE_RULE = "invariant:file-too-large";
var INTERRUPTED_WRITE_RULE = "invariant:interrupted-write";
function isInterruptedWrite(rel) {
  return /^\..+\.nightshift-[0-9a-f]{12}\.tmp$/.test(path4.posix.basename(rel));
}
function unreadableDirs(dirs, start) {
  const user = userPathAtStart(start);
  const listed = new Set(dirs);
  const outermost = (dir) => {
    for (let up = path4.posix.dirname(dir); up !== "."; up = path4.posix.dirname(up))
      if (listed.has(up)) return false;
    return true;
  };
  return [...listed].filter((dir) => !user(dir) && outermost(dir)).map((dir) => ({
    kind: "excluded",
    change: {
      path: dir,
      status: "M",
      oldMode: TREE_MODE,
      newMode: TREE_MODE,
      newSha: "0".repeat(40),
      unopened: true
    },
    rule: "invariant:unreadable-dir",
    reason: `git could not look into ${quote(`${dir}/`)} at the end of the run (its permissions, changed during the run), so no file the run created, changed or deleted below it can be decided or shown for review; none is delivered, and the directory stays as it is`
  }));
}
var TREE_MODE = "040000";
function withoutPathConflicts(outcomes) {
  const entries = (kinds) => clashFinder(
    outcomes.filter((o) => kinds.includes(o.kind) && o.change.status !== "A").map((o) => o.change)
  );
  const kept = entries(["excluded", "preexisting"]);
  const restored = entries(["denied"]);
  return outcomes.map((o) => {
    if (o.kind !== "deliver" || o.change.status === "D") return o;
    const clash = kept(o.change.path);
    if (clash !== void 0)
      return {
        kind: "excluded",
        change: o.change,
        rule: "invariant:path-conflict",
        reason: `${o.change.path} cannot be committed without removing ${clash}, whose own change is not delivered; it is not delivered either and stays as it is`
      };
    const undone = restored(o.change.path);
    if (undone === void 0) return o;
    return {
      kind: "denied",
      change: o.change,
      rule: "invariant:path-conflict",
      reason: `${o.change.path} cannot be committed: the denied change to ${undone} is reverted, which puts base's entry back where this file is; it is reverted too`
    };
  });
}
function clashFinder(changes) {
  if (changes.length === 0) return () => void 0;
  const files = new Map(changes.map((c) => [c.path, c.path]));
  const dirs = /* @__PURE__ */ new Map();
  for (const c of changes)
    for (let dir = path4.posix.dirname(c.path); dir !== "."; dir = path4.posix.dirname(dir))
      if (!dirs.has(dir)) dirs.set(dir, c.path);
  return (rel) => {
    let clash = dirs.get(rel);
    for (let dir = path4.posix.dirname(rel); clash === void 0 && dir !== "."; )
      [clash, dir] = [files.get(dir), path4.posix.dirname(dir)];
    return clash;
  };
}
function copiedSecret(change2, deniedContent, onDisk) {
  if (!deniedContent?.size || change2.status === "D" || !REGULAR_MODES.has(change2.newMode)) return void 0;
  const id = onDisk?.(change2);
  const source = deniedContent.get(change2.newSha) ?? (id === void 0 ? void 0 : deniedContent.get(id));
  if (source === void 0) return void 0;
  return {
    rule: "invariant:read-denied-content",
    reason: `${quote(change2.path)} holds exactly the content ${quote(source)} had when the run started, which the read rules deny: a copy of a file the model may not read is never delivered`
  };
}
var REGULAR_MODES = /* @__PURE__ */ new Set(["100644", "100755"]);
function decideChange(change2, policy, paths, names) {
  const via = ` (${changeKind(change2)} in the working tree)`;
  const parts = [pathPart("edit", change2.path, paths.own, policy, via, names)];
  if (paths.target)
    parts.push(pathPart("edit", change2.path, paths.target, policy, " (symlink target)", names));
  if (paths.gitDir !== void 0 && change2.status !== "D")
    parts.push(gitDirectoryPart(change2.path, paths.gitDir, via));
  const invariant = parts.find((p) => p.invariant && p.verdict === "deny");
  return invariant ?? strictest(parts) ?? parts[0];
}
function gitDirectoryPart(given, dir, via) {
  const where = dir === "." ? "the workspace root" : quote(`${dir}/`);
  return {
    verdict: "deny",
    rule: "invariant:git-directory",
    reason: `edit of ${quote(given)}${via}: ${where} would be a git directory to git (a HEAD with objects/ and refs/, or a commondir), and git runs what its config names (core.fsmonitor) for whoever runs git there`,
    invariant: true
  };
}
function changeKind(change2) {
  if (change2.unopened) return "directory git could not open";
  if (change2.ignored === "directory") return "directory added, ignored by git";
  if (change2.ignored) return `${change2.newMode === SYMLINK_MODE ? "symlink added" : "added"}, ignored by git`;
  if (change2.status === "A") return change2.newMode === SYMLINK_MODE ? "symlink added" : "added";
  if (change2.status === "D") return "deleted";
  if (change2.status === "T")
    return change2.newMode === SYMLINK_MODE ? "replaced by a symlink" : "type changed";
  if (change2.oldMode !== change2.newMode) return "mode changed";
  return change2.newMode === SYMLINK_MODE ? "symlink retargeted" : "modified";
}
function isGitlink(change2) {
  return change2.oldMode === GITLINK_MODE || change2.newMode === GITLINK_MODE;
}
function wasIgnored(ignored) {
  const listed = new Set(ignored);
  return (rel) => {
    if (listed.has(rel) || listed.has(`${rel}/`)) return true;
    for (let dir = path4.posix.dirname(rel); dir !== "."; dir = path4.posix.dirname(dir))
      if (listed.has(`${dir}/`)) return true;
    return false;
  };
}
function userPathAtStart(start) {
  const ignored = wasIgnored(start.ignored);
  return (rel) => start.dirty.has(rel) || ignored(rel) || start.nested.some((root) => rel === root || rel.startsWith(`${root}/`));
}
function absoluteIn(workspace, rel) {
  return path4.join(workspace, ...rel.split("/"));
}
function changeOnDisk(workspace, change2) {
  if (!change2.bytes) return absoluteIn(workspace, change2.path);
  return Buffer.concat([Buffer.from(path4.join(workspace, path4.sep)), change2.bytes]);
}

// src/run/delivered-secrets.ts
import { readlinkSync as readlinkSync2 } from "node:fs";
function keyLike(value) {
  return value.length >= 12 && !/\s/.test(value) && new RegExp("\\p{L}", "u").test(value) && /\d/.test(value);
}
function environmentSecrets(env) {
  return Object.entries(env).flatMap(([name, value]) => value && looksLikeSecretName(name) ? [value] : []);
}
function secretFinder(values) {
  const redactor = new Redactor();
  for (const value of values) if (keyLike(value)) redactor.addSecret(value);
  const matcher = redactor.matcher();
  if (!matcher) return void 0;
  return (content) => matcher.matches(content.toString("utf8")).next().done === false;
}
function storedContent(file, mode, max) {
  if (/^100[67]/.test(mode)) return readSmallFile(file, max);
  if (mode !== "120000") return void 0;
  try {
    return readlinkSync2(file, { encoding: "buffer" });
  } catch {
    return void 0;
  }
}
function addedUnderSecretNames(outcomes, holds) {
  return new Set(
    outcomes.flatMap(
      (o) => o.kind === "deliver" && o.change.status === "A" && holds(Buffer.from(o.change.path)) ? [o.change.path] : []
    )
  );
}
function refuseGained(outcomes, gained, named) {
  const source = "a value of a file the read rules deny (its work tree or its history) or one of the run's credentials, as written or encoded; it is never delivered";
  return outcomes.map((o) => {
    if (o.kind !== "deliver") return o;
    const { path: path7 } = o.change;
    const what = named.has(path7) ? `${path7} was added under a name holding a key or token` : gained.has(path7) ? `${path7} holds a key or token it did not hold before the run` : void 0;
    return what ? {
      kind: "denied",
      change: o.change,
      rule: "invariant:read-denied-content",
      reason: `${what}: ${source}`
    } : o;
  });
}

// src/run/ignored-changes.ts
import { isUtf8 } from "node:buffer";
import { lstatSync as lstatSync2, readdirSync as readdirSync2 } from "node:fs";
import path5 from "node:path";
function deniedIgnored(listed, scan) {
  const own = scan.ownDir;
  const mine = (rel) => own !== void 0 && (rel === own || rel.startsWith(`${own}/`));
  const user = userPathAtStart(scan.start);
  const theirs = (rel) => mine(rel) || user(rel);
  const walker = new Walker(scan, theirs);
  const out = [];
  for (const entry of listed) {
    const directory = entry.path.endsWith("/");
    const name = directory ? strip(entry) : entry;
    if (theirs(name.path)) continue;
    if (directory && walker.allowsWhole(name.path)) continue;
    const type = directory ? "directory" : isSymlink(changeOnDisk(scan.workspace, name)) ? "symlink" : "file";
    const gitDir = scan.gitDirs(path5.posix.dirname(name.path));
    out.push(...walker.visit(name, type, gitDir).denied);
  }
  return out;
}
var Walker = class {
  constructor(scan, theirs) {
    this.scan = scan;
    this.theirs = theirs;
    const names = scan.names ?? (() => []);
    const allowed = allowedBy(scan.policy.edit);
    this.#names = names;
    this.#allowed = (rel) => allowed(rel) && deniedName("edit", names(rel), scan.policy) === void 0;
    this.#allowsBelow = allowsEverythingUnder(scan.policy.edit);
    this.#nothingDeniedBelow = deniesNothingUnder(scan.policy.edit);
    this.#guarded = scan.guarded.entries.flatMap((e) => insideRel(scan.workspace, e.path) ?? []);
    const { dirty, ignored, nested } = scan.start;
    this.#holdsTheirs = new Set(
      [...dirty.keys(), ...ignored, ...nested, ...scan.ownDir ? [scan.ownDir] : []].flatMap(ancestors)
    );
  }
  scan;
  theirs;
  #allowed;
  #allowsBelow;
  #names;
  /** Whether no deny rule could decide a path below a directory under another name of it. */
  #nothingDeniedBelow;
  /** Directories holding what was the user's at the start (dirty, ignored, nested) or is nightshift's. */
  #holdsTheirs;
  /** The protected paths inside the workspace, workspace-relative. */
  #guarded;
  /** A directory the rules allow entirely and that holds no protected path: nothing to decide. */
  allowsWhole(rel) {
    return this.#allowsBelow(rel) && !this.#guarded.some((g) => g.startsWith(`${rel}/`)) && this.#names(rel).every(this.#nothingDeniedBelow);
  }
  /**
   * Decides one path and, for a directory, what is below it (listed first, so the directory's own
   * entries tell whether it is a git directory). `above`: the git directory above the path.
   */
  visit(name, type, above) {
    let gitDir = above;
    let below;
    if (type === "directory") {
      const entries = this.list(name);
      gitDir ??= entries && looksLikeGitDir(entries.map((e) => e.name.toString("utf8"))) ? name.path : void 0;
      below = entries ? this.children(entries, name, gitDir) : { denied: [], whole: false };
    }
    const refusal = this.refusal(name, type, gitDir);
    if (!below) return { denied: refusal ? [outcome(name, type, refusal)] : [], whole: !!refusal };
    if (refusal && below.whole) return { denied: [outcome(name, type, refusal)], whole: true };
    return { denied: below.denied, whole: false };
  }
  list(dir) {
    try {
      return readdirSync2(changeOnDisk(this.scan.workspace, dir), { withFileTypes: true, encoding: "buffer" });
    } catch {
      return void 0;
    }
  }
  /** The entries of a directory, each decided; whole when every one is denied whole. */
  children(entries, dir, gitDir) {
    const mixed = this.#holdsTheirs.has(dir.path);
    const denied = [];
    let whole = true;
    for (const entry of entries) {
      const child = childPath(dir, entry.name);
      if (mixed && this.theirs(child.path)) {
        whole = false;
        continue;
      }
      const type = entry.isDirectory() ? "directory" : entry.isSymbolicLink() ? "symlink" : "file";
      if (type === "directory" && this.allowsWhole(child.path)) {
        whole = false;
        continue;
      }
      const visited = this.visit(child, type, gitDir);
      denied.push(...visited.denied);
      whole &&= visited.whole;
    }
    return { denied, whole };
  }
  /**
   * What denies one ignored path, if anything: the invariants (protected paths, git directories)
   * and the `edit` rules, as for any change; a symlink's target too when it is in the workspace.
   * A link out of the workspace is not refused here: it is never delivered, and tools that
   * write follow no link out (virtual environments and toolchains make such links).
   */
  refusal(name, type, gitDir) {
    const { workspace, guarded, policy } = this.scan;
    const rel = name.path;
    const plain = gitDir === void 0 && type !== "symlink" && !inGitDir(rel);
    if (plain && !this.#guarded.some((g) => rel === g || rel.startsWith(`${g}/`)) && this.#allowed(rel))
      return void 0;
    const abs = path5.join(workspace, rel);
    const label = protectedLabel(abs, rel, true, guarded);
    const via = ` (${kindOf(type)} in the working tree)`;
    const own = { abs, rel, inside: true, ...label ? { protected: label } : {} };
    const parts = [pathPart("edit", rel, own, policy, via, this.#names)];
    if (gitDir !== void 0) parts.push(gitDirectoryPart(rel, gitDir, via));
    const target = type === "symlink" && !name.bytes ? insideTarget(workspace, rel, guarded) : void 0;
    if (target) parts.push(pathPart("edit", rel, target, policy, " (symlink target)", this.#names));
    const part = parts.find((p) => p.invariant && p.verdict === "deny") ?? strictest(parts) ?? parts[0];
    return part.verdict === "allow" ? void 0 : part;
  }
};
function childPath(dir, name) {
  if (!dir.bytes && isUtf8(name)) return { path: `${dir.path}/${name.toString("utf8")}` };
  return gitPath(Buffer.concat([dir.bytes ?? Buffer.from(dir.path), SLASH, name]));
}
function ancestors(p) {
  const out = [];
  for (let dir = path5.posix.dirname(p.replace(/\/$/, "")); dir !== "."; dir = path5.posix.dirname(dir))
    out.push(dir);
  return out;
}
var SLASH = Buffer.from("/");
function strip(entry) {
  const p = entry.path.slice(0, -1);
  return entry.bytes ? { path: p, bytes: entry.bytes.subarray(0, -1) } : { path: p };
}
function kindOf(type) {
  return changeKind(change({ path: "" }, type));
}
function outcome(name, type, part) {
  return { kind: "denied", change: change(name, type), rule: part.rule, reason: part.reason };
}
function change(name, type) {
  return {
    ...name,
    status: "A",
    oldMode: "000000",
    newMode: type === "directory" ? "040000" : type === "symlink" ? SYMLINK_MODE : "100644",
    newSha: "0".repeat(40),
    ignored: type === "directory" ? "directory" : "file"
  };
}
function isSymlink(abs) {
  try {
    return lstatSync2(abs).isSymbolicLink();
  } catch {
    return false;
  }
}
function insideTarget(workspace, rel, guarded) {
  try {
    const target = resolvePath(workspace, rel, guarded);
    return target.inside ? target : void 0;
  } catch (err) {
    if (err instanceof PathError) return void 0;
    throw err;
  }
}

// src/run/deliver-changes.ts
async function gateWorkingTree(options) {
  const { workspace, start, policy } = options;
  return withoutSecrets(
    decide(options, await listWorkingTree(workspace, start.base, policy.pr.maxAddedBytes)),
    options
  );
}
async function gateForDelivery(options) {
  const { workspace, start, policy } = options;
  const snapshot = await snapshotChanges(workspace, start.base, policy.pr.maxAddedBytes);
  return { outcomes: await withoutSecrets(decide(options, snapshot), options), snapshot };
}
async function withoutSecrets(outcomes, { workspace, start, policy }) {
  const holds = secretFinder(start.secrets ?? []);
  if (!holds) return outcomes;
  const holding = outcomes.flatMap((o) => {
    if (o.kind !== "deliver" || o.change.status === "D") return [];
    const file = changeOnDisk(workspace, o.change);
    const content = storedContent(file, o.change.newMode, policy.pr.maxAddedBytes);
    return content !== void 0 && holds(content) ? [o.change] : [];
  });
  const named = addedUnderSecretNames(outcomes, holds);
  if (holding.length === 0 && named.size === 0) return outcomes;
  const before = await baseContents(
    workspace,
    start.base,
    holding.filter((c) => c.status !== "A")
  );
  const gained = holding.filter((c) => {
    const old = before.get(c.path);
    return old === void 0 || !holds(old);
  });
  return refuseGained(outcomes, new Set(gained.map((c) => c.path)), named);
}
async function baseContents(workspace, base, changes) {
  const asked = changes.filter((c) => !c.bytes && !/[\n\r]/.test(c.path));
  const out = /* @__PURE__ */ new Map();
  if (asked.length === 0) return out;
  const batch = await openRepo(workspace).bytes(
    ["cat-file", "--batch"],
    Buffer.from(asked.map((c) => `${base}:${c.path}
`).join(""))
  );
  let at = 0;
  for (const change2 of asked) {
    const eol = batch.indexOf(10, at);
    if (eol < 0) break;
    const [, type, size] = batch.subarray(at, eol).toString("latin1").split(" ");
    at = eol + 1;
    const bytes = Number(size);
    if (!Number.isSafeInteger(bytes)) continue;
    if (type === "blob") out.set(change2.path, Buffer.from(batch.subarray(at, at + bytes)));
    at += bytes + 1;
  }
  return out;
}
function decide({ workspace, start, policy, run }, tree) {
  const mine = underDir(workspace, run.outDir);
  const guarded = protectedPaths(policy, { ...run, workspace });
  const changes = tree.changes.filter((c) => !mine(c.path));
  const deleted = changes.filter((c) => c.status === "D").map((c) => c.path);
  const gitDirs = gitDirectoryFinder(workspace, namesByDirectory(deleted));
  const objectFormat = start.base.length === 64 ? "sha256" : "sha1";
  const names = namesBy(start.links ?? [], workspaceInRepository(workspace, locateRepo(workspace)?.workTree));
  return [
    ...gateChanges(
      changes,
      start,
      policy,
      (c) => changePaths(workspace, c, guarded, gitDirs),
      (c) => workingTreeBlobId(changeOnDisk(workspace, c), objectFormat),
      names
    ),
    ...deniedIgnored(tree.ignored, {
      workspace,
      start,
      policy,
      guarded,
      ownDir: insideRel(workspace, run.outDir),
      gitDirs,
      names
    }),
    ...unreadableDirs(
      tree.unreadable.filter((dir) => !mine(dir)),
      start
    )
  ];
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
function changePaths(workspace, change2, guarded, gitDirs) {
  const rel = change2.path;
  const parent = safeResolve(workspace, path6.posix.dirname(rel), guarded);
  const abs = path6.join(parent.abs, path6.posix.basename(rel));
  const hit = guarded.entries.find((e) => abs === e.path || abs.startsWith(e.path + path6.sep));
  const label = hit?.label ?? parent.protected;
  const own = { abs, rel: parent.inside ? rel : abs, inside: parent.inside };
  if (label) own.protected = label;
  const target = isSymlink2(absoluteIn(workspace, rel)) ? safeResolve(workspace, rel, guarded) : void 0;
  const gitDir = gitDirs(path6.posix.dirname(rel)) ?? (target?.inside ? gitDirs(target.rel) : void 0);
  return { own, ...target ? { target } : {}, ...gitDir !== void 0 ? { gitDir } : {} };
}
function safeResolve(workspace, rel, guarded) {
  try {
    return resolvePath(workspace, rel, guarded);
  } catch (err) {
    if (err instanceof PathError) return { abs: `${rel} (${err.message})`, rel, inside: false };
    throw err;
  }
}
function isSymlink2(abs) {
  try {
    return lstatSync3(abs).isSymbolicLink();
  } catch {
    return false;
  }
}

export {
  listTree,
  hashGitControl,
  changedControlFiles,
  commonDir,
  environmentSecrets,
  TOO_LARGE_RULE,
  changeKind,
  captureStartState,
  dirtySummary,
  unseenSummary,
  underDir,
  gateWorkingTree,
  gateForDelivery,
  revertChanges
};
