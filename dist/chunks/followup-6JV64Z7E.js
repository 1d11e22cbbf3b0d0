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
} from "./chunk-RNGRJTDX.js";
import "./chunk-UQMFFLRU.js";
import "./chunk-HWJ7CZJQ.js";
import "./chunk-5JZC5FA3.js";
import "./chunk-VVXEDMMB.js";
import "./chunk-XQIJNWVO.js";
import "./chunk-TNPT2AYZ.js";
import "./chunk-UJITFXYQ.js";
import "./chunk-3SGRJOC6.js";
import "./chunk-ZE55SBXJ.js";
import "./chunk-ZKKVLI7B.js";
import "./chunk-IMZ62S62.js";
import "./chunk-3KLPPP4U.js";
import "./chunk-M3I5XOUB.js";
import "./chunk-SQGG32EV.js";
export {
  FOLLOW_UP_MARKER,
  planFollowUp
};
