import { existsSync } from 'node:fs';
import path from 'node:path';
import { deniedRead } from '../policy/read-denied.ts';
import { parseYaml, readConfigText } from './load-yaml.ts';
import { roomodesSchema, type ModeConfig } from './mode.ts';

/** Roo Code's project modes file, read from the workspace root. */
export const ROOMODES_FILE = '.roomodes';

/**
 * Custom modes from `.roomodes` in the workspace (YAML or JSON with a top-level `customModes`
 * list); none when the file is absent or empty. An invalid mode is a ConfigError at file:line:col.
 * None either when the read rules deny it, by its name or where it leads (`.roomodes -> .env`):
 * its text would reach the prompt, or an error quoting it the run's output; `warnings` says why.
 */
export function loadProjectModes(
  workspace: string,
  readDenied: (rel: string) => boolean = () => false,
  warnings: string[] = [],
): ModeConfig[] {
  const file = path.join(workspace, ROOMODES_FILE);
  if (!existsSync(file)) return [];
  const denied = deniedRead(workspace, ROOMODES_FILE, readDenied);
  if (denied !== undefined) {
    const why = denied === ROOMODES_FILE ? '' : ` (it leads to ${denied})`;
    warnings.push(`${ROOMODES_FILE} is not loaded: the read rules deny it${why}`);
    return [];
  }
  const text = readConfigText(file);
  if (text.trim() === '') return [];
  return parseYaml(text, file, roomodesSchema).customModes;
}
