#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  cancelOnSignals
} from "./chunk-YSUKBXQJ.js";
import "./chunk-XLN66JCX.js";
import "./chunk-DYI5UNC7.js";

// src/action/main.ts
var BACKSTOP_MS = 1500;
var loading = Promise.all([import("./outputs-EJIZYL2N.js"), import("./run-action-HSDKRS7M.js")]);
var abandoned = false;
var cancel = cancelOnSignals(() => {
  abandoned = true;
  setTimeout(() => {
    void loading.then(([{ errorOutputs, outputsWritten, setOutputs }]) => {
      if (!outputsWritten()) setOutputs({ ...errorOutputs("cancelled", 130), status: "cancelled" });
      process.exit(130);
    });
  }, BACKSTOP_MS);
});
var [, { runAction }] = await loading;
process.exitCode = await runAction(cancel);
if (abandoned) process.exit();
