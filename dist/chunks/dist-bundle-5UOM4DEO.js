#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  request
} from "./chunk-FBJ7R75B.js";
import "./chunk-R7MH2LYI.js";
export {
  request
};
