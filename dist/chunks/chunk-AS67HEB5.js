#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

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
