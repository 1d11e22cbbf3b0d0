#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  UsageError,
  reportError
} from "./chunk-5GO4NB3U.js";
import "./chunk-3N45ONPJ.js";
import "./chunk-HJYZYNET.js";
export {
  UsageError,
  reportError
};
