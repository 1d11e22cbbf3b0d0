#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  inertText
} from "./chunk-HGYYIUEV.js";

// src/cli/terminal.ts
function useColor(isTTY, env) {
  return isTTY === true && !env.NO_COLOR;
}
var SGR = { plain: "", ok: "\x1B[32m", bad: "\x1B[31m", dim: "\x1B[2m" };
function paint(line, info, color) {
  const code = color ? SGR[info?.tone ?? "plain"] : "";
  return code ? `${code}${line}\x1B[0m` : line;
}
function stderrProgress(env = process.env) {
  const color = useColor(process.stderr.isTTY, env);
  return (line, info) => void process.stderr.write(`${paint(inertText(line), info, color)}
`);
}

export {
  stderrProgress
};
