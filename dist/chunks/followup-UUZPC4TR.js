#!/usr/bin/env -S node --max-semi-space-size=2
import {
  FOLLOW_UP_MARKER,
  planFollowUp
} from "./chunk-QE5BFTQN.js";
import "./chunk-OMUM2K2Y.js";
import "./chunk-HXPVLSFB.js";
import "./chunk-YGT6T23W.js";
import "./chunk-XD2DKFCC.js";
import "./chunk-PSZIPSEF.js";
import "./chunk-YN5SZETL.js";
import "./chunk-RNTNQQYK.js";
import "./chunk-CECRMR4B.js";
import "./chunk-Q4O7I7FN.js";
import "./chunk-MA4KEASN.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-4PXDMGL4.js";
import "./chunk-FK3Y5XY7.js";
import "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";
export {
  FOLLOW_UP_MARKER,
  planFollowUp
};
