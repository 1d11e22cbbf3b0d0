#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runCommand,
  runWithTerminal
} from "./chunk-3CT33ESZ.js";
import "./chunk-P6CFZPVS.js";
import "./chunk-GZ3PAD4D.js";
import "./chunk-ENVFZFWT.js";
import "./chunk-U2SDW7E2.js";
import "./chunk-36JSAU4X.js";
import "./chunk-72CVRLUC.js";
import "./chunk-HXPVLSFB.js";
import "./chunk-3VKMJRW6.js";
import "./chunk-RD72KVDS.js";
import "./chunk-JW6OOXLS.js";
import "./chunk-AXLIMSUB.js";
import "./chunk-CHW26VBQ.js";
import "./chunk-YGT6T23W.js";
import "./chunk-AGTYWP57.js";
import "./chunk-XD2DKFCC.js";
import "./chunk-46G7SVJ5.js";
import "./chunk-PSZIPSEF.js";
import "./chunk-YN5SZETL.js";
import "./chunk-STP6PNOX.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-QWCGQSGA.js";
import "./chunk-CQDWN5SO.js";
import "./chunk-RNTNQQYK.js";
import "./chunk-7VAITBAL.js";
import "./chunk-CAQH2KOH.js";
import "./chunk-CECRMR4B.js";
import "./chunk-LDNJDUML.js";
import "./chunk-TJUWYOKV.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-B2FFLOXR.js";
import "./chunk-MA4KEASN.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-Z3FKFVIF.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-FK3Y5XY7.js";
import "./chunk-SG6P5H22.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";
export {
  runCommand,
  runWithTerminal
};
