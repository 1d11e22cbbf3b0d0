/**
 * The canonical form of a path glob. Paths reach the rules workspace-relative, with `/`
 * separators and no `./`, empty or `.` segments and no trailing `/` (see resolvePath); a glob is
 * brought to the same form before it is compiled, so it matches what it reads as:
 *
 * - `./src/**`, `src//x`, `src/./x` are `src/**`, `src/x`, `src/x`;
 * - a trailing `/` names a directory and everything in it, as in .gitignore: `build/` is
 *   `build/**` (`./` alone is `**`).
 *
 * A leading `/` is kept (such a glob is refused at load, see globProblem).
 */
export function canonicalGlob(pattern: string): string {
  const segments = pattern.split('/');
  const absolute = segments[0] === '' && segments.length > 1;
  const last = segments.at(-1);
  const directory = segments.length > 1 && (last === '' || last === '.');
  const kept = segments.filter((s) => s !== '' && s !== '.');
  if (directory) kept.push('**');
  const body = kept.join('/');
  if (absolute) return `/${body}`;
  return body === '' ? pattern : body;
}

/**
 * Why a path glob can never match a path the rules are asked about, or undefined. Such a glob
 * in a deny list would silently do nothing, so loading the policy fails instead.
 */
export function globProblem(pattern: string): string | undefined {
  const outside =
    'paths outside the workspace are always denied (invariant:outside-workspace), and globs match paths relative to the workspace root';
  if (pattern.trim() === '') return 'an empty glob matches no path';
  if (pattern.startsWith('/')) {
    const relative = canonicalGlob(pattern.replace(/^\/+/, '')) || '**';
    return `"${pattern}" is an absolute path: ${outside}; write "${relative}" for that path in the workspace`;
  }
  if (pattern === '~' || pattern.startsWith('~/'))
    return `"${pattern}" names a path in the home directory: ${outside}`;
  if (pattern.split('/').includes('..'))
    return `"${pattern}" has a ".." segment, which no workspace-relative path has: ${outside}`;
  return undefined;
}
