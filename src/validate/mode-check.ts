import type { ModeConfig } from '../config/mode.ts';
import { groupsOf, toolAllowedInMode } from '../tools/modes.ts';
import type { AnyTool } from '../tools/types.ts';
import { modeLabel, modesWhere } from './mode-names.ts';

/**
 * Undefined when the mode allows the tool's group; otherwise what the mode allows and where to go.
 * A tool of an allowed group that was not offered (the policy denies it whatever its arguments)
 * passes: the policy then denies the call and names its rule.
 */
export function checkModeAllows(
  tool: AnyTool,
  mode: ModeConfig,
  availableToolNames: readonly string[],
  modes?: ReadonlyMap<string, ModeConfig>,
): string | undefined {
  if (toolAllowedInMode(mode, tool.group)) return undefined;
  const groups = groupsOf(mode);
  const elsewhere = modesWhere(modes, (m) => m.slug !== mode.slug && toolAllowedInMode(m, tool.group));
  return [
    `Tool "${tool.name}" (group ${tool.group}) is not allowed in ${modeLabel(mode)}.`,
    `This mode allows the groups: ${groups.join(', ') || '(none)'}; its tools are: ${availableToolNames.join(', ')}.`,
    elsewhere.length > 0
      ? `Use one of those, or switch_mode to a mode that allows ${tool.group} (${elsewhere.join(', ')}).`
      : `Use one of those instead.`,
  ].join(' ');
}
