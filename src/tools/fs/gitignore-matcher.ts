import picomatch from 'picomatch';

export interface IgnoreRule {
  negative: boolean;
  dirOnly: boolean;
  /** A pattern without "/" matches the entry's name at any depth; others the whole path. */
  onName: boolean;
  re: RegExp;
}

/**
 * Compiles one gitignore(5) line already rebased to the workspace root (see rebasePattern).
 * Compiled once per .gitignore rather than tested through a general-purpose matcher: a walk of
 * 20,000 files then costs about as much as reading the directories.
 */
export function compileRule(line: string): IgnoreRule {
  const negative = line.startsWith('!');
  let body = negative ? line.slice(1) : line;
  const dirOnly = body.endsWith('/');
  if (dirOnly) body = body.replace(/\/+$/, '');
  const onName = !body.includes('/');
  if (!onName) body = body.replace(/^\//, '');
  // gitignore globs have no braces or extglobs; `*` and `?` match dotfiles but never "/"
  const re = picomatch.makeRe(body, { dot: true, nobrace: true, noextglob: true });
  return { negative, dirOnly, onName, re };
}

/** As in git, the last rule that matches decides; none matching means not ignored. */
export function isIgnored(rules: readonly IgnoreRule[], rel: string, name: string, isDir: boolean): boolean {
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i]!;
    if (rule.dirOnly && !isDir) continue;
    if (rule.re.test(rule.onName ? name : rel)) return !rule.negative;
  }
  return false;
}
