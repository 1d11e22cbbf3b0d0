#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  ownInstallDirs,
  quote
} from "./chunk-YOCE62ON.js";
import {
  bestGlob,
  globRegExp,
  globSpecificity
} from "./chunk-DIAYXFHT.js";
import {
  canonicalGlob
} from "./chunk-4QVFKC7M.js";
import {
  inGitDir,
  realpathDeep,
  shownPath
} from "./chunk-S5MYW5OU.js";

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
var NO_NAMES = () => [];
function deniedName(kind, names, policy) {
  for (const name of names) {
    const match = bestGlob(name, policy[kind]);
    if (match?.list === "deny") return { name, rule: `${kind}.deny[${match.index}]`, pattern: match.pattern };
  }
  return void 0;
}
function pathPart(kind, given, resolved, policy, via = "", names = NO_NAMES) {
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
  if (match.list === "allow") {
    const other = deniedName(kind, names(resolved.rel), policy);
    if (other)
      return {
        verdict: "deny",
        rule: other.rule,
        reason: `${what}: ${quote(resolved.rel)} is also reached as ${quote(other.name)} through a symbolic link in the workspace, and ${other.rule} ${quote(other.pattern)} denies that name`
      };
  }
  const rule = `${kind}.${match.list}[${match.index}]`;
  return {
    verdict: match.list,
    rule,
    reason: `${what}: ${quote(resolved.rel)} matches ${rule} ${quote(match.pattern)}`
  };
}

// src/policy/allows-tree.ts
function allowsEverythingUnder(rules) {
  let ordered = compiled.get(rules);
  if (!ordered) compiled.set(rules, ordered = order(rules));
  const rulesInOrder = ordered;
  const first = rulesInOrder.find((r) => r.deny ? anywhere(r.segments) : r.covers);
  if (first?.deny) return () => false;
  return (dir) => {
    const names = dir.split("/");
    for (const rule of rulesInOrder) {
      if (rule.deny) {
        if (mayMatchBelow(rule.segments, names)) return false;
      } else if (rule.covers?.(names)) return true;
    }
    return false;
  };
}
var compiled = /* @__PURE__ */ new WeakMap();
function order(rules) {
  return [
    ...rules.deny.map((pattern) => ({ deny: true, glob: canonicalGlob(pattern) })),
    ...rules.allow.map((pattern) => ({ deny: false, glob: canonicalGlob(pattern) }))
  ].map((rule, index) => ({ ...rule, index, score: globSpecificity(rule.glob) })).sort((a, b) => b.score - a.score || a.index - b.index).map(
    ({ deny, glob }) => deny ? { deny, segments: segmentsOf(glob) } : { deny, covers: coverOf(glob) }
  );
}
function segmentsOf(glob) {
  if (/[[\]{}()!+@\\]/.test(glob)) return void 0;
  return glob.split("/").map((part) => {
    if (part === "**") return "**";
    const re = globRegExp(part, { dot: true, nocase: true });
    return (name) => re.test(name);
  });
}
function coverOf(glob) {
  if (glob === "**") return () => true;
  if (!glob.endsWith("/**")) return void 0;
  const prefix = globRegExp(glob.slice(0, -3), { dot: true });
  return (dir) => dir.some((_, i) => prefix.test(dir.slice(0, i + 1).join("/")));
}
function anywhere(segments) {
  return !segments || segments[0] === "**";
}
function mayMatchBelow(segments, dir) {
  if (!segments) return true;
  for (const [i, name] of dir.entries()) {
    const segment = segments[i];
    if (segment === void 0) return false;
    if (segment === "**") return true;
    if (!segment(name)) return false;
  }
  return segments.length > dir.length;
}

export {
  deniedName,
  pathPart,
  allowsEverythingUnder,
  protectedPaths
};
