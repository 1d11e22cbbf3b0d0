#!/usr/bin/env -S node --max-semi-space-size=4
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  SCHEMA_KINDS,
  schemaText
} from "./chunk-OIPAH23R.mjs";
import "./chunk-XEFMR3DB.mjs";
import "./chunk-FM53USZX.mjs";
import "./chunk-KRXSJHOY.mjs";
import "./chunk-SAFVBRMA.mjs";
import {
  parse
} from "./chunk-D4O2WPS5.mjs";
import {
  UsageError
} from "./chunk-5KZ5XXXV.mjs";
import "./chunk-SFDXNOJA.mjs";
import "./chunk-WWN7VPZL.mjs";
import "./chunk-APDWCRIE.mjs";
import "./chunk-Y23JXNOL.mjs";

// src/cli/commands/schema.ts
function schemaCommand(argv) {
  const { positionals } = parse(argv, {}, { min: 1, max: 1 });
  const kind = positionals[0];
  if (!SCHEMA_KINDS.includes(kind))
    throw new UsageError(`schema: expected one of ${SCHEMA_KINDS.join(", ")}, got "${kind}"`);
  process.stdout.write(schemaText(kind));
  return Promise.resolve(0);
}
export {
  schemaCommand
};
