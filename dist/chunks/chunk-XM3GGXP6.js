#!/usr/bin/env -S node --max-semi-space-size=2
import {
  baselineWasmOnly
} from "./chunk-653TLYMU.js";

// src/model/warm-fetch.ts
function warmFetch() {
  new Headers();
  baselineWasmOnly();
}

export {
  warmFetch
};
