#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  isCredentialVariable
} from "./chunk-5LG4XEVC.js";
import "./chunk-KPQKJI6J.js";
import "./chunk-R7MH2LYI.js";
export {
  isCredentialVariable
};
