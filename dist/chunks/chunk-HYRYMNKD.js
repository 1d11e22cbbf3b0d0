#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  inertJson,
  inertText
} from "./chunk-HGYYIUEV.js";

// src/cli/output.ts
var printOut = (text) => void process.stdout.write(inertText(text));
var printErr = (text) => void process.stderr.write(inertText(text));
var printJson = (text) => void process.stdout.write(inertJson(text));

export {
  printOut,
  printErr,
  printJson
};
