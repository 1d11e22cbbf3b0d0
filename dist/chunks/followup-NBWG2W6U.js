#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  FOLLOW_UP_MARKER,
  planFollowUp
} from "./chunk-QKINIHLP.js";
import "./chunk-NCRQ6HKT.js";
import "./chunk-7S3OJZQ6.js";
import "./chunk-S54QEMEL.js";
import "./chunk-P25D7F5B.js";
import "./chunk-F2Y5ZGLF.js";
import "./chunk-Q5OUEANG.js";
import "./chunk-INV3AWBG.js";
import "./chunk-NBONIBK7.js";
import "./chunk-4QVFKC7M.js";
import "./chunk-J6CFSZDE.js";
import "./chunk-KCMWCXCD.js";
import "./chunk-T36RQOOG.js";
import "./chunk-KPQKJI6J.js";
import "./chunk-CM7AAMX6.js";
import "./chunk-BM4DPFSH.js";
import "./chunk-XKJ374V6.js";
import "./chunk-YVC5YHFM.js";
import "./chunk-K7PFSJIK.js";
import "./chunk-DUUGQHCU.js";
import "./chunk-R7MH2LYI.js";
export {
  FOLLOW_UP_MARKER,
  planFollowUp
};
