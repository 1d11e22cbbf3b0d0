#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/policy/secret-names.ts
var SECRET_NAME = /(^|_)(API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASS|PWD_?HASH|CREDENTIALS?|AUTH|PRIVATE|SESSION|COOKIE|DSN)(_|$)/i;
var CI_CREDENTIALS = /^(GITHUB_TOKEN|GH_TOKEN|ACTIONS_(RUNTIME|ID_TOKEN_REQUEST|CACHE|RESULTS)_\w+|INPUT_.*(KEY|TOKEN|SECRET|PASSWORD).*|NPM_TOKEN|NODE_AUTH_TOKEN|AWS_(SECRET_ACCESS_KEY|SESSION_TOKEN)|AZURE_\w*SECRET\w*|GOOGLE_APPLICATION_CREDENTIALS|OTEL_EXPORTER_OTLP_(\w+_)?HEADERS)$/i;
function looksLikeSecretName(name) {
  return SECRET_NAME.test(name) || CI_CREDENTIALS.test(name);
}

export {
  looksLikeSecretName
};
