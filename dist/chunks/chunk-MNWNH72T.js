#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/sandbox/host-pattern.ts
var LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
var PATTERN = new RegExp(`^(\\*\\.)?(${LABEL}(?:\\.${LABEL})*)(?::(\\d{1,5}))?$`, "i");
function parseHostPattern(text) {
  const m = PATTERN.exec(text);
  if (!m) return void 0;
  const port = m[3] === void 0 ? void 0 : Number(m[3]);
  if (port !== void 0 && (port < 1 || port > 65535)) return void 0;
  return { host: m[2].toLowerCase(), subdomains: m[1] !== void 0, port };
}
function isHostPattern(text) {
  return parseHostPattern(text) !== void 0;
}
function matchHost(patterns, host, port) {
  const name = host.toLowerCase().replace(/\.$/, "");
  return patterns.findIndex(
    (p) => (p.port === void 0 || p.port === port) && (p.subdomains ? name.endsWith(`.${p.host}`) : name === p.host)
  );
}

export {
  parseHostPattern,
  isHostPattern,
  matchHost
};
