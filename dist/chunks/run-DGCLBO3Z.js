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
} from "./chunk-FWPJ4FNR.js";
import "./chunk-JKXVZYOE.js";
import "./chunk-S2KCML7S.js";
import "./chunk-HTDI6UMT.js";
import "./chunk-NXL7UNZ4.js";
import "./chunk-5IGOPQUZ.js";
import "./chunk-RXNUD6IF.js";
import "./chunk-M64YPCWX.js";
import "./chunk-HWG3TBXT.js";
import "./chunk-K6PONETY.js";
import "./chunk-HP6RYCSF.js";
import "./chunk-L44L2V53.js";
import "./chunk-JCDEL3JP.js";
import "./chunk-TFSKT5VO.js";
import "./chunk-OGQU42DA.js";
import "./chunk-VUDHNONH.js";
import "./chunk-N3LG6UUR.js";
import "./chunk-W2XE7ETP.js";
import "./chunk-5ZHJS53F.js";
import "./chunk-EBEZZ4SU.js";
import "./chunk-VQPG2BUB.js";
import "./chunk-PKMNZHU3.js";
import "./chunk-HUNKVJYY.js";
import "./chunk-LTCF5IZC.js";
import "./chunk-QZXA7TDJ.js";
import "./chunk-NQRPGS5Z.js";
import "./chunk-GZW6VSZX.js";
import "./chunk-25FUUPIY.js";
import "./chunk-LAPYTGEE.js";
import "./chunk-ESCIT5OT.js";
import "./chunk-65SCJN2I.js";
import "./chunk-MYSB56SS.js";
import "./chunk-RN2HYXYO.js";
import "./chunk-3KBZHHJ3.js";
import "./chunk-GGWWQHD5.js";
export {
  runCommand,
  runWithTerminal
};
