/**
 * Whether `name` is a branch name git accepts: `git check-ref-format --branch` as a pure function
 * (the rules of git-check-ref-format(1) for refs/heads/NAME, plus --branch's own: no leading `-`,
 * not `HEAD`), so naming the run branch needs no git process. update-ref, which makes the
 * branch, refuses a bad name anyway; this gives the clear error first.
 */
export function isValidBranchName(name: string): boolean {
  if (name === '' || name === 'HEAD' || name === '@' || name.startsWith('-')) return false;
  if (name.startsWith('/') || name.endsWith('/') || name.endsWith('.') || name.includes('//')) return false;
  if (name.includes('..') || name.includes('@{') || /[~^:?*[\\]/.test(name)) return false;
  // Control characters, space and DEL.
  for (let i = 0; i < name.length; i++)
    if (name.charCodeAt(i) <= 0x20 || name.charCodeAt(i) === 0x7f) return false;
  return name.split('/').every((part) => !part.startsWith('.') && !part.endsWith('.lock'));
}
