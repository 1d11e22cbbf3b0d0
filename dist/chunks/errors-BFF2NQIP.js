#!/usr/bin/env -S node --max-semi-space-size=2
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  UsageError,
  readingFile,
  reportError
} from "./chunk-VY2OSSIF.js";
import "./chunk-ZUYNCOYM.js";
import "./chunk-RTSJ5NVE.js";
import "./chunk-DZ3DY6RC.js";
import "./chunk-KD2KN6TW.js";
export {
  UsageError,
  readingFile,
  reportError
};
