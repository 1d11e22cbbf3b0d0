#!/usr/bin/env -S node --max-semi-space-size=2
import {
  bestGlob,
  ownInstallDirs,
  quote
} from "./chunk-2DHVAZ2T.js";
import {
  inGitDir,
  realpathDeep,
  shownPath
} from "./chunk-JQOPZ6BE.js";

// src/policy/protected-paths.ts
import path from "node:path";
function runsDir(outDir) {
  const parent = path.dirname(outDir);
  return path.basename(parent) === "runs" && path.basename(path.dirname(parent)) === ".nightshift" ? parent : void 0;
}
function protectedPaths(policy, run) {
  return {
    entries: [
      ...run ? [{ path: run.outDir, label: "the run output directory" }] : [],
      ...run && runsDir(run.outDir) ? [{ path: runsDir(run.outDir), label: "earlier runs' output" }] : [],
      ...run?.workspace ? ownInstallDirs(run.workspace).map((dir) => ({ path: dir, label: "nightshift's own install" })) : [],
      ...run?.taskFile ? [{ path: realpathDeep(run.taskFile), label: "the task file of this run" }] : [],
      ...run?.cacheDir ? [{ path: run.cacheDir, label: "the codebase_search cache" }] : [],
      ...policy.files.map((file, i) => ({
        path: realpathDeep(file.path),
        label: i === 0 ? "the policy file in use" : "a policy file the policy in use extends"
      }))
    ]
  };
}

// src/policy/decide-path.ts
function pathPart(kind, given, resolved, policy, via = "") {
  const what = `${kind} of ${quote(shownPath(given))}${via}`;
  if (!resolved.inside) {
    return {
      verdict: "deny",
      rule: "invariant:outside-workspace",
      reason: `${what}: it resolves to ${resolved.abs}, outside the workspace`,
      invariant: true
    };
  }
  if (kind === "read" && inGitDir(resolved.rel)) {
    return {
      verdict: "deny",
      rule: "invariant:protected-path",
      reason: `${what}: ${quote(resolved.rel)} is in a git directory, which tools never read (its config can hold credentials); use git commands such as git log or git diff`,
      invariant: true
    };
  }
  if (kind === "edit" && resolved.rel === ".") {
    return {
      verdict: "deny",
      rule: "invariant:protected-path",
      reason: `${what}: the workspace root holds .git and is never written as a whole`,
      invariant: true
    };
  }
  if (kind === "edit" && resolved.protected) {
    return {
      verdict: "deny",
      rule: "invariant:protected-path",
      reason: `${what}: ${resolved.protected} is never written by tools`,
      invariant: true
    };
  }
  const match = bestGlob(resolved.rel, policy[kind]);
  if (!match)
    return {
      verdict: "deny",
      rule: `${kind}.default`,
      reason: `${what}: no ${kind}.allow rule matches ${quote(resolved.rel)}`
    };
  const rule = `${kind}.${match.list}[${match.index}]`;
  return {
    verdict: match.list,
    rule,
    reason: `${what}: ${quote(resolved.rel)} matches ${rule} ${quote(match.pattern)}`
  };
}

export {
  pathPart,
  protectedPaths
};
