#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  runCommand,
  runWithTerminal
} from "./chunk-7YT2BJCV.js";
import "./chunk-R5WH7N7V.js";
import "./chunk-LP7ZE763.js";
import "./chunk-5CFKCRWU.js";
import "./chunk-S7J3P3IG.js";
import "./chunk-OVIIK3J4.js";
import "./chunk-ZAW4DAVI.js";
import "./chunk-BGIATMEQ.js";
import "./chunk-5L5IMWXT.js";
import "./chunk-RAOY3WB5.js";
import "./chunk-QO4MY2ZM.js";
import "./chunk-BETEYJWB.js";
import "./chunk-DXNKBZAY.js";
import "./chunk-UFILLKIE.js";
import "./chunk-S54QEMEL.js";
import "./chunk-GYYEWY3Q.js";
import "./chunk-PGLN6UHL.js";
import "./chunk-6NHLCHFJ.js";
import "./chunk-2ZJRRM4H.js";
import "./chunk-Q5OUEANG.js";
import "./chunk-T4MTR2DY.js";
import "./chunk-RFW6OMME.js";
import "./chunk-ZAP7MGJC.js";
import "./chunk-35DHIGEM.js";
import "./chunk-5OFIOXFW.js";
import "./chunk-QHFIMSJN.js";
import "./chunk-C3KA3TME.js";
import "./chunk-ETM46HWW.js";
import "./chunk-5ESLU6ZG.js";
import "./chunk-VROQEQLW.js";
import "./chunk-72K5XYSR.js";
import "./chunk-2K3VM6S2.js";
import "./chunk-Y6QZP6HS.js";
import "./chunk-KLAGPI2M.js";
import "./chunk-4QVFKC7M.js";
import "./chunk-2DIVJDGY.js";
import "./chunk-6HP2L6EF.js";
import "./chunk-2IAQ4ZE7.js";
import "./chunk-WQJOR6WH.js";
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
