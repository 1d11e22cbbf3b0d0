import { arch, platform } from 'node:os';
import type { Redactor } from '../audit/redact.ts';
import type { AuditWriter } from '../audit/writer.ts';
import { contextBudgetChars } from '../model/context-sizes.ts';
import { lazyShellAnalyzer, withGrammar } from '../policy/shell/analyzer.ts';
import { workspaceTopAbove } from '../policy/shell/repo-top.ts';
import { locateRepo } from '../git/repo.ts';
import { decide } from '../policy/decide.ts';
import { protectedPaths } from '../policy/protected-paths.ts';
import { allowedBy, deniedBy } from '../policy/match-glob.ts';
import type { ResolvedAccess } from '../policy/types.ts';
import { chromiumPath } from '../browser/chromium.ts';
import { BrowserSession } from '../browser/session.ts';
import { warmFetch } from '../model/warm-fetch.ts';
import { commandEnv } from '../sandbox/env.ts';
import type { Sandbox } from '../sandbox/sandbox.ts';
import { SHELL } from '../tools/command/run.ts';
import { ToolSet } from '../tools/registry.ts';
import type { AnyTool } from '../tools/types.ts';
import { PathError, resolvePath } from '../validate/resolve-path.ts';
import { secretInOutbound } from './outbound-secrets.ts';
import { validateCall, type Validation } from '../validate/validate-call.ts';
import type { ResultCheck } from '../config/output-schema.ts';
import { loadInstructions } from './instructions.ts';
import type { LoopDeps } from './loop.ts';
import type { PreparedRun } from './prepare.ts';
import { buildSystemPrompt } from './system-prompt.ts';
import { firstTaskMessage } from './task-message.ts';
import { builtinToolsFor, connectMcpTools, offeredInMode } from './tool-set.ts';
import {
  deniedUnderAnyName,
  namesBy,
  readableUnderEveryName,
  readDeniedBy,
  workspaceInRepository,
} from '../policy/workspace-links.ts';
import { lazyDeniedHistory } from './denied-history.ts';

interface WireContext {
  env: NodeJS.ProcessEnv;
  redactor: Redactor;
  audit: AuditWriter;
  signal: AbortSignal;
  sandbox: Sandbox;
}

/** The task's own attempt_completion must carry a result_json its output schema accepts. */
function checkResultJson(validation: Validation, check: ResultCheck): Validation {
  if (!validation.ok || validation.tool.name !== 'attempt_completion') return validation;
  const problems = check((validation.args as { result_json?: unknown }).result_json);
  if (problems === undefined) return validation;
  return {
    ok: false,
    stage: 'params',
    message: `Invalid arguments for attempt_completion:\n${problems
      .split('\n')
      .map((p) => `- ${p}`)
      .join('\n')}\nCall attempt_completion again with a result_json that matches the task's output schema.`,
  };
}

/** Connects the loop to the real parts: tools, MCP servers, policy engine, prompt. */
export async function buildLoopDeps(run: PreparedRun, ctx: WireContext) {
  const { workspace, outDir, policy, modes, task } = run;
  const protectedFiles = protectedPaths(policy, {
    outDir,
    workspace,
    taskFile: run.taskFile,
    ...(run.search.embeddings ? { cacheDir: run.search.cacheDir } : {}),
  });
  const resolve = (p: string) => resolvePath(workspace, p, protectedFiles);
  // A file is decided under every name the workspace's links gave it at the start, and under the
  // repository's name for it when the workspace is below the top of its repository.
  const workTree = locateRepo(workspace)?.workTree;
  const inRepository = workspaceInRepository(workspace, workTree);
  const names = namesBy(run.links, inRepository);
  const repositoryTop = workspaceTopAbove(workspace, workTree);
  // What the read rules deny under any of a file's names: the history, and the instruction files.
  const deniedUnderEveryName = deniedUnderAnyName(readDeniedBy(policy.read, inRepository), run.links);
  const history = lazyDeniedHistory({
    workspace,
    denied: deniedUnderEveryName,
    start: run.start,
    redactor: ctx.redactor,
  });
  // Fetch (for the model requests) loads first, then the V8 flags that keep WebAssembly on the
  // baseline compiler: they cost every built-in loaded after them Node's code cache. The shell
  // grammar loads at the first command that is not plain words, if any (analyzer.ts).
  warmFetch();
  const analyzer = lazyShellAnalyzer();
  const instructions = loadInstructions(
    workspace,
    task.instructions,
    (text) => ctx.redactor.redact(text),
    deniedUnderEveryName,
  );
  const facts = {
    path: workspace,
    os: `${platform()} ${arch()}`,
    shell: SHELL,
    branch: run.start.branch ?? undefined,
  };
  // MCP servers start last: nothing after this can fail and leave them running.
  const mcp = Object.keys(task.mcp_servers).length
    ? await connectMcpTools(task.mcp_servers, {
        env: ctx.env,
        outDir,
        cwd: workspace,
        audit: ctx.audit,
        redactor: ctx.redactor,
        signal: ctx.signal,
        sandbox: ctx.sandbox,
        maxStderrBytes: policy.limits.max_command_output_bytes,
      })
    : undefined;
  const tools = new ToolSet([...builtinToolsFor(task), ...run.customTools, ...(mcp?.tools ?? [])]);
  // Nothing starts until a launch; Chromium's environment comes from the commands' allowlist.
  const browser = new BrowserSession({
    executablePath: chromiumPath(ctx.env),
    allow: policy.browser.allow,
    env: commandEnv(ctx.env, [], {}),
    workspace,
    outDir,
    redact: (text) => ctx.redactor.redact(text),
  });
  const promptCache = new Map<string, string>();

  const deps: LoopDeps = {
    provider: run.provider,
    tools,
    modes,
    policy,
    audit: ctx.audit,
    redact: (text) => ctx.redactor.redact(text),
    systemPrompt(mode, available) {
      let prompt = promptCache.get(mode.slug);
      if (prompt === undefined) {
        prompt = buildSystemPrompt({
          mode,
          modes: [...modes.values()],
          workspace: facts,
          instructions,
          policy,
          toolNames: available.map((t) => t.name),
        });
        promptCache.set(mode.slug, prompt);
      }
      return prompt;
    },
    toolAllowed: (mode, tool) => offeredInMode(mode, policy, tool),
    // The file restriction reads the files commands write, so validation waits for the analyzer too.
    validate: async (call, mode, available, repetition, depth) => {
      const validation = await withGrammar(analyzer, () =>
        validateCall(call, {
          lookup: (name) => tools.get(name),
          mode,
          availableToolNames: available.map((t) => t.name),
          repetition,
          modes,
          workspace,
          analyzer,
        }),
      );
      return depth === 0 && run.resultCheck ? checkResultJson(validation, run.resultCheck) : validation;
    },
    async authorize(tool: AnyTool, args: unknown, mode) {
      let access: ResolvedAccess[];
      try {
        access = (tool.access?.(args) ?? []).map((a) =>
          a.kind === 'read' || a.kind === 'edit' ? { ...a, ...resolve(a.path) } : a,
        );
      } catch (err) {
        if (!(err instanceof PathError)) throw err;
        return { decision: 'deny', resolved: 'deny', rule: 'invariant:bad-path', reason: err.message };
      }
      const outbound = secretInOutbound(access, args, (text) => ctx.redactor.redact(text));
      if (outbound) return outbound;
      // git may print what the history holds of denied files (denied-history.ts).
      const past = access.some((a) => a.kind === 'command') ? await history() : undefined;
      const decision = await withGrammar(analyzer, () =>
        decide({ tool: tool.name, group: tool.group, args, access }, policy, {
          workspace,
          mode: mode.slug,
          analyzer,
          resolve,
          names,
          ...(repositoryTop ? { repositoryTop } : {}),
          ...(past ? { history: past } : {}),
        }),
      );
      // A custom tool's arguments say little on their own: the decision shows the line it runs.
      const command = tool.custom && access.find((a) => a.kind === 'command')?.command;
      return command ? { ...decision, command } : decision;
    },
    toolContext: {
      workspace,
      outDir,
      sandbox: ctx.sandbox,
      commandTimeoutMs: policy.limits.command_timeout,
      commandOutputBytes: policy.limits.max_command_output_bytes,
      readable: readableUnderEveryName(allowedBy(policy.read), deniedBy(policy.read), names),
      commands: task.commands,
      browser,
      search: run.search,
      redact: (text) => ctx.redactor.redact(text),
      redactor: ctx.redactor,
    },
    maxOutputTokens: task.model.max_output_tokens,
    contextBudgetChars: contextBudgetChars(task.model, run.provider.contextTokens),
    signal: ctx.signal,
  };
  return {
    deps,
    firstMessage: firstTaskMessage(task.prompt, workspace),
    /** Ends what the run started: the browser (at completion, cancel and error alike), MCP servers. */
    close: async () => {
      await browser.close('run_end');
      for (const event of browser.takeEvents()) {
        try {
          ctx.audit.emit(event.type, event.payload);
        } catch {
          // The log closed first (a second signal abandoned the run): nothing left to record in.
        }
      }
      await mcp?.hub.close();
    },
  };
}
