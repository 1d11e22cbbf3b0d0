#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  clipWords
} from "./chunk-7VANGLES.js";

// src/sandbox/own-install.ts
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
var here = path.dirname(fileURLToPath(import.meta.url));
function ownInstallDirs(workspace, from = here) {
  const root = packageRoot(from);
  if (!root || !(root === workspace || root.startsWith(`${workspace}${path.sep}`))) return [];
  const require2 = createRequire(path.join(from, "x.js"));
  const dirs = [root, path.join(root, path.relative(root, from).split(path.sep)[0])];
  try {
    const index = require2.resolve("@vscode/ripgrep");
    dirs.push(packageDirOf(index, "@vscode/ripgrep"));
    const platform = `@vscode/ripgrep-${process.platform}-${process.arch}`;
    const rg = createRequire(index).resolve(
      `${platform}/bin/rg${process.platform === "win32" ? ".exe" : ""}`
    );
    dirs.push(packageDirOf(rg, platform));
  } catch {
  }
  return dirs;
}
function packageRoot(from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest)) {
      try {
        if (JSON.parse(readFileSync(manifest, "utf8")).name === "nightshift")
          return dir;
      } catch {
      }
    }
    if (dir === path.dirname(dir)) return void 0;
  }
}
function packageDirOf(file, name) {
  const marker = `${path.sep}node_modules${path.sep}${name}${path.sep}`;
  const at = file.lastIndexOf(marker);
  return at < 0 ? path.dirname(file) : file.slice(0, at + marker.length - 1);
}

// src/policy/part.ts
var RANK = { allow: 0, ask: 1, deny: 2 };
function strictest(parts) {
  let worst;
  for (const part of parts) if (!worst || RANK[part.verdict] > RANK[worst.verdict]) worst = part;
  return worst;
}
var quote = (text) => JSON.stringify(clipWords(text, 120));

export {
  strictest,
  quote,
  ownInstallDirs
};
