#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  UsageError,
  readingFile,
  reportError
} from "./chunk-S7J3P3IG.js";
import "./chunk-OVIIK3J4.js";
import "./chunk-T4MTR2DY.js";
import "./chunk-C3KA3TME.js";
import "./chunk-CM7AAMX6.js";
import "./chunk-XKJ374V6.js";
import "./chunk-R7MH2LYI.js";
export {
  UsageError,
  readingFile,
  reportError
};
