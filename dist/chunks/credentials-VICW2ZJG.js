#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  isCredentialVariable
} from "./chunk-KNPSYLRY.js";
import "./chunk-ZE55SBXJ.js";
import "./chunk-SQGG32EV.js";
export {
  isCredentialVariable
};
