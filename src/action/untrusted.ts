import { createHash } from 'node:crypto';

/**
 * Text someone else wrote (an issue, a review comment, a CI log), fenced as data. The delimiter
 * carries a digest of the text itself: the text cannot contain its own closing line, so it
 * cannot end the fence early and continue "outside" it.
 */
export function fenceUntrusted(label: string, text: string): string[] {
  const tag = createHash('sha256').update(text).digest('hex').slice(0, 16);
  return [`<<<BEGIN UNTRUSTED ${label} ${tag}>>>`, text, `<<<END UNTRUSTED ${label} ${tag}>>>`];
}
