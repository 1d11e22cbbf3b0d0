import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/errors.ts';
import { ROOMODES_FILE } from '../config/load-modes.ts';
import { deniedRead } from '../policy/read-denied.ts';
import { resolveModes, type Mode } from '../tools/modes.ts';

/**
 * The run's modes once `.roomodes` is decided under every name it has. Modes are resolved before
 * the workspace is walked, by the file's own name and where it leads (`early`); the names links
 * give it and the repository's name for it are known only after the walk (`everyName`:
 * deniedUnderAnyName of readDeniedBy with the repository's place). A `.roomodes` the early rules
 * let through and these deny is left out, as a denied one always was (the run warns); a mode only
 * it defined (`needed`: the task's, a resumed run's) is then unknown, a ConfigError.
 */
export function modesUnderEveryName(
  modes: Map<string, Mode>,
  input: {
    workspace: string;
    taskModes: readonly Mode[];
    early: (rel: string) => boolean;
    everyName: (rel: string) => boolean;
    needed: readonly string[];
    warnings: string[];
  },
): Map<string, Mode> {
  const { workspace, early, everyName } = input;
  if (!existsSync(path.join(workspace, ROOMODES_FILE))) return modes;
  if (deniedRead(workspace, ROOMODES_FILE, early) !== undefined) return modes; // left out already
  if (deniedRead(workspace, ROOMODES_FILE, everyName) === undefined) return modes;
  const again = resolveModes(input.taskModes, workspace, everyName, input.warnings);
  for (const slug of input.needed)
    if (!again.has(slug))
      throw new ConfigError(
        `mode "${slug}" is defined only in ${ROOMODES_FILE}, which the read rules deny under another name; modes: ${[...again.keys()].join(', ')}`,
      );
  return again;
}
