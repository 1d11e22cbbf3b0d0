#!/usr/bin/env -S node --max-semi-space-size=2
import {
  UsageError,
  readingFile,
  reportError
} from "./chunk-6F3VRZRG.js";
import "./chunk-36JSAU4X.js";
import "./chunk-STP6PNOX.js";
import "./chunk-FOGQGJVH.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-KD2KN6TW.js";
export {
  UsageError,
  readingFile,
  reportError
};
