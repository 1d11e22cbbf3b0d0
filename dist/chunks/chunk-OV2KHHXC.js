#!/usr/bin/env -S node --max-semi-space-size=2
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);

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
  return (line, info) => void process.stderr.write(`${paint(line, info, color)}
`);
}

export {
  stderrProgress
};
