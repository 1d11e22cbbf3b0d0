#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  warmFetch
} from "./chunk-PSU25IZB.js";
import "./chunk-4U4YKYOV.js";
import "./chunk-DYI5UNC7.js";

// src/action/young-generation.ts
import { setFlagsFromString } from "node:v8";
warmFetch();
setFlagsFromString("--semi-space-growth-factor=1");
