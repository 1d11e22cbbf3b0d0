#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  runCommand,
  runWithTerminal
} from "./chunk-BSV6D6NA.js";
import "./chunk-P2KNHXGV.js";
import "./chunk-3GQLER7N.js";
import "./chunk-WAFY6KIH.js";
import "./chunk-F7QFD5P6.js";
import "./chunk-DYD7OFMF.js";
import "./chunk-3BXR4VKN.js";
import "./chunk-IQ2V7U3G.js";
import "./chunk-65RYCWRR.js";
import "./chunk-QQDJN5RY.js";
import "./chunk-YJX7T6L3.js";
import "./chunk-ZHQTYLJF.js";
import "./chunk-NQWF6IIY.js";
import "./chunk-YANYMJOZ.js";
import "./chunk-MMZDZZIA.js";
import "./chunk-JCLRM5OW.js";
import "./chunk-4BVN6HC5.js";
import "./chunk-XBK46MQ2.js";
import "./chunk-LUFQR3EJ.js";
import "./chunk-7LVDHDH3.js";
import "./chunk-3XP4XY33.js";
import "./chunk-3N45ONPJ.js";
import "./chunk-4JAPPF2T.js";
import "./chunk-PT5YC2KU.js";
import "./chunk-YVBZ4GNX.js";
import "./chunk-HJYZYNET.js";
export {
  runCommand,
  runWithTerminal
};
