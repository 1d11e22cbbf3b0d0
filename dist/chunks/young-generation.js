#!/usr/bin/env -S node --max-semi-space-size=2
import {
  warmFetch
} from "./chunk-XM3GGXP6.js";
import "./chunk-653TLYMU.js";
import "./chunk-KD2KN6TW.js";

// src/action/young-generation.ts
import { setFlagsFromString } from "node:v8";
warmFetch();
setFlagsFromString("--semi-space-growth-factor=1");
