#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  auditAnnotations,
  errorOutputs,
  jobSummary,
  outputsWritten,
  report,
  runOutputs,
  setOutputs,
  skippedOutputs
} from "./chunk-HGXETYM5.js";
import "./chunk-ARG4UNI5.js";
import "./chunk-DYI5UNC7.js";
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
