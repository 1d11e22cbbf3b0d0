#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  ConfigError
} from "./chunk-AS67HEB5.js";

// src/run/resume-files.ts
import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";
var MAX_RESUME_FILE_BYTES = 256 * 1024 * 1024;
function readResumeFile(file, what) {
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    throw new ConfigError(`resume: cannot read ${file}: ${err.message}`);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile())
      throw new ConfigError(`resume: ${file} is not a regular file; the ${what} must be one`);
    if (stat.size > MAX_RESUME_FILE_BYTES)
      throw new ConfigError(
        `resume: ${file} holds ${stat.size} bytes, more than the ${MAX_RESUME_FILE_BYTES} a ${what} may have`
      );
    return readFileSync(fd, "utf8");
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(`resume: cannot read ${file}: ${err.message}`);
  } finally {
    closeSync(fd);
  }
}

export {
  readResumeFile
};
