#!/usr/bin/env -S node --max-semi-space-size=4
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);

// package.json
var package_default = {
  name: "nightshift",
  version: "0.1.0",
  description: "Headless runner for an AI coding agent: YAML task + policy in, audited run and pull request out.",
  type: "module",
  license: "MIT",
  bin: {
    nightshift: "dist/cli.mjs"
  },
  engines: {
    node: ">=20.19"
  },
  files: [
    "dist",
    "policies",
    "schemas",
    "action.yml"
  ],
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc -p .",
    lint: "eslint . && prettier --check .",
    format: "prettier --write .",
    schemas: "tsx scripts/gen-schemas.ts",
    test: "npm run lint && npm run typecheck && vitest run",
    "test:node24": "node scripts/node24.mjs",
    demo: "tsx examples/demo.ts",
    bench: "tsx bench/run.ts",
    "test:container": "bash scripts/test-container.sh"
  },
  dependencies: {
    "@actions/core": "^3.0.1",
    "@actions/github": "^9.1.1",
    "@anthropic-ai/sdk": "^1.12.0",
    "@modelcontextprotocol/sdk": "^1.32.2",
    "@vscode/ripgrep": "^1.18.0",
    diff: "^9.0.0",
    execa: "^9.6.1",
    "fastest-levenshtein": "^1.0.16",
    ignore: "^7.0.16",
    openai: "^6.49.0",
    picomatch: "^4.0.7",
    "simple-git": "^4.0.2",
    "tree-sitter-bash": "^0.25.1",
    "web-tree-sitter": "^0.27.1",
    yaml: "^2.9.1",
    zod: "^4.6.7"
  },
  devDependencies: {
    "@eslint/js": "^10.0.1",
    "@modelcontextprotocol/server-everything": "^2026.8.31",
    "@modelcontextprotocol/server-filesystem": "^2026.8.31",
    "@octokit/openapi": "^23.0.2",
    "@types/node": "^20.19.43",
    "@types/picomatch": "^4.0.3",
    esbuild: "^0.28.2",
    eslint: "^10.15.0",
    prettier: "^3.10.1",
    tsx: "^4.23.15",
    typescript: "^5.9.3",
    "typescript-eslint": "^8.73.0",
    vitest: "^4.1.12"
  }
};

// src/version.ts
var VERSION = package_default.version;

export {
  VERSION
};
