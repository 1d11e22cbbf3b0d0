#!/usr/bin/env -S node --max-semi-space-size=2
import {
  UsageError,
  readingFile,
  reportError
} from "./chunk-U2SDW7E2.js";
import "./chunk-36JSAU4X.js";
import "./chunk-STP6PNOX.js";
import "./chunk-QWCGQSGA.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-FK3Y5XY7.js";
import "./chunk-KD2KN6TW.js";
export {
  UsageError,
  readingFile,
  reportError
};
