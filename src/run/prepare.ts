import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, problemsError } from '../config/errors.ts';
import type { At } from '../config/json-schema.ts';
import { loadTask } from '../config/load-task.ts';
import { compileOutputSchema, type ResultCheck } from '../config/output-schema.ts';
import type { ModeConfig } from '../config/mode.ts';
import type { Policy } from '../config/policy.ts';
import type { ScriptTurn } from '../config/script.ts';
import { taskSchema, type CommitSigning, type TaskFile } from '../config/task.ts';
import { parseModelRef } from '../model/model-ref.ts';
import { ScriptProvider } from '../model/script.ts';
import type { ModelProvider } from '../model/types.ts';
import { warmFetch } from '../model/warm-fetch.ts';
import { isRunBranch } from '../git/branch.ts';
import { acquireRunLock, type RunLock } from '../git/run-lock.ts';
import { remoteUrl } from '../git/push.ts';
import { commonDir } from '../git/integrity.ts';
import { locateRepo, pinRepo, refusedRepository } from '../git/repo.ts';
import { protectedPaths } from '../policy/protected-paths.ts';
import { createSandbox } from '../sandbox/create.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';
import { ownEnvironScrubbed } from '../sandbox/self-environ.ts';
import { effectiveLimits, loadPolicy } from '../policy/load-policy.ts';
import { makeCacheDir, searchSettings } from '../tools/codebase-search/endpoint.ts';
import { resolveTelemetry, type TelemetrySettings } from '../telemetry/settings.ts';
import type { CustomTool } from '../tools/custom-tool.ts';
import { resolveModes } from '../tools/modes.ts';
import type { ToolContext } from '../tools/types.ts';
import { compileCustomTools } from './custom-tools.ts';
import { preflight, type PreflightProblem } from './preflight.ts';
import type { ResumePlan } from './resume.ts';
import type { RestoredWorkspace } from './resume-workspace.ts';
import { deniedContentAtStart } from './denied-content.ts';
import { deniedInstructions } from './instructions.ts';
import { modesUnderEveryName } from './modes-every-name.ts';
import { captureStartState, type StartState } from './start-state.ts';
import type { RunOptions } from './types.ts';
import { requireWritableDirs } from './writable.ts';
import {
  deniedUnderAnyName,
  readDeniedBy,
  workspaceInRepository,
  type WorkspaceLink,
} from '../policy/workspace-links.ts';

export interface PreparedRun {
  /** Where the run's processes start (the backend the policy's `sandbox` setting chose). */
  sandbox: Sandbox;
  runId: string;
  task: TaskFile;
  taskFile?: string;
  workspace: string;
  outDir: string;
  policy: Policy;
  modes: Map<string, ModeConfig>;
  provider: ModelProvider;
  warnings: string[];
  /** The workspace as the run found it (before the model ran). */
  start: StartState;
  /** The repository's run lock (git/run-lock.ts), held until the run closes its log; null without git. */
  lock: RunLock | null;
  /**
   * What of the files the read rules deny the redactor masks (secretValues): their content can
   * still be printed where the sandbox does not mask it (git's object store, `sandbox: none`).
   */
  deniedValues: string[];
  /** The workspace's links to other places in it at the start (workspace-links.ts). */
  links: readonly WorkspaceLink[];
  /** Checks the task's structured result, when it declares `output.schema`. */
  resultCheck?: ResultCheck;
  /** Where the run branch is pushed, fixed now: the remote's URL as configured at run start. */
  pushUrl?: string;
  /** codebase_search's embeddings endpoint and cache directory. */
  search: NonNullable<ToolContext['search']>;
  /** OpenTelemetry export (task `telemetry:` and OTEL_* variables); absent: off. */
  telemetry?: TelemetrySettings;
  /** How the run commit is signed; `key` for `ssh`. */
  signing: { mode: CommitSigning; key?: string };
  /** The policy's and the task's custom tools, checked and compiled. */
  customTools: CustomTool[];
  /**
   * A resumed run: the earlier run it continues, how its workspace was restored, the user turn
   * that tells the model, and `run.started.resumed_from`.
   */
  resume?: { plan: ResumePlan; restored: RestoredWorkspace; note: string; record: Record<string, unknown> };
}

/** Where the CLI (and `docker run`) takes the key for `commit_signing: ssh` from. */
export const SIGNING_KEY_ENV = 'NIGHTSHIFT_COMMIT_SIGNING_KEY';

/** Everything a run needs, resolved and checked before the audit log opens: errors here exit 2. */
export async function prepareRun(
  options: RunOptions,
  env: NodeJS.ProcessEnv,
  /** The run's redaction, which the run branch's name is rendered through (deliver.ts). */
  redact: (text: string) => string = (text) => text,
): Promise<PreparedRun> {
  const cwd = options.cwd ?? process.cwd();
  let task: TaskFile;
  let taskFile: string | undefined;
  let baseDir: string;
  let scriptTurns: ScriptTurn[] | undefined;
  let workspace: string;
  let modeProblem = (message: string): ConfigError => new ConfigError(`task: ${message}`);
  let resultCheck: ResultCheck | undefined;
  let taskAt: At = (where, message) => ({
    file: 'task',
    line: 0,
    col: 0,
    message: `${where.join('.')}: ${message}`,
  });
  // Problems found after loading: at FILE:LINE:COL in a task file, by field in an inline task.
  let located = (problems: PreflightProblem[]): ConfigError =>
    new ConfigError(problems.map((p) => `task: ${p.at.join('.')}: ${p.message}`).join('\n'));
  if (options.taskFile) {
    // An issue-triggered run: the file configures, the issue says what to do.
    const loaded = loadTask(path.resolve(cwd, options.taskFile), {
      ...(options.workspace ? { workspace: path.resolve(cwd, options.workspace) } : {}),
      ...(options.inlineTask ? { supplied: options.inlineTask } : {}),
    });
    ({ task, taskFile, scriptTurns, workspace } = loaded);
    baseDir = loaded.taskDir;
    modeProblem = (message) => problemsError([loaded.at(['mode'], message)]);
    taskAt = loaded.at;
    if (task.output) resultCheck = await compileOutputSchema(task.output.schema, loaded.at);
    located = (problems) => problemsError(problems.map((p) => loaded.at(p.at, p.message)));
  } else if (options.inlineTask) {
    task = taskSchema.parse({ version: 1, ...options.inlineTask });
    baseDir = cwd;
    workspace = realDir(path.resolve(cwd, options.workspace ?? '.'), 'workspace');
  } else {
    throw new ConfigError('no task: give a task file or an inline task');
  }

  // git finds the repository and lists its config while the policy loads and the provider is
  // checked; excludeFromGit and the start state below use what it found.
  const pinning = pinRepo(workspace);
  // A preloaded policy is copied: each run sets its own effective limits on it.
  const policy = options.loadedPolicy
    ? structuredClone(options.loadedPolicy)
    : loadPolicy(options.policy ?? task.policy, options.policy ? cwd : baseDir);
  const warnings: string[] = [];
  const limits = effectiveLimits(policy.limits, [task.limits, options.limits ?? {}], warnings);
  policy.limits = limits;
  const customTools = await compileCustomTools(policy, { tools: task.custom_tools, at: taskAt });

  // Files the run reads by their own names (.roomodes, AGENTS.md, .roo/rules) obey read.deny too:
  // a denied one is left out, and the run says so. Under their other names once links are known.
  const readDenied = readDeniedBy(policy.read);
  let modes = resolveModes(task.modes, workspace, readDenied, warnings);
  if (!modes.has(task.mode)) {
    throw modeProblem(`mode: unknown mode "${task.mode}"; modes: ${[...modes.keys()].join(', ')}`);
  }
  // Resume's modules load only when resuming: a plain run's start-up stays as it was.
  const resume = options.resumeFrom
    ? { ...(await import('./resume.ts')), ...(await import('./resume-workspace.ts')) }
    : undefined;
  const plan =
    resume && options.resumeFrom
      ? resume.planResume(path.resolve(cwd, options.resumeFrom), task, modes, policy)
      : undefined;

  // Everything else a run would reject later, before anything is written or any model is called.
  const model = options.model ? { ...task.model, ...parseModelRef(options.model) } : task.model;
  const checked = await preflight(
    {
      task,
      model,
      branchTemplate: options.prOverrides?.branch ?? task.pr.branch,
      issueRun: options.closesIssue !== undefined,
      maxCostUsd: limits.max_cost_usd,
      workspace,
      env,
    },
    { skipModel: options.provider !== undefined },
  );
  const errors = checked.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw located(errors);
  // The SDK compiles while git works below, not before the first request.
  checked.provider?.preload?.();
  const telemetry = resolveTelemetry(task.telemetry, env);
  const [problem] = telemetry.problems;
  if (problem?.at) throw located([{ at: problem.at, message: problem.message, severity: 'error' }]);
  if (problem) throw new ConfigError(problem.message);

  const runId = newRunId();
  const outDir = path.resolve(cwd, options.outDir ?? path.join(workspace, '.nightshift', 'runs', runId));
  requireWritableDirs(workspace, outDir);
  const head = await pinning;
  const refusal = refusedRepository(workspace);
  // Otherwise the run would go on without git, and deliver nothing, without a word why.
  if (refusal)
    warnings.push(
      `the workspace is no git repository to this run: ${refusal}; nothing will be delivered (a command of an earlier run may have written that .git: remove it if it is not yours)`,
    );
  excludeFromGit(workspace, outDir);
  const search = searchSettings(task.search, workspace, env);
  if (search.embeddings) {
    // Created now, so the sandbox can mount it read-only; never part of the diff.
    const cacheDir = makeCacheDir(search.cacheDir, workspace);
    excludeFromGit(workspace, search.cacheDir, 'exact');
    search.cacheDir = cacheDir;
  }

  const realOut = realpathSync(outDir);
  // What the sandbox masks and delivery fingerprints: a file a deny rule decides under its name in
  // the repository (the workspace below its top: `workspace: config`, `config/secrets/**`) too.
  const maskDenied = readDeniedBy(
    policy.read,
    workspaceInRepository(workspace, locateRepo(workspace)?.workTree),
  );
  // Before the log opens: `sandbox: required` without a working backend is a config error (exit 2).
  // Its probe (bubblewrap) runs while the start state's git does: both mostly wait on processes.
  const sandboxing = createSandbox({
    setting: policy.sandbox,
    workspace,
    protectedFiles: protectedPaths(policy, {
      outDir: realOut,
      workspace,
      taskFile,
      ...(search.embeddings ? { cacheDir: search.cacheDir } : {}),
    }).entries.map((e) => e.path),
    outDir: realOut,
    sourceEnv: env,
    envPass: policy.envPass,
    networkAllow: policy.network.allow,
    ownEnvironScrubbed: ownEnvironScrubbed(),
    readDenied: maskDenied,
    bounds: { maxProcesses: limits.max_processes, tmpfsBytes: limits.max_tmpfs_bytes },
  });
  sandboxing.catch(() => undefined); // a refusal is thrown where it is awaited, below
  let lock: RunLock | null = null;
  try {
    const capturing = captureStartState(workspace, realOut, head, policy.pr.maxAddedBytes);
    // Fetch's undici (~25 ms) loads while bubblewrap's probe and the start state's git run.
    if (checked.provider) warmFetch();
    const start = await capturing;
    for (const dir of start.unreadable)
      warnings.push(
        `git cannot look into ${dir}/ (its permissions): nothing below it is delivered, whatever the run does there`,
      );
    // The earlier run's work becomes this run's own: checked first, written last, after everything
    // here that can still refuse the run.
    const restorePlan = resume && plan ? await resume.planRestore(plan.log, workspace, start) : undefined;
    checkStartingPoint(start, task, options, redact);
    const signing = commitSigning(task, options, env);
    const pushUrl = options.push
      ? await remoteUrl(workspace, options.push.remote).catch(configError)
      : undefined;
    if (restorePlan && existsSync(path.join(outDir, 'audit.jsonl')))
      throw new ConfigError(
        `${outDir} already holds an audit log; each run needs its own (use another --out directory)`,
      );
    // One run at a time in a working tree: taken after every refusal above (a refused run never
    // holds it), before anything below writes to the workspace.
    lock = acquireRunLock(workspace, runId);

    const provider =
      options.provider ??
      checked.provider ??
      new ScriptProvider(
        scriptTurns ?? needScript(taskFile),
        typeof model.script === 'string' ? model.script : 'inline',
        // A resumed script continues after the turns the earlier runs used.
        plan?.responsesBefore ?? 0,
      );
    const restored =
      resume && restorePlan
        ? await resume.restoreWorkspace({
            plan: restorePlan,
            workspace,
            start,
            policy,
            run: { outDir: realOut, taskFile },
          })
        : undefined;
    if (restored && plan)
      modes = (await import('./resume-mode.ts')).modesAsRestored(
        modes,
        restored.paths,
        () => resolveModes(task.modes, workspace, readDenied, warnings),
        [task.mode, plan.conversation.mode],
      );
    const sandbox = await sandboxing;
    const denied = await deniedContentAtStart({
      workspace,
      start,
      masked: sandbox.deniedFiles,
      readDenied: maskDenied,
    });
    start.deniedContent = denied.prints;
    start.links = denied.links;
    const everyName = deniedUnderAnyName(maskDenied, denied.links);
    modes = modesUnderEveryName(modes, {
      workspace,
      taskModes: task.modes,
      early: readDenied,
      everyName,
      needed: [task.mode, ...(plan ? [plan.conversation.mode] : [])],
      warnings,
    });
    warnings.push(...deniedInstructions(workspace, everyName));
    return {
      sandbox,
      runId,
      task,
      taskFile,
      workspace,
      outDir: realOut,
      policy,
      modes,
      provider,
      warnings,
      start,
      lock,
      deniedValues: denied.values,
      links: denied.links,
      signing,
      customTools,
      ...(pushUrl ? { pushUrl } : {}),
      ...(resultCheck ? { resultCheck } : {}),
      search,
      ...(telemetry.settings ? { telemetry: telemetry.settings } : {}),
      ...(resume && plan && restored
        ? {
            resume: {
              plan,
              restored,
              note: resume.resumeNote(plan, restored),
              record: resume.resumedFrom(plan, restored),
            },
          }
        : {}),
    };
  } catch (err) {
    // Refused after the probe started: the sandbox's reaper shell and scratch files go too.
    void sandboxing.then((sandbox) => sandbox.close()).catch(() => undefined);
    lock?.release();
    throw err;
  }
}

/**
 * Refusals that must come before any model call: a tree that must be clean and is not, and a
 * checkout left on a branch this task delivers to (a previous run's): the run would start from
 * its own earlier work and the PR would target the wrong base.
 */
function checkStartingPoint(
  start: StartState,
  task: TaskFile,
  options: RunOptions,
  redact: (text: string) => string,
): void {
  if (!start.base) return;
  if (task.pr.require_clean_tree && start.dirty.size > 0) {
    const sample = [...start.dirty.keys()].slice(0, 5).join(', ');
    throw new ConfigError(
      `pr.require_clean_tree: the workspace has ${start.dirty.size} uncommitted or untracked path(s) (${sample}); commit, stash or remove them first`,
    );
  }
  const template = options.prOverrides?.branch ?? task.pr.branch;
  const on = start.branch;
  if (
    on &&
    isRunBranch(on, template, redact(task.title)) &&
    on !== (options.prOverrides?.base ?? task.pr.base)
  ) {
    throw new ConfigError(
      `HEAD is on ${on}, a branch this task delivers to (pr.branch "${template}"), probably left by a previous run; switch to the base branch (git switch <base>) before running again`,
    );
  }
}

/** The signing mode and what it needs, refused now (exit 2) rather than after the model ran. */
function commitSigning(task: TaskFile, options: RunOptions, env: NodeJS.ProcessEnv): PreparedRun['signing'] {
  const mode = options.prOverrides?.commitSigning ?? task.pr.commit_signing;
  if (mode === 'none' || options.deliver === false) return { mode };
  if (mode === 'github') {
    if (!options.commitApi || !options.push)
      throw new ConfigError(
        'commit_signing: github makes the commit through the GitHub API: it needs the action with a `github-token` (or a GitHub App); use `ssh` elsewhere',
      );
    return { mode };
  }
  const key = options.signingKey ?? env[SIGNING_KEY_ENV];
  if (!key)
    throw new ConfigError(
      `commit_signing: ssh needs an OpenSSH private key in ${SIGNING_KEY_ENV} (the action's \`commit-signing-key\` input)`,
    );
  return { mode, key };
}

function configError(err: unknown): never {
  throw new ConfigError(`push: ${(err as Error).message}`);
}

function needScript(taskFile: string | undefined): never {
  throw new ConfigError(`${taskFile ?? 'task'}: model.provider is script but model.script is missing`);
}

function realDir(dir: string, what: string): string {
  if (!existsSync(dir)) throw new ConfigError(`${what}: ${dir} does not exist`);
  return realpathSync(dir);
}

export function newRunId(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

/**
 * A path as an ignore pattern that matches it alone: git reads `*`, `?`, `[` and a backslash in
 * an exclude line as a pattern, and a workspace below the repository's top brings its path there
 * into the line (`packages/[app]` would match `packages/a`, and not itself). Each is escaped with
 * a backslash, which git's matching takes for the character itself. A line break cannot be
 * written in a line: such a path gets none (undefined).
 */
function literalPattern(p: string): string | undefined {
  return /[\n\r]/.test(p) ? undefined : p.replace(/[\\*?[\]]/g, '\\$&');
}

/** Run artifacts inside the workspace must never show up in the diff or the commit. */
function excludeFromGit(workspace: string, dir: string, what: 'top' | 'exact' = 'top'): void {
  const rel = path.relative(workspace, dir);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return;
  const location = locateRepo(workspace);
  if (!location) return;
  // info/exclude lives in the common git directory, shared by linked worktrees.
  const infoDir = path.join(commonDir(location.gitDir), 'info');
  const top = what === 'exact' ? dir : path.join(workspace, rel.split(path.sep)[0] ?? rel);
  const pattern = literalPattern(path.relative(location.workTree, top).split(path.sep).join('/'));
  if (pattern === undefined) return;
  const entry = `/${pattern}/`;
  const excludeFile = path.join(infoDir, 'exclude');
  const current = existsSync(excludeFile) ? readFileSync(excludeFile, 'utf8') : '';
  if (current.split('\n').includes(entry)) return;
  mkdirSync(infoDir, { recursive: true });
  appendFileSync(
    excludeFile,
    `${current === '' || current.endsWith('\n') ? '' : '\n'}# nightshift run artifacts\n${entry}\n`,
  );
}
