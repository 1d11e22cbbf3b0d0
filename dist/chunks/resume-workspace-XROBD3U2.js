#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  gateWorkingTree,
  revertChanges,
  underDir
} from "./chunk-7M3LGAFX.js";
import "./chunk-XDYYYN56.js";
import {
  withScratchIndex
} from "./chunk-4CECHPCF.js";
import "./chunk-QIYWAWAZ.js";
import "./chunk-7VU3KS5D.js";
import "./chunk-Z5JBZUUA.js";
import {
  locateRepo,
  openRepo,
  splitNul
} from "./chunk-EQHSLL2K.js";
import {
  readResumeFile
} from "./chunk-UZPJTPIV.js";
import "./chunk-6OIG7MZW.js";
import "./chunk-LSGJCLNE.js";
import {
  ConfigError
} from "./chunk-AS67HEB5.js";
import "./chunk-7VANGLES.js";
import "./chunk-XOHEQPGY.js";
import "./chunk-HBFDXWT6.js";
import "./chunk-DYI5UNC7.js";

// src/run/resume-workspace.ts
import { existsSync } from "node:fs";
import path4 from "node:path";

// src/git/apply.ts
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
async function commitPatch(workspace, sha, base) {
  const git = openRepo(workspace);
  const parent = await git.raw(["rev-parse", "--verify", "--quiet", `${sha}^{commit}^`]).then((out) => out.trim()).catch(() => "");
  if (parent !== base) return null;
  return git.raw([
    "diff",
    "--binary",
    "--full-index",
    "--no-renames",
    "--no-ext-diff",
    "--no-textconv",
    "--no-relative",
    "--no-color",
    base,
    sha
  ]);
}
async function checkPatch(workspace, patch) {
  return withPatchFile(workspace, patch, async (git, file) => {
    const prefix = (await git.raw(["rev-parse", "--show-prefix"])).trim();
    await git.raw(["apply", "--check", file]);
    return (await git.raw(["apply", "--numstat", "-z", file])).split("\0").map((record) => /^(?:\d+|-)\t(?:\d+|-)\t(.+)$/s.exec(record)?.[1]).filter((p) => p !== void 0 && p.startsWith(prefix)).map((p) => p.slice(prefix.length));
  });
}
async function applyToWorkingTree(workspace, patch) {
  await withPatchFile(workspace, patch, (git, file) => git.raw(["apply", "--whitespace=nowarn", file]));
}
async function withPatchFile(workspace, patch, fn) {
  const dir = mkdtempSync(path.join(tmpdir(), "ns-apply-"));
  try {
    const file = path.join(dir, "changes.patch");
    writeFileSync(file, patch);
    return await fn(openRepo(workspace), file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// src/git/ignored-at.ts
import { mkdtempSync as mkdtempSync2, realpathSync, rmSync as rmSync2 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import path2 from "node:path";
var CHUNK = 500;
var NUL = Buffer.from([0]);
async function ignoredAt(workspace, commit, paths) {
  const location = locateRepo(workspace);
  if (location === null || paths.length === 0) return paths.map(() => false);
  const pathBytes = (p) => typeof p === "string" ? Buffer.from(p) : p;
  const top = location.workTree;
  const rel = path2.relative(top, realpathSync(workspace)).split(path2.sep).join("/");
  const prefix = Buffer.from(rel === "" ? "" : `${rel}/`);
  const scratch = mkdtempSync2(path2.join(tmpdir2(), "ns-ignore-"));
  try {
    const git = openRepo(workspace);
    const listed = splitNul(
      await git.bytes(["-C", top, "ls-tree", "-r", "-z", "--full-tree", "--name-only", commit])
    ).map((name) => name.toString("utf8"));
    const ignoreFiles = listed.filter(
      (name) => (name === ".gitignore" || name.endsWith("/.gitignore")) && !name.includes("\uFFFD")
    );
    if (ignoreFiles.length > 0)
      await withScratchIndex(workspace, commit, async (indexed) => {
        for (let i = 0; i < ignoreFiles.length; i += CHUNK)
          await indexed.raw([
            "-C",
            top,
            "checkout-index",
            "--force",
            `--prefix=${scratch}${path2.sep}`,
            "--",
            ...ignoreFiles.slice(i, i + CHUNK)
          ]);
      });
    const out = await git.bytes(
      ["-C", scratch, `--work-tree=${scratch}`, "check-ignore", "--no-index", "--stdin", "-z"],
      Buffer.concat(paths.flatMap((p) => [prefix, pathBytes(p), NUL]))
    );
    const ignored = new Set(splitNul(out).map((name) => name.subarray(prefix.length).toString("latin1")));
    return paths.map((p) => ignored.has(pathBytes(p).toString("latin1")));
  } finally {
    rmSync2(scratch, { recursive: true, force: true });
  }
}

// src/run/resume-untracked.ts
import { lstatSync } from "node:fs";
import path3 from "node:path";
var CHUNK2 = 500;
async function untrackedOnDisk(workspace, paths) {
  const git = openRepo(workspace);
  const tracked = /* @__PURE__ */ new Set();
  for (let i = 0; i < paths.length; i += CHUNK2) {
    const out = await git.raw(["--literal-pathspecs", "ls-files", "-z", "--", ...paths.slice(i, i + CHUNK2)]);
    for (const p of out.split("\0")) if (p) tracked.add(p);
  }
  return paths.filter((p) => !tracked.has(p) && onDisk(path3.join(workspace, p)));
}
function onDisk(abs) {
  try {
    lstatSync(abs);
    return true;
  } catch {
    return false;
  }
}

// src/run/resume-workspace.ts
async function planRestore(log, workspace, start) {
  const oldBase = objectId(log.started.git_base, "run.started.git_base");
  const base = start.base;
  if (base === null || oldBase === null) {
    if (base !== oldBase)
      throw new ConfigError(
        oldBase === null ? "resume: the logged run did not work in a git repository, and this workspace is one; resume where the run worked" : `resume: the logged run worked in a git repository (at ${oldBase}), and this workspace is not one; resume where the run worked`
      );
    return { restored: { source: "none", paths: [] } };
  }
  const committed = log.events.findLast((e) => e.type === "git.committed");
  if (!committed)
    return {
      restored: {
        source: "working_tree",
        paths: await takeOverWorkingTree(log, workspace, start, oldBase)
      }
    };
  objectId(committed.sha, "git.committed.sha");
  if (base === committed.sha)
    throw new ConfigError(
      `resume: HEAD is the logged run's own commit ${committed.sha} (${committed.branch}); switch back to the branch it started from first (git switch <base>)`
    );
  const fromCommit = await commitPatch(workspace, committed.sha, oldBase);
  const patchFile = path4.join(log.dir, "changes.patch");
  if (!fromCommit && !existsSync(patchFile))
    throw new ConfigError(
      `resume: the logged run committed its work as ${committed.sha} on ${committed.branch}, which this repository does not have, and there is no changes.patch beside the log; fetch that branch (git fetch origin ${committed.branch}) or put the run's changes.patch next to the log`
    );
  const patch = fromCommit ?? readResumeFile(patchFile, "changes.patch");
  const paths = await checkPatch(workspace, patch).catch((err) => {
    throw new ConfigError(
      `resume: the logged run's ${fromCommit ? `commit ${committed.sha}` : patchFile} does not apply to the working tree at ${base}${base === oldBase ? "" : ` (the run started from ${oldBase})`}: ${err.message.trim()}`
    );
  });
  const yours = paths.filter((p) => start.dirty.has(p));
  if (yours.length > 0)
    throw new ConfigError(
      `resume: the logged run's changes touch ${yours.join(", ")}, which you have uncommitted changes to; commit or stash them first`
    );
  const untracked = await untrackedOnDisk(workspace, paths);
  if (untracked.length > 0)
    throw new ConfigError(
      `resume: the logged run's ${fromCommit ? `commit ${committed.sha}` : patchFile} changes ${untracked.slice(0, 5).join(", ")}, which git does not track here (ignored, or in a nested repository); a run's commit never does, and it is not restored`
    );
  return {
    restored: fromCommit ? { source: "commit", commit: committed.sha, paths } : { source: "patch", paths },
    patch
  };
}
async function restoreWorkspace(options) {
  const { plan, workspace, start } = options;
  const base = start.base;
  if (base === null) return { ...plan.restored, denied: [] };
  if (plan.patch !== void 0) await applyToWorkingTree(workspace, plan.patch);
  const gate = await gateWorkingTree({
    workspace,
    start: { ...start, base },
    policy: options.policy,
    run: options.run
  });
  const denied = gate.flatMap((g) => g.kind === "denied" ? [g] : []);
  await revertChanges(
    workspace,
    base,
    denied.map((d) => d.change)
  );
  return {
    ...plan.restored,
    denied: denied.map((d) => ({ path: d.change.path, rule: d.rule, reason: d.reason }))
  };
}
async function takeOverWorkingTree(log, workspace, start, oldBase) {
  if (start.base !== oldBase)
    throw new ConfigError(
      `resume: the logged run left its changes uncommitted in the working tree of ${oldBase}, but HEAD is now ${start.base ?? "unborn"}; check out ${oldBase} (with its working tree as the run left it) to resume`
    );
  const before = dirtyBefore(log);
  if (!before) {
    if (start.dirty.size === 0) return [];
    throw new ConfigError(
      "resume: the logged run does not record which paths were dirty before it started, so its changes cannot be told from yours; resume from a clean checkout of its base"
    );
  }
  if (before.count > before.paths.length)
    throw new ConfigError(
      `resume: ${before.count} paths were dirty before the logged run started and its log lists ${before.paths.length}; its changes cannot be told from yours. Commit or stash yours (git stash push -- PATH...) and give the run's changes a clean tree`
    );
  const theirs = new Set(before.paths);
  const artifact = underDir(workspace, log.dir);
  const unseen = unseenBefore(log);
  if (unseen.count > unseen.paths.length)
    throw new ConfigError(
      `resume: git could not see below ${unseen.count} directories when the logged run started (nested repositories, unreadable directories) and its log lists ${unseen.paths.length}; its changes cannot be told from your files there. Resume from a clean checkout of its base`
    );
  const below = (p) => unseen.paths.some((root) => p === root || p.startsWith(`${root}/`));
  const candidates = [...start.dirty.values()].filter(
    (c) => !theirs.has(c.path) && !artifact(c.path) && !below(c.path)
  );
  const added = candidates.filter((c) => c.status === "A");
  const ignoreDirs = before.paths.filter((p) => p === ".gitignore" || p.endsWith("/.gitignore")).map((p) => path4.posix.dirname(p));
  const underDirtyIgnore = (p) => ignoreDirs.some((d) => d === "." || p.startsWith(`${d}/`));
  const ignoredThen = await ignoredAt(
    workspace,
    oldBase,
    added.map((c) => c.bytes ?? c.path)
  );
  const users = new Set(
    added.filter((c, i) => ignoredThen[i] || underDirtyIgnore(c.path)).map((c) => c.path)
  );
  const paths = candidates.map((c) => c.path).filter((p) => !users.has(p));
  for (const p of paths) start.dirty.delete(p);
  return paths;
}
function objectId(value, field) {
  if (value !== null && !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value))
    throw new ConfigError(
      `resume: the log's ${field} is not a commit id: ${JSON.stringify(value).slice(0, 80)}`
    );
  return value;
}
function unseenBefore(log) {
  const started = log.started;
  let count = 0;
  const paths = [];
  for (const field of [started.nested, started.unreadable]) {
    const listed = field;
    if (listed === void 0) continue;
    if (typeof listed.count !== "number" || !Array.isArray(listed.paths))
      throw new ConfigError(
        "resume: the log's run.started lists the directories git could not see in a form this nightshift does not read"
      );
    count += listed.count;
    paths.push(...listed.paths.filter((p) => typeof p === "string"));
  }
  return { count, paths };
}
function dirtyBefore(log) {
  const dirty = log.started.dirty;
  if (typeof dirty?.count !== "number" || !Array.isArray(dirty.paths)) return void 0;
  return { count: dirty.count, paths: dirty.paths.filter((p) => typeof p === "string") };
}
export {
  planRestore,
  restoreWorkspace
};
