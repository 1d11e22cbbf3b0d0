#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  ConfigError
} from "./chunk-3N45ONPJ.js";

// src/cli/errors.ts
var UsageError = class extends Error {
  name = "UsageError";
};
function reportError(err) {
  if (err instanceof ConfigError || err instanceof UsageError) {
    process.stderr.write(`nightshift: ${err.message}
`);
    return 2;
  }
  process.stderr.write(
    `nightshift: unexpected error: ${err instanceof Error ? err.stack ?? err.message : String(err)}
`
  );
  return 1;
}

export {
  UsageError,
  reportError
};
