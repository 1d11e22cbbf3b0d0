import picomatch from 'picomatch';

export interface GlobMatch {
  list: 'allow' | 'deny';
  index: number;
  pattern: string;
}

const compiled = new Map<string, (s: string) => boolean>();

function matcher(pattern: string): (s: string) => boolean {
  let m = compiled.get(pattern);
  if (!m) {
    // dot: true so `**` covers dotfiles and `**/.env*` finds them at any depth.
    m = picomatch(pattern, { dot: true });
    compiled.set(pattern, m);
  }
  return m;
}

const EXACT = 1_000_000;

/**
 * How specific a glob is: its literal characters (`**` and other wildcards count nothing); a
 * pattern without wildcards names one path and beats every glob.
 */
export function globSpecificity(pattern: string): number {
  const literal = pattern.replace(/\*+|\?|\[[^\]]*\]|\{[^}]*\}/g, '');
  return literal === pattern ? EXACT + literal.length : literal.length;
}

/**
 * The deciding glob for a name: the most specific matching pattern; deny wins a tie. So with
 * `allow: ["**"]` and `deny: ["**\/.env*"]`, `.env` is denied, and an extra allow of
 * `**\/.env.example` (more literal characters) or `.env.example` (no wildcard) lets that file
 * through.
 */
export function bestGlob(name: string, rules: { allow: string[]; deny: string[] }): GlobMatch | undefined {
  let best: (GlobMatch & { score: number }) | undefined;
  const consider = (list: 'allow' | 'deny', pattern: string, index: number) => {
    // The workspace root itself (`.`) is inside everything `**` covers.
    if (!matcher(pattern)(name) && !(name === '.' && pattern === '**')) return;
    const score = globSpecificity(pattern);
    if (!best || score > best.score || (score === best.score && list === 'deny' && best.list === 'allow')) {
      best = { list, index, pattern, score };
    }
  };
  rules.deny.forEach((p, i) => consider('deny', p, i));
  rules.allow.forEach((p, i) => consider('allow', p, i));
  return best && { list: best.list, index: best.index, pattern: best.pattern };
}
