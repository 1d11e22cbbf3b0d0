#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  roomodesSchema
} from "./chunk-WIXPSQ35.js";
import {
  parseYaml,
  readConfigText
} from "./chunk-Y2WZQKMK.js";
import {
  resolvePath
} from "./chunk-XOHEQPGY.js";

// src/config/load-modes.ts
import { existsSync } from "node:fs";
import path2 from "node:path";

// src/policy/read-denied.ts
import path from "node:path";
function deniedRead(workspace, given, denied) {
  const resolved = resolvePath(workspace, given);
  if (resolved.inside && denied(resolved.rel)) return resolved.rel;
  const named = givenRel(workspace, given);
  return named !== void 0 && denied(named) ? named : void 0;
}
function givenRel(workspace, given) {
  const rel = path.posix.normalize(path.isAbsolute(given) ? path.relative(workspace, given) : given);
  if (rel === ".." || rel.startsWith("../") || path.isAbsolute(rel)) return void 0;
  return rel.replace(/\/$/, "");
}

// src/config/load-modes.ts
var ROOMODES_FILE = ".roomodes";
function loadProjectModes(workspace, readDenied = () => false, warnings = []) {
  const file = path2.join(workspace, ROOMODES_FILE);
  if (!existsSync(file)) return [];
  const denied = deniedRead(workspace, ROOMODES_FILE, readDenied);
  if (denied !== void 0) {
    const why = denied === ROOMODES_FILE ? "" : ` (it leads to ${denied})`;
    warnings.push(`${ROOMODES_FILE} is not loaded: the read rules deny it${why}`);
    return [];
  }
  const text = readConfigText(file);
  if (text.trim() === "") return [];
  return parseYaml(text, file, roomodesSchema).customModes;
}

export {
  deniedRead,
  ROOMODES_FILE,
  loadProjectModes
};
