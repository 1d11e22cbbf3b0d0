#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runCommand,
  runWithTerminal
} from "./chunk-YMT5ZALO.js";
import "./chunk-P6CFZPVS.js";
import "./chunk-UJXVD5WW.js";
import "./chunk-ENVFZFWT.js";
import "./chunk-SA4UKAUJ.js";
import "./chunk-36JSAU4X.js";
import "./chunk-EWHT74RT.js";
import "./chunk-4QIBODYD.js";
import "./chunk-6T5HB573.js";
import "./chunk-GPIGPYVN.js";
import "./chunk-PN5AYHAK.js";
import "./chunk-FPOZA3VE.js";
import "./chunk-DYXZJTEC.js";
import "./chunk-GZJRIASZ.js";
import "./chunk-YGT6T23W.js";
import "./chunk-RA3IN2DA.js";
import "./chunk-PUEPEIR3.js";
import "./chunk-RDK7G4WC.js";
import "./chunk-NKL73Y3A.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-O7EWSIV2.js";
import "./chunk-34YGXUQ6.js";
import "./chunk-Q7ZJCDPI.js";
import "./chunk-HLKA2J6E.js";
import "./chunk-7S444GCT.js";
import "./chunk-63DGWVKU.js";
import "./chunk-2DHVAZ2T.js";
import "./chunk-SXV5E7L4.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-BTI7ALU5.js";
import "./chunk-LTVCEJVG.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-Z3FKFVIF.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-SG6P5H22.js";
import "./chunk-VC5OKYHY.js";
import "./chunk-4AS4DBN4.js";
import "./chunk-JQOPZ6BE.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";
export {
  runCommand,
  runWithTerminal
};
