#!/usr/bin/env -S node --max-semi-space-size=2
import {
  FOLLOW_UP_MARKER,
  planFollowUp
} from "./chunk-VAT6KC3W.js";
import "./chunk-OMUM2K2Y.js";
import "./chunk-6T5HB573.js";
import "./chunk-YGT6T23W.js";
import "./chunk-PUEPEIR3.js";
import "./chunk-NKL73Y3A.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-Q7ZJCDPI.js";
import "./chunk-63DGWVKU.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-LTVCEJVG.js";
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
