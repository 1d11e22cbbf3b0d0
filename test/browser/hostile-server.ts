import dgram from 'node:dgram';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback HTTP server answering `pages` (path → HTML, or a 302 `{ location }`), listing hits. */
export interface PageServer {
  port: number;
  origin: string;
  hits: string[];
  close(): Promise<void>;
}

export type Page = string | ((port: number) => string) | { location: (port: number) => string };

export async function startPageServer(pages: Record<string, Page> = {}): Promise<PageServer> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    hits.push(url.pathname);
    const port = (server.address() as AddressInfo).port;
    const page = pages[url.pathname];
    if (page !== undefined && typeof page === 'object') {
      res.writeHead(302, { location: page.location(port) });
      res.end();
      return;
    }
    const body = typeof page === 'function' ? page(port) : (page ?? '<!doctype html><p>ok</p>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A UDP socket on 127.0.0.1 that records every datagram (a STUN/TURN or QUIC server to be). */
export async function startUdpSink(): Promise<{ port: number; datagrams: number; close(): void }> {
  const socket = dgram.createSocket('udp4');
  const sink = { port: 0, datagrams: 0, close: () => socket.close() };
  socket.on('message', () => (sink.datagrams += 1));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  sink.port = socket.address().port;
  return sink;
}
