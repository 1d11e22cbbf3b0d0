#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  stderrProgress
} from "./chunk-R5WH7N7V.js";
import {
  runTask
} from "./chunk-4QYL5TC4.js";
import "./chunk-L4U2PPZ7.js";
import {
  switchBackAfterRun
} from "./chunk-7S3OJZQ6.js";
import "./chunk-ZUTBAYGC.js";
import "./chunk-S2WNOHHO.js";
import "./chunk-HCVKOCE5.js";
import "./chunk-DXNKBZAY.js";
import "./chunk-V2ADYAJU.js";
import "./chunk-S54QEMEL.js";
import "./chunk-EQOJ6PGG.js";
import {
  loadTask
} from "./chunk-P25D7F5B.js";
import "./chunk-JSCRHJP3.js";
import {
  loadPolicy
} from "./chunk-F2Y5ZGLF.js";
import {
  parse
} from "./chunk-7CBKYD3H.js";
import {
  COMMANDS
} from "./chunk-5CFKCRWU.js";
import "./chunk-Q5OUEANG.js";
import {
  UsageError
} from "./chunk-S7J3P3IG.js";
import {
  printJson
} from "./chunk-OVIIK3J4.js";
import "./chunk-T4MTR2DY.js";
import "./chunk-KQBMIAQT.js";
import "./chunk-ZAP7MGJC.js";
import "./chunk-5OFIOXFW.js";
import "./chunk-EHSLIVYQ.js";
import "./chunk-C3KA3TME.js";
import "./chunk-ZZQQ6H2E.js";
import "./chunk-DCFKS5GB.js";
import "./chunk-XP55AYNX.js";
import "./chunk-INV3AWBG.js";
import "./chunk-VPODV2RX.js";
import "./chunk-3VZGWFL7.js";
import {
  currentBranch,
  locateRepo
} from "./chunk-NBONIBK7.js";
import "./chunk-JQ4CFH4Y.js";
import "./chunk-4QVFKC7M.js";
import "./chunk-2DIVJDGY.js";
import "./chunk-U4ION7FQ.js";
import "./chunk-J6CFSZDE.js";
import "./chunk-WQJOR6WH.js";
import "./chunk-KCMWCXCD.js";
import "./chunk-T36RQOOG.js";
import "./chunk-KPQKJI6J.js";
import {
  ConfigError
} from "./chunk-CM7AAMX6.js";
import "./chunk-BM4DPFSH.js";
import "./chunk-XKJ374V6.js";
import {
  cancelOnSignals
} from "./chunk-CGKHTKRV.js";
import "./chunk-PJ6YGWEC.js";
import "./chunk-ITLNT6ZE.js";
import "./chunk-PECN4L3V.js";
import "./chunk-ALGRZB3K.js";
import "./chunk-7GGDCROH.js";
import "./chunk-YVC5YHFM.js";
import "./chunk-MOQP6MEU.js";
import "./chunk-K7PFSJIK.js";
import "./chunk-DUUGQHCU.js";
import "./chunk-R7MH2LYI.js";

// src/cli/commands/batch.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path3 from "node:path";

// src/run/batch.ts
import path2 from "node:path";

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

// src/run/batch.ts
async function runBatch(tasks, options, run) {
  const items = new Array(tasks.length);
  const policies = loadBatchPolicies(tasks, options.base);
  let next = 0;
  let spent = 0;
  let reserved = 0;
  let running = 0;
  const cwd = options.base.cwd ?? process.cwd();
  const repos = tasks.map(
    (t) => repoOf(path2.resolve(cwd, t), options.base.workspace && path2.resolve(cwd, options.base.workspace))
  );
  const shared = (repo) => repo !== null && repos.filter((r) => r?.gitDir === repo.gitDir).length > 1;
  const queues = /* @__PURE__ */ new Map();
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
        const runOne = () => run({
          ...options.base,
          // Tasks running at once interleave their lines: each says whose it is (its out dir's name).
          ...sink && options.concurrency > 1 && tasks.length > 1 ? { progress: (line, info) => sink(`[${name}] ${line}`, info) } : {},
          taskFile: task,
          ...policies.has(index) ? { loadedPolicy: policies.get(index) } : {},
          ...options.outDir ? { outDir: path2.join(options.outDir, name) } : {},
          ...cap !== void 0 ? { limits: { ...options.base.limits, max_cost_usd: cap } } : {}
        });
        const repo = repos[index] ?? null;
        const result = shared(repo) ? await inTurn(repo.gitDir, () => runAndReturn(repo.workspace, runOne)) : await runOne();
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
function repoOf(task, workspace) {
  try {
    const loaded = loadTask(task, workspace ? { workspace } : {});
    const gitDir = locateRepo(loaded.workspace)?.gitDir;
    return gitDir ? { gitDir, workspace: loaded.workspace } : null;
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
var slug = (task) => path2.basename(task).replace(/\.(task\.)?ya?ml$/, "").replace(/[^a-zA-Z0-9-]+/g, "-").toLowerCase();

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
        ...values.out ? { outDir: path3.resolve(values.out) } : {},
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
      mkdirSync(values.out, { recursive: true });
      writeFileSync(path3.join(values.out, "batch-summary.md"), markdown);
      writeFileSync(
        path3.join(values.out, "batch.json"),
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
