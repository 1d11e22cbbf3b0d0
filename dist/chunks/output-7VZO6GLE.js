#!/usr/bin/env -S node --max-semi-space-size=2
import {
  printErr,
  printJson,
  printOut
} from "./chunk-36JSAU4X.js";
import "./chunk-STP6PNOX.js";
import "./chunk-KD2KN6TW.js";
export {
  printErr,
  printJson,
  printOut
};
