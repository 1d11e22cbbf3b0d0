#!/usr/bin/env -S node --max-semi-space-size=2
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  runCommand,
  runWithTerminal
} from "./chunk-RT7NDE2N.js";
import "./chunk-OV2KHHXC.js";
import "./chunk-O67X6HDN.js";
import "./chunk-AHAMPAHF.js";
import "./chunk-AXLIMSUB.js";
import "./chunk-KW5EAKV3.js";
import "./chunk-YGT6T23W.js";
import "./chunk-5X22LH6E.js";
import "./chunk-ZLCURZW4.js";
import "./chunk-QB3OAQFC.js";
import "./chunk-DR36CDUM.js";
import "./chunk-4HMLY5UE.js";
import "./chunk-PHQ4Y3MC.js";
import "./chunk-EFNTZOEB.js";
import "./chunk-LA7SJDLE.js";
import "./chunk-ENVFZFWT.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-VY2OSSIF.js";
import "./chunk-7NGC67P6.js";
import "./chunk-DSJQPFK4.js";
import "./chunk-YYSMKTZS.js";
import "./chunk-YTISN5FG.js";
import "./chunk-RBXUFLG4.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-PULZBTHL.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-ZUYNCOYM.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-SG6P5H22.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-Z3FKFVIF.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-KFS7YJ72.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-KD2KN6TW.js";
export {
  runCommand,
  runWithTerminal
};
