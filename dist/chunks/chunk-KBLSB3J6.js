#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  requireAsset
} from "./chunk-N66UGSNJ.js";
import {
  quote
} from "./chunk-7VU3KS5D.js";
import {
  bestGlob
} from "./chunk-Z5JBZUUA.js";
import {
  baselineWasmOnly
} from "./chunk-4U4YKYOV.js";

// src/policy/tree-sitter.ts
var ready;
function initTreeSitter() {
  ready ??= (async () => {
    baselineWasmOnly();
    const runtime = requireAsset("web-tree-sitter.wasm", "web-tree-sitter/web-tree-sitter.wasm");
    const { Parser } = await import("./web-tree-sitter-PYYYAHLA.js");
    await Parser.init({ locateFile: () => runtime });
  })().catch((err) => {
    ready = void 0;
    throw err;
  });
  return ready;
}

// src/policy/resource-uri.ts
function canonicalResourceUri(uri) {
  if (/[\x00-\x20\x7f\\]/.test(uri)) return { refused: "holds a space, a control character or a backslash" };
  const parts = /^([A-Za-z][A-Za-z0-9+.-]*):(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/s.exec(uri);
  if (!parts) return { refused: "is not a URI (scheme:...)" };
  const [, scheme = "", authority, rawPath = "", query, fragment] = parts;
  const path = decodePath(rawPath);
  if ("refused" in path) return path;
  const rest = [query, fragment].map((p) => p === void 0 ? void 0 : decodeUnreserved(p));
  if (rest.some((p) => p !== void 0 && "refused" in p))
    return { refused: "has a malformed percent-encoding" };
  const [q, f] = rest.map((p) => p && "text" in p ? p.text : void 0);
  if ([q, f].some((p) => p !== void 0 && DOT_SEGMENT.test(p)))
    return { refused: "has a `.` or `..` segment in its query or fragment" };
  const lower = scheme.toLowerCase();
  let host = authority === void 0 ? void 0 : canonicalAuthority(authority);
  if (host !== void 0 && "refused" in host) return host;
  if (lower === "file" && host?.text.toLowerCase() === "localhost") host = { text: "" };
  return {
    uri: `${lower}:${host === void 0 ? "" : `//${host.text}`}${path.text}${q === void 0 ? "" : `?${q}`}${f === void 0 ? "" : `#${f}`}`
  };
}
var DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;
var KEEP_ENCODED = /* @__PURE__ */ new Set(["?", "#", "%"]);
function decodePath(raw) {
  if (/%(?![0-9A-Fa-f]{2})/.test(raw)) return { refused: "has a malformed percent-encoding" };
  let separator = false;
  const decoded = raw.replace(/%[0-7][0-9A-Fa-f]|(?:%[89A-Fa-f][0-9A-Fa-f])+/g, (run) => {
    const text = utf8(run);
    if (text === void 0) return run.toUpperCase();
    if (/[/\\\x00-\x1f\x7f]/.test(text)) separator = true;
    return KEEP_ENCODED.has(text) ? run.toUpperCase() : text;
  });
  if (separator) return { refused: "has an encoded slash, backslash or control character in its path" };
  return { text: removeDotSegments(decoded.replace(/\/{2,}/g, "/")) };
}
function utf8(run) {
  try {
    return decodeURIComponent(run);
  } catch {
    return void 0;
  }
}
function decodeUnreserved(raw) {
  if (/%(?![0-9A-Fa-f]{2})/.test(raw)) return { refused: "has a malformed percent-encoding" };
  return {
    text: raw.replace(/%([0-9A-Fa-f]{2})/g, (e, h) => {
      const c = String.fromCharCode(parseInt(h, 16));
      return /[A-Za-z0-9\-._~]/.test(c) ? c : e.toUpperCase();
    })
  };
}
function canonicalAuthority(raw) {
  const decoded = decodeUnreserved(raw);
  if ("refused" in decoded) return decoded;
  const at = decoded.text.lastIndexOf("@") + 1;
  return { text: decoded.text.slice(0, at) + decoded.text.slice(at).toLowerCase() };
}
function removeDotSegments(path) {
  if (!DOT_SEGMENT.test(path)) return path;
  const absolute = path.startsWith("/");
  const segments = [];
  const parts = (absolute ? path.slice(1) : path).split("/");
  for (const [i, s] of parts.entries()) {
    const last = i === parts.length - 1;
    if (s === "." || s === "..") {
      if (s === "..") segments.pop();
      if (last) segments.push("");
    } else segments.push(s);
  }
  return (absolute ? "/" : "") + segments.join("/");
}
var WEB_SCHEMES = /* @__PURE__ */ new Set(["file", "http", "https", "ws", "wss", "ftp"]);
function resourceUriForms(uri) {
  const first = canonicalResourceUri(uri);
  if ("refused" in first) return first;
  const uris = [first.uri];
  const scheme = first.uri.slice(0, first.uri.indexOf(":"));
  if (WEB_SCHEMES.has(scheme)) {
    let href;
    try {
      href = new URL(uri).href;
    } catch {
      return { refused: `is not a ${scheme} URL the URL parser can read` };
    }
    const second = canonicalResourceUri(href);
    if ("refused" in second) return second;
    if (second.uri !== first.uri) uris.push(second.uri);
  }
  const bases = [...new Set(uris.map((u) => u.replace(/[?#].*$/s, "")))].filter((b) => !uris.includes(b));
  return { uris, bases };
}

// src/policy/decide-mcp.ts
var RESOURCE = "resource:";
function mcpPart(server, tool, policy) {
  if (tool.startsWith(RESOURCE)) return resourcePart(server, tool.slice(RESOURCE.length), policy);
  const what = `MCP tool ${quote(`${server}/${tool}`)}`;
  const rules = serverRules(server, policy);
  const match = rules && bestGlob(tool, rules, "name");
  return match ? matched(server, what, match) : byDefault(server, what, policy);
}
function resourcePart(server, uri, policy) {
  const forms = resourceUriForms(uri);
  if ("refused" in forms)
    return {
      verdict: "deny",
      rule: "invariant:resource-uri",
      reason: `MCP resource ${quote(uri)} ${forms.refused}: resource rules are matched on URIs in one normal form, and this one has none`,
      invariant: true
    };
  const [name = ""] = forms.uris;
  const what = `MCP resource ${quote(`${server}/${RESOURCE}${name}`)}`;
  const rules = serverRules(server, policy);
  if (!rules) return byDefault(server, what, policy);
  const decided = [...forms.uris, ...forms.bases].map((form) => ({
    form,
    match: bestGlob(RESOURCE + form, rules, "resource")
  }));
  const deciding = decided.find((d) => d.match?.list === "deny") ?? decided.slice(0, forms.uris.length).find((d) => d.match?.list === "allow");
  if (!deciding?.match) return byDefault(server, what, policy);
  const as = deciding.form === name ? "" : ` (read as ${quote(RESOURCE + deciding.form)})`;
  return matched(server, what + as, deciding.match);
}
var serverRules = (server, policy) => Object.hasOwn(policy.mcp.servers, server) ? policy.mcp.servers[server] : void 0;
function matched(server, what, match) {
  const rule = `mcp.servers.${server}.${match.list}[${match.index}]`;
  return { verdict: match.list, rule, reason: `${what} matches ${rule} ${quote(match.pattern)}` };
}
function byDefault(server, what, policy) {
  const verdict = policy.mcp.default;
  return {
    verdict,
    rule: "mcp.default",
    reason: `${what} matches no rule for server ${quote(server)}; mcp.default is ${verdict}`
  };
}

export {
  initTreeSitter,
  mcpPart
};
