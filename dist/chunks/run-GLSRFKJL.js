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
} from "./chunk-PAORCZLO.js";
import "./chunk-OV2KHHXC.js";
import "./chunk-IFOM57OY.js";
import "./chunk-UOPHSHN3.js";
import "./chunk-AXLIMSUB.js";
import "./chunk-3QNCKNCW.js";
import "./chunk-6JKQHPWZ.js";
import "./chunk-6NLLPNKM.js";
import "./chunk-KXB7WVX3.js";
import "./chunk-KB5UZY52.js";
import "./chunk-AQ5XNSYJ.js";
import "./chunk-P6W6TFN3.js";
import "./chunk-Y75J7NVM.js";
import "./chunk-I7DLIVWE.js";
import "./chunk-ENVFZFWT.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-WPY73FHU.js";
import "./chunk-SASK3XFJ.js";
import "./chunk-CUQ2ZSVD.js";
import "./chunk-FWQR6C5N.js";
import "./chunk-WKZBGNW5.js";
import "./chunk-RBXUFLG4.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-PULZBTHL.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-3VJONVA3.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-SG6P5H22.js";
import "./chunk-Z3FKFVIF.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-KFS7YJ72.js";
import "./chunk-DXSTMK64.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-KD2KN6TW.js";
export {
  runCommand,
  runWithTerminal
};
