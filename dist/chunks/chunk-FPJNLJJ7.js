#!/usr/bin/env -S node --max-semi-space-size=2
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);

// src/policy/secret-names.ts
var SECRET_NAME = /(^|_)(API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASS|PWD_?HASH|CREDENTIALS?|AUTH|PRIVATE|SESSION|COOKIE|DSN)(_|$)/i;
var CI_CREDENTIALS = /^(GITHUB_TOKEN|GH_TOKEN|ACTIONS_(RUNTIME|ID_TOKEN_REQUEST|CACHE|RESULTS)_\w+|INPUT_.*(KEY|TOKEN|SECRET|PASSWORD).*|NPM_TOKEN|NODE_AUTH_TOKEN|AWS_(SECRET_ACCESS_KEY|SESSION_TOKEN)|AZURE_\w*SECRET\w*|GOOGLE_APPLICATION_CREDENTIALS|OTEL_EXPORTER_OTLP_(\w+_)?HEADERS)$/i;
function looksLikeSecretName(name) {
  return SECRET_NAME.test(name) || CI_CREDENTIALS.test(name);
}

export {
  looksLikeSecretName
};
