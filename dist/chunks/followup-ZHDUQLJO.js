#!/usr/bin/env -S node --max-semi-space-size=2
import {
  FOLLOW_UP_MARKER,
  planFollowUp
} from "./chunk-HPNDN6YB.js";
import "./chunk-OMUM2K2Y.js";
import "./chunk-AGSQP66A.js";
import "./chunk-YGT6T23W.js";
import "./chunk-SUPX3WOR.js";
import "./chunk-DP6I6FDS.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-AE4ZPPJS.js";
import "./chunk-O2IHHD2C.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-2ZBO5PLM.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-4AS4DBN4.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";
export {
  FOLLOW_UP_MARKER,
  planFollowUp
};
