#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size --liftoff-only
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  FOLLOW_UP_MARKER,
  planFollowUp
} from "./chunk-KASXN4XH.js";
import "./chunk-US7RSOGA.js";
import "./chunk-52CCVUNM.js";
import "./chunk-UI2NVPSQ.js";
import "./chunk-4RX42Z4P.js";
import "./chunk-JCDEL3JP.js";
import "./chunk-6XO4EPZB.js";
import "./chunk-WBC5IAWP.js";
import "./chunk-GHCLVC2G.js";
import "./chunk-NQRPGS5Z.js";
import "./chunk-GZW6VSZX.js";
import "./chunk-65SCJN2I.js";
import "./chunk-MYSB56SS.js";
import "./chunk-RN2HYXYO.js";
import "./chunk-GGWWQHD5.js";
export {
  FOLLOW_UP_MARKER,
  planFollowUp
};
