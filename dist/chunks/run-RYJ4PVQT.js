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
} from "./chunk-WSD3GJKT.js";
import "./chunk-JKXVZYOE.js";
import "./chunk-DRTMAVRK.js";
import "./chunk-N36W56I6.js";
import "./chunk-VSX6CLNY.js";
import "./chunk-PQXRDO3N.js";
import "./chunk-JWLVCYAY.js";
import "./chunk-FU6KIEFD.js";
import "./chunk-34S6Y76F.js";
import "./chunk-HTDI6UMT.js";
import "./chunk-HP6RYCSF.js";
import "./chunk-L44L2V53.js";
import "./chunk-JCDEL3JP.js";
import "./chunk-TFSKT5VO.js";
import "./chunk-VQPG2BUB.js";
import "./chunk-PKMNZHU3.js";
import "./chunk-HUNKVJYY.js";
import "./chunk-LTCF5IZC.js";
import "./chunk-QZXA7TDJ.js";
import "./chunk-64CLJQO6.js";
import "./chunk-M7GBYUPW.js";
import "./chunk-N3LG6UUR.js";
import "./chunk-W2XE7ETP.js";
import "./chunk-NQRPGS5Z.js";
import "./chunk-GZW6VSZX.js";
import "./chunk-25FUUPIY.js";
import "./chunk-LAPYTGEE.js";
import "./chunk-ESCIT5OT.js";
import "./chunk-65SCJN2I.js";
import "./chunk-RN2HYXYO.js";
import "./chunk-3KBZHHJ3.js";
import "./chunk-5ZHJS53F.js";
import "./chunk-MYSB56SS.js";
import "./chunk-GGWWQHD5.js";
export {
  runCommand,
  runWithTerminal
};
