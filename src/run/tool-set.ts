import type { ModeConfig } from '../config/mode.ts';
import type { Policy } from '../config/policy.ts';
import type { TaskFile } from '../config/task.ts';
import type { McpHub, McpHubOptions } from '../mcp/hub.ts';
import { deniedOutright } from '../policy/denied-outright.ts';
import { structuredCompletionTool } from '../tools/attempt-completion.ts';
import { createApplyDiffTool, DEFAULT_FUZZY_THRESHOLD } from '../tools/apply-diff.ts';
import { toolAllowedInMode } from '../tools/modes.ts';
import { BUILTIN_TOOLS } from '../tools/registry.ts';
import type { AnyTool } from '../tools/types.ts';

/**
 * Whether a tool is offered to the model in a mode: the mode allows its group and the policy does
 * not deny it whatever its arguments (see deniedOutright). A run and `nightshift tools` use this.
 */
export const offeredInMode = (mode: ModeConfig, policy: Policy, tool: AnyTool): boolean =>
  toolAllowedInMode(mode, tool.group) && deniedOutright(tool, policy) === undefined;

/**
 * The built-in tools, with the task's apply_diff threshold when it differs from the default and
 * attempt_completion taking `result_json` when the task declares an output schema.
 */
export function builtinToolsFor(task: Pick<TaskFile, 'apply_diff' | 'output'>): readonly AnyTool[] {
  const threshold = task.apply_diff.fuzzy_threshold;
  const tuned = [
    ...(threshold !== DEFAULT_FUZZY_THRESHOLD ? [createApplyDiffTool({ fuzzyThreshold: threshold })] : []),
    ...(task.output ? [structuredCompletionTool(task.output.schema)] : []),
  ];
  if (tuned.length === 0) return BUILTIN_TOOLS;
  return BUILTIN_TOOLS.map((t) => tuned.find((u) => u.name === t.name) ?? t);
}

/**
 * Connects a task's MCP servers and returns their tools with the two generic MCP tools. The MCP
 * SDK loads only here, so tasks without servers never parse it.
 */
export async function connectMcpTools(
  servers: TaskFile['mcp_servers'],
  options: McpHubOptions,
): Promise<{ hub: McpHub; tools: AnyTool[] }> {
  const [{ McpHub }, { useMcpTool }, { accessMcpResource }] = await Promise.all([
    import('../mcp/hub.ts'),
    import('../tools/use-mcp-tool.ts'),
    import('../tools/access-mcp-resource.ts'),
  ]);
  const hub = await McpHub.connect(servers, options);
  return { hub, tools: [useMcpTool(hub), accessMcpResource(hub), ...hub.tools()] };
}
