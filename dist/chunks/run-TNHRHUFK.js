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
} from "./chunk-U6LMPEX7.js";
import "./chunk-OZQ4SSCN.js";
import "./chunk-5GO4NB3U.js";
import "./chunk-DYD7OFMF.js";
import "./chunk-F6FRKX26.js";
import "./chunk-656KZQZE.js";
import "./chunk-IAH5E66U.js";
import "./chunk-ZWR743Z6.js";
import "./chunk-4HMI3MRU.js";
import "./chunk-ZX75DGH4.js";
import "./chunk-FQCQRB4V.js";
import "./chunk-23QNIAOZ.js";
import "./chunk-TZJSU3FG.js";
import "./chunk-4BVN6HC5.js";
import "./chunk-7LVDHDH3.js";
import "./chunk-4JAPPF2T.js";
import "./chunk-PT5YC2KU.js";
import "./chunk-YVBZ4GNX.js";
import "./chunk-ZHQTYLJF.js";
import "./chunk-3N45ONPJ.js";
import "./chunk-HJYZYNET.js";
export {
  runCommand,
  runOptions,
  runWithTerminal
};
