#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  request
} from "./chunk-3XU2AOAS.js";
import "./chunk-DYI5UNC7.js";
export {
  request
};
