#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  matchHost,
  parseHostPattern
} from "./chunk-MNWNH72T.js";
import "./chunk-DYI5UNC7.js";

// src/sandbox/network/proxy.ts
import { timingSafeEqual } from "node:crypto";
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import net from "node:net";

// src/sandbox/network/decide.ts
import { isIPv4 as isIPv42 } from "node:net";

// src/sandbox/network/address-class.ts
import { isIPv4, isIPv6 } from "node:net";
var V4_RANGES = [
  ["0.0.0.0", 8, "unspecified"],
  // "this network": 0.0.0.0 dials the host's loopback on Linux
  ["127.0.0.0", 8, "loopback"],
  ["10.0.0.0", 8, "private"],
  ["172.16.0.0", 12, "private"],
  ["192.168.0.0", 16, "private"],
  ["100.64.0.0", 10, "shared (CGNAT)"],
  ["169.254.0.0", 16, "link-local"],
  ["192.0.0.0", 24, "reserved"],
  // IETF protocol assignments
  ["192.0.2.0", 24, "reserved"],
  // documentation (TEST-NET-1)
  ["192.88.99.0", 24, "reserved"],
  // 6to4 relay anycast
  ["198.18.0.0", 15, "reserved"],
  // benchmarking
  ["198.51.100.0", 24, "reserved"],
  // TEST-NET-2
  ["203.0.113.0", 24, "reserved"],
  // TEST-NET-3
  ["224.0.0.0", 4, "multicast"],
  ["255.255.255.255", 32, "broadcast"],
  ["240.0.0.0", 4, "reserved"]
];
var v4Number = (ip) => ip.split(".").reduce((n, octet) => (n << 8 | Number(octet)) >>> 0, 0);
function v4Class(n) {
  for (const [base, bits, cls] of V4_RANGES) {
    const mask = bits === 0 ? 0 : ~0 << 32 - bits >>> 0;
    if ((n & mask) >>> 0 === (v4Number(base) & mask) >>> 0) return cls;
  }
  return void 0;
}
function v6Groups(ip) {
  const text = ip.replace(/(\d{1,3}(?:\.\d{1,3}){3})$/, (quad) => {
    const n = v4Number(quad);
    return `${(n >>> 16).toString(16)}:${(n & 65535).toString(16)}`;
  });
  const parse = (part) => part === "" ? [] : part.split(":").map((g) => parseInt(g, 16));
  const halves = text.split("::");
  if (halves.length === 1) return parse(text);
  const left = parse(halves[0]);
  const right = parse(halves[1]);
  return [...left, ...new Array(Math.max(0, 8 - left.length - right.length)).fill(0), ...right];
}
function v6Class(ip) {
  const g = v6Groups(ip);
  if (g.length !== 8 || g.some((x) => !(x >= 0 && x <= 65535))) return "unrecognized";
  const v4 = (hi, lo) => (hi << 16 | lo) >>> 0;
  const zeros = (from, to) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return "unspecified";
  if (zeros(0, 7) && g[7] === 1) return "loopback";
  if (zeros(0, 5) && g[5] === 65535) return v4Class(v4(g[6], g[7]));
  if (zeros(0, 6)) return v4Class(v4(g[6], g[7])) ?? "reserved";
  if (g[0] === 100 && g[1] === 65435 && zeros(2, 6)) return v4Class(v4(g[6], g[7]));
  if (g[0] === 100 && g[1] === 65435 && g[2] === 1) return "private";
  if (g[0] >> 8 === 0) return "reserved";
  if (g[0] === 256 && zeros(1, 4)) return "reserved";
  if (g[0] === 8193 && g[1] === 3512) return "reserved";
  if (g[0] === 8193 && g[1] === 0) return "reserved";
  if (g[0] === 8194) return v4Class(v4(g[1], g[2]));
  if ((g[0] & 65024) === 64512) return "private";
  if ((g[0] & 65472) === 65152) return "link-local";
  if ((g[0] & 65472) === 65216) return "private";
  if (g[0] >> 8 === 255) return "multicast";
  return (g[0] & 57344) === 8192 ? void 0 : "reserved";
}
function addressClass(address) {
  const ip = address.replace(/%.*$/, "");
  if (isIPv4(ip)) return v4Class(v4Number(ip));
  if (isIPv6(ip)) return v6Class(ip.toLowerCase());
  return "unrecognized";
}
function firstInternal(addresses) {
  for (const address of addresses) {
    const cls = addressClass(address);
    if (cls !== void 0) return { address, class: cls };
  }
  return void 0;
}

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
function namesLocalAddress(list, host, port) {
  const i = host.startsWith("[") ? -1 : matchHost(list.patterns, host, port);
  const p = i < 0 ? void 0 : list.patterns[i];
  return p !== void 0 && !p.subdomains && (isIPv42(p.host) || p.host === "localhost");
}
var INTERNAL_ADDRESS_RULE = "invariant:internal-address";
function internalAddressDenial(host, port, addresses) {
  const hit = firstInternal(addresses);
  if (!hit) return void 0;
  return {
    host,
    port,
    decision: "deny",
    rule: INTERNAL_ADDRESS_RULE,
    reason: `${host} resolves to ${hit.address}, ${/^[aeiou]/.test(hit.class) ? "an" : "a"} ${hit.class} address`
  };
}
function internalAddressMessage(ev) {
  return `nightshift sandbox: connection to ${ev.host}:${ev.port} denied: ${ev.reason ?? "not a public address"}; network.allow reaches loopback, link-local and private addresses only through a pattern naming the IPv4 address (or localhost) itself.
`;
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

// src/sandbox/network/limit-lookups.ts
function limitLookups(lookup, limit) {
  let active = 0;
  const waiting = [];
  return async (hostname) => {
    if (active >= limit) await new Promise((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await lookup(hostname);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

// src/sandbox/network/request-queue.ts
function createRequestQueue(limit) {
  const queues = /* @__PURE__ */ new WeakMap();
  return {
    /**
     * Resolves when the requests `connection` sent before this one are answered; `answered`
     * settles when this one is. Undefined when `limit` requests are unanswered already.
     */
    enter(connection, answered) {
      let q = queues.get(connection);
      if (!q) queues.set(connection, q = { tail: Promise.resolve(), unanswered: 0 });
      if (q.unanswered >= limit) return void 0;
      const queue = q;
      queue.unanswered++;
      const turn = queue.tail;
      queue.tail = turn.then(() => answered).finally(() => {
        queue.unanswered--;
      });
      return turn;
    }
  };
}

// src/sandbox/network/target.ts
import { isIPv4 as isIPv43, isIPv6 as isIPv62 } from "node:net";
var LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
var NUMERIC_LABEL = /^(?:0x[0-9a-f]*|[0-9]+)$/;
function checkHost(raw) {
  const host = raw.toLowerCase();
  if (host.startsWith("[") && host.endsWith("]")) {
    return isIPv62(host.slice(1, -1)) ? { host } : { error: `invalid IPv6 address ${JSON.stringify(raw)}` };
  }
  const name = host.endsWith(".") ? host.slice(0, -1) : host;
  const labels = name.split(".");
  if (name.length === 0 || name.length > 253 || !labels.every((l) => LABEL.test(l))) {
    return { error: `invalid host name ${JSON.stringify(raw)}` };
  }
  if (NUMERIC_LABEL.test(labels[labels.length - 1]) && !isIPv43(name)) {
    return { error: `${JSON.stringify(raw)} is not a dotted-quad IPv4 address` };
  }
  return { host: isIPv43(name) || name === "localhost" ? name : host };
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
var MAX_PIPELINED = 32;
var MAX_LOOKUPS = 2;
var NO_CREDENTIALS = "the request does not carry this proxy's credentials";
var STATUS_TEXT = {
  400: "Bad Request",
  403: "Forbidden",
  407: "Proxy Authentication Required",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
  502: "Bad Gateway"
};
function rawResponse(status, body) {
  return `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? ""}\r
` + (status === 407 ? `Proxy-Authenticate: ${CHALLENGE}\r
` : "") + `Content-Type: text/plain; charset=utf-8\r
Content-Length: ${Buffer.byteLength(body)}\r
Connection: close\r
\r
${body}`;
}
var CHALLENGE = 'Basic realm="nightshift"';
function authorized(req, credentials) {
  if (!credentials) return true;
  const expected = Buffer.from(
    `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString("base64")}`
  );
  const given = Buffer.from(req.headers["proxy-authorization"] ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
function reply(res, status, body) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, STATUS_TEXT[status], {
    ...status === 407 ? { "proxy-authenticate": CHALLENGE } : {},
    "content-type": "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    connection: "close"
  });
  res.end(body);
}
function deciderFor(allow) {
  if (!Array.isArray(allow)) {
    const custom = allow;
    return { ...custom, mayReachInternal: custom.mayReachInternal ?? (() => true) };
  }
  const list = compileAllowList(allow);
  return {
    decide: (host, port) => decide(list, host, port),
    denial: denialMessage,
    mayReachInternal: (host, port) => namesLocalAddress(list, host, port)
  };
}
function fixedLookup(addresses) {
  return (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0;
    const usable = addresses.filter((a) => family === 0 || a.family === family);
    if (usable.length === 0) {
      const err = new Error("no address of the requested family");
      err.code = "ENOTFOUND";
      callback(err, "", 0);
    } else if (options.all) {
      callback(
        null,
        usable.map((a) => ({ ...a }))
      );
    } else {
      callback(null, usable[0].address, usable[0].family);
    }
  };
}
var dialHost = (host) => host.startsWith("[") ? host.slice(1, -1) : host;
var errorText = (err) => err.code ?? (err instanceof Error ? err.message : String(err));
async function startNetworkProxy(options) {
  const { decide: decideTarget, denial, mayReachInternal } = deciderFor(options.allow);
  const lookup = limitLookups(
    options.lookup ?? ((hostname) => dnsLookup(hostname, { all: true })),
    MAX_LOOKUPS
  );
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
  const resolveTarget = async (target) => {
    const event = decideTarget(target.host, target.port);
    if (event.decision === "deny") {
      return { ok: false, event, status: 403, body: denial(target.host, target.port) };
    }
    const name = dialHost(target.host);
    let addresses;
    try {
      const family = net.isIP(name);
      addresses = family !== 0 ? [{ address: name, family }] : await lookup(name);
      if (addresses.length === 0) throw Object.assign(new Error("no address"), { code: "ENOTFOUND" });
    } catch (err) {
      const body = `nightshift proxy: cannot reach ${target.host}:${target.port}: ${errorText(err)}
`;
      return { ok: false, event, status: 502, body };
    }
    if (!mayReachInternal(target.host, target.port)) {
      const refused = internalAddressDenial(
        target.host,
        target.port,
        addresses.map((a) => a.address)
      );
      if (refused) return { ok: false, event: refused, status: 403, body: internalAddressMessage(refused) };
    }
    return { ok: true, event, lookup: fixedLookup(addresses) };
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
  const onConnect = async (req, socket, head) => {
    const client = socket;
    client.on("error", () => client.destroy());
    if (!authorized(req, options.credentials)) {
      client.end(rawResponse(407, `nightshift proxy: ${NO_CREDENTIALS}
`));
      return;
    }
    const target = parseConnectTarget(req.url ?? "");
    if ("error" in target) {
      refuse(void 0, target.error);
      client.end(rawResponse(400, `nightshift proxy: ${target.error}
`));
      return;
    }
    client.setTimeout(idleMs, () => client.destroy());
    const resolved = await resolveTarget(target);
    record(resolved.event);
    if (!resolved.ok) {
      client.end(rawResponse(resolved.status, resolved.body));
      return;
    }
    if (client.destroyed) return;
    const upstream = net.connect({
      host: dialHost(target.host),
      port: target.port,
      lookup: resolved.lookup,
      allowHalfOpen: true
    });
    track(upstream);
    let established = false;
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
  };
  server.on("connect", (req, socket, head) => {
    onConnect(req, socket, head).catch(() => socket.destroy());
  });
  const queue = createRequestQueue(MAX_PIPELINED);
  const onRequest = async (req, res) => {
    const turn = queue.enter(req.socket, new Promise((resolve) => res.once("close", resolve)));
    if (!turn) {
      refuse(void 0, `more than ${MAX_PIPELINED} pipelined requests on one connection`);
      req.socket.destroy();
      return;
    }
    await turn;
    if (res.destroyed || req.socket.destroyed) return;
    if (!authorized(req, options.credentials)) {
      reply(res, 407, `nightshift proxy: ${NO_CREDENTIALS}
`);
      return;
    }
    const target = parseHttpTarget(req.url ?? "");
    if ("error" in target) {
      refuse(void 0, target.error);
      reply(res, 400, `nightshift proxy: ${target.error}
`);
      return;
    }
    const resolved = await resolveTarget(target);
    record(resolved.event);
    if (!resolved.ok) {
      reply(res, resolved.status, resolved.body);
      return;
    }
    if (res.destroyed) return;
    const upstream = http.request({
      host: dialHost(target.host),
      port: target.port,
      lookup: resolved.lookup,
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
      try {
        res.writeHead(ures.statusCode ?? 502, ures.statusMessage, forwardHeaders(ures.rawHeaders));
      } catch (err) {
        upstream.destroy();
        reply(
          res,
          502,
          `nightshift proxy: ${target.host}:${target.port} sent an invalid response: ${errorText(err)}
`
        );
        return;
      }
      ures.pipe(res);
      ures.on("error", () => res.destroy());
    });
    upstream.on(
      "error",
      (err) => reply(res, 502, `nightshift proxy: cannot reach ${target.host}:${target.port}: ${errorText(err)}
`)
    );
    upstream.on("close", () => {
      if (!res.headersSent)
        reply(res, 502, `nightshift proxy: ${target.host}:${target.port} sent no response
`);
    });
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
  server.on("request", (req, res) => {
    onRequest(req, res).catch(() => res.destroy());
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
