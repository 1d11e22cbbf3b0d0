import { clipWords } from '../audit/clip.ts';
import type { ModeConfig } from '../config/mode.ts';
import { modeLabel } from './mode-names.ts';
import { suggest } from './suggest.ts';

/** Message for a call to a tool that does not exist: the closest name and what is available. */
export function unknownToolMessage(
  name: string,
  mode: ModeConfig,
  availableToolNames: readonly string[],
): string {
  const close = suggest(name, availableToolNames);
  const shown = clipWords(name, 80);
  return [
    `Unknown tool "${shown}".${close ? ` Did you mean "${close}"?` : ''}`,
    `Tools available in ${modeLabel(mode)}: ${availableToolNames.join(', ') || '(none)'}.`,
    'Call one of these by its exact name.',
  ].join(' ');
}
