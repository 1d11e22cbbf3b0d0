#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  looksLikeSecretName
} from "./chunk-LSGJCLNE.js";

// src/policy/env.ts
var SCRUBBED_VARIABLES = [
  "ACTIONS_RUNTIME_URL",
  "ACTIONS_CACHE_URL",
  "ACTIONS_RESULTS_URL",
  "ACTIONS_ID_TOKEN_REQUEST_URL",
  "GIT_ASKPASS",
  "SSH_ASKPASS",
  "SSH_AUTH_SOCK",
  "GPG_AGENT_INFO",
  "AWS_ACCESS_KEY_ID",
  "AWS_PROFILE",
  "AWS_WEB_IDENTITY_TOKEN_FILE",
  "AZURE_CLIENT_ID",
  "AZURE_TENANT_ID",
  "GOOGLE_APPLICATION_CREDENTIALS",
  "DOCKER_AUTH_CONFIG",
  "KUBECONFIG",
  "VAULT_ADDR",
  "NETRC"
];
var SCRUBBED = new Set(SCRUBBED_VARIABLES);

// src/sandbox/credentials.ts
var SCRUBBED2 = new Set(SCRUBBED_VARIABLES);
function isCredentialVariable(name) {
  return name.startsWith("INPUT_") || SCRUBBED2.has(name) || /^GIT_CONFIG_(COUNT|PARAMETERS|(KEY|VALUE)_\d+)$/.test(name) || looksLikeSecretName(name);
}

export {
  isCredentialVariable
};
