#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runCommand,
  runWithTerminal
} from "./chunk-YGBH43BQ.js";
import "./chunk-P6CFZPVS.js";
import "./chunk-DSSRMWL4.js";
import "./chunk-ENVFZFWT.js";
import "./chunk-6F3VRZRG.js";
import "./chunk-36JSAU4X.js";
import "./chunk-GPJKUFVU.js";
import "./chunk-5RQR2U5D.js";
import "./chunk-76QBOJT5.js";
import "./chunk-F4WHWITQ.js";
import "./chunk-ENY4NYQW.js";
import "./chunk-ISSYTE5C.js";
import "./chunk-DYXZJTEC.js";
import "./chunk-DPHL3HNV.js";
import "./chunk-YGT6T23W.js";
import "./chunk-JQG3LBT4.js";
import "./chunk-VQZ6OXJS.js";
import "./chunk-LMJ7OCX5.js";
import "./chunk-KWK3H3YK.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-FOGQGJVH.js";
import "./chunk-KI7PHJPA.js";
import "./chunk-RAVO47M7.js";
import "./chunk-EEUD5SO4.js";
import "./chunk-IKZKJSIM.js";
import "./chunk-53LD6LXK.js";
import "./chunk-5EAIFSFA.js";
import "./chunk-D5AHOG5X.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-ISFJ6VFM.js";
import "./chunk-IRJZ2WDF.js";
import "./chunk-34N6L3PA.js";
import "./chunk-2FGVFGJU.js";
import "./chunk-Z3FKFVIF.js";
import "./chunk-2RINUMM5.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-XM3GGXP6.js";
import "./chunk-653TLYMU.js";
import "./chunk-SG6P5H22.js";
import "./chunk-W7K5GNXG.js";
import "./chunk-4AS4DBN4.js";
import "./chunk-KUSZ5S7N.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";
export {
  runCommand,
  runWithTerminal
};
