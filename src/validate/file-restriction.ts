import path from 'node:path';
import type { ModeConfig } from '../config/mode.ts';
import { fileRestriction, toolAllowedInMode, type FileRestriction } from '../tools/modes.ts';
import type { AnyTool } from '../tools/types.ts';
import { modeLabel, modesWhere } from './mode-names.ts';
import { PathError, resolvePath } from './resolve-path.ts';

export type RestrictionCheck = { stage: 'file_restriction' | 'params'; message: string } | undefined;

/**
 * Checks every path a call edits (the tool's `access(args)` entries of kind `edit`, whatever the
 * payload) against the mode's fileRegex. The path is normalized (`a.md/../b.ts` is `b.ts`) and,
 * when the workspace is known, its symlink-resolved form must match too: a link named `x.md`
 * pointing at `src/app.ts` does not pass.
 */
export function checkFileRestriction(
  tool: AnyTool,
  args: unknown,
  mode: ModeConfig,
  options: { workspace?: string; modes?: ReadonlyMap<string, ModeConfig> } = {},
): RestrictionCheck {
  const restriction = fileRestriction(mode);
  if (!restriction) return undefined;
  if (!tool.access) {
    // An edit tool that cannot say what it edits cannot be held to the restriction: fail closed.
    if (tool.group !== 'edit') return undefined;
    return {
      stage: 'file_restriction',
      message: `${tool.name} cannot be used in ${modeLabel(mode)}: it does not declare which files it edits, so the mode's file restriction (${describe(restriction)}) cannot be checked.`,
    };
  }
  let edits: string[];
  try {
    edits = tool.access(args).flatMap((a) => (a.kind === 'edit' ? [a.path] : []));
  } catch (err) {
    return { stage: 'params', message: `Invalid arguments for ${tool.name}: ${(err as Error).message}` };
  }
  for (const given of edits) {
    if (!allowedPath(given, restriction.regex, options.workspace)) {
      const elsewhere = modesWhere(options.modes, (m) => toolAllowedInMode(m, 'edit') && !fileRestriction(m));
      return {
        stage: 'file_restriction',
        message:
          `${tool.name} may not edit "${given}" in ${modeLabel(mode)}: this mode may only edit files matching ${describe(restriction)}. ` +
          (elsewhere.length > 0
            ? `Edit a file that matches, or switch_mode to a mode that may edit any file (${elsewhere.join(', ')}).`
            : 'Edit a file that matches instead.'),
      };
    }
  }
  return undefined;
}

const describe = (r: FileRestriction): string =>
  `/${r.pattern}/${r.description ? ` (${r.description})` : ''}`;

function allowedPath(given: string, regex: RegExp, workspace: string | undefined): boolean {
  const candidates = [normalize(given, workspace)];
  if (workspace !== undefined) {
    try {
      const resolved = resolvePath(workspace, given);
      // Outside the workspace the policy's invariant denies the call; only the given form is checked.
      if (resolved.inside) candidates.push(resolved.rel);
    } catch (err) {
      if (!(err instanceof PathError)) throw err;
    }
  }
  return candidates.every((p) => regex.test(p));
}

/** Workspace-relative, `..` and `./` folded, so the regex sees the file that will be written. */
function normalize(given: string, workspace: string | undefined): string {
  let p = given;
  if (workspace !== undefined && path.isAbsolute(p)) {
    const rel = path.relative(workspace, p);
    if (!rel.startsWith('..') && !path.isAbsolute(rel)) p = rel.split(path.sep).join('/');
  }
  const folded = path.posix.normalize(p);
  return folded.startsWith('./') ? folded.slice(2) : folded;
}
