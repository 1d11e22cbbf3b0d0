#!/usr/bin/env -S node --max-semi-space-size=2
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-25D4ZBHN.js";
import "./chunk-KD2KN6TW.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
