#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  runCommand,
  runWithTerminal
} from "./chunk-AU4CDCGR.js";
import "./chunk-QWXVJ2CL.js";
import "./chunk-UORXT2ID.js";
import "./chunk-GLTNHL2J.js";
import "./chunk-V6FCOITK.js";
import "./chunk-ESHA7GYI.js";
import "./chunk-CWRHFDSY.js";
import "./chunk-6ADDT3CY.js";
import "./chunk-FFMSW2Y3.js";
import "./chunk-GULIGUNA.js";
import "./chunk-FIBBZYG3.js";
import "./chunk-OHCNPXCV.js";
import "./chunk-PPXY5AZB.js";
import "./chunk-R5X4TLQG.js";
import "./chunk-XOLP4S52.js";
import "./chunk-ZJQMDKU2.js";
import "./chunk-MTUUQNTV.js";
import "./chunk-V7HT3JWX.js";
import "./chunk-PJG3S4CL.js";
import "./chunk-TVWL5D2A.js";
import "./chunk-CW5ZFVNM.js";
import "./chunk-M3I5XOUB.js";
import "./chunk-UPZD6BT7.js";
import "./chunk-43ELQ6KU.js";
import "./chunk-SEJPUJUE.js";
import "./chunk-FB2YGS7R.js";
export {
  runCommand,
  runWithTerminal
};
