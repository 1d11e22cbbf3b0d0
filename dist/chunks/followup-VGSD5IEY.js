#!/usr/bin/env -S node --max-semi-space-size=2
import {
  FOLLOW_UP_MARKER,
  planFollowUp
} from "./chunk-TS44F7AB.js";
import "./chunk-OMUM2K2Y.js";
import "./chunk-BYK7A6TI.js";
import "./chunk-YGT6T23W.js";
import "./chunk-SUPX3WOR.js";
import "./chunk-DP6I6FDS.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-YCTZ25EZ.js";
import "./chunk-6LFHFZCP.js";
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
