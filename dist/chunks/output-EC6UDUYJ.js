#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  printErr,
  printJson,
  printOut
} from "./chunk-HYRYMNKD.js";
import "./chunk-HGYYIUEV.js";
import "./chunk-DYI5UNC7.js";
export {
  printErr,
  printJson,
  printOut
};
