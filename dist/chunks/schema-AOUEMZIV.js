#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  SCHEMA_KINDS,
  schemaText
} from "./chunk-RYDHFEDM.js";
import {
  parse
} from "./chunk-3GQLER7N.js";
import {
  COMMANDS
} from "./chunk-WAFY6KIH.js";
import {
  UsageError
} from "./chunk-F7QFD5P6.js";
import "./chunk-NQWF6IIY.js";
import "./chunk-YANYMJOZ.js";
import "./chunk-MMZDZZIA.js";
import "./chunk-JCLRM5OW.js";
import "./chunk-4BVN6HC5.js";
import "./chunk-XBK46MQ2.js";
import "./chunk-3XP4XY33.js";
import "./chunk-3N45ONPJ.js";
import "./chunk-PT5YC2KU.js";
import "./chunk-YVBZ4GNX.js";
import "./chunk-HJYZYNET.js";

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
