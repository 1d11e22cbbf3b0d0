#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  clip
} from "./chunk-7VANGLES.js";

// src/forge/untrusted-text.ts
var INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
var INVISIBLE_IN_TEXT = /(?![\n\t\u200d])[\p{Cc}\p{Cf}\u2028\u2029]/gu;
var BREAK = "\u200B";
function escapeInvisible(text, kind = "text") {
  const shown = (c) => {
    const n = c.codePointAt(0);
    return n < 256 ? `\\x${n.toString(16).padStart(2, "0")}` : `\\u{${n.toString(16)}}`;
  };
  return kind === "name" ? text.replace(INVISIBLE, shown) : text.replace(/\r\n/g, "\n").replace(INVISIBLE_IN_TEXT, shown);
}
var CLOSING = /(?<![\p{L}\p{N}])(close[sd]?|fix(?:e[sd])?|resolve[sd]?)(?=[^\p{L}\p{N}]{0,20}?(?:#|gh-|https?:|www\.|[\p{L}\p{N}_.-]+\/[\p{L}\p{N}_.-]+))/giu;
var ITEM_URL = /\b(?:https?:(?=\/\/[^\s/]+\/[^\s/]+\/[^\s/]+\/(?:issues|pulls?|discussions)\/\d)|www(?=\.[^\s/]+\/[^\s/]+\/[^\s/]+\/(?:issues|pulls?|discussions)\/\d))/giu;
function inert(text, refs = true) {
  let out = escapeInvisible(text).replace(CLOSING, (k) => `${k.slice(0, 1)}${BREAK}${k.slice(1)}`);
  if (refs)
    out = out.replace(/#(?=\d)/g, `#${BREAK}`).replace(ITEM_URL, `$&${BREAK}`).replace(/\b(gh-)(?=\d)/gi, `$1${BREAK}`).replace(/@(?=[\p{L}\p{N}_-])/gu, `@${BREAK}`);
  return out;
}
function literalMarkdown(line) {
  return line.replace(/[\\`*[\]<>|~&$]/g, "\\$&").replace(/^(\s*)(#{1,6}|[-+])(?=\s|$)/, "$1\\$2").replace(/^(\s*\d{1,9})([.)])(?=\s|$)/, "$1\\$2").replace(/^(\s*)([=_-])(?=[\s=_-]*$)/, "$1\\$2");
}
function markdownLines(text, max) {
  const lines = inert(text.trim()).split("\n").map((l) => literalMarkdown(l.trimEnd()));
  return clip(lines.join("\n"), max);
}
function markdownLine(text, max) {
  return clip(literalMarkdown(inert(oneLine(text))), max);
}
function plainLines(text, max) {
  return clip(inert(text.trim()), max);
}
function plainLine(text, max) {
  return clip(inert(oneLine(text), false), max);
}
var oneLine = (text) => text.replace(/[\s\u0085]+/g, " ").trim();

export {
  escapeInvisible,
  inert,
  markdownLines,
  markdownLine,
  plainLines,
  plainLine
};
