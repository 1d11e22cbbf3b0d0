#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  cancelOnSignals
} from "./chunk-CGKHTKRV.js";
import "./chunk-PJ6YGWEC.js";
import "./chunk-R7MH2LYI.js";

// src/action/main.ts
var BACKSTOP_MS = 1500;
var loading = Promise.all([import("./outputs-D6KHCTZZ.js"), import("./run-action-PFNHE7ZF.js")]);
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
