#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  FOLLOW_UP_MARKER,
  planFollowUp
} from "./chunk-5N52PC4V.js";
import "./chunk-NCRQ6HKT.js";
import "./chunk-5L5IMWXT.js";
import "./chunk-S54QEMEL.js";
import "./chunk-PGLN6UHL.js";
import "./chunk-2ZJRRM4H.js";
import "./chunk-Q5OUEANG.js";
import "./chunk-5ESLU6ZG.js";
import "./chunk-2K3VM6S2.js";
import "./chunk-4QVFKC7M.js";
import "./chunk-2IAQ4ZE7.js";
import "./chunk-T36RQOOG.js";
import "./chunk-KPQKJI6J.js";
import "./chunk-CM7AAMX6.js";
import "./chunk-BM4DPFSH.js";
import "./chunk-XKJ374V6.js";
import "./chunk-YVC5YHFM.js";
import "./chunk-DUUGQHCU.js";
import "./chunk-R7MH2LYI.js";
export {
  FOLLOW_UP_MARKER,
  planFollowUp
};
