#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  gitPath,
  locateRepo,
  openRepo,
  pathKey,
  splitNul
} from "./chunk-EQHSLL2K.js";

// src/git/changes.ts
import {
  lstatSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
async function listChanges(workspace, base, maxFileBytes = DEFAULT_MAX_FILE_BYTES) {
  return withScratchIndex(workspace, base, async (git, pathspecFile, traced) => {
    const { unstaged } = await stageWorkingTree(workspace, maxFileBytes, git, pathspecFile, traced);
    return stagedChanges(git, base, unstaged);
  });
}
async function listWorkingTree(workspace, base, maxFileBytes = DEFAULT_MAX_FILE_BYTES) {
  return withScratchIndex(workspace, base, async (git, pathspecFile, traced) => {
    const { unstaged, unreadable } = await stageWorkingTree(
      workspace,
      maxFileBytes,
      git,
      pathspecFile,
      traced
    );
    const [changes, ignored] = await Promise.all([stagedChanges(git, base, unstaged), ignoredPaths(git)]);
    return { changes, ignored, unreadable };
  });
}
async function stagedChanges(git, base, unstaged) {
  const listed = parseRaw(
    await git.bytes(["diff-index", "--cached", "--raw", "-z", "--no-renames", "--relative", base])
  );
  return withUnstaged(listed, unstaged);
}
function withUnstaged(listed, { refused, unreadable, tooLarge }) {
  const unread = new Set([...unreadable, ...tooLarge].map((c) => pathKey(c)));
  return [
    ...listed.filter((c) => !unread.has(pathKey(c))),
    ...refused.map(refusedChange),
    ...unreadable,
    ...tooLarge
  ];
}
var DEFAULT_MAX_FILE_BYTES = 1048576;
var SCRATCH_GIT_TIMEOUT_MS = 20 * 6e4;
async function stageWorkingTree(workspace, maxFileBytes, git, pathspecFile, traced) {
  const survey = await surveyWorkingTree(traced(), git, workspace, maxFileBytes);
  const unreadable = survey.unreadable.map((dir) => dir.path);
  const { nested } = survey;
  if (survey.tooLarge.length === 0 && survey.unreadable.length === 0)
    return { unstaged: await addAll(traced(), workspace), unreadable, nested };
  const file = pathspecFile([
    ".",
    ...[...survey.tooLarge, ...survey.unreadable].map(
      (c) => Buffer.concat([Buffer.from(":(exclude,literal)"), c.bytes ?? Buffer.from(c.path)])
    )
  ]);
  const unstaged = await addAll(traced({ magicPathspecs: true }), workspace, {
    names: survey.tooLarge,
    pathspecFile: file
  });
  return { unstaged, unreadable, nested };
}
async function surveyWorkingTree(listing, git, workspace, maxFileBytes) {
  const out = await listing.git.bytes(["ls-files", "-z", "-t", "--stage", "--others", "--exclude-standard"]);
  const unreadable = /* @__PURE__ */ new Map();
  const nested = [];
  const large = [];
  for (const record of splitNul(out)) {
    const untracked = record.subarray(0, 2).toString("latin1") === "? ";
    const raw = untracked ? record.subarray(2) : record.subarray(record.indexOf(9) + 1);
    if (untracked && raw[raw.length - 1] === 47) {
      nested.push(gitPath(raw.subarray(0, -1)).path);
      continue;
    }
    const name = gitPath(raw);
    if (!untracked && record.subarray(2, 9).toString("latin1") === `${GITLINK_MODE} `) nested.push(name.path);
    let stats;
    try {
      stats = lstatSync(onDisk(workspace, name), { throwIfNoEntry: false });
    } catch (err) {
      const slash = raw.lastIndexOf(47);
      if (err.code === "EACCES" && slash > 0) {
        const dir = gitPath(raw.subarray(0, slash));
        unreadable.set(dir.path, dir);
      }
      continue;
    }
    if (!stats?.isFile() || stats.size <= maxFileBytes) continue;
    const [mode = "", sha = ""] = record.subarray(2, record.indexOf(9)).toString("latin1").split(" ");
    large.push({ name, stats, ...untracked ? {} : { entry: { mode, sha } } });
  }
  const sizes = await blobSizes(
    git,
    large.flatMap((l) => l.entry && l.entry.mode !== GITLINK_MODE ? [l.entry.sha] : [])
  );
  const tooLarge = large.flatMap(({ name, stats, entry }) => {
    const baseSize = (entry && sizes.get(entry.sha)) ?? 0;
    if (stats.size - baseSize <= maxFileBytes) return [];
    const regular = entry?.mode === "100644" || entry?.mode === "100755";
    return [
      {
        ...name,
        status: entry ? regular ? "M" : "T" : "A",
        oldMode: entry?.mode ?? "000000",
        newMode: stats.mode & 64 ? "100755" : "100644",
        newSha: "0".repeat(40),
        tooLarge: { size: stats.size, baseSize }
      }
    ];
  });
  for (const dir of unopenedDirs(listing.errors(), workspace)) unreadable.set(dir.path, dir);
  return { tooLarge, unreadable: [...unreadable.values()], nested };
}
async function blobSizes(git, ids) {
  if (ids.length === 0) return /* @__PURE__ */ new Map();
  const input = Buffer.from(ids.map((id) => `${id}
`).join(""));
  const out = await git.bytes(["cat-file", "--batch-check=%(objectname) %(objectsize)"], input);
  const sizes = /* @__PURE__ */ new Map();
  for (const line of out.toString("latin1").split("\n")) {
    const [id = "", size = ""] = line.split(" ");
    if (/^\d+$/.test(size)) sizes.set(id, Number(size));
  }
  return sizes;
}
function onDisk(workspace, name) {
  if (!name.bytes) return path.join(workspace, ...name.path.split("/"));
  return Buffer.concat([Buffer.from(path.join(workspace, path.sep)), name.bytes]);
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
async function snapshotChanges(workspace, base, maxFileBytes = DEFAULT_MAX_FILE_BYTES) {
  const location = locateRepo(workspace);
  const topLevel = location !== null && location.workTree === path.resolve(workspace);
  return withScratchIndex(workspace, base, async (git, pathspecFile, traced) => {
    const { unstaged, unreadable } = await stageWorkingTree(
      workspace,
      maxFileBytes,
      git,
      pathspecFile,
      traced
    );
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
    const changes = withUnstaged(parseRaw(listed), unstaged);
    if (!topLevel) return { base, changes, ignored, unreadable };
    return {
      base,
      changes,
      ignored,
      unreadable,
      commit: { tree: (await git.raw(["write-tree"])).trim(), stats: parseNumstat(listed.toString("utf8")) }
    };
  });
}
async function listStartTree(workspace, base, maxFileBytes = DEFAULT_MAX_FILE_BYTES) {
  return withScratchIndex(workspace, base, async (git, pathspecFile, traced) => {
    const staged = await stageWorkingTree(workspace, maxFileBytes, git, pathspecFile, traced);
    const [changes, ignored] = await Promise.all([
      stagedChanges(git, base, staged.unstaged),
      ignoredPaths(git)
    ]);
    const goneGitlinks = changes.filter((c) => c.oldMode === GITLINK_MODE).map((c) => c.path);
    return {
      changes,
      ignored,
      nested: [.../* @__PURE__ */ new Set([...staged.nested, ...goneGitlinks])],
      unreadable: staged.unreadable
    };
  });
}
var OPEN_FAILED = "could not open directory '";
function unopenedDirs(errors, workspace) {
  const prefix = workspacePrefix(workspace);
  return errors.filter((e) => e.fmt.startsWith(OPEN_FAILED)).map((e) => {
    const dir = formatted(e) ?? "";
    if (!dir.startsWith(prefix) || !dir.endsWith("/"))
      throw new Error(`cannot tell which directory git could not open from its warning: ${e.msg}`);
    return gitPath(Buffer.from(dir.slice(prefix.length, -1), "latin1"));
  });
}
function workspacePrefix(workspace) {
  const location = locateRepo(workspace);
  const rel = location ? path.relative(location.workTree, realpathSync(workspace)) : "";
  return rel === "" ? "" : Buffer.from(`${rel.split(path.sep).join("/")}/`).toString("latin1");
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
async function addAll(traced, workspace, leftOut) {
  const { git } = traced;
  const tooLarge = leftOut?.names ?? [];
  const pathspecs = leftOut ? [`--pathspec-from-file=${leftOut.pathspecFile}`, "--pathspec-file-nul"] : ["--", "."];
  try {
    await git.raw(["-c", "advice.addEmbeddedRepo=false", "add", "--all", "--ignore-errors", ...pathspecs]);
    return { refused: [], unreadable: [], tooLarge };
  } catch (err) {
    const errors = traced.errors();
    const { rest, refusals } = withoutTracedMessages(err.message, errors);
    const lines = rest.split("\n").filter((l) => l.trim() !== "");
    const refusal = (l) => REFUSED.some((pattern) => pattern.test(l.trim()));
    if (!lines.every((l) => refusal(l) || TOLERATED.some((pattern) => pattern.test(l.trim())))) throw err;
    const unreadable = await unreadableChanges(git, errors, workspace);
    if (refusals === 0 && !lines.some(refusal)) return { refused: [], unreadable, tooLarge };
    const unread = new Set([...unreadable, ...tooLarge].map((c) => pathKey(c)));
    const left = await git.bytes(["ls-files", "-z", "--others", "--exclude-standard", "--", "."]);
    const refused = splitNul(left).filter(
      (name) => name[name.length - 1] !== 47
      /* a nested repository's `dir/` */
    ).map(gitPath).filter((p) => !unread.has(pathKey(p)));
    return { refused, unreadable, tooLarge };
  }
}
async function unreadableChanges(git, errors, workspace) {
  const prefix = workspacePrefix(workspace);
  const names = errors.filter((e) => e.fmt === UNINDEXED).map((e) => {
    const name = formatted(e);
    if (name === void 0 || !name.startsWith(prefix))
      throw new Error(`cannot tell which file git could not read from its error: ${e.msg}`);
    return Buffer.from(name.slice(prefix.length), "latin1");
  });
  if (names.length === 0) return [];
  const wanted = new Set(names.map((n) => pathKey(gitPath(n))));
  const staged = /* @__PURE__ */ new Map();
  for (const record of splitNul(await git.bytes(["ls-files", "-z", "--stage"]))) {
    const key = pathKey(gitPath(record.subarray(record.indexOf(9) + 1)));
    if (wanted.has(key)) staged.set(key, record.subarray(0, 6).toString("latin1"));
  }
  return names.map((raw) => {
    const name = gitPath(raw);
    const mode = staged.get(pathKey(name));
    return {
      ...name,
      status: mode === void 0 ? "A" : "M",
      oldMode: mode ?? "000000",
      newMode: mode ?? "100644",
      newSha: "0".repeat(40),
      unreadable: true
    };
  });
}
var UNINDEXED = "unable to index file '%s'";
function withoutTracedMessages(stderr, errors) {
  let rest = stderr;
  let refusals = 0;
  for (const e of errors) {
    const msg = Buffer.from(e.msg, "latin1").toString("utf8");
    for (const level of ["error", "warning"]) {
      const message = `${level}: ${msg}`;
      const refused = WHOLE_REFUSED.some((p) => p.test(message));
      if (!refused && !WHOLE_KNOWN.some((p) => p.test(message))) continue;
      const at = rest.indexOf(`${message}
`);
      if (at < 0) continue;
      rest = rest.slice(0, at) + rest.slice(at + message.length + 1);
      if (refused) refusals++;
      break;
    }
  }
  return { rest, refusals };
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
var UNREADABLE = [/^error: open\(".*"\): [^\n]+$/, /^error: unable to index file '.*'$/];
var WHOLE_REFUSED = REFUSED.map((p) => new RegExp(p.source, "s"));
var WHOLE_KNOWN = [...TOLERATED, ...UNREADABLE].map((p) => new RegExp(p.source, "s"));
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
    const scratch = { indexFile: index, timeoutMs: SCRATCH_GIT_TIMEOUT_MS };
    const git = openRepo(workspace, scratchEnv, scratch);
    if (base !== null) await git.raw(["read-tree", base]);
    let n = 0;
    const pathspecFile = (paths) => {
      const file = path.join(dir, `paths-${n++}`);
      writeFileSync(file, Buffer.concat(paths.flatMap((p) => [Buffer.from(p), NUL])));
      return file;
    };
    const traced = ({ magicPathspecs = false } = {}) => {
      const file = path.join(dir, `trace-${n++}`);
      const tracing = {
        ...scratchEnv,
        GIT_TRACE2_EVENT: file,
        LC_ALL: "C",
        ...magicPathspecs ? { GIT_LITERAL_PATHSPECS: "0" } : {}
      };
      return { git: openRepo(workspace, tracing, scratch), errors: () => traceErrors(file) };
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
    await openRepo(
      workspace,
      { ...process.env, GIT_LITERAL_PATHSPECS: "1" },
      { timeoutMs: SCRATCH_GIT_TIMEOUT_MS }
    ).raw([
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
