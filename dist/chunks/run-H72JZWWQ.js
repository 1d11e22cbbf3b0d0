#!/usr/bin/env -S node --max-semi-space-size=4
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  runCommand,
  runOptions,
  runWithTerminal
} from "./chunk-SLV3ESE6.js";
import "./chunk-RD7QBTOT.js";
import "./chunk-NA4AFYLR.js";
import "./chunk-SUEYA6NS.js";
import "./chunk-FE57ISQ5.js";
import "./chunk-RO45SLV3.js";
import "./chunk-UXAL2EKU.js";
import "./chunk-K2AYJ6Z6.js";
import "./chunk-2ZWJ2TTG.js";
import "./chunk-XFM7PSIU.js";
import "./chunk-LY5U6X4D.js";
import "./chunk-GPDERXED.js";
import "./chunk-PAKYWKRG.js";
import "./chunk-RLSKLZ7E.js";
import "./chunk-KYCIXFPX.js";
import "./chunk-537U5KF4.js";
import "./chunk-C4SQNMZZ.js";
import "./chunk-YMXFP5HJ.js";
import "./chunk-PYGZ2MWV.js";
import "./chunk-K474FZ62.js";
export {
  runCommand,
  runOptions,
  runWithTerminal
};
