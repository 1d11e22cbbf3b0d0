#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  isCredentialVariable
} from "./chunk-2LIQYTZ7.js";
import "./chunk-LSGJCLNE.js";
import "./chunk-DYI5UNC7.js";
export {
  isCredentialVariable
};
