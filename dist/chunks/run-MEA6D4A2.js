#!/usr/bin/env -S node --max-semi-space-size=2
import {
  runCommand,
  runWithTerminal
} from "./chunk-PLR6EK4W.js";
import "./chunk-P6CFZPVS.js";
import "./chunk-7BAYPWD7.js";
import "./chunk-ENVFZFWT.js";
import "./chunk-3YDTQ5RU.js";
import "./chunk-36JSAU4X.js";
import "./chunk-GMZ3FWMX.js";
import "./chunk-RJ6LP7DH.js";
import "./chunk-4JZYZBQP.js";
import "./chunk-BB3ETWMX.js";
import "./chunk-UK7SPX7V.js";
import "./chunk-AXLIMSUB.js";
import "./chunk-HBGKYQPD.js";
import "./chunk-YGT6T23W.js";
import "./chunk-HCHO476H.js";
import "./chunk-V7ENIHUM.js";
import "./chunk-6FVQ2GMB.js";
import "./chunk-LKCHIK2K.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-STP6PNOX.js";
import "./chunk-L4YGYMOC.js";
import "./chunk-PULZBTHL.js";
import "./chunk-43XJTDPN.js";
import "./chunk-G3SGHQC7.js";
import "./chunk-IHOWJOEF.js";
import "./chunk-4EI3F3HH.js";
import "./chunk-IUEGD2OD.js";
import "./chunk-Y4XONQ6F.js";
import "./chunk-JS2L3VPI.js";
import "./chunk-CAQH2KOH.js";
import "./chunk-VJRPN5LQ.js";
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
import "./chunk-RTSJ5NVE.js";
import "./chunk-SG6P5H22.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";
export {
  runCommand,
  runWithTerminal
};
