#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runCommand,
  runWithTerminal
} from "./chunk-QHEH6R7Z.js";
import "./chunk-P6CFZPVS.js";
import "./chunk-UJXVD5WW.js";
import "./chunk-ENVFZFWT.js";
import "./chunk-SA4UKAUJ.js";
import "./chunk-36JSAU4X.js";
import "./chunk-53PVXHUA.js";
import "./chunk-K7YASVN2.js";
import "./chunk-VLAVTYYN.js";
import "./chunk-54OZ7FYW.js";
import "./chunk-LH6FSWYN.js";
import "./chunk-W5G3KMSW.js";
import "./chunk-AXLIMSUB.js";
import "./chunk-HLSHJSPC.js";
import "./chunk-YGT6T23W.js";
import "./chunk-G6TKIVLX.js";
import "./chunk-6TJTCIAI.js";
import "./chunk-QS7EGHRL.js";
import "./chunk-N5WZWHNK.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-O7EWSIV2.js";
import "./chunk-ZVZVKORK.js";
import "./chunk-4XC5VAK2.js";
import "./chunk-JBNMQNU7.js";
import "./chunk-GI4YUM7C.js";
import "./chunk-CECRMR4B.js";
import "./chunk-RWEUVTGO.js";
import "./chunk-BQVRFFJZ.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-OQCQQPA3.js";
import "./chunk-BRPBV4U6.js";
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
