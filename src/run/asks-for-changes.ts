import type { ModeConfig } from '../config/mode.ts';
import { groupsOf } from '../tools/modes.ts';

/**
 * Whether a task starting in this mode is expected to change files: its mode can edit or run
 * commands, or it only delegates (no groups, like `orchestrator`). A completed run of such a task
 * that changed nothing ends with `exit_reason: no_changes` (docs/task.md). Read-only modes (`ask`)
 * complete with an answer, not a change.
 */
export function asksForChanges(mode: ModeConfig): boolean {
  const groups = groupsOf(mode);
  return groups.length === 0 || groups.includes('edit') || groups.includes('command');
}
