#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  UsageError
} from "./chunk-5GO4NB3U.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
function parse(argv, options, positionals = { min: 0, max: Infinity }) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(err.message);
  }
  const n = parsed.positionals.length;
  if (n < positionals.min) throw new UsageError(`missing argument (see nightshift --help)`);
  if (n > positionals.max)
    throw new UsageError(`unexpected argument "${parsed.positionals[positionals.max]}"`);
  return parsed;
}

export {
  parse
};
