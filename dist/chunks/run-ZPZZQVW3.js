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
} from "./chunk-4HFE4ST2.js";
import "./chunk-QWXVJ2CL.js";
import "./chunk-W6KNSD25.js";
import "./chunk-HWJ7CZJQ.js";
import "./chunk-GWDD2PBR.js";
import "./chunk-PH6XZ4XA.js";
import "./chunk-4VVFX4HP.js";
import "./chunk-7JMV3LGP.js";
import "./chunk-HMYMH36S.js";
import "./chunk-5JZC5FA3.js";
import "./chunk-KY5GP7AX.js";
import "./chunk-4TYJPGCA.js";
import "./chunk-VVXEDMMB.js";
import "./chunk-OYM5HLLF.js";
import "./chunk-PTS4ZOOV.js";
import "./chunk-XQIJNWVO.js";
import "./chunk-BD76V7LM.js";
import "./chunk-BAALCCDR.js";
import "./chunk-TNPT2AYZ.js";
import "./chunk-INSYVHZI.js";
import "./chunk-R5UTO57D.js";
import "./chunk-LVEF2HFC.js";
import "./chunk-UJITFXYQ.js";
import "./chunk-3SGRJOC6.js";
import "./chunk-3ZNYJSY5.js";
import "./chunk-OHCNPXCV.js";
import "./chunk-ESHA7GYI.js";
import "./chunk-3OSBVA5J.js";
import "./chunk-HCK7TD3I.js";
import "./chunk-K7GKMZKL.js";
import "./chunk-ZE55SBXJ.js";
import "./chunk-ZKKVLI7B.js";
import "./chunk-PJG3S4CL.js";
import "./chunk-CW5ZFVNM.js";
import "./chunk-ZW5XZYXK.js";
import "./chunk-IMZ62S62.js";
import "./chunk-3KLPPP4U.js";
import "./chunk-M3I5XOUB.js";
import "./chunk-UPZD6BT7.js";
import "./chunk-SQGG32EV.js";
export {
  runCommand,
  runWithTerminal
};
