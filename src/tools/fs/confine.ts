import type { ResolvedPath } from '../../policy/types.ts';
import { PathError, resolvePath } from '../../validate/resolve-path.ts';

/** A refusal whose message is fed back to the model as a failed result. */
export class ToolInputError extends Error {
  override name = 'ToolInputError';
}

/**
 * Resolves a model-given path and refuses anything outside the workspace. The pipeline checks
 * this before execute too; tools check again so a wiring mistake cannot leak files.
 */
export function resolveInside(
  workspace: string,
  given: string,
  protectedDirs: { path: string; label: string }[] = [],
): ResolvedPath {
  let resolved: ResolvedPath;
  try {
    resolved = resolvePath(workspace, given, { entries: protectedDirs });
  } catch (err) {
    if (err instanceof PathError)
      throw new ToolInputError(`invalid path "${printable(given)}": ${err.message}`);
    throw err;
  }
  if (!resolved.inside)
    throw new ToolInputError(
      `path "${printable(given)}" resolves outside the workspace (${resolved.abs}); use a path relative to the workspace root`,
    );
  return resolved;
}

/** Model-given text echoed in an error, with control characters made visible. */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** Runs a tool body, turning expected refusals into failed results for the model. */
export async function refusalsAsResults<R extends { ok: boolean; output: string }>(
  body: () => Promise<R> | R,
): Promise<R | { ok: false; output: string }> {
  try {
    return await body();
  } catch (err) {
    if (err instanceof ToolInputError) return { ok: false, output: `Error: ${err.message}` };
    throw err;
  }
}

/** Refuses paths no tool may write (.git, the run's out dir), whatever the policy said. */
export function refuseProtected(target: ResolvedPath): void {
  if (target.protected)
    throw new ToolInputError(`${target.rel} is inside ${target.protected}, which tools may never write`);
}
