#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
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
} from "./chunk-O6HFY7W6.js";
import "./chunk-6GRO4QKV.js";
import "./chunk-MYSB56SS.js";
import "./chunk-RN2HYXYO.js";
import "./chunk-GGWWQHD5.js";
export {
  UsageError,
  readingFile,
  reportError
};
