#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-SGO5T65Q.js";
import "./chunk-DYI5UNC7.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
