#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  baselineWasmOnly
} from "./chunk-4U4YKYOV.js";

// src/model/warm-fetch.ts
function warmFetch() {
  new Headers();
  baselineWasmOnly();
}

export {
  warmFetch
};
