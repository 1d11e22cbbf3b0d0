#!/usr/bin/env -S node --max-semi-space-size=2
import {
  SCHEMA_KINDS,
  schemaText
} from "./chunk-I4CTNBI7.js";
import {
  parse
} from "./chunk-UJXVD5WW.js";
import {
  COMMANDS
} from "./chunk-ENVFZFWT.js";
import {
  UsageError
} from "./chunk-SA4UKAUJ.js";
import {
  printJson
} from "./chunk-36JSAU4X.js";
import "./chunk-GZJRIASZ.js";
import "./chunk-YGT6T23W.js";
import "./chunk-RA3IN2DA.js";
import "./chunk-PUEPEIR3.js";
import "./chunk-RDK7G4WC.js";
import "./chunk-NKL73Y3A.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-PULZBTHL.js";
import "./chunk-O7EWSIV2.js";
import "./chunk-SXV5E7L4.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-BTI7ALU5.js";
import "./chunk-LTVCEJVG.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-JQOPZ6BE.js";
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
