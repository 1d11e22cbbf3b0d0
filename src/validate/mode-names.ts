import type { ModeConfig } from '../config/mode.ts';

/** `Architect mode ("architect")`: how messages name a mode. */
export const modeLabel = (mode: ModeConfig): string => `${mode.name} mode ("${mode.slug}")`;

/** Slugs of the run's modes that satisfy `ok`, for "switch_mode to one of ..." hints. */
export function modesWhere(
  modes: ReadonlyMap<string, ModeConfig> | undefined,
  ok: (m: ModeConfig) => boolean,
): string[] {
  return modes ? [...modes.values()].filter(ok).map((m) => m.slug) : [];
}
