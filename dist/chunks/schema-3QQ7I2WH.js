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
} from "./chunk-Z3XDACTE.js";
import {
  parse
} from "./chunk-NA4AFYLR.js";
import {
  UsageError
} from "./chunk-SUEYA6NS.js";
import "./chunk-UXAL2EKU.js";
import "./chunk-XFM7PSIU.js";
import "./chunk-GPDERXED.js";
import "./chunk-RLSKLZ7E.js";
import "./chunk-537U5KF4.js";
import "./chunk-YMXFP5HJ.js";
import "./chunk-PYGZ2MWV.js";
import "./chunk-K474FZ62.js";

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
