#!/usr/bin/env -S node --max-semi-space-size=2
import {
  SCHEMA_KINDS,
  schemaText
} from "./chunk-UZF3JPGX.js";
import {
  parse
} from "./chunk-DSSRMWL4.js";
import {
  COMMANDS
} from "./chunk-ENVFZFWT.js";
import {
  UsageError
} from "./chunk-6F3VRZRG.js";
import {
  printJson
} from "./chunk-36JSAU4X.js";
import "./chunk-DPHL3HNV.js";
import "./chunk-YGT6T23W.js";
import "./chunk-JQG3LBT4.js";
import "./chunk-VQZ6OXJS.js";
import "./chunk-LMJ7OCX5.js";
import "./chunk-KWK3H3YK.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-PULZBTHL.js";
import "./chunk-FOGQGJVH.js";
import "./chunk-D5AHOG5X.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-34N6L3PA.js";
import "./chunk-2FGVFGJU.js";
import "./chunk-2RINUMM5.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-KUSZ5S7N.js";
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
