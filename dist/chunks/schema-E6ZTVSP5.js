#!/usr/bin/env -S node --max-semi-space-size=2
import {
  SCHEMA_KINDS,
  schemaText
} from "./chunk-XPV35QYR.js";
import {
  parse
} from "./chunk-GZ3PAD4D.js";
import {
  COMMANDS
} from "./chunk-ENVFZFWT.js";
import {
  UsageError
} from "./chunk-U2SDW7E2.js";
import {
  printJson
} from "./chunk-36JSAU4X.js";
import "./chunk-ESFHGT2U.js";
import "./chunk-YGT6T23W.js";
import "./chunk-YBWWXVW7.js";
import "./chunk-SQDHQWTD.js";
import "./chunk-CKIQA6H6.js";
import "./chunk-GYY7TJPQ.js";
import "./chunk-YN5SZETL.js";
import "./chunk-STP6PNOX.js";
import "./chunk-PULZBTHL.js";
import "./chunk-QWCGQSGA.js";
import "./chunk-BQVRFFJZ.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-OQCQQPA3.js";
import "./chunk-BRPBV4U6.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-FK3Y5XY7.js";
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
