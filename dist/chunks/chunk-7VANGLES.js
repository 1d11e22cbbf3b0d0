#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/audit/clip.ts
var SPACE = /\s/;
function clip(text, max, ellipsis = "\u2026") {
  return clipAt(text, max, ellipsis, false);
}
function clipWords(text, max, ellipsis = "...") {
  return clipAt(text, max, ellipsis, true);
}
function clipAt(text, max, ellipsis, words) {
  if (text.length <= max) return text;
  return `${text.slice(0, cutBefore(text, Math.max(0, max - ellipsis.length), words))}${ellipsis}`;
}
function cutBefore(text, at, words) {
  let end = Math.min(at, text.length);
  if (words && end < text.length && !SPACE.test(text[end] ?? "") && !SPACE.test(text[end - 1] ?? " ")) {
    while (end > 0 && !SPACE.test(text[end - 1] ?? "")) end--;
  }
  if (/[\ud800-\udbff]/.test(text[end - 1] ?? "")) end--;
  let backslashes = 0;
  while (backslashes < end && text[end - backslashes - 1] === "\\") backslashes++;
  return backslashes % 2 === 1 ? end - 1 : end;
}

export {
  clip,
  clipWords
};
