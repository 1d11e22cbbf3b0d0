#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  baselineWasmOnly
} from "./chunk-PECN4L3V.js";

// src/model/warm-fetch.ts
function warmFetch() {
  new Headers();
  baselineWasmOnly();
}

export {
  warmFetch
};
