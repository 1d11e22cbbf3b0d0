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
} from "./chunk-A4V5H4NC.js";
import "./chunk-PQZXSMLX.js";
import "./chunk-J5BSOSSE.js";
import "./chunk-UI2NVPSQ.js";
import "./chunk-DB7D56DE.js";
import "./chunk-4RX42Z4P.js";
import {
  parse
} from "./chunk-DZAISBQS.js";
import {
  COMMANDS
} from "./chunk-L44L2V53.js";
import "./chunk-JCDEL3JP.js";
import {
  UsageError
} from "./chunk-O6HFY7W6.js";
import "./chunk-GSNWIQFJ.js";
import "./chunk-WBC5IAWP.js";
import "./chunk-GHCLVC2G.js";
import "./chunk-EBEZZ4SU.js";
import "./chunk-6GRO4QKV.js";
import "./chunk-NQRPGS5Z.js";
import "./chunk-GZW6VSZX.js";
import "./chunk-LAPYTGEE.js";
import "./chunk-65SCJN2I.js";
import "./chunk-MYSB56SS.js";
import "./chunk-RN2HYXYO.js";
import {
  init_define_NIGHTSHIFT_NODE_FLAGS
} from "./chunk-GGWWQHD5.js";

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
