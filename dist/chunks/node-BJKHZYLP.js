#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-MUGOEDZU.js";
import "./chunk-R7MH2LYI.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
