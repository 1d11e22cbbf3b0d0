#!/usr/bin/env -S node --max-semi-space-size=2
import {
  matchHost,
  parseHostPattern
} from "./chunk-AMYXKJPI.js";
import "./chunk-KD2KN6TW.js";

// src/sandbox/network/proxy.ts
import http from "node:http";
import net from "node:net";

// src/sandbox/network/decide.ts
function compileAllowList(allow) {
  const patterns = allow.map((text, i) => {
    const p = parseHostPattern(text);
    if (!p) throw new Error(`network.allow[${i}] ${JSON.stringify(text)} is not a host pattern`);
    return p;
  });
  return { patterns, texts: [...allow] };
}
function decide(list, host, port) {
  const i = host.startsWith("[") ? -1 : matchHost(list.patterns, host, port);
  return i < 0 ? { host, port, decision: "deny", rule: "default" } : { host, port, decision: "allow", rule: `network.allow[${i}] ${JSON.stringify(list.texts[i])}` };
}
function denialMessage(host, port) {
  if (host.startsWith("[")) {
    return `nightshift sandbox: connection to ${host}:${port} denied: network.allow cannot list IPv6 addresses; use a host name.
`;
  }
  return `nightshift sandbox: connection to ${host}:${port} denied: the policy's network.allow must list "${host}" (or "${host}:${port}") to reach it.
`;
}

// src/sandbox/network/headers.ts
var HOP_BY_HOP = /* @__PURE__ */ new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authorization",
  "proxy-authenticate",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade"
]);
function forwardHeaders(raw, host) {
  const named = /* @__PURE__ */ new Set();
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (raw[i].toLowerCase() === "connection") {
      for (const token of raw[i + 1].split(",")) named.add(token.trim().toLowerCase());
    }
  }
  const out = host === void 0 ? [] : ["Host", host];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i].toLowerCase();
    if (HOP_BY_HOP.has(name) || named.has(name) || host !== void 0 && name === "host") continue;
    out.push(raw[i], raw[i + 1]);
  }
  return out;
}

// src/sandbox/network/target.ts
import { isIPv4, isIPv6 } from "node:net";
var LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
var NUMERIC_LABEL = /^(?:0x[0-9a-f]*|[0-9]+)$/;
function checkHost(raw) {
  const host = raw.toLowerCase();
  if (host.startsWith("[") && host.endsWith("]")) {
    return isIPv6(host.slice(1, -1)) ? { host } : { error: `invalid IPv6 address ${JSON.stringify(raw)}` };
  }
  const name = host.endsWith(".") ? host.slice(0, -1) : host;
  const labels = name.split(".");
  if (name.length === 0 || name.length > 253 || !labels.every((l) => LABEL.test(l))) {
    return { error: `invalid host name ${JSON.stringify(raw)}` };
  }
  if (NUMERIC_LABEL.test(labels[labels.length - 1]) && !isIPv4(name)) {
    return { error: `${JSON.stringify(raw)} is not a dotted-quad IPv4 address` };
  }
  return { host };
}
function checkPort(raw) {
  if (!/^[0-9]{1,5}$/.test(raw)) return void 0;
  const port = Number(raw);
  return port >= 1 && port <= 65535 ? port : void 0;
}
function parseConnectTarget(authority) {
  const m = /^(\[[^\]]*\]|[^:[\]]+):([^:]*)$/.exec(authority);
  if (!m) return { error: `CONNECT needs host:port, got ${JSON.stringify(authority)}` };
  const port = checkPort(m[2]);
  if (port === void 0) return { error: `invalid port in ${JSON.stringify(authority)}` };
  const host = checkHost(m[1]);
  return "error" in host ? host : { host: host.host, port };
}
function parseHttpTarget(requestTarget) {
  if (!/^http:\/\//i.test(requestTarget)) {
    return /^[a-z][a-z0-9+.-]*:/i.test(requestTarget) ? { error: `only http:// URLs are forwarded (use CONNECT for others), got ${requestTarget}` } : { error: "not a proxy request: expected an absolute http:// URL or CONNECT host:port" };
  }
  let url;
  try {
    url = new URL(requestTarget);
  } catch {
    return { error: `invalid URL ${JSON.stringify(requestTarget)}` };
  }
  const host = checkHost(url.hostname);
  if ("error" in host) return host;
  const port = url.port === "" ? 80 : Number(url.port);
  return { host: host.host, port, authority: url.host, path: `${url.pathname}${url.search}` };
}

// src/sandbox/network/proxy.ts
var STATUS_TEXT = {
  400: "Bad Request",
  403: "Forbidden",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
  502: "Bad Gateway"
};
function rawResponse(status, body) {
  return `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? ""}\r
Content-Type: text/plain; charset=utf-8\r
Content-Length: ${Buffer.byteLength(body)}\r
Connection: close\r
\r
${body}`;
}
function reply(res, status, body) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    connection: "close"
  });
  res.end(body);
}
function deciderFor(allow) {
  if (!Array.isArray(allow)) return allow;
  const list = compileAllowList(allow);
  return { decide: (host, port) => decide(list, host, port), denial: denialMessage };
}
var dialHost = (host) => host.startsWith("[") ? host.slice(1, -1) : host;
var errorText = (err) => err.code ?? (err instanceof Error ? err.message : String(err));
async function startNetworkProxy(options) {
  const { decide: decideTarget, denial } = deciderFor(options.allow);
  const idleMs = options.idleTimeoutMs ?? 12e4;
  const headerMs = options.headerTimeoutMs ?? 3e4;
  const tally = { allowed: 0, denied: 0 };
  const sockets = /* @__PURE__ */ new Set();
  const track = (s) => {
    sockets.add(s);
    s.once("close", () => sockets.delete(s));
  };
  const record = (ev) => {
    if (ev.decision === "allow") tally.allowed++;
    else tally.denied++;
    options.onConnection?.(ev);
    return ev;
  };
  const refuse = (target, reason) => {
    record({ host: target?.host ?? "", port: target?.port ?? 0, decision: "deny", rule: "default", reason });
  };
  const server = http.createServer({
    maxHeaderSize: options.maxHeaderBytes ?? 16 * 1024,
    headersTimeout: headerMs,
    // Bodies and tunnels are bounded by inactivity (idleMs), not by total time: downloads are long.
    requestTimeout: 0,
    // How often Node checks headersTimeout: a tenth of it, so the bound holds to within 10%.
    connectionsCheckingInterval: Math.max(10, Math.floor(headerMs / 10)),
    keepAliveTimeout: 5e3
  });
  server.setTimeout(idleMs);
  server.on("connection", (socket) => track(socket));
  server.maxConnections = options.maxConnections ?? 256;
  server.on("drop", () => refuse(void 0, `more than ${server.maxConnections} connections at once`));
  server.on("clientError", (err, socket) => {
    if (err.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    if (err.code === "ERR_HTTP_REQUEST_TIMEOUT") {
      socket.end(rawResponse(408, "nightshift proxy: request head not received in time\n"));
      return;
    }
    const tooLarge = err.code === "HPE_HEADER_OVERFLOW";
    refuse(void 0, tooLarge ? "request head too large" : `bad request (${err.code ?? err.message})`);
    socket.end(
      rawResponse(
        tooLarge ? 431 : 400,
        `nightshift proxy: ${tooLarge ? "request head too large" : "bad request"}
`
      )
    );
  });
  server.on("connect", (req, socket, head) => {
    const client = socket;
    client.on("error", () => client.destroy());
    const target = parseConnectTarget(req.url ?? "");
    if ("error" in target) {
      refuse(void 0, target.error);
      client.end(rawResponse(400, `nightshift proxy: ${target.error}
`));
      return;
    }
    if (record(decideTarget(target.host, target.port)).decision === "deny") {
      client.end(rawResponse(403, denial(target.host, target.port)));
      return;
    }
    const upstream = net.connect({ host: dialHost(target.host), port: target.port, allowHalfOpen: true });
    track(upstream);
    let established = false;
    client.setTimeout(idleMs, () => client.destroy());
    upstream.setTimeout(idleMs, () => upstream.destroy(new Error("idle timeout")));
    upstream.once("connect", () => {
      established = true;
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on("error", (err) => {
      if (!established) {
        client.end(
          rawResponse(
            502,
            `nightshift proxy: cannot reach ${target.host}:${target.port}: ${errorText(err)}
`
          )
        );
      } else {
        client.destroy();
      }
    });
    upstream.on("close", () => client.destroy());
    client.on("close", () => upstream.destroy());
  });
  server.on("request", (req, res) => {
    const target = parseHttpTarget(req.url ?? "");
    if ("error" in target) {
      refuse(void 0, target.error);
      reply(res, 400, `nightshift proxy: ${target.error}
`);
      return;
    }
    if (record(decideTarget(target.host, target.port)).decision === "deny") {
      reply(res, 403, denial(target.host, target.port));
      return;
    }
    const upstream = http.request({
      host: dialHost(target.host),
      port: target.port,
      method: req.method,
      path: target.path,
      headers: forwardHeaders(req.rawHeaders, target.authority),
      setHost: false,
      // One upstream connection per request: no pool outlives the proxy or mixes hosts.
      agent: false
    });
    upstream.on("socket", (s) => track(s));
    upstream.setTimeout(idleMs, () => upstream.destroy(new Error("idle timeout")));
    upstream.on("response", (ures) => {
      res.writeHead(ures.statusCode ?? 502, ures.statusMessage, forwardHeaders(ures.rawHeaders));
      ures.pipe(res);
      ures.on("error", () => res.destroy());
    });
    upstream.on(
      "error",
      (err) => reply(res, 502, `nightshift proxy: cannot reach ${target.host}:${target.port}: ${errorText(err)}
`)
    );
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    const listening = () => {
      server.off("error", reject);
      resolve();
    };
    if (options.socketPath === void 0) server.listen(0, "127.0.0.1", listening);
    else server.listen(options.socketPath, listening);
  });
  const address = server.address();
  let closing;
  return {
    ...typeof address === "object" && address ? { port: address.port } : {},
    counts: () => ({ ...tally }),
    close: () => closing ??= new Promise((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    })
  };
}
export {
  startNetworkProxy
};
