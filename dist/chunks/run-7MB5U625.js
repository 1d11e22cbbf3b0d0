#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runCommand,
  runWithTerminal
} from "./chunk-LCHCI4DI.js";
import "./chunk-P6CFZPVS.js";
import "./chunk-7BAYPWD7.js";
import "./chunk-ENVFZFWT.js";
import "./chunk-3YDTQ5RU.js";
import "./chunk-36JSAU4X.js";
import "./chunk-ZOM743RZ.js";
import "./chunk-53Q6SDXG.js";
import "./chunk-3NOCFM5R.js";
import "./chunk-GARXY7NW.js";
import "./chunk-UTNVY6I4.js";
import "./chunk-AXLIMSUB.js";
import "./chunk-5IILC2ZI.js";
import "./chunk-YGT6T23W.js";
import "./chunk-ME456WAR.js";
import "./chunk-RPR6HAKR.js";
import "./chunk-ON2MQ4EV.js";
import "./chunk-VTQQ4XSG.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-4EI3F3HH.js";
import "./chunk-66ZTQVAH.js";
import "./chunk-RX6J2B6G.js";
import "./chunk-BSQ75O4G.js";
import "./chunk-SVH3JRL5.js";
import "./chunk-YTISN5FG.js";
import "./chunk-6T7BVLUO.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-U7FP5WPA.js";
import "./chunk-MA4KEASN.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-Z3FKFVIF.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-SG6P5H22.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";
export {
  runCommand,
  runWithTerminal
};
