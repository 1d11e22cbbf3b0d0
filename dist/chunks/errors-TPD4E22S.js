#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  UsageError,
  readingFile,
  reportError
} from "./chunk-GLUKOPIS.js";
import "./chunk-HYRYMNKD.js";
import "./chunk-HGYYIUEV.js";
import "./chunk-S5ZHZVOS.js";
import "./chunk-AS67HEB5.js";
import "./chunk-M7DO6ZCZ.js";
import "./chunk-DYI5UNC7.js";
export {
  UsageError,
  readingFile,
  reportError
};
