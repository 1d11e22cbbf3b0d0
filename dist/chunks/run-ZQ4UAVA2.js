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
} from "./chunk-QFGW555X.js";
import "./chunk-EIXGRXPF.js";
import "./chunk-HXNFOFIV.js";
import "./chunk-PYRWUC4O.js";
import "./chunk-WGN6TXSQ.js";
import "./chunk-PCUEDU4U.js";
import "./chunk-V4TIBAEM.js";
import "./chunk-UZGVAZPO.js";
import "./chunk-7HDSCLYT.js";
import "./chunk-LCXDU4ZS.js";
import "./chunk-Q2Z6EXWN.js";
import "./chunk-GNJTM6DL.js";
import "./chunk-XBJKIBHX.js";
import "./chunk-JNYTPRBD.js";
import "./chunk-XJEWWMUP.js";
import "./chunk-M67AMJ3F.js";
import "./chunk-5TVOPK5L.js";
import "./chunk-HFNBEMOG.js";
import "./chunk-C2JGC3WT.js";
import "./chunk-GDH4UUUU.js";
import "./chunk-5RJIPDLS.js";
import "./chunk-QELWQ3M4.js";
import "./chunk-BEG4EGGX.js";
import "./chunk-A2ODA44M.js";
import "./chunk-M3SVFXCL.js";
import "./chunk-I4FOMXLX.js";
import "./chunk-WD3ZEOBE.js";
export {
  runCommand,
  runWithTerminal
};
