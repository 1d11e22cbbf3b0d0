import { timingSafeEqual } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import {
  compileAllowList,
  decide,
  denialMessage,
  internalAddressDenial,
  internalAddressMessage,
  namesLocalAddress,
  type ConnectionEvent,
} from './decide.ts';
import { forwardHeaders } from './headers.ts';
import { limitLookups } from './limit-lookups.ts';
import { createRequestQueue } from './request-queue.ts';
import { parseConnectTarget, parseHttpTarget, type Target } from './target.ts';

export type { ConnectionEvent } from './decide.ts';

export interface NetworkProxyOptions {
  /**
   * The policy's `network.allow` host patterns, or a decision of its own for each `host:port`
   * (the browser's `browser.allow`) with the 403 body its denials get.
   */
  allow:
    | readonly string[]
    | {
        decide: (host: string, port: number) => ConnectionEvent;
        denial: (host: string, port: number) => string;
        /**
         * Whether an attempt `decide` allowed may reach a loopback, private or otherwise internal
         * address. Without it, any address may be reached (the browser's list names its own).
         */
        mayReachInternal?: (host: string, port: number) => boolean;
      };
  /**
   * Resolves an allowed name to every address it has, once: the proxy checks them and dials only
   * those. Default `dns.lookup` with `all: true`; tests stand in for DNS with their own.
   */
  lookup?: (hostname: string) => Promise<readonly LookupAddress[]>;
  /**
   * Basic credentials every request and CONNECT must carry (`Proxy-Authorization`), else a 407:
   * a proxy on a TCP port (the browser's) is open to anything on the machine, a sandboxed command
   * whose `network.allow` names loopback included, which would reach `browser.allow`'s hosts
   * through it.
   */
  credentials?: { username: string; password: string };
  /**
   * Unix socket to listen on (it must not exist yet; the lead bind-mounts it into the sandbox).
   * Without one, a free TCP port on 127.0.0.1, for a client that speaks only TCP (the browser).
   */
  socketPath?: string;
  /**
   * Called once per attempt, at the decision (for an allowed name, once it is resolved and its
   * addresses checked), before anything is dialled. Must not throw.
   */
  onConnection?: (ev: ConnectionEvent) => void;
  /** Largest request head accepted (431 beyond). Default 16 KiB. */
  maxHeaderBytes?: number;
  /** Time a client has to send a whole request head (408 after). Default 30 s. */
  headerTimeoutMs?: number;
  /** A tunnel, forwarded request or upstream dial with no traffic for this long is closed. Default 120 s. */
  idleTimeoutMs?: number;
  /** Client connections open at once; more are dropped (and recorded as denied). Default 256. */
  maxConnections?: number;
}

export interface NetworkProxy {
  /** The TCP port, when it listens on 127.0.0.1 (no `socketPath`). */
  port?: number;
  close(): Promise<void>;
  counts(): { allowed: number; denied: number };
}

/**
 * Requests one connection may have unanswered (pipelined): they are served one at a time, and a
 * connection with more is closed (and recorded as denied).
 */
const MAX_PIPELINED = 32;
/** Lookups in flight at once: half of libuv's default pool, the rest left to nightshift's files. */
const MAX_LOOKUPS = 2;

const NO_CREDENTIALS = "the request does not carry this proxy's credentials";

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
  502: 'Bad Gateway',
};

/** A whole response for a raw socket (CONNECT, client errors), closing the connection. */
function rawResponse(status: number, body: string): string {
  return (
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? ''}\r\n` +
    (status === 407 ? `Proxy-Authenticate: ${CHALLENGE}\r\n` : '') +
    `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Connection: close\r\n\r\n${body}`
  );
}

const CHALLENGE = 'Basic realm="nightshift"';

/** Whether `req` carries `credentials` (any request, when there are none to carry). */
function authorized(req: http.IncomingMessage, credentials: NetworkProxyOptions['credentials']): boolean {
  if (!credentials) return true;
  const expected = Buffer.from(
    `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`,
  );
  const given = Buffer.from(req.headers['proxy-authorization'] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function reply(res: http.ServerResponse, status: number, body: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // The reason said here: a host's invalid one, refused by an earlier writeHead, stays set.
  res.writeHead(status, STATUS_TEXT[status], {
    ...(status === 407 ? { 'proxy-authenticate': CHALLENGE } : {}),
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  res.end(body);
}

function deciderFor(allow: NetworkProxyOptions['allow']) {
  if (!Array.isArray(allow)) {
    const custom = allow as Exclude<NetworkProxyOptions['allow'], readonly string[]>;
    return { ...custom, mayReachInternal: custom.mayReachInternal ?? (() => true) };
  }
  const list = compileAllowList(allow);
  return {
    decide: (host: string, port: number) => decide(list, host, port),
    denial: denialMessage,
    mayReachInternal: (host: string, port: number) => namesLocalAddress(list, host, port),
  };
}

/**
 * A `lookup` for net.connect that answers with addresses already resolved and checked, so the
 * dial reaches exactly those (a second resolution could answer otherwise: DNS rebinding).
 */
function fixedLookup(addresses: readonly LookupAddress[]): net.LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0;
    const usable = addresses.filter((a) => family === 0 || a.family === family);
    if (usable.length === 0) {
      const err: NodeJS.ErrnoException = new Error('no address of the requested family');
      err.code = 'ENOTFOUND';
      callback(err, '', 0);
    } else if (options.all) {
      callback(
        null,
        usable.map((a) => ({ ...a })),
      );
    } else {
      callback(null, usable[0]!.address, usable[0]!.family);
    }
  };
}

type Resolved =
  | { ok: true; event: ConnectionEvent; lookup: net.LookupFunction }
  | { ok: false; event: ConnectionEvent; status: 403 | 502; body: string };

/** Targets spell IPv6 addresses in brackets (`[::1]`); sockets take them without. */
const dialHost = (host: string): string => (host.startsWith('[') ? host.slice(1, -1) : host);

const errorText = (err: unknown): string =>
  (err as NodeJS.ErrnoException).code ?? (err instanceof Error ? err.message : String(err));

/**
 * The filtering HTTP proxy outside the sandbox: CONNECT tunnels and absolute-URI plain-HTTP
 * requests, each decided against `network.allow` by the name the client asked for. A name is
 * resolved only after an `allow`, once; unless the rule that allowed it names a local address,
 * every address it resolves to must be public, and the dial reaches only those addresses.
 */
export async function startNetworkProxy(options: NetworkProxyOptions): Promise<NetworkProxy> {
  const { decide: decideTarget, denial, mayReachInternal } = deciderFor(options.allow);
  const lookup = limitLookups(
    options.lookup ?? ((hostname: string) => dnsLookup(hostname, { all: true })),
    MAX_LOOKUPS,
  );
  const idleMs = options.idleTimeoutMs ?? 120_000;
  const headerMs = options.headerTimeoutMs ?? 30_000;
  const tally = { allowed: 0, denied: 0 };
  const sockets = new Set<Duplex>();
  const track = (s: Duplex): void => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  };

  const record = (ev: ConnectionEvent): ConnectionEvent => {
    if (ev.decision === 'allow') tally.allowed++;
    else tally.denied++;
    options.onConnection?.(ev);
    return ev;
  };
  const refuse = (target: Target | undefined, reason: string): void => {
    record({ host: target?.host ?? '', port: target?.port ?? 0, decision: 'deny', rule: 'default', reason });
  };

  /**
   * The decision for `target`, and for an allowed one its addresses: resolved once, all of them
   * checked unless the rule that allowed it names a local address, and the only ones dialled.
   */
  const resolveTarget = async (target: Target): Promise<Resolved> => {
    const event = decideTarget(target.host, target.port);
    if (event.decision === 'deny') {
      return { ok: false, event, status: 403, body: denial(target.host, target.port) };
    }
    const name = dialHost(target.host);
    let addresses: readonly LookupAddress[];
    try {
      const family = net.isIP(name);
      addresses = family !== 0 ? [{ address: name, family }] : await lookup(name);
      if (addresses.length === 0) throw Object.assign(new Error('no address'), { code: 'ENOTFOUND' });
    } catch (err) {
      const body = `nightshift proxy: cannot reach ${target.host}:${target.port}: ${errorText(err)}\n`;
      return { ok: false, event, status: 502, body };
    }
    if (!mayReachInternal(target.host, target.port)) {
      const refused = internalAddressDenial(
        target.host,
        target.port,
        addresses.map((a) => a.address),
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
    keepAliveTimeout: 5_000,
  });
  // Node destroys a socket idle this long (no listener on the server's 'timeout').
  server.setTimeout(idleMs);
  server.on('connection', (socket: net.Socket) => track(socket));
  server.maxConnections = options.maxConnections ?? 256;
  server.on('drop', () => refuse(undefined, `more than ${server.maxConnections} connections at once`));

  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      socket.end(rawResponse(408, 'nightshift proxy: request head not received in time\n'));
      return;
    }
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    refuse(undefined, tooLarge ? 'request head too large' : `bad request (${err.code ?? err.message})`);
    socket.end(
      rawResponse(
        tooLarge ? 431 : 400,
        `nightshift proxy: ${tooLarge ? 'request head too large' : 'bad request'}\n`,
      ),
    );
  });

  const onConnect = async (req: http.IncomingMessage, socket: Duplex, head: Buffer): Promise<void> => {
    // A net.Server's sockets are net.Sockets; the typings say Duplex for other transports.
    const client = socket as net.Socket;
    client.on('error', () => client.destroy());
    // Not recorded: Chromium asks without them first, every time, and takes the 407 as its cue.
    if (!authorized(req, options.credentials)) {
      client.end(rawResponse(407, `nightshift proxy: ${NO_CREDENTIALS}\n`));
      return;
    }
    const target = parseConnectTarget(req.url ?? '');
    if ('error' in target) {
      refuse(undefined, target.error);
      client.end(rawResponse(400, `nightshift proxy: ${target.error}\n`));
      return;
    }
    // The HTTP server lets go of a CONNECT socket, its timeout included: bound both ends here.
    client.setTimeout(idleMs, () => client.destroy());
    const resolved = await resolveTarget(target);
    record(resolved.event);
    if (!resolved.ok) {
      client.end(rawResponse(resolved.status, resolved.body));
      return;
    }
    if (client.destroyed) return;
    // Half-open like the client side (Node's HTTP server allows it), so a FIN crosses unchanged.
    const upstream = net.connect({
      host: dialHost(target.host),
      port: target.port,
      lookup: resolved.lookup,
      allowHalfOpen: true,
    });
    track(upstream);
    let established = false;
    upstream.setTimeout(idleMs, () => upstream.destroy(new Error('idle timeout')));
    upstream.once('connect', () => {
      established = true;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', (err) => {
      if (!established) {
        client.end(
          rawResponse(
            502,
            `nightshift proxy: cannot reach ${target.host}:${target.port}: ${errorText(err)}\n`,
          ),
        );
      } else {
        client.destroy();
      }
    });
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  };
  // Whatever a handler throws ends that one connection: nightshift has no handler of its own for
  // uncaught errors, so one from a client or host would otherwise end the run.
  server.on('connect', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    onConnect(req, socket, head).catch(() => socket.destroy());
  });

  const queue = createRequestQueue(MAX_PIPELINED);
  // Absolute-form requests; server.on('connect') took CONNECT. With no 'upgrade' listener, Node
  // hands requests asking for a protocol upgrade here too: they go on as plain requests, the
  // Upgrade header dropped as hop-by-hop (a WebSocket client should use CONNECT).
  const onRequest = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const turn = queue.enter(req.socket, new Promise<void>((resolve) => res.once('close', resolve)));
    if (!turn) {
      refuse(undefined, `more than ${MAX_PIPELINED} pipelined requests on one connection`);
      req.socket.destroy();
      return;
    }
    await turn;
    // A closed connection's queued responses are never closed themselves: check its socket.
    if (res.destroyed || req.socket.destroyed) return;
    if (!authorized(req, options.credentials)) {
      reply(res, 407, `nightshift proxy: ${NO_CREDENTIALS}\n`);
      return;
    }
    const target = parseHttpTarget(req.url ?? '');
    if ('error' in target) {
      refuse(undefined, target.error);
      reply(res, 400, `nightshift proxy: ${target.error}\n`);
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
      agent: false,
    });
    upstream.on('socket', (s: net.Socket) => track(s));
    upstream.setTimeout(idleMs, () => upstream.destroy(new Error('idle timeout')));
    upstream.on('response', (ures) => {
      // Node's client takes status lines its server refuses to write (`000`, a control character
      // in the reason): thrown here, that would end nightshift itself, so the host gets a 502.
      try {
        res.writeHead(ures.statusCode ?? 502, ures.statusMessage, forwardHeaders(ures.rawHeaders));
      } catch (err) {
        upstream.destroy();
        reply(
          res,
          502,
          `nightshift proxy: ${target.host}:${target.port} sent an invalid response: ${errorText(err)}\n`,
        );
        return;
      }
      ures.pipe(res);
      ures.on('error', () => res.destroy());
    });
    upstream.on('error', (err) =>
      reply(res, 502, `nightshift proxy: cannot reach ${target.host}:${target.port}: ${errorText(err)}\n`),
    );
    // A host that closes without a response Node passes on (a `101` nobody asked for) is a 502 now,
    // not a client left waiting for the idle timeout.
    upstream.on('close', () => {
      if (!res.headersSent)
        reply(res, 502, `nightshift proxy: ${target.host}:${target.port} sent no response\n`);
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    onRequest(req, res).catch(() => res.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    const listening = () => {
      server.off('error', reject);
      resolve();
    };
    if (options.socketPath === undefined) server.listen(0, '127.0.0.1', listening);
    else server.listen(options.socketPath, listening);
  });
  const address = server.address();

  let closing: Promise<void> | undefined;
  return {
    ...(typeof address === 'object' && address ? { port: address.port } : {}),
    counts: () => ({ ...tally }),
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      })),
  };
}
