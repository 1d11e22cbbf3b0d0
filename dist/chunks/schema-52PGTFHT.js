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
} from "./chunk-6CBMTYMI.js";
import "./chunk-PH6XZ4XA.js";
import "./chunk-HMYMH36S.js";
import "./chunk-5JZC5FA3.js";
import "./chunk-4TYJPGCA.js";
import "./chunk-VVXEDMMB.js";
import {
  parse
} from "./chunk-OYM5HLLF.js";
import {
  COMMANDS
} from "./chunk-PTS4ZOOV.js";
import "./chunk-XQIJNWVO.js";
import {
  UsageError
} from "./chunk-BD76V7LM.js";
import "./chunk-LVEF2HFC.js";
import "./chunk-UJITFXYQ.js";
import "./chunk-3SGRJOC6.js";
import "./chunk-3ZNYJSY5.js";
import "./chunk-K7GKMZKL.js";
import "./chunk-ZE55SBXJ.js";
import "./chunk-ZKKVLI7B.js";
import "./chunk-CW5ZFVNM.js";
import "./chunk-IMZ62S62.js";
import "./chunk-3KLPPP4U.js";
import "./chunk-M3I5XOUB.js";
import "./chunk-SQGG32EV.js";

// src/cli/commands/schema.ts
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
