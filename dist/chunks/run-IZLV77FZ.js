#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  runCommand,
  runWithTerminal
} from "./chunk-AHORK6HT.js";
import "./chunk-R5WH7N7V.js";
import "./chunk-LP7ZE763.js";
import "./chunk-5CFKCRWU.js";
import "./chunk-S7J3P3IG.js";
import "./chunk-OVIIK3J4.js";
import "./chunk-BPN2OJCG.js";
import "./chunk-Q37ADSJM.js";
import "./chunk-SURDWX7R.js";
import "./chunk-SVVIUE7K.js";
import "./chunk-FXMCCNXW.js";
import "./chunk-QD4HGF5D.js";
import "./chunk-DXNKBZAY.js";
import "./chunk-V7SLNVL3.js";
import "./chunk-S54QEMEL.js";
import "./chunk-7E36KWFT.js";
import "./chunk-P25D7F5B.js";
import "./chunk-DVGDBUM7.js";
import "./chunk-F2Y5ZGLF.js";
import "./chunk-Q5OUEANG.js";
import "./chunk-T4MTR2DY.js";
import "./chunk-KQBMIAQT.js";
import "./chunk-ZAP7MGJC.js";
import "./chunk-35DHIGEM.js";
import "./chunk-5OFIOXFW.js";
import "./chunk-EHSLIVYQ.js";
import "./chunk-C3KA3TME.js";
import "./chunk-ZZQQ6H2E.js";
import "./chunk-Y2AMYXZP.js";
import "./chunk-RSSW7KTU.js";
import "./chunk-5TZDEZ5Q.js";
import "./chunk-PV6NC5HA.js";
import "./chunk-LPICMSSP.js";
import "./chunk-YOCE62ON.js";
import "./chunk-DIAYXFHT.js";
import "./chunk-4QVFKC7M.js";
import "./chunk-2DIVJDGY.js";
import "./chunk-U4ION7FQ.js";
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
import "./chunk-7GNQXMKQ.js";
import "./chunk-YVC5YHFM.js";
import "./chunk-S5MYW5OU.js";
import "./chunk-DUUGQHCU.js";
import "./chunk-R7MH2LYI.js";
export {
  runCommand,
  runWithTerminal
};
