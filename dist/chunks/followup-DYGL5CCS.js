#!/usr/bin/env -S node --max-semi-space-size=2
import {
  FOLLOW_UP_MARKER,
  planFollowUp
} from "./chunk-HTN52AIP.js";
import "./chunk-OMUM2K2Y.js";
import "./chunk-RJ6LP7DH.js";
import "./chunk-YGT6T23W.js";
import "./chunk-V7ENIHUM.js";
import "./chunk-LKCHIK2K.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-Y4XONQ6F.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-MA4KEASN.js";
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
