#!/usr/bin/env -S node --max-semi-space-size=2
import {
  request
} from "./chunk-BULHMULM.js";
import "./chunk-KD2KN6TW.js";
export {
  request
};
