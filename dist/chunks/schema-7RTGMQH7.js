#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  SCHEMA_KINDS,
  schemaText
} from "./chunk-QWHOMTAE.js";
import "./chunk-7HDSCLYT.js";
import "./chunk-LCXDU4ZS.js";
import "./chunk-Q2Z6EXWN.js";
import {
  parse
} from "./chunk-GNJTM6DL.js";
import {
  COMMANDS
} from "./chunk-XBJKIBHX.js";
import "./chunk-JNYTPRBD.js";
import {
  UsageError
} from "./chunk-M67AMJ3F.js";
import "./chunk-5TVOPK5L.js";
import "./chunk-HFNBEMOG.js";
import "./chunk-C2JGC3WT.js";
import "./chunk-QELWQ3M4.js";
import "./chunk-BEG4EGGX.js";
import "./chunk-M3SVFXCL.js";
import "./chunk-I4FOMXLX.js";
import {
  init_define_NIGHTSHIFT_NODE_FLAGS
} from "./chunk-WD3ZEOBE.js";

// src/cli/commands/schema.ts
init_define_NIGHTSHIFT_NODE_FLAGS();
function schemaCommand(argv) {
  const { positionals } = parse(argv, COMMANDS.schema);
  const kind = positionals[0];
  if (!SCHEMA_KINDS.includes(kind))
    throw new UsageError(`schema: expected one of ${SCHEMA_KINDS.join(", ")}, got "${kind}"`);
  process.stdout.write(schemaText(kind));
  return Promise.resolve(0);
}
export {
  schemaCommand
};
