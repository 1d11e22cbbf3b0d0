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
} from "./chunk-X3PIC3KR.js";
import {
  parse
} from "./chunk-UORXT2ID.js";
import {
  COMMANDS
} from "./chunk-GLTNHL2J.js";
import {
  UsageError
} from "./chunk-V6FCOITK.js";
import "./chunk-PPXY5AZB.js";
import "./chunk-R5X4TLQG.js";
import "./chunk-XOLP4S52.js";
import "./chunk-ZJQMDKU2.js";
import "./chunk-MTUUQNTV.js";
import "./chunk-V7HT3JWX.js";
import "./chunk-CW5ZFVNM.js";
import "./chunk-M3I5XOUB.js";
import "./chunk-43ELQ6KU.js";
import "./chunk-SEJPUJUE.js";
import "./chunk-FB2YGS7R.js";

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
