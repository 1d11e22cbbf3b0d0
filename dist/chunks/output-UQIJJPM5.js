#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  printErr,
  printJson,
  printOut
} from "./chunk-OVIIK3J4.js";
import "./chunk-T4MTR2DY.js";
import "./chunk-R7MH2LYI.js";
export {
  printErr,
  printJson,
  printOut
};
