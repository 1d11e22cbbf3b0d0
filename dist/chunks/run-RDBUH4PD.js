#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
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
} from "./chunk-2EH6QNFT.js";
import "./chunk-OZQ4SSCN.js";
import "./chunk-5GO4NB3U.js";
import "./chunk-DYD7OFMF.js";
import "./chunk-YP433VLK.js";
import "./chunk-NQ4AMMVT.js";
import "./chunk-YBF3ZX7S.js";
import "./chunk-TOOA4KAJ.js";
import "./chunk-MRXXOGQR.js";
import "./chunk-ZHQTYLJF.js";
import "./chunk-WGMK33DE.js";
import "./chunk-GGET7NRD.js";
import "./chunk-LPCUMNSO.js";
import "./chunk-HDOZXAL3.js";
import "./chunk-4BVN6HC5.js";
import "./chunk-LUFQR3EJ.js";
import "./chunk-7LVDHDH3.js";
import "./chunk-3N45ONPJ.js";
import "./chunk-4JAPPF2T.js";
import "./chunk-PT5YC2KU.js";
import "./chunk-YVBZ4GNX.js";
import "./chunk-HJYZYNET.js";
export {
  runCommand,
  runOptions,
  runWithTerminal
};
