import path from 'node:path';
import { resolvePath } from '../validate/resolve-path.ts';

/**
 * Which workspace path keeps a file's content from the model, for readers that open a file by a
 * name of their own (AGENTS.md, `.roo/rules/**`, `.roomodes`, `.roo/commands/NAME.md`, a task's
 * `instructions`) rather than after a tool call's policy decision. Both names are matched by
 * `denied`: where the path leads after `..` and symlinks (a repository can commit
 * `AGENTS.md -> .env`), and the name as given (a `secrets` that links elsewhere is still what the
 * rule names). Undefined when neither is denied. Confinement is the caller's: a path leading out of
 * the workspace is not judged here. Throws PathError as resolvePath does.
 */
export function deniedRead(
  workspace: string,
  given: string,
  denied: (rel: string) => boolean,
): string | undefined {
  const resolved = resolvePath(workspace, given);
  if (resolved.inside && denied(resolved.rel)) return resolved.rel;
  const named = givenRel(workspace, given);
  return named !== undefined && denied(named) ? named : undefined;
}

/** The given name relative to the workspace, `..` taken as text; undefined when it climbs out. */
function givenRel(workspace: string, given: string): string | undefined {
  const rel = path.posix.normalize(path.isAbsolute(given) ? path.relative(workspace, given) : given);
  if (rel === '..' || rel.startsWith('../') || path.isAbsolute(rel)) return undefined;
  return rel.replace(/\/$/, '');
}
