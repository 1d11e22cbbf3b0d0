#!/usr/bin/env -S node --max-semi-space-size=2
import {
  inertJson,
  inertText
} from "./chunk-STP6PNOX.js";

// src/cli/output.ts
var printOut = (text) => void process.stdout.write(inertText(text));
var printErr = (text) => void process.stderr.write(inertText(text));
var printJson = (text) => void process.stdout.write(inertJson(text));

export {
  printOut,
  printErr,
  printJson
};
