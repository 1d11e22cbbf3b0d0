#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  isValidBranchName
} from "./chunk-M5EDDKSB.js";
import {
  restoreFromCommit
} from "./chunk-4CECHPCF.js";
import {
  currentBranch,
  openRepo,
  splitNul
} from "./chunk-EQHSLL2K.js";
import {
  Redactor
} from "./chunk-6OIG7MZW.js";

// src/git/errors.ts
var GitOperationError = class extends Error {
  name = "GitOperationError";
};
function rethrowRedacted(what, err, secrets) {
  const redactor = new Redactor();
  for (const s of secrets) redactor.addSecret(s);
  const message = err instanceof Error ? err.message : String(err);
  throw new GitOperationError(redactor.redact(`${what}: ${message.trim()}`));
}

// src/git/branch.ts
function slugify(title) {
  const slug = title.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 50).replace(/-+$/, "");
  return slug || "task";
}
function renderBranchName(template, vars) {
  const values = {
    slug: slugify(vars.title),
    run_id: vars.runId,
    issue: vars.issue === void 0 ? "" : String(vars.issue),
    date: vars.date ?? (/* @__PURE__ */ new Date()).toISOString().slice(0, 10)
  };
  return template.replace(/\{(\w+)\}/g, (whole, name) => {
    const value = values[name];
    if (value === void 0) throw new Error(`branch template "${template}": unknown placeholder ${whole}`);
    if (value === "") throw new Error(`branch template "${template}": ${whole} has no value in this run`);
    return value;
  });
}
async function createRunBranch(options) {
  const git = openRepo(options.workspace);
  const branch = renderBranchName(options.template, options.vars);
  const base = options.base ?? await currentBranch(options.workspace);
  if (!base) throw new Error("no base branch: HEAD is detached; set pr.base (the `base` input)");
  if (branch === base) throw new Error(`the run branch "${branch}" is the base branch; change pr.branch`);
  if (!isValidBranchName(branch))
    throw new Error(`"${branch}" is not a valid branch name (from the template "${options.template}")`);
  try {
    const baseSha = options.start && isObjectId(options.start) ? options.start : (await git.raw(["rev-parse", "--verify", `${options.start ?? "HEAD"}^{commit}`])).trim();
    await git.raw(["update-ref", "-m", "nightshift: run branch", `refs/heads/${branch}`, baseSha]);
    await git.raw(["symbolic-ref", "-m", "nightshift: run branch", "HEAD", `refs/heads/${branch}`]);
    return { branch, base, baseSha };
  } catch (err) {
    rethrowRedacted(`creating branch ${branch}`, err, []);
  }
}
function isRunBranch(branch, template, title) {
  const literals = template.split(/\{\w+\}/);
  if (literals.join("") === "") {
    try {
      return branch === renderBranchName(template, { title, runId: "" });
    } catch {
      return false;
    }
  }
  const escaped = literals.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${escaped.join(".+")}$`).test(branch);
}
async function switchBackAfterRun(workspace, branch, commit) {
  const git = openRepo(workspace);
  const changed = commit ? await git.bytes([
    "diff-tree",
    "-r",
    "--relative",
    "--name-only",
    "--no-renames",
    "-z",
    `${commit}^`,
    commit
  ]) : Buffer.alloc(0);
  await git.raw(["symbolic-ref", "-m", "nightshift: back to the base", "HEAD", `refs/heads/${branch}`]);
  await restoreFromCommit(workspace, branch, splitNul(changed), true);
}
var isObjectId = (rev) => /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(rev);

// src/git/auth.ts
function authHeaderConfig(token, remoteUrl) {
  let origin;
  try {
    const url = new URL(remoteUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    origin = url.origin;
  } catch {
    return null;
  }
  const basic = Buffer.from(`x-access-token:${token}`, "utf8").toString("base64");
  return { [`http.${origin}/.extraheader`]: `AUTHORIZATION: basic ${basic}` };
}

export {
  rethrowRedacted,
  createRunBranch,
  isRunBranch,
  switchBackAfterRun,
  authHeaderConfig
};
