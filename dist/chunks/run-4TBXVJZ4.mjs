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
} from "./chunk-XOFOOI5O.mjs";
import "./chunk-4FFEOHIM.mjs";
import "./chunk-5FEPZIUV.mjs";
import "./chunk-XEFMR3DB.mjs";
import "./chunk-NENXORMD.mjs";
import "./chunk-FM53USZX.mjs";
import "./chunk-NUMA2PQO.mjs";
import "./chunk-KRXSJHOY.mjs";
import "./chunk-4RUFNMIX.mjs";
import "./chunk-SAFVBRMA.mjs";
import "./chunk-D4O2WPS5.mjs";
import "./chunk-5KZ5XXXV.mjs";
import "./chunk-3XPP4NYV.mjs";
import "./chunk-73CDKBTD.mjs";
import "./chunk-SFDXNOJA.mjs";
import "./chunk-WWN7VPZL.mjs";
import "./chunk-5POP555H.mjs";
import "./chunk-APDWCRIE.mjs";
import "./chunk-Y23JXNOL.mjs";
export {
  runCommand,
  runOptions,
  runWithTerminal
};
