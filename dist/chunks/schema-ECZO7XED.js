#!/usr/bin/env -S node --max-semi-space-size=2
import {
  SCHEMA_KINDS,
  schemaText
} from "./chunk-45IWINZ5.js";
import {
  parse
} from "./chunk-7BAYPWD7.js";
import {
  COMMANDS
} from "./chunk-ENVFZFWT.js";
import {
  UsageError
} from "./chunk-3YDTQ5RU.js";
import {
  printJson
} from "./chunk-36JSAU4X.js";
import "./chunk-HBGKYQPD.js";
import "./chunk-YGT6T23W.js";
import "./chunk-HCHO476H.js";
import "./chunk-V7ENIHUM.js";
import "./chunk-6FVQ2GMB.js";
import "./chunk-LKCHIK2K.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-PULZBTHL.js";
import "./chunk-4EI3F3HH.js";
import "./chunk-TJUWYOKV.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-B2FFLOXR.js";
import "./chunk-MA4KEASN.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";

// src/cli/commands/schema.ts
function schemaCommand(argv) {
  const { positionals } = parse(argv, COMMANDS.schema);
  const kind = positionals[0];
  if (!SCHEMA_KINDS.includes(kind))
    throw new UsageError(`schema: expected one of ${SCHEMA_KINDS.join(", ")}, got "${kind}"`);
  printJson(schemaText(kind));
  return Promise.resolve(0);
}
export {
  schemaCommand
};
