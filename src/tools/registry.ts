import * as z from '../zod.ts';
import { mcpAliasMatches } from '../mcp/alias-names.ts';
import type { ToolDefinition } from '../model/types.ts';
import { TOOL_ALIASES, type ToolAlias } from './aliases.ts';
import { BUILTIN_MODES, toolAllowedInMode } from './modes.ts';
import { applyDiffTool } from './apply-diff.ts';
import { applyPatchTool } from './apply-patch.ts';
import { askFollowupQuestionTool } from './ask-followup-question.ts';
import { browserActionTool } from './browser-action.ts';
import { attemptCompletionTool } from './attempt-completion.ts';
import { codebaseSearchTool } from './codebase-search.ts';
import { editTool } from './edit.ts';
import { executeCommandTool } from './execute-command.ts';
import { fetchInstructionsTool } from './fetch-instructions.ts';
import { insertContentTool } from './insert-content.ts';
import { listCodeDefinitionNamesTool } from './list-code-definition-names.ts';
import { listFilesTool } from './list-files.ts';
import { newTaskTool } from './new-task.ts';
import { readCommandOutputTool } from './read-command-output.ts';
import { readFileTool } from './read-file.ts';
import { runSlashCommandTool } from './run-slash-command.ts';
import { searchAndReplaceTool } from './search-and-replace.ts';
import { searchFilesTool } from './search-files.ts';
import { switchModeTool } from './switch-mode.ts';
import { prebuiltParamsSchema } from './prebuilt-schemas.ts';
import type { AnyTool } from './types.ts';
import { updateTodoListTool } from './update-todo-list.ts';
import { writeToFileTool } from './write-to-file.ts';

/** Every built-in tool. Adding a tool = its own file + one line here. */
export const BUILTIN_TOOLS: readonly AnyTool[] = [
  readFileTool,
  listFilesTool,
  searchFilesTool,
  listCodeDefinitionNamesTool,
  codebaseSearchTool,
  fetchInstructionsTool,
  readCommandOutputTool,
  applyDiffTool,
  editTool,
  applyPatchTool,
  writeToFileTool,
  insertContentTool,
  searchAndReplaceTool,
  executeCommandTool,
  browserActionTool,
  attemptCompletionTool,
  askFollowupQuestionTool,
  switchModeTool,
  newTaskTool,
  updateTodoListTool,
  runSlashCommandTool,
] as AnyTool[];

/** A tool may carry the JSON Schema it was declared with (MCP tools); otherwise it comes from zod. */
type WithSchema = AnyTool & { inputSchema?: Record<string, unknown> };

const definitionCache = new WeakMap<AnyTool, ToolDefinition>();

/** The provider-neutral definition sent to the model, generated once per tool. */
export function toolDefinition(tool: AnyTool): ToolDefinition {
  let def = definitionCache.get(tool);
  if (!def) {
    const declared = (tool as WithSchema).inputSchema;
    const { $schema: _ignored, ...inputSchema } =
      declared ??
      (BUILTIN_TOOLS.includes(tool) ? prebuiltParamsSchema(tool.name) : undefined) ??
      paramsSchema(tool);
    def = { name: tool.name, description: tool.description, inputSchema };
    definitionCache.set(tool, def);
  }
  return def;
}

/** The JSON Schema of a tool's params as zod writes it (the model's view: defaults optional). */
export function paramsSchema(tool: AnyTool): Record<string, unknown> {
  const { $schema: _draft, ...schema } = z.toJSONSchema(tool.params, { io: 'input' });
  return schema;
}

/** A name a model called: the tool it stands for (through an alias or not), or several MCP tools. */
export type ResolvedName = { tool: AnyTool; alias?: ToolAlias } | { ambiguous: AnyTool[] };

/** The tools of one run: built-ins plus MCP tools, looked up by name and filtered by mode. */
export class ToolSet {
  readonly #byName = new Map<string, AnyTool>();
  readonly #serverTools: AnyTool[] = [];

  constructor(tools: readonly AnyTool[]) {
    for (const tool of tools) {
      if (this.#byName.has(tool.name)) throw new Error(`duplicate tool name ${tool.name}`);
      this.#byName.set(tool.name, tool);
      if (tool.mcp) this.#serverTools.push(tool);
    }
  }

  get(name: string): AnyTool | undefined {
    return this.#byName.get(name);
  }

  /** A tool's own name, an alias of a built-in (TOOL_ALIASES) or an MCP tool's name in another agent's form. */
  resolve(name: string): ResolvedName | undefined {
    const tool = this.#byName.get(name);
    if (tool) return { tool };
    const alias = TOOL_ALIASES.get(name);
    const target = alias && this.#byName.get(alias.target);
    if (alias && target) return { tool: target, alias };
    const matches = mcpAliasMatches(name, this.#serverTools);
    if (matches.length > 1) return { ambiguous: matches };
    return matches[0] && { tool: matches[0] };
  }

  /** Tools a mode allows, in registry order. */
  forMode(allowed: (tool: AnyTool) => boolean): AnyTool[] {
    return [...this.#byName.values()].filter(allowed);
  }
}

/** The built-in tools a built-in mode sends to the model (bench and docs). */
export function toolDefinitionsFor(modeSlug: string): ToolDefinition[] {
  const mode = BUILTIN_MODES.find((m) => m.slug === modeSlug);
  if (!mode) throw new Error(`unknown built-in mode "${modeSlug}"`);
  return BUILTIN_TOOLS.filter((t) => toolAllowedInMode(mode, t.group)).map(toolDefinition);
}
