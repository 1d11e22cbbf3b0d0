/**
 * Environment variable names whose values are secrets: scrubbed from command environments and
 * redacted from everything the model sees or the audit log records.
 */
const SECRET_NAME =
  /(^|_)(API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASS|PWD_?HASH|CREDENTIALS?|AUTH|PRIVATE|SESSION|COOKIE|DSN)(_|$)/i;
/** Credentials by convention: CI tokens, cloud keys, an OTLP collector's auth headers. */
const CI_CREDENTIALS =
  /^(GITHUB_TOKEN|GH_TOKEN|ACTIONS_(RUNTIME|ID_TOKEN_REQUEST|CACHE|RESULTS)_\w+|INPUT_.*(KEY|TOKEN|SECRET|PASSWORD).*|NPM_TOKEN|NODE_AUTH_TOKEN|AWS_(SECRET_ACCESS_KEY|SESSION_TOKEN)|AZURE_\w*SECRET\w*|GOOGLE_APPLICATION_CREDENTIALS|OTEL_EXPORTER_OTLP_(\w+_)?HEADERS)$/i;

export function looksLikeSecretName(name: string): boolean {
  return SECRET_NAME.test(name) || CI_CREDENTIALS.test(name);
}
