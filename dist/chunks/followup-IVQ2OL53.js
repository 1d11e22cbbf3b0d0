#!/usr/bin/env -S node --max-semi-space-size=2
import {
  FOLLOW_UP_MARKER,
  planFollowUp
} from "./chunk-4ERROS5L.js";
import "./chunk-OMUM2K2Y.js";
import "./chunk-VLAVTYYN.js";
import "./chunk-YGT6T23W.js";
import "./chunk-6TJTCIAI.js";
import "./chunk-N5WZWHNK.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-4XC5VAK2.js";
import "./chunk-CECRMR4B.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-BRPBV4U6.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";
export {
  FOLLOW_UP_MARKER,
  planFollowUp
};
