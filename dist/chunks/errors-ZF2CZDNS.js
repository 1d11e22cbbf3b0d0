#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
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
} from "./chunk-F7QFD5P6.js";
import "./chunk-XBK46MQ2.js";
import "./chunk-3N45ONPJ.js";
import "./chunk-YVBZ4GNX.js";
import "./chunk-HJYZYNET.js";
export {
  UsageError,
  readingFile,
  reportError
};
