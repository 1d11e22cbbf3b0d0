#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  warmFetch
} from "./chunk-ITLNT6ZE.js";
import "./chunk-PECN4L3V.js";
import "./chunk-R7MH2LYI.js";

// src/action/young-generation.ts
import { setFlagsFromString } from "node:v8";
warmFetch();
setFlagsFromString("--semi-space-growth-factor=1");
