import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseYaml, readConfigText } from './load-yaml.ts';
import { roomodesSchema, type ModeConfig } from './mode.ts';

/** Roo Code's project modes file, read from the workspace root. */
export const ROOMODES_FILE = '.roomodes';

/**
 * Custom modes from `.roomodes` in the workspace (YAML or JSON with a top-level `customModes`
 * list); none when the file is absent or empty. An invalid mode is a ConfigError at file:line:col.
 */
export function loadProjectModes(workspace: string): ModeConfig[] {
  const file = path.join(workspace, ROOMODES_FILE);
  if (!existsSync(file)) return [];
  const text = readConfigText(file);
  if (text.trim() === '') return [];
  return parseYaml(text, file, roomodesSchema).customModes;
}
