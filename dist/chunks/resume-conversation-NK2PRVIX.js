#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  checkOpensWithTask,
  conversationForModel
} from "./chunk-F4ZDESWN.js";
import "./chunk-ZZQQ6H2E.js";
import "./chunk-KCMWCXCD.js";
import "./chunk-CM7AAMX6.js";
import "./chunk-R7MH2LYI.js";
export {
  checkOpensWithTask,
  conversationForModel
};
