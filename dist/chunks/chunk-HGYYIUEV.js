#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/run/inert-text.ts
var CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
var LEADING_SPACE = /^[\s\u0085\u180e]*/;
var BREAK = "\u200B";
function inertText(text) {
  return text.split("\n").map(inertLine).join("\n");
}
function inertLine(line) {
  const plain = line.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`).replace(/##\[/g, `#${BREAK}#[`);
  const lead = LEADING_SPACE.exec(plain)?.[0].length ?? 0;
  return plain.startsWith("::", lead) ? `${plain.slice(0, lead)}${BREAK}${plain.slice(lead)}` : plain;
}
function inertJson(text) {
  return text.replace(/##\[/g, "##\\u005b");
}

export {
  inertText,
  inertJson
};
