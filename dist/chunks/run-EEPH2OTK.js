#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runCommand,
  runWithTerminal
} from "./chunk-KREUAXI4.js";
import "./chunk-P6CFZPVS.js";
import "./chunk-7KOBE2MM.js";
import "./chunk-ENVFZFWT.js";
import "./chunk-ZPFMJ5KI.js";
import "./chunk-JRMA7TYC.js";
import "./chunk-V4TPOQHT.js";
import "./chunk-T3M4U4RG.js";
import "./chunk-OGRQHPQS.js";
import "./chunk-4KLCWMMN.js";
import "./chunk-DLK4BAVN.js";
import "./chunk-AXLIMSUB.js";
import "./chunk-SFJPU5SM.js";
import "./chunk-YGT6T23W.js";
import "./chunk-TXLHP7HZ.js";
import "./chunk-TMDHCFBR.js";
import "./chunk-VD53QAKJ.js";
import "./chunk-5V37O5SK.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-4EI3F3HH.js";
import "./chunk-PSNPWMNT.js";
import "./chunk-2SXGJNKI.js";
import "./chunk-5TULSERG.js";
import "./chunk-NDEP32PE.js";
import "./chunk-YTISN5FG.js";
import "./chunk-U63QSYVW.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-Z3FKFVIF.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-KFS7YJ72.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-STP6PNOX.js";
import "./chunk-SG6P5H22.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";
export {
  runCommand,
  runWithTerminal
};
