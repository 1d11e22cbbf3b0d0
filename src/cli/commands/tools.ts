import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '../../config/errors.ts';
import { deniedUnderEveryName } from '../../config/denied-every-name.ts';
import { loadTask } from '../../config/load-task.ts';
import type { Policy } from '../../config/policy.ts';
import type { TaskFile } from '../../config/task.ts';
import type { ModeConfig } from '../../config/mode.ts';
import { toAnthropicParams } from '../../model/convert-anthropic.ts';
import { toOpenAIParams } from '../../model/convert-openai.ts';
import type { ModelRequest } from '../../model/types.ts';
import { deniedOutright } from '../../policy/denied-outright.ts';
import { loadPolicy } from '../../policy/load-policy.ts';
import { deniedBy } from '../../policy/match-glob.ts';
import { compileCustomTools } from '../../run/custom-tools.ts';
import { builtinToolsFor, connectMcpTools, offeredInMode } from '../../run/tool-set.ts';
import { createSandbox } from '../../sandbox/create.ts';
import { launchEnvironment, ownEnvironScrubbed } from '../../sandbox/self-environ.ts';
import { resolveModes, toolAllowedInMode } from '../../tools/modes.ts';
import { BUILTIN_TOOLS, toolDefinition } from '../../tools/registry.ts';
import type { AnyTool } from '../../tools/types.ts';
import { parse } from '../args.ts';
import { UsageError } from '../errors.ts';
import { COMMANDS } from '../spec.ts';
import { printErr, printJson } from '../output.ts';

/**
 * `nightshift tools`: the tool definitions exactly as a provider receives them in a mode. With
 * `--task`, the task's modes, policy and apply_diff settings apply and its MCP servers are started
 * to list their tools (unless `--no-mcp`). Tools the policy (`--policy`, else the task's, else
 * builtin:standard) denies whatever their arguments are left out, as a run leaves them out; stderr
 * names them and the rule.
 */
export async function toolsCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, COMMANDS.tools);
  if (values.format !== 'openai' && values.format !== 'anthropic')
    throw new UsageError(`tools: --format is openai or anthropic, got "${values.format}"`);
  const loaded = values.task ? loadTask(values.task) : undefined;
  // As a run resolves it: --policy from the current directory, the task's from the task's.
  const policy = values.policy
    ? loadPolicy(values.policy, process.cwd())
    : loadPolicy(loaded?.task.policy ?? 'builtin:standard', loaded?.taskDir ?? process.cwd());

  // As a run resolves them: a .roomodes the read rules deny under any of its names is not loaded,
  // nor quoted in an error.
  const warnings: string[] = [];
  const workspace = loaded?.workspace ?? realpathSync(process.cwd());
  const modes = resolveModes(
    loaded?.task.modes ?? [],
    workspace,
    deniedUnderEveryName(policy.read, workspace),
    warnings,
  );
  for (const w of warnings) printErr(`nightshift: warning: ${w}\n`);
  const mode: ModeConfig | undefined = modes.get(values.mode);
  if (!mode)
    throw new UsageError(`tools: unknown mode "${values.mode}"; modes: ${[...modes.keys()].join(', ')}`);

  const servers = loaded && !values['no-mcp'] ? loaded.task.mcp_servers : {};
  const custom = await compileCustomTools(
    policy,
    loaded ? { tools: loaded.task.custom_tools, at: loaded.at } : undefined,
  );
  let tools: readonly AnyTool[] = [...(loaded ? builtinToolsFor(loaded.task) : BUILTIN_TOOLS), ...custom];
  let close = () => Promise.resolve();
  if (Object.keys(servers).length > 0 && toolAllowedInMode(mode, 'mcp')) {
    const mcp = await startServers(servers, loaded!.workspace, policy);
    if ('failed' in mcp) {
      printErr(`nightshift: ${mcp.failed}\n`);
      return 1;
    }
    tools = [...tools, ...mcp.tools];
    close = mcp.close;
  }
  try {
    const request: ModelRequest = {
      turn: 1,
      system: '',
      messages: [],
      tools: tools.filter((t) => offeredInMode(mode, policy, t)).map(toolDefinition),
      maxOutputTokens: 1,
    };
    const withheld = tools.flatMap((t) => {
      const rule = toolAllowedInMode(mode, t.group) ? deniedOutright(t, policy) : undefined;
      return rule ? [`${t.name} (${rule})`] : [];
    });
    if (withheld.length > 0)
      printErr(
        `nightshift tools: not offered, ${policy.source} denies them whatever their arguments: ${withheld.join(', ')}\n`,
      );
    const params =
      values.format === 'openai'
        ? toOpenAIParams('model', request, false).tools
        : toAnthropicParams('model', request).tools;
    printJson(`${JSON.stringify(params, null, 2)}\n`);
    return 0;
  } finally {
    await close();
  }
}

/**
 * Starts a task's MCP servers for their tool list. Their stderr logs go to a temp dir, removed on
 * close; when a server fails to start, its log says why, so it is kept and named.
 */
async function startServers(
  servers: TaskFile['mcp_servers'],
  cwd: string,
  policy: Policy,
): Promise<{ tools: AnyTool[]; close: () => Promise<void> } | { failed: string }> {
  printErr(`nightshift tools: starting MCP servers ${Object.keys(servers).join(', ')}\n`);
  // Its real path: server logs are written only where no link leads (artifactDir).
  const logDir = realpathSync(mkdtempSync(path.join(tmpdir(), 'nightshift-tools-')));
  const removeLogs = () => rmSync(logDir, { recursive: true, force: true });
  try {
    // The servers start in the sandbox a run would start them in.
    const env = launchEnvironment();
    const sandbox = await createSandbox({
      setting: policy.sandbox,
      workspace: cwd,
      protectedFiles: [],
      outDir: logDir,
      sourceEnv: env,
      envPass: policy.envPass,
      ownEnvironScrubbed: ownEnvironScrubbed(),
      readDenied: deniedBy(policy.read),
      bounds: { maxProcesses: policy.limits.max_processes, tmpfsBytes: policy.limits.max_tmpfs_bytes },
    });
    const { hub, tools } = await connectMcpTools(servers, {
      env,
      outDir: logDir,
      cwd,
      failOnConnectError: true,
      sandbox,
    });
    return {
      tools,
      close: () =>
        hub
          .close()
          .then(() => sandbox.close())
          .then(removeLogs),
    };
  } catch (err) {
    if (err instanceof ConfigError) {
      removeLogs();
      throw err;
    }
    return { failed: `${(err as Error).message}\n  server stderr: ${path.join(logDir, 'mcp')}` };
  }
}
