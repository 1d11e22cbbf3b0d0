import type { RejectionStage } from '../audit/types.ts';
import type { ModeConfig } from '../config/mode.ts';
import type { ToolCall } from '../model/types.ts';
import type { ShellAnalyzer } from '../policy/shell/types.ts';
import type { AnyTool } from '../tools/types.ts';
import { checkFileRestriction } from './file-restriction.ts';
import { checkModeAllows } from './mode-check.ts';
import { checkParams } from './params.ts';
import type { RepetitionTracker } from './repetition.ts';
import { unknownToolMessage } from './unknown-tool.ts';

export interface ValidateContext {
  /** Any tool of the run by name, whether or not this mode allows it. */
  lookup(name: string): AnyTool | undefined;
  mode: ModeConfig;
  /** Names of the tools sent to the model in this mode. */
  availableToolNames: readonly string[];
  /** The agent's repetition tracker (one per agent: the root task and each subtask). */
  repetition: RepetitionTracker;
  /** All modes of the run, so rejections can name a mode where the call would be allowed. */
  modes?: ReadonlyMap<string, ModeConfig>;
  /** The workspace (real path): file restrictions are checked on symlink-resolved paths too. */
  workspace?: string;
  /** Names the files commands write, for the file restriction; without it, restricted modes refuse commands. */
  analyzer?: ShellAnalyzer;
}

export type Validation =
  { ok: true; tool: AnyTool; args: unknown } | { ok: false; stage: RejectionStage; message: string };

/**
 * The validation pipeline, before any policy decision: exists → mode → params → file restriction
 * → repetition. A rejection's message is the exact text fed back to the model (and logged as
 * tool.rejected with its stage), so each one says what was wrong and what to do instead.
 */
export function validateCall(call: ToolCall, ctx: ValidateContext): Validation {
  const tool = ctx.lookup(call.name);
  if (!tool)
    return {
      ok: false,
      stage: 'unknown_tool',
      message: unknownToolMessage(call.name, ctx.mode, ctx.availableToolNames),
    };

  const notAllowed = checkModeAllows(tool, ctx.mode, ctx.availableToolNames, ctx.modes);
  if (notAllowed) return { ok: false, stage: 'mode', message: notAllowed };

  const params = checkParams(tool, call);
  if (!params.ok) return { ok: false, stage: 'params', message: params.message };

  const restricted = checkFileRestriction(tool, params.args, ctx.mode, {
    ...(ctx.workspace !== undefined ? { workspace: ctx.workspace } : {}),
    ...(ctx.modes ? { modes: ctx.modes } : {}),
    ...(ctx.analyzer ? { analyzer: ctx.analyzer } : {}),
  });
  if (restricted) return { ok: false, ...restricted };

  const repeated = ctx.repetition.check(tool.name, params.args);
  if (repeated) return { ok: false, stage: 'repetition', message: repeated };

  return { ok: true, tool, args: params.args };
}
