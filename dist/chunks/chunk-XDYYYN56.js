#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  ownInstallDirs,
  quote
} from "./chunk-7VU3KS5D.js";
import {
  bestGlob,
  deniedUnderAnyName,
  walkWorkspace
} from "./chunk-Z5JBZUUA.js";
import {
  openRepo,
  splitNul
} from "./chunk-EQHSLL2K.js";
import {
  MIN_SECRET_LENGTH
} from "./chunk-6OIG7MZW.js";
import {
  looksLikeSecretName
} from "./chunk-LSGJCLNE.js";
import {
  inGitDir,
  realpathDeep,
  shownPath
} from "./chunk-XOHEQPGY.js";

// src/run/denied-content.ts
import { createHash } from "node:crypto";
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync } from "node:fs";
import path from "node:path";
var MIN_FINGERPRINT_BYTES = 8;
var MAX_FINGERPRINT_BYTES = 1024 * 1024;
function fingerprintDenied(sources, objectFormat) {
  const prints = /* @__PURE__ */ new Map();
  const values = /* @__PURE__ */ new Set();
  for (const { rel, content } of sources) {
    if (content.length < MIN_FINGERPRINT_BYTES) continue;
    const id = blobId(content, objectFormat);
    if (!prints.has(id)) prints.set(id, rel);
    if (content.length <= MAX_VALUES_FILE_BYTES && values.size < MAX_SECRET_VALUES)
      for (const value of secretValues(content)) values.add(value);
  }
  return { prints, values: [...values].slice(0, MAX_SECRET_VALUES) };
}
function blobId(content, objectFormat) {
  return createHash(objectFormat).update(`blob ${content.length}\0`).update(content).digest("hex");
}
function workingTreeBlobId(file, objectFormat) {
  const content = readSmallFile(file);
  return content && blobId(content, objectFormat);
}
var MAX_VALUES_FILE_BYTES = 64 * 1024;
var MAX_SECRET_VALUES = 200;
var MIN_LINE = 12;
var ASSIGNMENT = /^(?:export\s+)?([\w.\-/:@]+?)\s*[=:]\s*(.*)$/;
function secretValues(content) {
  if (content.includes(0)) return [];
  const out = [];
  for (const raw of content.toString("utf8").split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";") || /^-----(BEGIN|END) /.test(line))
      continue;
    if (line.length >= MIN_LINE) out.push(line);
    const assignment = ASSIGNMENT.exec(line);
    if (!assignment) continue;
    const value = unquote(assignment[2] ?? "");
    const keyLike = value.length >= 16 && new RegExp("\\p{L}", "u").test(value) && /\d/.test(value);
    if (value.length >= MIN_SECRET_LENGTH && (looksLikeSecretName(assignment[1] ?? "") || keyLike))
      out.push(value);
  }
  return out;
}
function unquote(value) {
  const v = value.replace(/\s+#.*$/, "").trim();
  const quoted = /^(["'`])(.*)\1$/.exec(v);
  return quoted ? quoted[2] ?? "" : v;
}
function readSmallFile(file, max = MAX_FINGERPRINT_BYTES) {
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return void 0;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size < MIN_FINGERPRINT_BYTES || st.size > max) return void 0;
    const buffer = Buffer.alloc(st.size);
    let read = 0;
    while (read < buffer.length) {
      const n = readSync(fd, buffer, read, buffer.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read);
  } catch {
    return void 0;
  } finally {
    closeSync(fd);
  }
}
function filesBelow(dir) {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}
async function deniedContentAtStart(input) {
  const { workspace, start } = input;
  const denied = input.masked ?? walkWorkspace(workspace, input.readDenied);
  const links = denied.links ?? [];
  const readDenied = deniedUnderAnyName(input.readDenied, links);
  const depth = (file) => file.split(path.sep).length;
  const files = [...denied.files, ...(denied.dirs ?? []).flatMap((d) => filesBelow(d))].sort(
    (a, b) => depth(a) - depth(b)
  );
  const sources = files.flatMap((file) => {
    const content = readSmallFile(file);
    return content ? [{ rel: path.relative(workspace, file).split(path.sep).join("/"), content }] : [];
  });
  const dirty = [...start.dirty.values()].filter((c) => c.status !== "A" && readDenied(c.path));
  if (start.base !== null && dirty.length > 0)
    sources.push(
      ...await committedContent(
        workspace,
        start.base,
        dirty.map((c) => c.path)
      )
    );
  return { ...fingerprintDenied(sources, start.base?.length === 64 ? "sha256" : "sha1"), links };
}
async function committedContent(workspace, base, paths) {
  const git = openRepo(workspace);
  const listing = await git.bytes(["ls-tree", "-z", "-l", base, "--", ...paths.map((p) => `:(literal)${p}`)]);
  const blobs = splitNul(listing).flatMap((record) => {
    const tab = record.indexOf(9);
    const [mode, type, id, size] = record.subarray(0, tab).toString("latin1").split(/ +/);
    const bytes = Number(size);
    const regular = type === "blob" && mode !== "120000" && id !== void 0;
    return regular && bytes >= MIN_FINGERPRINT_BYTES && bytes <= MAX_FINGERPRINT_BYTES ? [{ id, rel: record.subarray(tab + 1).toString("utf8") }] : [];
  });
  const sources = [];
  for (const blob of blobs)
    sources.push({ rel: blob.rel, content: await git.bytes(["cat-file", "blob", blob.id]) });
  return sources;
}

// src/policy/protected-paths.ts
import { existsSync } from "node:fs";
import path2 from "node:path";
var BATCH_OUT_MARKER = ".nightshift-batch";
function runsDir(outDir) {
  const parent = path2.dirname(outDir);
  if (path2.basename(parent) === "runs" && path2.basename(path2.dirname(parent)) === ".nightshift")
    return parent;
  return existsSync(path2.join(parent, BATCH_OUT_MARKER)) ? parent : void 0;
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
function foldedSpellings(name) {
  if (isAscii(name)) return [];
  const forms = [name, name.normalize("NFC"), name.normalize("NFD")];
  const spellings = /* @__PURE__ */ new Set([...forms, ...forms.map(asciiFolded)]);
  spellings.delete(name);
  return [...spellings];
}
function asciiFolded(name) {
  return [...name].map((c) => isAscii(c) ? c : [c.toUpperCase(), c.toLowerCase()].find(isAscii) ?? c).join("");
}
var isAscii = (text) => /^[\u0000-\u007f]*$/.test(text);
function otherName(names, rel, name) {
  return names.byRepository?.(rel, name) ? { repository: true, text: `as the repository names it, ${quote(name)}` } : { repository: false, text: `also reached as ${quote(name)} through a symbolic link in the workspace` };
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
  const spellings = foldedSpellings(resolved.rel);
  const gitSpelling = kind === "edit" ? spellings.find(inGitDir) : void 0;
  if (gitSpelling !== void 0) {
    return {
      verdict: "deny",
      rule: "invariant:protected-path",
      reason: `${what}: a case-insensitive file system (macOS, Windows) opens ${quote(resolved.rel)} as ${quote(gitSpelling)}, in a git directory, which is never written by tools`,
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
    for (const spelled of spellings) {
      const hit = deniedName(kind, [spelled, ...names(spelled)], policy);
      if (hit)
        return {
          verdict: "deny",
          rule: hit.rule,
          reason: `${what}: a case-insensitive file system (macOS, Windows) opens ${quote(resolved.rel)} as ${quote(hit.name)}, and ${hit.rule} ${quote(hit.pattern)} denies that name`
        };
    }
    const other = deniedName(kind, names(resolved.rel), policy);
    if (other) {
      const named = otherName(names, resolved.rel, other.name);
      return {
        verdict: "deny",
        rule: other.rule,
        reason: `${what}: ${quote(resolved.rel)} is${named.repository ? "," : ""} ${named.text}, and ${other.rule} ${quote(other.pattern)} denies that name`
      };
    }
  }
  const rule = `${kind}.${match.list}[${match.index}]`;
  return {
    verdict: match.list,
    rule,
    reason: `${what}: ${quote(resolved.rel)} matches ${rule} ${quote(match.pattern)}`
  };
}

export {
  MIN_FINGERPRINT_BYTES,
  MAX_FINGERPRINT_BYTES,
  fingerprintDenied,
  workingTreeBlobId,
  readSmallFile,
  deniedContentAtStart,
  deniedName,
  otherName,
  pathPart,
  BATCH_OUT_MARKER,
  protectedPaths
};
