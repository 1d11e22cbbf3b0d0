#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runCommand,
  runWithTerminal
} from "./chunk-FHA2Q3C5.js";
import "./chunk-P6CFZPVS.js";
import "./chunk-UJXVD5WW.js";
import "./chunk-ENVFZFWT.js";
import "./chunk-SA4UKAUJ.js";
import "./chunk-36JSAU4X.js";
import "./chunk-2WHDIKVC.js";
import "./chunk-LSU6QVDR.js";
import "./chunk-Q2XALTGW.js";
import "./chunk-UVNZC7PA.js";
import "./chunk-HRZ3KCCT.js";
import "./chunk-U7O6WYV7.js";
import "./chunk-DYXZJTEC.js";
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
import "./chunk-O72K6ZZG.js";
import "./chunk-Q7ZJCDPI.js";
import "./chunk-GX4BSOJW.js";
import "./chunk-IZCF6P2C.js";
import "./chunk-63DGWVKU.js";
import "./chunk-BQCNH6B6.js";
import "./chunk-4AS4DBN4.js";
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
