#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/wasm-baseline.ts
import { setFlagsFromString } from "node:v8";
var flagsSet = false;
function baselineWasmOnly() {
  if (flagsSet) return;
  flagsSet = true;
  for (const flag of ["--liftoff-only", "--no-wasm-tier-up", "--no-wasm-dynamic-tiering"])
    setFlagsFromString(flag);
}

export {
  baselineWasmOnly
};
