#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  deniedBy,
  globRegExp,
  globSpecificity
} from "./chunk-JQ4CFH4Y.js";
import {
  canonicalGlob
} from "./chunk-4QVFKC7M.js";
import {
  clipWords
} from "./chunk-YVC5YHFM.js";

// src/policy/workspace-links.ts
import path from "node:path";

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

// src/policy/workspace-links.ts
var MAX_NAMES = 64;
function otherNames(rel, links) {
  if (links.length === 0) return [];
  const seen = /* @__PURE__ */ new Set([rel]);
  const queue = [rel];
  for (let name = queue.shift(); name !== void 0 && seen.size < MAX_NAMES; name = queue.shift()) {
    for (const { link, target } of links) {
      if (name !== target && !name.startsWith(`${target}/`)) continue;
      const alias = link + name.slice(target.length);
      if (seen.has(alias)) continue;
      seen.add(alias);
      queue.push(alias);
      if (seen.size >= MAX_NAMES) break;
    }
  }
  seen.delete(rel);
  return [...seen];
}
function workspaceInRepository(workspace, workTree) {
  if (workTree === void 0) return "";
  const rel = path.relative(workTree, workspace);
  if (rel === "" || rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return "";
  return rel.split(path.sep).join("/");
}
function repositoryName(inRepository, rel) {
  return rel === "." || rel === "" ? inRepository : `${inRepository}/${rel}`;
}
function namesBy(links, inRepository = "") {
  if (!inRepository) return (rel) => otherNames(rel, links);
  const names = (rel) => {
    const linked = otherNames(rel, links);
    return [
      ...linked,
      repositoryName(inRepository, rel),
      ...linked.map((n) => repositoryName(inRepository, n))
    ];
  };
  names.byRepository = (rel, name) => !otherNames(rel, links).includes(name);
  return names;
}
function deniedUnderAnyName(denied, links) {
  if (links.length === 0) return denied;
  return (rel) => denied(rel) || otherNames(rel, links).some(denied);
}
function readableUnderEveryName(allowed, denied, names) {
  return (rel) => allowed(rel) && !names(rel).some(denied);
}
function readDeniedBy(rules, inRepository = "") {
  const byName = deniedBy(rules);
  const denied = inRepository ? (rel) => byName(rel) || byName(repositoryName(inRepository, rel)) : byName;
  const globs = [
    ...rules.allow.map((g) => ({ glob: canonicalGlob(g), nocase: false })),
    ...rules.deny.map((g) => ({ glob: canonicalGlob(g), nocase: true }))
  ];
  const dirsOf = (names, target) => {
    const dirs = [...names, target];
    return inRepository ? [...dirs, ...dirs.map((d) => repositoryName(inRepository, d))] : dirs;
  };
  denied.depthBelowLink = (names, target) => {
    let depth = 0;
    const dirs = dirsOf(names, target);
    for (const g of globs) depth = Math.max(depth, globDepth(g.glob, g.nocase, dirs));
    return depth;
  };
  return denied;
}
function globDepth(glob, nocase, dirs) {
  if (glob === "**") return 0;
  if (/[{}()!+@\\]/.test(glob)) return Infinity;
  const segs = glob.split("/");
  if (!segs.includes("**")) {
    return dirs.every((d) => d.split("/").length + 1 > segs.length) ? 0 : Infinity;
  }
  if (segs[0] === "**") {
    const rest = segs.slice(1);
    if (!rest.includes("**")) return rest.length - 1;
    if (rest.length === 2 && rest[1] === "**") {
      const segment = globRegExp(rest[0], { dot: true, nocase });
      const hits = dirs.map((d) => d.split("/").some((s) => segment.test(s)));
      return hits.every((h) => h === hits[0]) ? 0 : Infinity;
    }
    return Infinity;
  }
  const base = [];
  for (const s of segs) {
    if (/[*?[\]]/.test(s)) break;
    base.push(s);
  }
  if (base.length === 0) return Infinity;
  const fold = (p) => nocase ? p.toLowerCase() : p;
  const prefix = fold(base.join("/"));
  const related = (d) => {
    const dir = fold(d);
    return dir === prefix || dir.startsWith(`${prefix}/`) || prefix.startsWith(`${dir}/`);
  };
  return dirs.some(related) ? Infinity : 0;
}
var denyOnly = /* @__PURE__ */ new WeakMap();
function deniesNothingUnder(rules) {
  let test = denyOnly.get(rules);
  if (!test) denyOnly.set(rules, test = allowsEverythingUnder({ allow: ["**"], deny: rules.deny }));
  return test;
}

// src/sandbox/unreadable.ts
import { readdirSync, realpathSync, statSync } from "node:fs";
import path2 from "node:path";
var MAX_UNREADABLE_WALK = 2e5;
var MAX_CHECKOUT_WALK = 2e6;
var GIT_DATA = /* @__PURE__ */ new Set(["objects", "refs", "logs", "lfs", "annex", "rr-cache"]);
var MIN_DIRECTORY_MASK = 32;
function walkWorkspace(workspace, denied, limit = MAX_UNREADABLE_WALK, checkoutLimit = MAX_CHECKOUT_WALK) {
  const files = [];
  const checkouts = [];
  const stack = [{ abs: Buffer.from(workspace), rel: "", inGitDir: false }];
  let seen = 0;
  let complete = true;
  let checkoutsComplete = true;
  const counts = /* @__PURE__ */ new Map();
  const links = [];
  for (let dir = stack.pop(); dir !== void 0; dir = stack.pop()) {
    let entries;
    try {
      entries = readdirSync(dir.abs, { withFileTypes: true, encoding: "buffer" });
    } catch {
      continue;
    }
    const count = dir.rel ? counts.get(dir.rel) : void 0;
    for (const entry of entries) {
      if (++seen > checkoutLimit)
        return { files, checkouts, complete: false, checkoutsComplete: false, deniedDirs: [], links };
      const masking = seen <= limit;
      if (!masking) complete = false;
      if (count) {
        count.entries++;
        if (!masking) count.partial = true;
      }
      const name = utf8(entry.name);
      const rel = dir.rel === void 0 || name === void 0 ? void 0 : join(dir.rel, name);
      if (name === ".git" && dir.rel !== "") {
        if (dir.rel === void 0) checkoutsComplete = false;
        else checkouts.push(path2.join(workspace, dir.rel));
      }
      if (entry.isDirectory()) {
        const inGitDir = dir.inGitDir || name === ".git";
        const wanted = inGitDir ? masking && !(dir.inGitDir && GIT_DATA.has(name ?? "")) : true;
        const abs = Buffer.concat([dir.abs, SLASH, entry.name]);
        if (wanted) stack.push({ abs, rel, inGitDir });
        if (wanted && masking && !inGitDir && rel !== void 0)
          counts.set(rel, { parent: dir.rel, entries: 0, covered: 0, denied: 0, partial: false });
        else if (count) count.partial = true;
        if (masking && rel === void 0) complete = false;
      } else if (masking && !dir.inGitDir && rel !== void 0 && entry.isSymbolicLink()) {
        const link = linkIn(workspace, rel);
        if (link) links.push(link);
      } else if (masking && entry.isFile()) {
        if (rel !== void 0 && denied(rel)) {
          files.push(path2.join(workspace, rel));
          if (count) {
            count.covered++;
            count.denied++;
          }
        } else if (rel === void 0 && dir.rel !== void 0 && denied(join(dir.rel, entry.name.toString("utf8"))))
          complete = false;
      }
    }
  }
  const deniedDirs = deniedDirectories(workspace, counts);
  const aliased = deniedByOtherNames(workspace, links, denied, limit - seen);
  if (!aliased.complete) complete = false;
  const known = new Set(files);
  for (const file of aliased.files) if (!known.has(file)) files.push(file);
  return { files, checkouts, complete, checkoutsComplete, deniedDirs, links };
}
function linkIn(workspace, rel) {
  let real;
  try {
    real = realpathSync(path2.join(workspace, rel));
  } catch {
    return void 0;
  }
  const target = path2.relative(workspace, real);
  if (target === "" || target.startsWith("..") || path2.isAbsolute(target)) return void 0;
  return { link: rel, target: target.split(path2.sep).join("/") };
}
function deniedByOtherNames(workspace, links, denied, budget) {
  const files = /* @__PURE__ */ new Set();
  const byOtherName = (rel) => otherNames(rel, links).some(denied);
  const depths = /* @__PURE__ */ new Map();
  for (const { link, target } of links) {
    const abs = path2.join(workspace, target);
    let isDir;
    try {
      isDir = statSync(abs).isDirectory();
    } catch {
      continue;
    }
    if (!isDir) {
      if (!denied(target) && byOtherName(target)) files.add(abs);
      continue;
    }
    const names = [link, ...otherNames(link, links)];
    const depth = denied.depthBelowLink?.(names, target) ?? Infinity;
    if (depth > 0) depths.set(target, Math.max(depth, depths.get(target) ?? 0));
  }
  const stack = [...depths].map(([rel, depth]) => ({ rel, left: depth }));
  for (let dir = stack.pop(); dir !== void 0; dir = stack.pop()) {
    let entries;
    try {
      entries = readdirSync(path2.join(workspace, dir.rel), { withFileTypes: true, encoding: "buffer" });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (--budget < 0) return { files: [...files], complete: false };
      const name = utf8(entry.name);
      if (name === void 0) return { files: [...files], complete: false };
      if (name === ".git") continue;
      const child = `${dir.rel}/${name}`;
      if (entry.isDirectory()) {
        if (dir.left > 1) stack.push({ rel: child, left: dir.left - 1 });
      } else if (entry.isFile() && !denied(child) && byOtherName(child))
        files.add(path2.join(workspace, child));
    }
  }
  return { files: [...files], complete: true };
}
function deniedDirectories(workspace, counts) {
  const byDepth = [...counts.keys()].sort((a, b) => b.split("/").length - a.split("/").length);
  const whole = /* @__PURE__ */ new Set();
  for (const rel of byDepth) {
    const c = counts.get(rel);
    const parent = c.parent ? counts.get(c.parent) : void 0;
    if (parent) parent.denied += c.denied;
    if (c.partial || c.denied === 0 || c.covered !== c.entries) continue;
    whole.add(rel);
    if (parent) parent.covered++;
  }
  const chosen = [];
  for (const rel of [...whole].reverse()) {
    if (counts.get(rel).denied < MIN_DIRECTORY_MASK) continue;
    if (chosen.some((c) => rel.startsWith(`${c}/`))) continue;
    chosen.push(rel);
  }
  return chosen.map((rel) => path2.join(workspace, rel));
}
var SLASH = Buffer.from("/");
function utf8(name) {
  const s = name.toString("utf8");
  return Buffer.from(s, "utf8").equals(name) ? s : void 0;
}
function join(rel, name) {
  return rel ? `${rel}/${name}` : name;
}

// src/sandbox/own-install.ts
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path3 from "node:path";
import { fileURLToPath } from "node:url";
var here = path3.dirname(fileURLToPath(import.meta.url));
function ownInstallDirs(workspace, from = here) {
  const root = packageRoot(from);
  if (!root || !(root === workspace || root.startsWith(`${workspace}${path3.sep}`))) return [];
  const require2 = createRequire(path3.join(from, "x.js"));
  const dirs = [root, path3.join(root, path3.relative(root, from).split(path3.sep)[0])];
  try {
    const index = require2.resolve("@vscode/ripgrep");
    dirs.push(packageDirOf(index, "@vscode/ripgrep"));
    const platform = `@vscode/ripgrep-${process.platform}-${process.arch}`;
    const rg = createRequire(index).resolve(
      `${platform}/bin/rg${process.platform === "win32" ? ".exe" : ""}`
    );
    dirs.push(packageDirOf(rg, platform));
  } catch {
  }
  return dirs;
}
function packageRoot(from) {
  for (let dir = from; ; dir = path3.dirname(dir)) {
    const manifest = path3.join(dir, "package.json");
    if (existsSync(manifest)) {
      try {
        if (JSON.parse(readFileSync(manifest, "utf8")).name === "nightshift")
          return dir;
      } catch {
      }
    }
    if (dir === path3.dirname(dir)) return void 0;
  }
}
function packageDirOf(file, name) {
  const marker = `${path3.sep}node_modules${path3.sep}${name}${path3.sep}`;
  const at = file.lastIndexOf(marker);
  return at < 0 ? path3.dirname(file) : file.slice(0, at + marker.length - 1);
}

// src/policy/part.ts
var RANK = { allow: 0, ask: 1, deny: 2 };
function strictest(parts) {
  let worst;
  for (const part of parts) if (!worst || RANK[part.verdict] > RANK[worst.verdict]) worst = part;
  return worst;
}
var quote = (text) => JSON.stringify(clipWords(text, 120));

export {
  allowsEverythingUnder,
  workspaceInRepository,
  namesBy,
  deniedUnderAnyName,
  readableUnderEveryName,
  readDeniedBy,
  deniesNothingUnder,
  MAX_UNREADABLE_WALK,
  walkWorkspace,
  strictest,
  quote,
  ownInstallDirs
};
