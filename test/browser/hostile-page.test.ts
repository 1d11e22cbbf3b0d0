import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELPER_PROGRAMS } from '../../src/browser/helper-programs.ts';
import { BrowserSession } from '../../src/browser/session.ts';
import { DEFAULT_BROWSER_ALLOW } from '../../src/browser/url-policy.ts';
import { startPageServer, startUdpSink, type PageServer } from './hostile-server.ts';

// Real Chromium against pages that try to get out some way other than a request the policy sees.
const SLOW = 120_000;
const signal = new AbortController().signal;
let scratch: string;
let web: PageServer;
let marks: string;
let session: BrowserSession;
let other: PageServer;

/** A page that runs `script` once loaded, so the launch itself settles first. */
const afterLoad = (script: string) =>
  `<!doctype html><title>hostile</title><body><script>onload = () => setTimeout(() => { ${script} }, 50);</script>`;

const udp = await startUdpSink();
const PAGES = {
  // STUN and TURN over UDP to a loopback port browser.allow does not list.
  '/webrtc': afterLoad(`
    const pc = new RTCPeerConnection({ iceServers: [
      { urls: 'stun:127.0.0.1:${udp.port}' },
      { urls: 'turn:127.0.0.1:${udp.port}?transport=udp', username: 'u', credential: 'p' } ] });
    pc.createDataChannel('x');
    pc.onicegatheringstatechange = () => console.log('ice ' + pc.iceGatheringState);
    pc.createOffer().then((o) => pc.setLocalDescription(o));`),
  // mailto: and news: need no user gesture: Chromium hands them to the desktop's helpers.
  '/external': afterLoad(`
    for (const href of ['mailto:a@example.test?attach=/proc/self/environ', 'news:comp.lang.c']) {
      const a = document.createElement('a'); a.href = href; document.body.append(a); a.click();
    }
    console.log('clicked');`),
  '/to-other': { location: () => `http://127.0.0.1:${other.port}/other` },
};

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'nightshift-hostile-'));
  // A helper on PATH (as one in the workspace's node_modules/.bin would be) leaves a mark if run.
  const bin = path.join(scratch, 'bin');
  marks = path.join(scratch, 'marks');
  for (const dir of [bin, marks, path.join(scratch, 'ws')]) mkdirSync(dir);
  for (const name of HELPER_PROGRAMS)
    writeFileSync(path.join(bin, name), `#!/bin/sh\necho "$*" > '${marks}/${name}'\n`, { mode: 0o755 });
  web = await startPageServer(PAGES);
  other = await startPageServer();
  session = new BrowserSession({
    executablePath: '/usr/bin/chromium',
    allow: [`127.0.0.1:${web.port}`],
    env: { PATH: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}` },
    workspace: path.join(scratch, 'ws'),
    outDir: path.join(scratch, 'out'),
    redact: (text) => text,
    timeoutMs: 20_000,
  });
}, SLOW);

afterAll(async () => {
  await session?.close('run_end');
  await web?.close();
  await other?.close();
  udp.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('a hostile page gets nothing out around the proxy', () => {
  it(
    'sends no UDP: its WebRTC STUN and TURN servers get no datagram',
    async () => {
      const r = await session.launch(`${web.origin}/webrtc`, signal);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const more = await session.screenshot(signal);
      expect(udp.datagrams).toBe(0);
      // ICE gathering ran to the end, so the servers were tried (and none got a datagram).
      expect([...r.logs, ...more.logs]).toContain('[log] ice complete');
    },
    SLOW,
  );

  it(
    'runs no desktop helper (xdg-email, xdg-open, xdg-settings) for mailto: and news: links',
    async () => {
      const r = await session.launch(`${web.origin}/external`, signal);
      const more = await session.screenshot(signal);
      expect([...r.logs, ...more.logs].join('\n')).toContain('clicked');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(readdirSync(marks)).toEqual([]);
    },
    SLOW,
  );
});

describe('Chromium runs nothing from the workspace', () => {
  it(
    "searches no PATH entry in the workspace: a planted `uname` (Debian's launcher runs it) does not run",
    async () => {
      // `npx nightshift` in a repository puts its node_modules/.bin on PATH; a command can write there.
      const ws = path.join(scratch, 'ws');
      const planted = path.join(ws, 'node_modules/.bin');
      const wsMarks = path.join(scratch, 'ws-marks');
      mkdirSync(planted, { recursive: true });
      mkdirSync(wsMarks);
      for (const name of ['uname', 'grep', 'tr', 'cut', 'mktemp', ...HELPER_PROGRAMS])
        writeFileSync(path.join(planted, name), `#!/bin/sh\necho "$*" > '${wsMarks}/${name}'\n`, {
          mode: 0o755,
        });
      const inWorkspace = new BrowserSession({
        executablePath: '/usr/bin/chromium',
        allow: [`127.0.0.1:${web.port}`],
        env: { PATH: `${planted}:${process.env.PATH ?? '/usr/bin:/bin'}` },
        workspace: ws,
        outDir: path.join(scratch, 'out'),
        redact: (text) => text,
        timeoutMs: 20_000,
      });
      try {
        const r = await inWorkspace.launch(`${web.origin}/external`, signal);
        expect(r.url).toBe(`${web.origin}/external`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      } finally {
        await inWorkspace.close('run_end');
      }
      expect(readdirSync(wsMarks)).toEqual([]);
    },
    SLOW,
  );
});

describe('loopback is decided like any host', () => {
  it(
    'goes through the proxy even with PLAYWRIGHT_DISABLE_FORCED_CHROMIUM_PROXIED_LOOPBACK set',
    async () => {
      const name = 'PLAYWRIGHT_DISABLE_FORCED_CHROMIUM_PROXIED_LOOPBACK';
      process.env[name] = '1';
      try {
        await session.launch(`${web.origin}/to-other`, signal);
      } finally {
        delete process.env[name];
      }
      // The redirect hop to a port browser.allow does not list never reached the other server.
      expect(other.hits).toEqual([]);
      expect(session.takeEvents().map((e) => e.payload)).toContainEqual(
        expect.objectContaining({ layer: 'connection', host: '127.0.0.1', port: other.port }),
      );
    },
    SLOW,
  );

  it(
    'resolves localhost names to loopback without DNS: http://localhost.:PORT/ loads from 127.0.0.1',
    async () => {
      const loopback = new BrowserSession({
        executablePath: '/usr/bin/chromium',
        allow: DEFAULT_BROWSER_ALLOW,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
        workspace: path.join(scratch, 'ws'),
        outDir: path.join(scratch, 'out'),
        redact: (text) => text,
      });
      try {
        const r = await loopback.launch(`http://localhost.:${web.port}/dotted`, signal);
        expect(r.url).toBe(`http://localhost.:${web.port}/dotted`);
        expect(web.hits).toContain('/dotted');
      } finally {
        await loopback.close('run_end');
      }
    },
    SLOW,
  );
});
