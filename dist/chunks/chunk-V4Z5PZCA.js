#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  ConfigError
} from "./chunk-AS67HEB5.js";

// src/model/private-address.ts
import { isIPv4, isIPv6 } from "node:net";
var PRIVATE_SUFFIXES = [".localhost", ".local", ".internal", ".lan", ".home.arpa"];
function isPrivateUrl(url) {
  let host;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, "");
  } catch {
    return false;
  }
  if (isIPv4(host)) return isPrivateIPv4(host);
  if (isIPv6(host)) return isPrivateIPv6(host);
  const name = host.replace(/\.$/, "");
  return name === "localhost" || !name.includes(".") || PRIVATE_SUFFIXES.some((suffix) => name.endsWith(suffix));
}
function isPrivateIPv4(ip) {
  const [a = 0, b = 0] = ip.split(".").map(Number);
  return a === 127 || a === 10 || a === 172 && b >= 16 && b <= 31 || a === 192 && b === 168 || a === 169 && b === 254 || a === 100 && b >= 64 && b <= 127;
}
function isPrivateIPv6(ip) {
  if (ip === "::1") return true;
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (mapped) {
    const [hi, lo] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
    return isPrivateIPv4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  const first = parseInt(ip.split(":")[0] || "0", 16);
  return (first & 65024) === 64512 || (first & 65472) === 65152;
}

// src/model/api-key.ts
var VENDOR = {
  anthropic: { keyVar: "ANTHROPIC_API_KEY", host: "api.anthropic.com", input: "anthropic-api-key" },
  openai: { keyVar: "OPENAI_API_KEY", host: "api.openai.com", input: "openai-api-key" }
};
function chooseApiKey(req, env) {
  const field = req.field ?? "model";
  if (req.apiKeyEnv) {
    const key = env[req.apiKeyEnv];
    if (!key)
      throw new ConfigError(`no API key: ${field}.api_key_env names ${req.apiKeyEnv}, which is not set`);
    return { key, keyVar: req.apiKeyEnv };
  }
  const vendor = VENDOR[req.provider === "anthropic" ? "anthropic" : "openai"];
  if (req.urlFromEnv || hostOf(req.url) === vendor.host) {
    const key = env[vendor.keyVar];
    if (key) return { key, keyVar: vendor.keyVar };
    if (req.provider === "openai-compatible") return { key: "none" };
    throw new ConfigError(
      `no API key for ${req.provider}: set ${vendor.keyVar} (or the action's ${vendor.input} input)`
    );
  }
  if (req.provider === "openai-compatible" && isPrivateUrl(req.url)) return { key: "none" };
  throw new ConfigError(
    `${field}.base_url ${req.url} is not ${vendor.host}, so ${vendor.keyVar} is not sent there; name the variable that holds this server's key in the task's ${field} (its name must look like a secret, e.g. ending in _API_KEY or _TOKEN):
${yamlUnder(field, "api_key_env: MY_SERVER_API_KEY")}`
  );
}
function yamlUnder(field, line) {
  return [...field.split(".").map((key) => `${key}:`), line].map((l, i) => `${"  ".repeat(i)}${l}`).join("\n");
}
function hostOf(url) {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return void 0;
  }
}

export {
  isPrivateUrl,
  chooseApiKey
};
