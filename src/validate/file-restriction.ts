import { statSync } from 'node:fs';
import path from 'node:path';
import type { ModeConfig } from '../config/mode.ts';
import { quote } from '../policy/part.ts';
import type { ShellAnalyzer } from '../policy/shell/types.ts';
import { fileRestriction, toolAllowedInMode, type FileRestriction } from '../tools/modes.ts';
import type { Access, AnyTool } from '../tools/types.ts';
import { commandWrites } from './command-writes.ts';
import { modeLabel, modesWhere } from './mode-names.ts';
import { PathError, resolvePath } from './resolve-path.ts';

export type RestrictionCheck = { stage: 'file_restriction' | 'params'; message: string } | undefined;

export interface RestrictionOptions {
  /** The workspace (real path): paths are checked symlink-resolved too. */
  workspace?: string;
  modes?: ReadonlyMap<string, ModeConfig>;
  /** Reads the commands a call runs. Without it a command cannot be checked, and is refused. */
  analyzer?: ShellAnalyzer;
}

/**
 * What a mode lets calls write: only files matching its edit group's fileRegex, or nothing when
 * it does not grant the edit group (a command in such a mode may still run, but write no file).
 * Undefined: anything.
 */
type EditLimit = { restriction: FileRestriction } | { none: true };

function editLimit(mode: ModeConfig): EditLimit | undefined {
  const restriction = fileRestriction(mode);
  if (restriction) return { restriction };
  return toolAllowedInMode(mode, 'edit') ? undefined : { none: true };
}

/**
 * Checks every path a call writes against what the mode lets it write: the tool's `edit`
 * accesses (whatever the payload) and, for each command it runs, every file the shell analysis
 * says the command writes (`echo x > src/a.ts` is an edit of src/a.ts). A path is normalized
 * (`a.md/../b.ts` is `b.ts`) and, when the workspace is known, its symlink-resolved form must
 * match too: a link named `x.md` pointing at `src/app.ts` does not pass.
 */
export function checkFileRestriction(
  tool: AnyTool,
  args: unknown,
  mode: ModeConfig,
  options: RestrictionOptions = {},
): RestrictionCheck {
  const limit = editLimit(mode);
  if (!limit) return undefined;
  const stage = 'file_restriction' as const;
  if (!tool.access) {
    // An edit tool that cannot say what it edits cannot be held to the restriction: fail closed.
    if (tool.group !== 'edit' || !('restriction' in limit)) return undefined;
    return {
      stage,
      message: `${tool.name} cannot be used in ${modeLabel(mode)}: it does not declare which files it edits, so the mode's file restriction (${describe(limit.restriction)}) cannot be checked.`,
    };
  }
  let access: Access[];
  try {
    access = tool.access(args);
  } catch (err) {
    return { stage: 'params', message: `Invalid arguments for ${tool.name}: ${(err as Error).message}` };
  }
  const restricted = 'restriction' in limit;
  const allowed = (given: string) =>
    restricted && allowedPath(given, limit.restriction.regex, options.workspace);
  const advice = restricted ? ADVICE.restricted : ADVICE.none;
  const instead = elsewhere(tool, options.modes);
  const reject = (what: string, todo: string): RestrictionCheck => ({
    stage,
    message: `${what} ${may(limit)}. ${instead(todo)}`,
  });
  for (const a of access) {
    // Only a restricted mode gets here with an edit: a mode without the edit group refused the tool.
    if (a.kind === 'edit' && !allowed(a.path))
      return reject(`${tool.name} may not edit "${a.path}" in ${modeLabel(mode)}:`, advice.edit);
    if (a.kind !== 'command') continue;
    const run = `${tool.name} may not run ${quote(a.command)} in ${modeLabel(mode)}`;
    if (!options.analyzer)
      return reject(`${run}: the files it writes cannot be checked here, and`, advice.edit);
    const writes = commandWrites(options.analyzer, a.command, a.cwd);
    if ('unknown' in writes)
      return reject(`${run}: which files it writes cannot be told (${writes.unknown}), and`, advice.unknown);
    const denied = writes.paths.find((p) => !allowed(p));
    // Named folded (`notes.md/../src/a.ts` as src/a.ts): the analysis keeps `..` for the resolver.
    if (denied !== undefined)
      return reject(`${run}: it writes "${normalize(denied, options.workspace)}", and`, advice.write);
  }
  return undefined;
}

/** What the model can do instead, in a mode with a fileRegex and in one without the edit group. */
const ADVICE = {
  restricted: {
    edit: 'Edit a file that matches',
    unknown: 'Run a command whose output files are named plainly',
    write: 'Write only files that match',
  },
  none: {
    edit: 'Leave files unchanged',
    unknown: 'Run a command that writes no file',
    write: 'Run a command that writes no file',
  },
};

const describe = (r: FileRestriction): string =>
  `/${r.pattern}/${r.description ? ` (${r.description})` : ''}`;

const may = (limit: EditLimit): string =>
  'restriction' in limit
    ? `this mode may only edit files matching ${describe(limit.restriction)}`
    : 'this mode may not edit files';

/** "Do X instead, or switch_mode to ..." naming the modes where the tool may write any file. */
function elsewhere(tool: AnyTool, modes: ReadonlyMap<string, ModeConfig> | undefined) {
  const free = modesWhere(modes, (m) => toolAllowedInMode(m, tool.group) && !editLimit(m));
  return (action: string): string =>
    free.length > 0
      ? `${action}, or switch_mode to a mode that may edit any file (${free.join(', ')}).`
      : `${action} instead.`;
}

function allowedPath(given: string, regex: RegExp, workspace: string | undefined): boolean {
  const candidates = [normalize(given, workspace)];
  if (workspace !== undefined) {
    try {
      const resolved = resolvePath(workspace, given);
      // Outside the workspace the policy's invariant denies the call; only the given form is checked.
      if (resolved.inside) {
        // An existing directory stands for every file in it (`rm -r docs.md`): the pattern cannot
        // vouch for those.
        if (statSync(resolved.abs, { throwIfNoEntry: false })?.isDirectory()) return false;
        candidates.push(resolved.rel);
      }
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
