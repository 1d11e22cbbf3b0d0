import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROXY_SOCKET_FILE } from '../../src/sandbox/network/bridge.ts';
import {
  startNetworkProxy,
  type ConnectionEvent,
  type NetworkProxy,
  type NetworkProxyOptions,
} from '../../src/sandbox/network/proxy.ts';

/** What a loopback origin saw of one request. */
export interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A loopback HTTP server standing in for a host on the internet: answers `NAME METHOD URL` plus
 * the request body, and records every request and every TCP connection it accepted.
 */
export async function startOrigin(name: string) {
  const seen: Seen[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (body += d));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      // Proxy-Authenticate is hop-by-hop: the proxy must not pass it on.
      res.writeHead(200, { 'x-origin': name, 'proxy-authenticate': 'Basic', 'content-type': 'text/plain' });
      res.end(`${name} ${req.method} ${req.url}${body ? ` ${body}` : ''}`);
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    seen,
    connections: () => connections,
    reset: () => {
      seen.length = 0;
      connections = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Origin = Awaited<ReturnType<typeof startOrigin>>;

/** A port nothing listens on (bound, read, released). */
export async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

export interface TestProxy {
  proxy: NetworkProxy;
  events: ConnectionEvent[];
  dir: string;
  socketPath: string;
  close(): Promise<void>;
}

/** The proxy on a fresh Unix socket in a temp dir, recording its events. */
export async function startTestProxy(
  allow: string[],
  options: Partial<NetworkProxyOptions> = {},
): Promise<TestProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-net-'));
  const socketPath = path.join(dir, PROXY_SOCKET_FILE);
  const events: ConnectionEvent[] = [];
  const proxy = await startNetworkProxy({
    allow,
    socketPath,
    onConnection: (e) => events.push(e),
    ...options,
  });
  return {
    proxy,
    events,
    dir,
    socketPath,
    close: async () => {
      await proxy.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes `text` on a fresh connection to the socket and collects everything until it closes. */
export function exchange(socketPath: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (out += d));
    socket.on('error', reject);
    socket.on('close', () => resolve(out));
    socket.write(text);
  });
}

/** The status line's code of a raw HTTP response. */
export const statusOf = (response: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);

/** `CONNECT authority` through the proxy with node's own client: the response and its socket. */
export function connectVia(
  socketPath: string,
  authority: string,
): Promise<{ status: number; socket: net.Socket; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      socketPath,
      method: 'CONNECT',
      path: authority,
      headers: { host: authority },
    });
    req.on('connect', (res: http.IncomingMessage, socket: net.Socket, head: Buffer) =>
      resolve({ status: res.statusCode ?? 0, socket, body: head.toString('utf8') }),
    );
    req.on('error', reject);
    req.end();
  });
}

/** Sends one HTTP/1.1 request over an established tunnel and reads the whole response. */
export function getOverTunnel(socket: net.Socket, authority: string, target = '/'): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (out += d));
    socket.on('error', reject);
    socket.on('close', () => resolve(out));
    socket.write(`GET ${target} HTTP/1.1\r\nHost: ${authority}\r\nConnection: close\r\n\r\n`);
  });
}

/** A request through the proxy with node's client (absolute-form URL as the path). */
export function requestVia(
  socketPath: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath, method: init.method ?? 'GET', path: url, headers: init.headers, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
