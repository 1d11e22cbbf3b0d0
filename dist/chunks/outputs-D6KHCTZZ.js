#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32
import {
  auditAnnotations,
  errorOutputs,
  jobSummary,
  outputsWritten,
  report,
  runOutputs,
  setOutputs,
  skippedOutputs
} from "./chunk-JSQARYV3.js";
import "./chunk-35DHIGEM.js";
import "./chunk-R7MH2LYI.js";
export {
  auditAnnotations,
  errorOutputs,
  jobSummary,
  outputsWritten,
  report,
  runOutputs,
  setOutputs,
  skippedOutputs
};
