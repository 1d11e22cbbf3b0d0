#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  stderrProgress
} from "./chunk-EUJVZAC7.js";
import {
  runTask
} from "./chunk-DUGGS6YP.js";
import {
  switchBackAfterRun
} from "./chunk-4AXNQLVZ.js";
import "./chunk-5AOFE2OR.js";
import "./chunk-RO45VQTL.js";
import "./chunk-GY47ZZOT.js";
import "./chunk-M5EDDKSB.js";
import "./chunk-W4Z5EW7E.js";
import "./chunk-NQADESNZ.js";
import "./chunk-USW46DVU.js";
import {
  loadTask
} from "./chunk-3ETNIO7P.js";
import "./chunk-KBLSB3J6.js";
import "./chunk-SACY4VUG.js";
import {
  loadPolicy
} from "./chunk-N66UGSNJ.js";
import "./chunk-66VRE3PS.js";
import {
  parse
} from "./chunk-2BRBUOED.js";
import {
  COMMANDS
} from "./chunk-DDLQYJ4Q.js";
import {
  UsageError
} from "./chunk-GLUKOPIS.js";
import {
  printJson
} from "./chunk-HYRYMNKD.js";
import "./chunk-HGYYIUEV.js";
import "./chunk-V4Z5PZCA.js";
import "./chunk-HLLKTBFK.js";
import "./chunk-CMDLI7SJ.js";
import "./chunk-GYB24RAY.js";
import "./chunk-S5ZHZVOS.js";
import "./chunk-KBMOE7N2.js";
import "./chunk-M2SSU7YT.js";
import "./chunk-WIXPSQ35.js";
import "./chunk-Y2WZQKMK.js";
import "./chunk-4AUMA5UF.js";
import "./chunk-7M3LGAFX.js";
import {
  BATCH_OUT_MARKER
} from "./chunk-XDYYYN56.js";
import "./chunk-4CECHPCF.js";
import "./chunk-QIYWAWAZ.js";
import "./chunk-7VU3KS5D.js";
import "./chunk-Z5JBZUUA.js";
import {
  currentBranch,
  headState,
  locateRepo,
  openRepo
} from "./chunk-EQHSLL2K.js";
import "./chunk-542WOS6B.js";
import "./chunk-US3AINAE.js";
import "./chunk-6EIXFA5E.js";
import "./chunk-U4VUKNXS.js";
import "./chunk-7SY3ADFZ.js";
import "./chunk-6OIG7MZW.js";
import "./chunk-LSGJCLNE.js";
import {
  ConfigError
} from "./chunk-AS67HEB5.js";
import "./chunk-664AWE6G.js";
import "./chunk-M7DO6ZCZ.js";
import {
  cancelOnSignals
} from "./chunk-YSUKBXQJ.js";
import "./chunk-XLN66JCX.js";
import "./chunk-PSU25IZB.js";
import "./chunk-4U4YKYOV.js";
import "./chunk-EEIH2A23.js";
import "./chunk-XFDL25EV.js";
import "./chunk-7VANGLES.js";
import "./chunk-XOHEQPGY.js";
import "./chunk-HBFDXWT6.js";
import "./chunk-MNWNH72T.js";
import "./chunk-DYI5UNC7.js";

// src/cli/commands/batch.ts
import { mkdirSync as mkdirSync2, writeFileSync as writeFileSync2 } from "node:fs";
import path4 from "node:path";

// src/run/batch.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path3 from "node:path";

// src/run/batch-inputs.ts
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
function taskFilePrints(files) {
  const inputs = files.map((file) => {
    const read = [file, ...scriptOf(file)];
    return { read, print: fingerprint(read) };
  });
  return (index) => {
    const input = inputs[index];
    if (input && fingerprint(input.read) !== input.print)
      throw new ConfigError(
        `${input.read.join(", ")}: changed since the batch started (an earlier task may have written it); this task is not run`
      );
  };
}
function scriptOf(file) {
  try {
    const { scriptFile } = loadTask(file);
    return scriptFile ? [scriptFile] : [];
  } catch {
    return [];
  }
}
function fingerprint(files) {
  const hash = createHash("sha256");
  for (const file of files) {
    let bytes;
    try {
      bytes = statSync(file).isFile() ? readFileSync(file) : "\0not a file";
    } catch (err) {
      bytes = `\0${err.code ?? "unreadable"}`;
    }
    hash.update(createHash("sha256").update(bytes).digest("hex"));
  }
  return hash.digest("hex");
}

// src/run/batch-policies.ts
import path from "node:path";
function loadBatchPolicies(tasks, base) {
  const cwd = base.cwd ?? process.cwd();
  const byRef = /* @__PURE__ */ new Map();
  const out = /* @__PURE__ */ new Map();
  for (const [index, task] of tasks.entries()) {
    try {
      const loaded = base.policy ? void 0 : loadTask(path.resolve(cwd, task));
      const ref = base.policy ?? loaded?.task.policy ?? "builtin:standard";
      const dir = loaded?.taskDir ?? cwd;
      const key = ref.startsWith("builtin:") ? ref : path.resolve(dir, ref);
      let policy = byRef.get(key);
      if (!policy) {
        policy = loadPolicy(ref, dir);
        byRef.set(key, policy);
      }
      out.set(index, policy);
    } catch {
    }
  }
  return out;
}

// src/run/batch-workspace.ts
import { createHash as createHash2 } from "node:crypto";
import { closeSync, lstatSync, openSync, readlinkSync, readSync } from "node:fs";
import path2 from "node:path";
async function checkoutFingerprint(workspace, outDir) {
  const top = locateRepo(workspace)?.workTree ?? workspace;
  const out = outDir === void 0 ? "" : path2.relative(top, outDir);
  const skip = out && !out.startsWith("..") && !path2.isAbsolute(out) ? [`:(top,literal,exclude)${out}`] : [];
  const hash = createHash2("sha256");
  const head = await headState(top);
  hash.update(`${head.commit ?? ""}\0${head.branch ?? ""}\0`);
  const status = await openRepo(top).bytes([
    "status",
    "--porcelain=v1",
    "-z",
    "--untracked-files=all",
    "--ignore-submodules=none",
    "--",
    ":(top)",
    ...skip
  ]);
  hash.update(status);
  for (const rel of statusPaths(status.toString("utf8"))) addContent(hash, path2.join(top, rel));
  return hash.digest("hex");
}
function statusPaths(out) {
  const fields = out.split("\0");
  const paths = [];
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] ?? "";
    if (field.length < 4) continue;
    paths.push(field.slice(3));
    if (field[0] === "R" || field[0] === "C") i++;
  }
  return paths;
}
function addContent(hash, abs) {
  let stat;
  try {
    stat = lstatSync(abs);
  } catch {
    hash.update("\0missing\0");
    return;
  }
  if (stat.isSymbolicLink()) hash.update(`\0link\0${readlinkSync(abs)}\0`);
  else if (!stat.isFile()) hash.update(`\0${stat.mode}\0`);
  else {
    hash.update(`\0file\0${stat.mode}\0`);
    addBytes(hash, abs);
  }
}
function addBytes(hash, abs) {
  let fd;
  try {
    fd = openSync(abs, "r");
  } catch {
    hash.update("\0unreadable\0");
    return;
  }
  try {
    const chunk = Buffer.alloc(1 << 20);
    for (let n; (n = readSync(fd, chunk)) > 0; ) hash.update(chunk.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}

// src/run/batch.ts
async function runBatch(tasks, options, run) {
  const items = new Array(tasks.length);
  const policies = loadBatchPolicies(tasks, options.base);
  const cwd = options.base.cwd ?? process.cwd();
  const unchanged = taskFilePrints(tasks.map((t) => path3.resolve(cwd, t)));
  if (options.outDir) markOutDir(path3.resolve(cwd, options.outDir));
  let next = 0;
  let spent = 0;
  let reserved = 0;
  let running = 0;
  const repos = tasks.map(
    (t) => repoOf(path3.resolve(cwd, t), options.base.workspace && path3.resolve(cwd, options.base.workspace))
  );
  const queueOf = queuesByCheckout(repos);
  const shared = (repo) => repo !== null && repos.filter((r) => r && queueOf(r) === queueOf(repo)).length > 1;
  const queues = /* @__PURE__ */ new Map();
  const checkouts = /* @__PURE__ */ new Map();
  const asFound = async (repo) => {
    const now = await checkoutFingerprint(
      repo.workspace,
      options.outDir && path3.resolve(cwd, options.outDir)
    );
    const found = checkouts.get(repo.gitDir);
    if (found === void 0) checkouts.set(repo.gitDir, now);
    else if (found !== now)
      throw new ConfigError(
        `${repo.workspace}: an earlier task of this batch left the checkout changed (its HEAD or working tree); this task is not run on what it left`
      );
  };
  const inTurn = (key, fn) => {
    const next2 = (queues.get(key) ?? Promise.resolve()).then(fn, fn);
    queues.set(
      key,
      next2.catch(() => void 0)
    );
    return next2;
  };
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index] ?? "";
      const started = Date.now();
      let cap;
      if (options.maxCostUsd !== void 0) {
        const left = options.maxCostUsd - spent - reserved;
        const share = left / Math.max(1, Math.min(options.concurrency - running, tasks.length - index));
        if (share <= 0) {
          items[index] = finish({
            task,
            status: "skipped",
            exitCode: 0,
            costUsd: 0,
            durationMs: 0,
            reason: "fleet budget used up"
          });
          continue;
        }
        cap = share;
        reserved += cap;
      }
      running += 1;
      try {
        const name = `${index + 1}-${slug(task)}`;
        const sink = options.base.progress;
        const runOne = () => {
          unchanged(index);
          return run({
            ...options.base,
            // Tasks running at once interleave their lines: each says whose it is (its out dir's name).
            ...sink && options.concurrency > 1 && tasks.length > 1 ? { progress: (line, info) => sink(`[${name}] ${line}`, info) } : {},
            taskFile: task,
            ...policies.has(index) ? { loadedPolicy: policies.get(index) } : {},
            ...options.outDir ? { outDir: path3.join(options.outDir, name) } : {},
            ...cap !== void 0 ? { limits: { ...options.base.limits, max_cost_usd: cap } } : {}
          });
        };
        const repo = repos[index] ?? null;
        const result = shared(repo) ? await inTurn(queueOf(repo), async () => {
          await asFound(repo);
          return runAndReturn(repo.workspace, runOne);
        }) : await runOne();
        spent += result.totals.cost_usd;
        items[index] = finish({
          task,
          status: result.status,
          exitCode: result.exitCode,
          costUsd: result.totals.cost_usd,
          durationMs: Date.now() - started,
          reason: result.exitReason,
          result
        });
      } catch (err) {
        const config = err instanceof ConfigError;
        items[index] = finish({
          task,
          status: config ? "config-error" : "error",
          exitCode: config ? 2 : 1,
          costUsd: 0,
          durationMs: Date.now() - started,
          reason: err.message.split("\n")[0] ?? ""
        });
      } finally {
        running -= 1;
        if (cap !== void 0) reserved -= cap;
      }
    }
  };
  const finish = (item) => {
    options.onItem?.(item);
    return item;
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency, tasks.length)) }, worker));
  return items;
}
function markOutDir(dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path3.join(dir, BATCH_OUT_MARKER), "");
}
function queuesByCheckout(repos) {
  const holds = (outer, inner) => {
    const rel = path3.relative(outer.workTree, inner.workTree);
    return rel === "" || rel !== ".." && !rel.startsWith(`..${path3.sep}`) && !path3.isAbsolute(rel);
  };
  return (repo) => repos.filter((r) => r !== null && holds(r, repo)).reduce((a, b) => b.workTree.length < a.workTree.length ? b : a, repo).gitDir;
}
function repoOf(task, workspace) {
  try {
    const loaded = loadTask(task, workspace ? { workspace } : {});
    const location = locateRepo(loaded.workspace);
    return location ? { ...location, workspace: loaded.workspace } : null;
  } catch {
    return null;
  }
}
async function runAndReturn(workspace, run) {
  const before = await currentBranch(workspace);
  const result = await run();
  if (before && await currentBranch(workspace) !== before)
    await switchBackAfterRun(workspace, before, result.commit);
  return result;
}
function batchExitCode(items) {
  const codes = new Set(items.filter((i) => i.exitCode !== 0).map((i) => i.exitCode));
  if (codes.size === 0) return 0;
  return codes.size === 1 ? [...codes][0] : 1;
}
function batchMatrix(tasks) {
  return { include: tasks.map((task) => ({ task, name: slug(task) })) };
}
function formatBatchMarkdown(items) {
  const total = items.reduce((s, i) => s + i.costUsd, 0);
  const rows = items.map(
    (i) => `| ${i.task} | ${i.status} | ${i.exitCode} | ${i.reason.replace(/\|/g, "\\|")} | $${i.costUsd.toFixed(4)} | ${(i.durationMs / 1e3).toFixed(1)}s | ${i.result?.pr.url ?? ""} |`
  );
  return [
    `# nightshift batch: ${items.filter((i) => i.status === "completed").length}/${items.length} completed, $${total.toFixed(4)}`,
    "",
    "| task | status | exit | reason | cost | time | pull request |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    ""
  ].join("\n");
}
var slug = (task) => path3.basename(task).replace(/\.(task\.)?ya?ml$/, "").replace(/[^a-zA-Z0-9-]+/g, "-").toLowerCase();

// src/cli/commands/batch.ts
async function batchCommand(argv) {
  const { values, positionals } = parse(argv, COMMANDS.batch);
  if (values.matrix) {
    printJson(`${JSON.stringify(batchMatrix(positionals))}
`);
    return 0;
  }
  const concurrency = positiveNumber(values.concurrency, "--concurrency");
  const maxCostUsd = values["max-cost-usd"] === void 0 ? void 0 : positiveNumber(values["max-cost-usd"], "--max-cost-usd");
  const cancel = cancelOnSignals();
  const log = values.quiet ? () => void 0 : stderrProgress();
  try {
    const items = await runBatch(
      positionals,
      {
        concurrency: Math.floor(concurrency),
        ...maxCostUsd !== void 0 ? { maxCostUsd } : {},
        ...values.out ? { outDir: path4.resolve(values.out) } : {},
        base: {
          policy: values.policy,
          model: values.model,
          pr: !values["no-pr"],
          signal: cancel.signal,
          abandon: cancel.abandon,
          ...values.quiet ? {} : { progress: log }
        },
        onItem: (i) => log(`[batch] ${i.task}: ${i.status} (${i.reason}), exit ${i.exitCode}, $${i.costUsd.toFixed(4)}`)
      },
      runTask
    );
    const markdown = formatBatchMarkdown(items);
    if (values.out) {
      mkdirSync2(values.out, { recursive: true });
      writeFileSync2(path4.join(values.out, "batch-summary.md"), markdown);
      writeFileSync2(
        path4.join(values.out, "batch.json"),
        `${JSON.stringify(
          items.map(({ result, ...rest }) => ({ ...rest, audit_log: result?.auditLog, pr: result?.pr })),
          null,
          2
        )}
`
      );
    }
    log(`
${markdown}`);
    return batchExitCode(items);
  } finally {
    cancel.dispose();
  }
}
function positiveNumber(text, flag) {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${flag} takes a positive number, got "${text}"`);
  return n;
}
export {
  batchCommand
};
