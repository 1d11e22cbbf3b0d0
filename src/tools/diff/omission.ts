/**
 * Detects content a model left out of a file it rewrote, replaced by a placeholder comment
 * ("// ... rest of the file unchanged", "# existing code ..."). Written as is, the placeholder
 * lands in the file and the code it stood for is deleted, while the tool reports success. Pure.
 */

/** Non-blank lines of the current file that must be missing from the new content to refuse it. */
export const MIN_LOST_LINES = 3;

export interface Omission {
  /** The placeholder as the model wrote it (trimmed) and its line in the new content (1-based). */
  placeholder: string;
  line: number;
  /** Non-blank lines of the current content missing from the new one (counted with repeats). */
  lost: number;
}

/**
 * An omission when the new content adds a placeholder comment the current content does not have
 * and at least MIN_LOST_LINES non-blank lines of the current content are missing from it. A file
 * that already had the comment, or that loses fewer lines, is left alone.
 */
export function findOmission(current: string, next: string): Omission | undefined {
  const nextLines = next.split(/\r?\n/);
  const currentLines = current.split(/\r?\n/);
  const had = new Set(currentLines.map((l) => l.trim()));
  const at = nextLines.findIndex((l) => isPlaceholder(l) && !had.has(l.trim()));
  if (at === -1) return undefined;
  const remaining = new Map<string, number>();
  for (const l of nextLines) remaining.set(l.trim(), (remaining.get(l.trim()) ?? 0) + 1);
  let lost = 0;
  for (const l of currentLines) {
    const text = l.trim();
    if (text === '') continue;
    const left = remaining.get(text) ?? 0;
    if (left > 0) remaining.set(text, left - 1);
    else lost++;
  }
  return lost >= MIN_LOST_LINES ? { placeholder: nextLines[at]!.trim(), line: at + 1, lost } : undefined;
}

/** What was found, for the refusal the model reads (the tool adds what to do instead). */
export function omissionMessage(o: Omission, content: string): string {
  return `line ${o.line} of ${content}, ${JSON.stringify(o.placeholder)}, stands for code left out, and ${o.lost} non-blank lines of the current file are missing from it.`;
}

/**
 * A whole line that is one comment (`//`, `#`, `--`, `;`, `%`, `/* *\/`, `{/* *\/}`, `<!-- -->`),
 * optionally after Python's `...` statement (group 1); group 2 is the comment's text.
 */
const COMMENT = /^(\.\.\.\s*)?(?:\/\/+|#+|--|;+|%+|\{?\s*\/\*+|<!--+)\s*(.*?)\s*(?:\*+\/\s*\}?|-+->)?$/;
const ELLIPSIS = /\.\.\.|…/;
/** With an ellipsis, a word saying code was kept. */
const KEPT =
  /\b(?:rest|remaining|remainder|existing|unchanged|same|previous|omitted|original|untouched|brevity|before)\b/;
/** Without one, a subject and a verb: "other methods unchanged", "existing code here". */
const SUBJECT = /\b(?:rest|remaining|remainder|existing|previous|original|other)\b/;
const VERB =
  /\b(?:unchanged|omitted|untouched|as (?:is|before)|(?:stays?|remains?) the same|for brevity|goes here|here)\b/;
/** A comment that is nothing but such a note: "# unchanged", "// same as before". */
const WHOLE = /^(?:\(?unchanged\)?|(?:same )?as before|no changes?(?: here)?|omitted(?: for brevity)?)\.?$/;

/** True for a line that is only a placeholder comment standing for code left out. */
export function isPlaceholder(line: string): boolean {
  const comment = COMMENT.exec(line.trim());
  if (!comment) return false;
  // `...  # existing body`: the statement is the ellipsis.
  const text = `${comment[1] ? '... ' : ''}${comment[2]!.toLowerCase()}`;
  if (/^(?:\.\.\.|…)/.test(text)) return true;
  if (ELLIPSIS.test(text) && KEPT.test(text)) return true;
  return (SUBJECT.test(text) && VERB.test(text)) || WHOLE.test(text);
}
