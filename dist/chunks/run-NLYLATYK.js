#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runCommand,
  runWithTerminal
} from "./chunk-FDMGRAVK.js";
import "./chunk-P6CFZPVS.js";
import "./chunk-7KOBE2MM.js";
import "./chunk-ENVFZFWT.js";
import "./chunk-ZPFMJ5KI.js";
import "./chunk-JRMA7TYC.js";
import "./chunk-52JKTJ35.js";
import "./chunk-Z5NN4FVP.js";
import "./chunk-Q6DROVPY.js";
import "./chunk-5SXKHPJI.js";
import "./chunk-XE7IFNVE.js";
import "./chunk-AXLIMSUB.js";
import "./chunk-VX46KSPX.js";
import "./chunk-YGT6T23W.js";
import "./chunk-DENH26ER.js";
import "./chunk-OGRQ27CA.js";
import "./chunk-LEDPJ7PM.js";
import "./chunk-D5W2LOJ6.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-4EI3F3HH.js";
import "./chunk-FAX2DCPG.js";
import "./chunk-RX6J2B6G.js";
import "./chunk-5TULSERG.js";
import "./chunk-NDEP32PE.js";
import "./chunk-YTISN5FG.js";
import "./chunk-U63QSYVW.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-Z3FKFVIF.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-NDNSVYUJ.js";
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
