#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  deniedBy,
  globRegExp
} from "./chunk-DIAYXFHT.js";
import {
  canonicalGlob
} from "./chunk-4QVFKC7M.js";
import {
  clipWords
} from "./chunk-YVC5YHFM.js";

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
function namesBy(links) {
  return (rel) => otherNames(rel, links);
}
function deniedUnderAnyName(denied, links) {
  if (links.length === 0) return denied;
  return (rel) => denied(rel) || otherNames(rel, links).some(denied);
}
function readableUnderEveryName(allowed, denied, links) {
  if (links.length === 0) return allowed;
  return (rel) => allowed(rel) && !otherNames(rel, links).some(denied);
}
function readDeniedBy(rules) {
  const denied = deniedBy(rules);
  const globs = [
    ...rules.allow.map((g) => ({ glob: canonicalGlob(g), nocase: false })),
    ...rules.deny.map((g) => ({ glob: canonicalGlob(g), nocase: true }))
  ];
  denied.depthBelowLink = (names, target) => {
    let depth = 0;
    for (const g of globs) depth = Math.max(depth, globDepth(g.glob, g.nocase, [...names, target]));
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

// src/sandbox/unreadable.ts
import { readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
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
        else checkouts.push(path.join(workspace, dir.rel));
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
          files.push(path.join(workspace, rel));
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
    real = realpathSync(path.join(workspace, rel));
  } catch {
    return void 0;
  }
  const target = path.relative(workspace, real);
  if (target === "" || target.startsWith("..") || path.isAbsolute(target)) return void 0;
  return { link: rel, target: target.split(path.sep).join("/") };
}
function deniedByOtherNames(workspace, links, denied, budget) {
  const files = /* @__PURE__ */ new Set();
  const byOtherName = (rel) => otherNames(rel, links).some(denied);
  const depths = /* @__PURE__ */ new Map();
  for (const { link, target } of links) {
    const abs = path.join(workspace, target);
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
      entries = readdirSync(path.join(workspace, dir.rel), { withFileTypes: true, encoding: "buffer" });
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
        files.add(path.join(workspace, child));
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
  return chosen.map((rel) => path.join(workspace, rel));
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
import path2 from "node:path";
import { fileURLToPath } from "node:url";
var here = path2.dirname(fileURLToPath(import.meta.url));
function ownInstallDirs(workspace, from = here) {
  const root = packageRoot(from);
  if (!root || !(root === workspace || root.startsWith(`${workspace}${path2.sep}`))) return [];
  const require2 = createRequire(path2.join(from, "x.js"));
  const dirs = [root, path2.join(root, path2.relative(root, from).split(path2.sep)[0])];
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
  for (let dir = from; ; dir = path2.dirname(dir)) {
    const manifest = path2.join(dir, "package.json");
    if (existsSync(manifest)) {
      try {
        if (JSON.parse(readFileSync(manifest, "utf8")).name === "nightshift")
          return dir;
      } catch {
      }
    }
    if (dir === path2.dirname(dir)) return void 0;
  }
}
function packageDirOf(file, name) {
  const marker = `${path2.sep}node_modules${path2.sep}${name}${path2.sep}`;
  const at = file.lastIndexOf(marker);
  return at < 0 ? path2.dirname(file) : file.slice(0, at + marker.length - 1);
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
  namesBy,
  deniedUnderAnyName,
  readableUnderEveryName,
  readDeniedBy,
  MAX_UNREADABLE_WALK,
  walkWorkspace,
  strictest,
  quote,
  ownInstallDirs
};
