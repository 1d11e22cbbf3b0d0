import type { TaskFile } from '../config/task.ts';
import type { McpHub, McpHubOptions } from '../mcp/hub.ts';
import { createApplyDiffTool, DEFAULT_FUZZY_THRESHOLD } from '../tools/apply-diff.ts';
import { BUILTIN_TOOLS } from '../tools/registry.ts';
import type { AnyTool } from '../tools/types.ts';

/** The built-in tools, with the task's apply_diff threshold when it differs from the default. */
export function builtinToolsFor(task: Pick<TaskFile, 'apply_diff'>): readonly AnyTool[] {
  const threshold = task.apply_diff.fuzzy_threshold;
  if (threshold === DEFAULT_FUZZY_THRESHOLD) return BUILTIN_TOOLS;
  const tuned = createApplyDiffTool({ fuzzyThreshold: threshold });
  return BUILTIN_TOOLS.map((t) => (t.name === tuned.name ? tuned : t));
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
