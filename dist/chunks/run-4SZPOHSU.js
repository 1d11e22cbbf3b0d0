#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  runCommand,
  runWithTerminal
} from "./chunk-RAVRTMQT.js";
import "./chunk-R5WH7N7V.js";
import "./chunk-4QYL5TC4.js";
import "./chunk-L4U2PPZ7.js";
import "./chunk-7S3OJZQ6.js";
import "./chunk-ZUTBAYGC.js";
import "./chunk-S2WNOHHO.js";
import "./chunk-HCVKOCE5.js";
import "./chunk-DXNKBZAY.js";
import "./chunk-V2ADYAJU.js";
import "./chunk-S54QEMEL.js";
import "./chunk-EQOJ6PGG.js";
import "./chunk-P25D7F5B.js";
import "./chunk-JSCRHJP3.js";
import "./chunk-F2Y5ZGLF.js";
import "./chunk-7CBKYD3H.js";
import "./chunk-5CFKCRWU.js";
import "./chunk-Q5OUEANG.js";
import "./chunk-S7J3P3IG.js";
import "./chunk-OVIIK3J4.js";
import "./chunk-T4MTR2DY.js";
import "./chunk-KQBMIAQT.js";
import "./chunk-ZAP7MGJC.js";
import "./chunk-35DHIGEM.js";
import "./chunk-5OFIOXFW.js";
import "./chunk-EHSLIVYQ.js";
import "./chunk-C3KA3TME.js";
import "./chunk-ZZQQ6H2E.js";
import "./chunk-DCFKS5GB.js";
import "./chunk-XP55AYNX.js";
import "./chunk-INV3AWBG.js";
import "./chunk-VPODV2RX.js";
import "./chunk-3VZGWFL7.js";
import "./chunk-NBONIBK7.js";
import "./chunk-JQ4CFH4Y.js";
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
import "./chunk-CGKHTKRV.js";
import "./chunk-PJ6YGWEC.js";
import "./chunk-ITLNT6ZE.js";
import "./chunk-PECN4L3V.js";
import "./chunk-ALGRZB3K.js";
import "./chunk-7GGDCROH.js";
import "./chunk-YVC5YHFM.js";
import "./chunk-MOQP6MEU.js";
import "./chunk-K7PFSJIK.js";
import "./chunk-DUUGQHCU.js";
import "./chunk-R7MH2LYI.js";
export {
  runCommand,
  runWithTerminal
};
