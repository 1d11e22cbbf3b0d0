import { clip } from '../audit/clip.ts';
/**
 * Text nightshift did not write — the model's completion and todos, an issue's title and body,
 * review comments, command output — on its way to GitHub: a pull request's title and body, a
 * commit message, an issue or pull request comment. GitHub acts on such text: `Fixes #1` closes
 * an issue when the pull request merges, `@org/team` notifies people, `<!--` hides the rest of a
 * body, a heading or a list fakes nightshift's own sections. Control and bidirectional characters
 * drive terminals or make text read as other text, and a NUL cannot reach git at all. Every sink
 * takes such text through one of the functions below. Pure.
 *
 * Nothing here changes a letter, a digit, `-`, `_`, `+`, `/`, `=` or `.` in place (it only
 * inserts a zero-width space beside a few of them, or a backslash before a line's list marker),
 * so a token in the text still matches the redactor when redaction runs after this.
 */

/** Shown as escapes: C0/C1 controls, format characters (bidi, zero-width, tags), line separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
/** The same but newline, tab and the zero-width joiner (emoji sequences), for text kept in lines. */
const INVISIBLE_IN_TEXT = /(?![\n\t\u200d])[\p{Cc}\p{Cf}\u2028\u2029]/gu;
/** Invisible to a reader, but no longer `@user`, `#12` or a closing keyword to GitHub. */
const BREAK = '\u200b';

/**
 * Each invisible character as `\xNN` / `\u{NNNN}`. Text keeps its lines (`\r\n` read as a line
 * break) and tabs; a `name` (a path, a branch) has every one escaped.
 */
export function escapeInvisible(text: string, kind: 'text' | 'name' = 'text'): string {
  const shown = (c: string) => {
    const n = c.codePointAt(0)!;
    return n < 0x100 ? `\\x${n.toString(16).padStart(2, '0')}` : `\\u{${n.toString(16)}}`;
  };
  return kind === 'name'
    ? text.replace(INVISIBLE, shown)
    : text.replace(/\r\n/g, '\n').replace(INVISIBLE_IN_TEXT, shown);
}

/**
 * GitHub's closing keywords (any case) where a reference may follow: within a few characters
 * that are not letters or digits (`: `, `**`, `[`), a `#`, `GH-`, a URL or an `owner/repo`.
 * "Fixed the sign error" is left alone.
 */
const CLOSING =
  /(?<![\p{L}\p{N}])(close[sd]?|fix(?:e[sd])?|resolve[sd]?)(?=[^\p{L}\p{N}]{0,20}?(?:#|gh-|https?:|www\.|[\p{L}\p{N}_.-]+\/[\p{L}\p{N}_.-]+))/giu;

/**
 * The URL of an issue, a pull request or a discussion, on any host (GitHub Enterprise too): GitHub
 * references the item from it as from `owner/repo#12`. A zero-width space after the scheme (or
 * `www`) leaves it readable but no longer a link.
 */
const ITEM_URL =
  /\b(?:https?:(?=\/\/[^\s/]+\/[^\s/]+\/[^\s/]+\/(?:issues|pulls?|discussions)\/\d)|www(?=\.[^\s/]+\/[^\s/]+\/[^\s/]+\/(?:issues|pulls?|discussions)\/\d))/giu;

/**
 * Invisible characters escaped, closing keywords broken, and with `refs` issue references
 * (`#12`, `owner/repo#12`, `GH-12`, an issue's URL) and mentions (`@user`, `@org/team`) too.
 */
export function inert(text: string, refs = true): string {
  let out = escapeInvisible(text).replace(CLOSING, (k) => `${k.slice(0, 1)}${BREAK}${k.slice(1)}`);
  if (refs)
    out = out
      .replace(/#(?=\d)/g, `#${BREAK}`)
      .replace(ITEM_URL, `$&${BREAK}`)
      .replace(/\b(gh-)(?=\d)/gi, `$1${BREAK}`)
      .replace(/@(?=[\p{L}\p{N}_-])/gu, `@${BREAK}`);
  return out;
}

/**
 * Markdown that shows the line as written: what starts HTML, code, links, tables, strikethrough,
 * math or entities is escaped anywhere; a heading or list marker, a rule or a setext underline at
 * the start of the line. `_` is left as is elsewhere: emphasis can neither hide text nor fake a
 * section.
 */
function literalMarkdown(line: string): string {
  return line
    .replace(/[\\`*[\]<>|~&$]/g, '\\$&')
    .replace(/^(\s*)(#{1,6}|[-+])(?=\s|$)/, '$1\\$2')
    .replace(/^(\s*\d{1,9})([.)])(?=\s|$)/, '$1\\$2')
    .replace(/^(\s*)([=_-])(?=[\s=_-]*$)/, '$1\\$2');
}

/** Untrusted prose as Markdown that renders it literally, lines kept, at most `max` characters. */
export function markdownLines(text: string, max: number): string {
  const lines = inert(text.trim())
    .split('\n')
    .map((l) => literalMarkdown(l.trimEnd()));
  return clip(lines.join('\n'), max);
}

/** The same on one line (a heading, a list item, a table cell). */
export function markdownLine(text: string, max: number): string {
  return clip(literalMarkdown(inert(oneLine(text))), max);
}

/** Untrusted text in a plain-text sink (a commit message's body): not Markdown, lines kept. */
export function plainLines(text: string, max: number): string {
  return clip(inert(text.trim()), max);
}

/**
 * A title (a pull request's, a commit's subject) on one line. Issue references stay: a title is
 * nightshift's template around the task's title (`#12: ...` for an issue), and a reference in it
 * only links; a closing keyword is broken, since a squash merge makes the title a commit message.
 */
export function plainLine(text: string, max: number): string {
  return clip(inert(oneLine(text), false), max);
}

/** Whitespace runs, line breaks included, as one space. */
const oneLine = (text: string) => text.replace(/[\s\u0085]+/g, ' ').trim();
