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
} from "./chunk-X3G3ZRYQ.js";
import "./chunk-JKXVZYOE.js";
import "./chunk-USDHNKYA.js";
import "./chunk-52CCVUNM.js";
import "./chunk-TYM5HENO.js";
import "./chunk-PQZXSMLX.js";
import "./chunk-3XZOELDI.js";
import "./chunk-BSZBZM6I.js";
import "./chunk-J5BSOSSE.js";
import "./chunk-UI2NVPSQ.js";
import "./chunk-6EDZWBH3.js";
import "./chunk-DB7D56DE.js";
import "./chunk-4RX42Z4P.js";
import "./chunk-DZAISBQS.js";
import "./chunk-L44L2V53.js";
import "./chunk-JCDEL3JP.js";
import "./chunk-O6HFY7W6.js";
import "./chunk-3HJACYTY.js";
import "./chunk-6XO4EPZB.js";
import "./chunk-7S4CDRTU.js";
import "./chunk-H7BZ63U2.js";
import "./chunk-GSNWIQFJ.js";
import "./chunk-WBC5IAWP.js";
import "./chunk-GHCLVC2G.js";
import "./chunk-EBEZZ4SU.js";
import "./chunk-VQPG2BUB.js";
import "./chunk-PKMNZHU3.js";
import "./chunk-HUNKVJYY.js";
import "./chunk-LTCF5IZC.js";
import "./chunk-6GRO4QKV.js";
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
