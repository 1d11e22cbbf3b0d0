#!/usr/bin/env -S node --max-semi-space-size=2
import {
  SCHEMA_KINDS,
  schemaText
} from "./chunk-QQAIIHAZ.js";
import {
  parse
} from "./chunk-333ZCATW.js";
import {
  COMMANDS
} from "./chunk-ENVFZFWT.js";
import {
  UsageError
} from "./chunk-2OJ4ZNTK.js";
import {
  printJson
} from "./chunk-36JSAU4X.js";
import "./chunk-LKKE6JGE.js";
import "./chunk-YGT6T23W.js";
import "./chunk-ICGIZDLY.js";
import "./chunk-SUPX3WOR.js";
import "./chunk-IHVGTLS6.js";
import "./chunk-DP6I6FDS.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-PULZBTHL.js";
import "./chunk-ISRVVDQC.js";
import "./chunk-SZB5V6X6.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-WEPTXUEQ.js";
import "./chunk-2ZBO5PLM.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-NNUUFKQE.js";
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
