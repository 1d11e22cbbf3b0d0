#!/usr/bin/env -S node --max-semi-space-size=2
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);

// src/config/errors.ts
var ConfigError = class extends Error {
  constructor(message, problems = []) {
    super(message);
    this.problems = problems;
  }
  problems;
  name = "ConfigError";
};
var formatProblem = (p) => `${p.file}:${p.line}:${p.col}: ${p.message}`;
function problemsError(problems) {
  return new ConfigError(problems.map(formatProblem).join("\n"), problems);
}

export {
  ConfigError,
  formatProblem,
  problemsError
};
