#!/usr/bin/env -S node --max-semi-space-size=4
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  UsageError,
  reportError
} from "./chunk-SUEYA6NS.js";
import "./chunk-537U5KF4.js";
import "./chunk-K474FZ62.js";
export {
  UsageError,
  reportError
};
