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
} from "./chunk-AKNSAJCG.js";
import "./chunk-JKXVZYOE.js";
import "./chunk-EYOMJUVM.js";
import "./chunk-DQ26SS46.js";
import "./chunk-HTDI6UMT.js";
import "./chunk-NY3UFM6C.js";
import "./chunk-2J62YMDX.js";
import "./chunk-SVNGDWOV.js";
import "./chunk-UV72IBVP.js";
import "./chunk-NLKL7XPF.js";
import "./chunk-FR7RQ3CN.js";
import "./chunk-RMK6FMWJ.js";
import "./chunk-SY23DIHT.js";
import "./chunk-HP6RYCSF.js";
import "./chunk-L44L2V53.js";
import "./chunk-JCDEL3JP.js";
import "./chunk-TFSKT5VO.js";
import "./chunk-3HJACYTY.js";
import "./chunk-6XO4EPZB.js";
import "./chunk-7S4CDRTU.js";
import "./chunk-H7BZ63U2.js";
import "./chunk-GSNWIQFJ.js";
import "./chunk-WBC5IAWP.js";
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
