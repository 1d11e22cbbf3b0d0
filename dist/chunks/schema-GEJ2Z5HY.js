#!/usr/bin/env -S node --max-semi-space-size=2
import {
  SCHEMA_KINDS,
  schemaText
} from "./chunk-I7SIH4FU.js";
import {
  parse
} from "./chunk-7KOBE2MM.js";
import {
  COMMANDS
} from "./chunk-ENVFZFWT.js";
import {
  UsageError
} from "./chunk-ZPFMJ5KI.js";
import {
  printJson
} from "./chunk-JRMA7TYC.js";
import "./chunk-VX46KSPX.js";
import "./chunk-YGT6T23W.js";
import "./chunk-DENH26ER.js";
import "./chunk-OGRQ27CA.js";
import "./chunk-LEDPJ7PM.js";
import "./chunk-D5W2LOJ6.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-PULZBTHL.js";
import "./chunk-4EI3F3HH.js";
import "./chunk-U63QSYVW.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-NDNSVYUJ.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-STP6PNOX.js";
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
