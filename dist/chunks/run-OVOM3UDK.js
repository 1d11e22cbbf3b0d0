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
} from "./chunk-Z55O6U2P.js";
import "./chunk-HYZB7JT3.js";
import "./chunk-OZQ4SSCN.js";
import "./chunk-5GO4NB3U.js";
import "./chunk-LHXE24MX.js";
import "./chunk-MWRW66NY.js";
import "./chunk-HEY26FPJ.js";
import "./chunk-UKSSMYCC.js";
import "./chunk-ZHQTYLJF.js";
import "./chunk-R7V7US75.js";
import "./chunk-ERWMZ2GP.js";
import "./chunk-OZ2VX4LY.js";
import "./chunk-S2N2I4YC.js";
import "./chunk-MOQJT24B.js";
import "./chunk-7YP7IEA6.js";
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
