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
} from "./chunk-H423Z7OF.js";
import "./chunk-PKMNZHU3.js";
import "./chunk-JKXVZYOE.js";
import "./chunk-QJTFA4PX.js";
import "./chunk-LYKZCOU3.js";
import "./chunk-5SMR2WJK.js";
import "./chunk-2P3CPOS7.js";
import "./chunk-G7HMKQQ5.js";
import "./chunk-Z65ULBGU.js";
import "./chunk-7JKOOOF7.js";
import "./chunk-NCRPV5K2.js";
import "./chunk-5CVTJRZG.js";
import "./chunk-KSWFDVVS.js";
import "./chunk-JCDEL3JP.js";
import "./chunk-THDQIVW5.js";
import "./chunk-62GQ7F7H.js";
import "./chunk-VQPG2BUB.js";
import "./chunk-NQRPGS5Z.js";
import "./chunk-GZW6VSZX.js";
import "./chunk-25FUUPIY.js";
import "./chunk-Z33U5TWU.js";
import "./chunk-LAPYTGEE.js";
import "./chunk-RN2HYXYO.js";
import "./chunk-3KBZHHJ3.js";
import "./chunk-5ZHJS53F.js";
import "./chunk-MYSB56SS.js";
import "./chunk-GGWWQHD5.js";
export {
  runCommand,
  runWithTerminal
};
