import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redactor } from '../../src/audit/redact.ts';
import { DEFAULT_BROWSER_ALLOW } from '../../src/browser/url-policy.ts';
import { BrowserSession } from '../../src/browser/session.ts';
import { browserActionTool } from '../../src/tools/browser-action.ts';
import type { ToolEvent, ToolResult } from '../../src/tools/types.ts';
import { testBed, type TestBed } from '../tools-core/context.ts';
import { PAGE_SECRET, startWebServer, type WebServer } from '../support/web-server.ts';

// One Chromium for the file (a start takes seconds on 2 cores); generous timeouts, no timing asserts.
const SLOW = 120_000;
let web: WebServer;
let bed: TestBed;
let browser: BrowserSession;
const redactor = new Redactor();
redactor.addSecret(PAGE_SECRET);

beforeAll(async () => {
  web = await startWebServer();
  bed = testBed();
  browser = new BrowserSession({
    executablePath: '/usr/bin/chromium',
    allow: DEFAULT_BROWSER_ALLOW,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    workspace: bed.workspace,
    outDir: bed.ctx.outDir,
    redact: (text) => redactor.redact(text),
  });
  bed.ctx.browser = browser;
}, SLOW);

afterAll(async () => {
  await browser?.close('run_end');
  await web?.close();
  await bed?.cleanup();
});

function run(args: Record<string, unknown>): Promise<ToolResult> {
  const parsed = browserActionTool.params.parse(args);
  return browserActionTool.execute(parsed, bed.ctx);
}

const blocked = (events: ToolEvent[] | undefined) =>
  (events ?? []).filter((e) => e.type === 'browser.blocked').map((e) => e.payload);

describe('browser_action with real Chromium', () => {
  it(
    'launches a loopback page: screenshot file, image, console log',
    async () => {
      const r = await run({ action: 'launch', url: `${web.origin}/` });
      expect(r.ok, r.output).toBe(true);
      expect(r.output).toContain(`Page: ${web.origin}/`);
      expect(r.output).toContain('[log] page loaded');
      const image = r.images?.[0];
      expect(image?.mediaType).toBe('image/png');
      const file = path.join(bed.ctx.outDir, image?.path ?? 'missing');
      expect(existsSync(file)).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(Buffer.from(image?.data ?? '', 'base64').equals(bytes)).toBe(true);
      expect(r.events?.find((e) => e.type === 'browser.screenshot')?.payload).toMatchObject({
        path: image?.path,
        bytes: bytes.length,
      });
    },
    SLOW,
  );

  it(
    'masks a secret in console text before cutting a long line, so no part of it is left',
    async () => {
      const r = await run({ action: 'launch', url: `${web.origin}/long-secret` });
      expect(r.ok, r.output).toBe(true);
      expect(r.output).toContain('x'.repeat(100));
      expect(r.output).not.toContain(PAGE_SECRET.slice(0, 8));
    },
    SLOW,
  );

  it(
    'clicks, hovers, types, scrolls and resizes on the open page',
    async () => {
      await run({ action: 'launch', url: `${web.origin}/` });
      const hover = await run({ action: 'hover', coordinate: '150,80' });
      expect(hover.output).toContain('[log] hovered');
      const click = await run({ action: 'click', coordinate: '150,80' });
      expect(click.ok, click.output).toBe(true);
      expect(click.output).toContain('[log] button clicked');
      expect(click.output).not.toContain('page loaded'); // only what is new since the last action
      await run({ action: 'click', coordinate: '200,170' });
      const typed = await run({ action: 'type', text: 'world' });
      expect(typed.output).toContain('[log] echo: hello world');
      const down = await run({ action: 'scroll_down' });
      expect(down.output).toContain('[log] scrollY 600');
      const up = await run({ action: 'scroll_up' });
      expect(up.output).toContain('[log] scrollY 0');
      const resized = await run({ action: 'resize', size: '640,480' });
      expect(resized.output).toContain('[log] viewport 640x480');
      const shot = await run({ action: 'screenshot' });
      const png = Buffer.from(shot.images?.[0]?.data ?? '', 'base64');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([640, 480]);
      const closed = await run({ action: 'close' });
      expect(closed).toMatchObject({ ok: true, output: 'The browser is closed.' });
      expect(closed.events?.map((e) => e.type)).toContain('browser.closed');
      expect(closed.images).toBeUndefined();
      const after = await run({ action: 'click', coordinate: '1,1' });
      expect(after.ok).toBe(false);
      expect(after.output).toContain('not open');
    },
    SLOW,
  );

  it('rejects actions without the parameter they need, naming it', () => {
    const missing = browserActionTool.params.safeParse({ action: 'click' });
    expect(missing.success).toBe(false);
    expect(JSON.stringify(missing.error?.issues)).toContain('needs coordinate');
    expect(browserActionTool.params.safeParse({ action: 'resize', size: '10x10' }).success).toBe(false);
  });
});

describe('browser.allow holds for every request a page makes', () => {
  it(
    'blocks and records each non-loopback request of a hostile page; loopback in any spelling passes',
    async () => {
      const r = await run({ action: 'launch', url: `${web.origin}/hostile` });
      expect(r.ok, r.output).toBe(true);
      // Requests after the page settled (timers, the popup) come with the next action.
      const more = await run({ action: 'screenshot' });
      const events = [...blocked(r.events), ...blocked(more.events)];
      const urls = events.map((e) =>
        typeof e.url === 'string' ? e.url : `${String(e.host)}:${String(e.port)}`,
      );
      for (const fragment of [
        'http://evil.test/img.png',
        'http://127.0.0.1.evil.test/dotted.png',
        'http://192.0.2.1/testnet.png',
        'http://[::ffff:c000:201]/mapped.png',
        'http://[2001:db8::1]/v6.png',
        `http://0.0.0.0:${web.port}/any.png`,
        'https://evil.test/style.css',
        'http://fetch.evil.test/x?secret=1',
        'http://xhr.evil.test/',
        'http://popup.evil.test/',
        'http://beacon.evil.test/',
      ]) {
        expect(
          urls.some((u) => u.startsWith(fragment)),
          `${fragment} in ${urls.join(' ')}`,
        ).toBe(true);
      }
      // The WebSocket and the preconnect never reach routing: the proxy refuses their host.
      expect(events.some((e) => e.layer === 'connection' && e.host === 'ws.evil.test')).toBe(true);
      for (const e of events) expect(e.rule).toBe('browser.default');
      // Chromium itself refuses subresource URLs with credentials (http://127.0.0.1@evil.test/...).
      expect(urls.join(' ')).not.toContain('userinfo');
      // 2130706433 is 127.0.0.1: decided as what is dialled, so it loads from the test server.
      expect(web.hits).toContain('/decimal-loopback.png');
      expect(web.hits).not.toContain('/any.png');
    },
    SLOW,
  );

  it(
    'stops a redirect from loopback to another host at the proxy',
    async () => {
      const r = await run({ action: 'launch', url: `${web.origin}/redirect-out` });
      const events = blocked(r.events);
      expect(events).toContainEqual(
        expect.objectContaining({
          layer: 'connection',
          host: '192.0.2.1',
          port: 80,
          rule: 'browser.default',
        }),
      );
      const inside = await run({ action: 'launch', url: `${web.origin}/redirect-in` });
      expect(inside.output).toContain(`Page: ${web.origin}/other`);
    },
    SLOW,
  );

  it(
    'never opens file:, chrome:, data: or javascript: URLs, nor hosts outside the list',
    async () => {
      for (const url of [
        'file:///etc/passwd',
        'chrome://version',
        'data:text/html,<h1>x</h1>',
        'javascript:alert(1)',
        'http://127.0.0.1@evil.test/',
        'http://localhost.evil.test/',
        'http://[::ffff:192.0.2.1]/',
      ]) {
        const r = await run({ action: 'launch', url });
        expect(r.ok, url).toBe(false);
        expect(r.output).toContain('may not be opened');
        expect(blocked(r.events)).toContainEqual(
          expect.objectContaining({ url, navigation: true, rule: 'browser.default' }),
        );
      }
    },
    SLOW,
  );

  it(
    'keeps a loopback page from navigating to file: or framing chrome: and file: pages',
    async () => {
      const r = await run({ action: 'launch', url: `${web.origin}/to-file` });
      expect(r.output).toContain(`Page: ${web.origin}/to-file`);
      const frames = await run({ action: 'launch', url: `${web.origin}/frames` });
      expect(frames.ok).toBe(true);
      expect(frames.output).toContain('Not allowed to load local resource');
      expect(blocked(frames.events).map((e) => e.url)).toContain('http://data-frame.evil.test/');
    },
    SLOW,
  );
});

describe('a browser.allow narrower than loopback', () => {
  it(
    'holds for loopback too: a redirect to another loopback port is stopped at the proxy',
    async () => {
      const narrow = new BrowserSession({
        executablePath: '/usr/bin/chromium',
        allow: [`127.0.0.1:${web.port}`],
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
        workspace: bed.workspace,
        outDir: bed.ctx.outDir,
        redact: (text) => text,
      });
      const other = await startWebServer();
      try {
        const signal = new AbortController().signal;
        await expect(narrow.launch(`http://localhost:${web.port}/`, signal)).rejects.toThrow(
          'may not be opened',
        );
        const r = await narrow.launch(`${web.origin}/redirect-loopback-port?to=${other.port}`, signal);
        // The page shows the proxy's refusal: the other server was never asked.
        expect(r.url).toBe(`http://127.0.0.1:${other.port}/other-port`);
        expect(other.hits).toEqual([]);
        expect(
          narrow
            .takeEvents()
            .filter((e) => e.type === 'browser.blocked')
            .map((e) => e.payload),
        ).toContainEqual(
          expect.objectContaining({
            layer: 'connection',
            host: '127.0.0.1',
            port: other.port,
            rule: 'browser.default',
          }),
        );
      } finally {
        await narrow.close('run_end');
        await other.close();
      }
    },
    SLOW,
  );
});

describe('IPv6 loopback', () => {
  it(
    'loads from [::1] through the proxy (allowed by the default "[::1]")',
    async () => {
      const v6 = await startWebServer('::1');
      try {
        const r = await run({ action: 'launch', url: `${v6.origin}/` });
        expect(r.ok, r.output).toBe(true);
        expect(r.output).toContain('[log] page loaded');
        expect(v6.hits).toContain('/');
      } finally {
        await v6.close();
      }
    },
    SLOW,
  );
});
