#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  checkResumedMode,
  modesAsRestored
} from "./chunk-J5AYBWOX.js";
import "./chunk-M2SSU7YT.js";
import "./chunk-WIXPSQ35.js";
import "./chunk-Y2WZQKMK.js";
import "./chunk-4AUMA5UF.js";
import "./chunk-AS67HEB5.js";
import "./chunk-664AWE6G.js";
import "./chunk-M7DO6ZCZ.js";
import "./chunk-XOHEQPGY.js";
import "./chunk-HBFDXWT6.js";
import "./chunk-DYI5UNC7.js";
export {
  checkResumedMode,
  modesAsRestored
};
