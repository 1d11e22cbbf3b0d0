/**
 * Shortening text for display. The cut never leaves half a surrogate pair or a lone trailing
 * backslash (which would escape whatever follows the text).
 *
 * Text cut before the audit writer redacts it (a policy reason quoting the model's command, a
 * tool name the model made up) is cut with {@link clipWords}: the redactor recognises a secret,
 * and each of its encodings, only whole, so a cut through one would leave a prefix no later
 * redaction masks. Secrets, tokens and their encodings hold no whitespace, so that cut falls
 * between words, and a word longer than the whole budget is dropped entirely.
 */

const SPACE = /\s/;

/** At most `max` characters (the ellipsis included), ending in `ellipsis` when cut. */
export function clip(text: string, max: number, ellipsis = '…'): string {
  return clipAt(text, max, ellipsis, false);
}

/** As {@link clip}, never ending inside a word: for text not redacted yet. */
export function clipWords(text: string, max: number, ellipsis = '...'): string {
  return clipAt(text, max, ellipsis, true);
}

function clipAt(text: string, max: number, ellipsis: string, words: boolean): string {
  if (text.length <= max) return text;
  return `${text.slice(0, cutBefore(text, Math.max(0, max - ellipsis.length), words))}${ellipsis}`;
}

/** Where text may end when at most `at` characters are kept (see the module's comment). */
export function cutBefore(text: string, at: number, words: boolean): number {
  let end = Math.min(at, text.length);
  if (words && end < text.length && !SPACE.test(text[end] ?? '') && !SPACE.test(text[end - 1] ?? ' ')) {
    while (end > 0 && !SPACE.test(text[end - 1] ?? '')) end--;
  }
  if (/[\ud800-\udbff]/.test(text[end - 1] ?? '')) end--;
  let backslashes = 0;
  while (backslashes < end && text[end - backslashes - 1] === '\\') backslashes++;
  return backslashes % 2 === 1 ? end - 1 : end;
}
