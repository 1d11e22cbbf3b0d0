#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runCommand,
  runWithTerminal
} from "./chunk-AGARK3HA.js";
import "./chunk-P6CFZPVS.js";
import "./chunk-UJXVD5WW.js";
import "./chunk-ENVFZFWT.js";
import "./chunk-SA4UKAUJ.js";
import "./chunk-36JSAU4X.js";
import "./chunk-MVGU4QEM.js";
import "./chunk-FPBVTB6U.js";
import "./chunk-ZF3NDPBN.js";
import "./chunk-PYLJ2654.js";
import "./chunk-XREY2HQN.js";
import "./chunk-WXAVYPAF.js";
import "./chunk-AXLIMSUB.js";
import "./chunk-YUUTMQZY.js";
import "./chunk-YGT6T23W.js";
import "./chunk-RA3IN2DA.js";
import "./chunk-PUEPEIR3.js";
import "./chunk-5NFJODC4.js";
import "./chunk-NKL73Y3A.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-O7EWSIV2.js";
import "./chunk-GE5LX5GQ.js";
import "./chunk-Q7ZJCDPI.js";
import "./chunk-LBIMWNFJ.js";
import "./chunk-IZCF6P2C.js";
import "./chunk-63DGWVKU.js";
import "./chunk-RWEUVTGO.js";
import "./chunk-4JOTEEM7.js";
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
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";
export {
  runCommand,
  runWithTerminal
};
