#!/usr/bin/env -S node --max-semi-space-size=2
import {
  gitPath,
  locateRepo,
  openRepo,
  splitNul
} from "./chunk-O2IHHD2C.js";

// src/git/changes.ts
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
  const topLevel = location !== null && location.workTree === path.resolve(workspace);
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
async function listStartTree(workspace, base) {
  return withScratchIndex(workspace, base, async (git, _pathspecFile, traced) => {
    const refused = await addAll(git, ["--", "."]);
    const listing = traced();
    const [changes, ignored, listed] = await Promise.all([
      stagedChanges(git, base, refused),
      ignoredPaths(git),
      listing.git.bytes(["ls-files", "-z", "-t", "--stage", "--others", "--deleted", "--exclude-standard"])
    ]);
    const { gitlinks, others, unstatable } = parseListing(listed);
    const goneGitlinks = changes.filter((c) => c.oldMode === GITLINK_MODE).map((c) => c.path);
    const commitless = others.filter((p) => p.endsWith("/")).map((p) => p.slice(0, -1));
    return {
      changes,
      ignored,
      nested: [.../* @__PURE__ */ new Set([...gitlinks, ...goneGitlinks, ...commitless])],
      unreadable: [
        .../* @__PURE__ */ new Set([
          ...unopenedDirs(listing.errors(), workspace),
          ...unstatable.map((p) => path.posix.dirname(p))
        ])
      ]
    };
  });
}
function parseListing(out) {
  const listing = { gitlinks: [], others: [], unstatable: [] };
  for (const record of splitNul(out)) {
    const tag = record.subarray(0, 2).toString("latin1");
    if (tag === "? ") {
      listing.others.push(gitPath(record.subarray(2)).path);
      continue;
    }
    const name = gitPath(record.subarray(record.indexOf(9) + 1)).path;
    if (tag === "R ") listing.unstatable.push(name);
    else if (record.subarray(2, 9).toString("latin1") === `${GITLINK_MODE} `) listing.gitlinks.push(name);
  }
  return listing;
}
var OPEN_FAILED = "could not open directory '";
function unopenedDirs(errors, workspace) {
  const location = locateRepo(workspace);
  const rel = location ? path.relative(location.workTree, realpathSync(workspace)) : "";
  const prefix = rel === "" ? "" : `${rel.split(path.sep).join("/")}/`;
  return errors.filter((e) => e.fmt.startsWith(OPEN_FAILED)).map((e) => {
    const dir = formatted(e) ?? "";
    if (!dir.startsWith(prefix) || !dir.endsWith("/"))
      throw new Error(`cannot tell which directory git could not open from its warning: ${e.msg}`);
    return gitPath(Buffer.from(dir.slice(prefix.length, -1), "latin1")).path;
  });
}
function formatted({ fmt, msg }) {
  const [before = "", after, ...more] = fmt.split("%s");
  if (after === void 0 || more.length > 0 || msg.length < before.length + after.length) return void 0;
  if (!msg.startsWith(before) || !msg.endsWith(after)) return void 0;
  return msg.slice(before.length, msg.length - after.length);
}
function traceErrors(file) {
  let text;
  try {
    text = readFileSync(file, "latin1");
  } catch {
    throw new Error(`git wrote no trace2 events to ${file}; nightshift needs git 2.22 or later`);
  }
  return text.split("\n").flatMap((line) => {
    if (!line.includes('"event":"error"')) return [];
    const event = JSON.parse(line);
    return event.event === "error" ? [{ fmt: event.fmt ?? "", msg: event.msg ?? "" }] : [];
  });
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
  /^warning: adding embedded git repository: /,
  // What git cannot look into (add exits 0 for it alone): listStartTree lists it, and delivery
  // then sees less, never more.
  /^warning: could not open directory '.*': /,
  /^(?!(?:error|fatal|warning): ).*: Permission denied$/,
  // perror(): a tracked file it cannot lstat
  /^warning: unable to access '.*': /
  // a .gitignore it cannot read: nothing hidden
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
  const dir = mkdtempSync(path.join(tmpdir(), "ns-index-"));
  try {
    const index = path.join(dir, "index");
    const scratchEnv = { ...env, GIT_LITERAL_PATHSPECS: "1" };
    const git = openRepo(workspace, scratchEnv, { indexFile: index });
    if (base !== null) await git.raw(["read-tree", base]);
    let n = 0;
    const pathspecFile = (paths) => {
      const file = path.join(dir, `paths-${n++}`);
      writeFileSync(file, paths.map((p) => `${p}\0`).join(""));
      return file;
    };
    const traced = () => {
      const file = path.join(dir, `trace-${n++}`);
      const tracing = { ...scratchEnv, GIT_TRACE2_EVENT: file, LC_ALL: "C" };
      return { git: openRepo(workspace, tracing, { indexFile: index }), errors: () => traceErrors(file) };
    };
    return await fn(git, pathspecFile, traced);
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
  const dir = mkdtempSync(path.join(tmpdir(), "ns-restore-"));
  try {
    const file = path.join(dir, "paths");
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
  listChanges,
  listWorkingTree,
  snapshotChanges,
  listStartTree,
  GITLINK_MODE,
  withScratchIndex,
  parseRaw,
  parseNumstat,
  restoreFromCommit
};
