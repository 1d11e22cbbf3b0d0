#!/usr/bin/env -S node --max-semi-space-size=2
import {
  isCredentialVariable
} from "./chunk-QF7QZ6G5.js";
import "./chunk-FPJNLJJ7.js";
import "./chunk-KD2KN6TW.js";
export {
  isCredentialVariable
};
