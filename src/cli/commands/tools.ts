import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '../../config/errors.ts';
import { loadTask } from '../../config/load-task.ts';
import type { ModeConfig } from '../../config/mode.ts';
import { toAnthropicParams } from '../../model/convert-anthropic.ts';
import { toOpenAIParams } from '../../model/convert-openai.ts';
import type { ModelRequest } from '../../model/types.ts';
import { builtinToolsFor, connectMcpTools } from '../../run/tool-set.ts';
import { resolveModes, toolAllowedInMode } from '../../tools/modes.ts';
import { BUILTIN_TOOLS, toolDefinition } from '../../tools/registry.ts';
import type { AnyTool } from '../../tools/types.ts';
import { parse } from '../args.ts';
import { UsageError } from '../errors.ts';

/**
 * `nightshift tools`: the tool definitions exactly as a provider receives them in a mode. With
 * `--task`, the task's modes and apply_diff settings apply and its MCP servers are started to list
 * their tools (unless `--no-mcp`).
 */
export async function toolsCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    mode: { type: 'string', default: 'code' },
    format: { type: 'string', default: 'openai' },
    task: { type: 'string' },
    'no-mcp': { type: 'boolean' },
  });
  if (values.format !== 'openai' && values.format !== 'anthropic')
    throw new UsageError(`tools: --format is openai or anthropic, got "${values.format}"`);
  const loaded = values.task ? loadTask(values.task) : undefined;
  const modes = resolveModes(loaded?.task.modes ?? [], loaded?.workspace ?? process.cwd());
  const mode: ModeConfig | undefined = modes.get(values.mode);
  if (!mode)
    throw new UsageError(`tools: unknown mode "${values.mode}"; modes: ${[...modes.keys()].join(', ')}`);

  const servers = loaded && !values['no-mcp'] ? loaded.task.mcp_servers : {};
  const wantsMcp = Object.keys(servers).length > 0 && toolAllowedInMode(mode, 'mcp');
  let tools: readonly AnyTool[] = loaded ? builtinToolsFor(loaded.task) : BUILTIN_TOOLS;
  let close = () => Promise.resolve();
  if (wantsMcp) {
    process.stderr.write(`nightshift tools: starting MCP servers ${Object.keys(servers).join(', ')}\n`);
    // Server stderr logs go to a temp dir, removed afterwards unless a server failed to start.
    const logDir = mkdtempSync(path.join(tmpdir(), 'nightshift-tools-'));
    try {
      const mcp = await connectMcpTools(servers, {
        env: process.env,
        outDir: logDir,
        cwd: loaded?.workspace ?? process.cwd(),
        failOnConnectError: true,
      });
      tools = [...tools, ...mcp.tools];
      close = async () => {
        await mcp.hub.close();
        rmSync(logDir, { recursive: true, force: true });
      };
    } catch (err) {
      if (err instanceof ConfigError) {
        rmSync(logDir, { recursive: true, force: true });
        throw err;
      }
      // A server that did not start: its stderr says why, so that log is kept.
      process.stderr.write(
        `nightshift: ${(err as Error).message}\n  server stderr: ${path.join(logDir, 'mcp')}\n`,
      );
      return 1;
    }
  }
  try {
    const request: ModelRequest = {
      turn: 1,
      system: '',
      messages: [],
      tools: tools.filter((t) => toolAllowedInMode(mode, t.group)).map(toolDefinition),
      maxOutputTokens: 1,
    };
    const params =
      values.format === 'openai'
        ? toOpenAIParams('model', request, false).tools
        : toAnthropicParams('model', request).tools;
    process.stdout.write(`${JSON.stringify(params, null, 2)}\n`);
    return 0;
  } finally {
    await close();
  }
}
