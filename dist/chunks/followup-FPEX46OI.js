#!/usr/bin/env -S node --max-semi-space-size=2
import {
  FOLLOW_UP_MARKER,
  planFollowUp
} from "./chunk-OWOICUR3.js";
import "./chunk-OMUM2K2Y.js";
import "./chunk-76QBOJT5.js";
import "./chunk-YGT6T23W.js";
import "./chunk-VQZ6OXJS.js";
import "./chunk-KWK3H3YK.js";
import "./chunk-HTPVOMDB.js";
import "./chunk-RAVO47M7.js";
import "./chunk-53LD6LXK.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-2FGVFGJU.js";
import "./chunk-2RINUMM5.js";
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
