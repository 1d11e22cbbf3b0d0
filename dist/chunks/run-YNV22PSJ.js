#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  runCommand,
  runWithTerminal
} from "./chunk-D7AAKRM5.js";
import "./chunk-R5WH7N7V.js";
import "./chunk-LP7ZE763.js";
import "./chunk-5CFKCRWU.js";
import "./chunk-S7J3P3IG.js";
import "./chunk-OVIIK3J4.js";
import "./chunk-2ZO2SK6Y.js";
import "./chunk-TJRPMOTF.js";
import "./chunk-GTEMMRKL.js";
import "./chunk-SWUDYWQX.js";
import "./chunk-EDPZVUCG.js";
import "./chunk-OWRCW47J.js";
import "./chunk-DXNKBZAY.js";
import "./chunk-ZXTOO5DN.js";
import "./chunk-S54QEMEL.js";
import "./chunk-BT7DYQO7.js";
import "./chunk-P25D7F5B.js";
import "./chunk-FWJPMLV5.js";
import "./chunk-F2Y5ZGLF.js";
import "./chunk-Q5OUEANG.js";
import "./chunk-T4MTR2DY.js";
import "./chunk-RFW6OMME.js";
import "./chunk-ZAP7MGJC.js";
import "./chunk-35DHIGEM.js";
import "./chunk-5OFIOXFW.js";
import "./chunk-QHFIMSJN.js";
import "./chunk-C3KA3TME.js";
import "./chunk-ZZQQ6H2E.js";
import "./chunk-HIQFXJSG.js";
import "./chunk-KCVMDYU5.js";
import "./chunk-ECNKAKOX.js";
import "./chunk-BJ6FUGCC.js";
import "./chunk-M3PHJ2V2.js";
import "./chunk-EAIX6CZ3.js";
import "./chunk-45NZSNLY.js";
import "./chunk-4QVFKC7M.js";
import "./chunk-2DIVJDGY.js";
import "./chunk-6HP2L6EF.js";
import "./chunk-J6CFSZDE.js";
import "./chunk-WQJOR6WH.js";
import "./chunk-KCMWCXCD.js";
import "./chunk-T36RQOOG.js";
import "./chunk-KPQKJI6J.js";
import "./chunk-CM7AAMX6.js";
import "./chunk-BM4DPFSH.js";
import "./chunk-XKJ374V6.js";
import "./chunk-ITLNT6ZE.js";
import "./chunk-PECN4L3V.js";
import "./chunk-ALGRZB3K.js";
import "./chunk-4ZFTNEJY.js";
import "./chunk-YVC5YHFM.js";
import "./chunk-TIWH3NJG.js";
import "./chunk-DUUGQHCU.js";
import "./chunk-R7MH2LYI.js";
export {
  runCommand,
  runWithTerminal
};
