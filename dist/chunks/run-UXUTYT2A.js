#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runCommand,
  runWithTerminal
} from "./chunk-APC7QY2G.js";
import "./chunk-P6CFZPVS.js";
import "./chunk-333ZCATW.js";
import "./chunk-ENVFZFWT.js";
import "./chunk-2OJ4ZNTK.js";
import "./chunk-36JSAU4X.js";
import "./chunk-DCKT2F6L.js";
import "./chunk-C422UI44.js";
import "./chunk-AGSQP66A.js";
import "./chunk-GMSOEZPC.js";
import "./chunk-BOTYO27B.js";
import "./chunk-HIRXQ52O.js";
import "./chunk-DYXZJTEC.js";
import "./chunk-LKKE6JGE.js";
import "./chunk-YGT6T23W.js";
import "./chunk-ICGIZDLY.js";
import "./chunk-SUPX3WOR.js";
import "./chunk-IHVGTLS6.js";
import "./chunk-DP6I6FDS.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-ISRVVDQC.js";
import "./chunk-IBRJICJF.js";
import "./chunk-AE4ZPPJS.js";
import "./chunk-TN5FMFTG.js";
import "./chunk-RUQJYG4U.js";
import "./chunk-O2IHHD2C.js";
import "./chunk-2DHVAZ2T.js";
import "./chunk-SZB5V6X6.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-WEPTXUEQ.js";
import "./chunk-2ZBO5PLM.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-Z3FKFVIF.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-SG6P5H22.js";
import "./chunk-SVAMTOPW.js";
import "./chunk-4AS4DBN4.js";
import "./chunk-NNUUFKQE.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";
export {
  runCommand,
  runWithTerminal
};
