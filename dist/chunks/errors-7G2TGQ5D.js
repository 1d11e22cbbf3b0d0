#!/usr/bin/env -S node --max-semi-space-size=2
import {
  UsageError,
  readingFile,
  reportError
} from "./chunk-ZPFMJ5KI.js";
import "./chunk-JRMA7TYC.js";
import "./chunk-4EI3F3HH.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-STP6PNOX.js";
import "./chunk-KD2KN6TW.js";
export {
  UsageError,
  readingFile,
  reportError
};
