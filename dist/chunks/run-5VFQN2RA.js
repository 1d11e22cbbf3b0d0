#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  runCommand,
  runWithTerminal
} from "./chunk-JG6NU7GF.js";
import "./chunk-EUJVZAC7.js";
import "./chunk-DUGGS6YP.js";
import "./chunk-4AXNQLVZ.js";
import "./chunk-5AOFE2OR.js";
import "./chunk-RO45VQTL.js";
import "./chunk-GY47ZZOT.js";
import "./chunk-M5EDDKSB.js";
import "./chunk-W4Z5EW7E.js";
import "./chunk-NQADESNZ.js";
import "./chunk-USW46DVU.js";
import "./chunk-3ETNIO7P.js";
import "./chunk-KBLSB3J6.js";
import "./chunk-SACY4VUG.js";
import "./chunk-N66UGSNJ.js";
import "./chunk-66VRE3PS.js";
import "./chunk-2BRBUOED.js";
import "./chunk-DDLQYJ4Q.js";
import "./chunk-GLUKOPIS.js";
import "./chunk-HYRYMNKD.js";
import "./chunk-HGYYIUEV.js";
import "./chunk-V4Z5PZCA.js";
import "./chunk-HLLKTBFK.js";
import "./chunk-ARG4UNI5.js";
import "./chunk-CMDLI7SJ.js";
import "./chunk-GYB24RAY.js";
import "./chunk-S5ZHZVOS.js";
import "./chunk-KBMOE7N2.js";
import "./chunk-M2SSU7YT.js";
import "./chunk-WIXPSQ35.js";
import "./chunk-Y2WZQKMK.js";
import "./chunk-4AUMA5UF.js";
import "./chunk-7M3LGAFX.js";
import "./chunk-XDYYYN56.js";
import "./chunk-4CECHPCF.js";
import "./chunk-QIYWAWAZ.js";
import "./chunk-7VU3KS5D.js";
import "./chunk-Z5JBZUUA.js";
import "./chunk-EQHSLL2K.js";
import "./chunk-542WOS6B.js";
import "./chunk-US3AINAE.js";
import "./chunk-6EIXFA5E.js";
import "./chunk-U4VUKNXS.js";
import "./chunk-7SY3ADFZ.js";
import "./chunk-6OIG7MZW.js";
import "./chunk-LSGJCLNE.js";
import "./chunk-AS67HEB5.js";
import "./chunk-664AWE6G.js";
import "./chunk-M7DO6ZCZ.js";
import "./chunk-YSUKBXQJ.js";
import "./chunk-XLN66JCX.js";
import "./chunk-PSU25IZB.js";
import "./chunk-4U4YKYOV.js";
import "./chunk-EEIH2A23.js";
import "./chunk-XFDL25EV.js";
import "./chunk-7VANGLES.js";
import "./chunk-XOHEQPGY.js";
import "./chunk-HBFDXWT6.js";
import "./chunk-MNWNH72T.js";
import "./chunk-DYI5UNC7.js";
export {
  runCommand,
  runWithTerminal
};
