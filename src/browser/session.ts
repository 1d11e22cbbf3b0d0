import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { writeArtifact } from '../audit/artifact-file.ts';
import type { NetworkProxy } from '../sandbox/network/proxy.ts';
import type { ToolEvent, ToolImage } from '../tools/types.ts';
import { chromiumArgs, missingChromiumMessage } from './chromium.ts';
import { trustedPath } from '../sandbox/trusted-path.ts';
import { pathWithoutHelpers } from './helper-programs.ts';
import { browserLookup } from './localhost-lookup.ts';
import {
  browserProxyRules,
  compileBrowserAllow,
  decideBrowserUrl,
  type BrowserAllowList,
} from './url-policy.ts';

export interface BrowserOptions {
  /** The Chromium binary (Debian's `chromium` by default). */
  executablePath: string;
  /** The policy's `browser.allow`. */
  allow: readonly string[];
  /** Chromium's whole environment (built from the commands' allowlist: no credentials). */
  env: Record<string, string>;
  /**
   * The run's workspace: Chromium and its launcher script (Debian's runs `uname`, `grep`, `tr` by
   * name) run outside the sandbox, so no PATH entry there is searched (trustedPath), or a program
   * a command wrote into `node_modules/.bin` would run with nightshift's rights.
   */
  workspace: string;
  /** Screenshots go to `<outDir>/screenshots/`. */
  outDir: string;
  /** Masks the run's secrets in console text, before a long line is cut (a cut secret stays unfound). */
  redact: (text: string) => string;
  /** Bound on page loads and on waiting for a page to settle after an action. */
  timeoutMs?: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** What the model gets back after an action: where the page is, a screenshot, the console. */
export interface ActionOutcome {
  url: string;
  screenshot?: ToolImage;
  logs: string[];
}

export const DEFAULT_VIEWPORT: Viewport = { width: 900, height: 600 };
const MAX_LOG_LINES = 100;
const MAX_LOG_CHARS = 1000;
/** A page counts as settled when no request was in flight for this long (bounded by timeoutMs). */
const QUIET_MS = 300;

/**
 * One run's browser: Chromium driven by playwright-core (imported on the first launch only), one
 * page at a time. Every request of every page, popup and redirect hop is decided by
 * `browser.allow` twice: by URL before Chromium sends it (context.route), and by host:port at a
 * filtering proxy all of Chromium's traffic goes through, loopback included (redirects, preconnects
 * and WebSockets, which routing does not see). No UDP (WebRTC) leaves Chromium, and the desktop
 * helpers it runs for `mailto:` and the like are stubs (helper-programs.ts). Decisions that block
 * something are kept as `browser.blocked` events for the audit log until takeEvents().
 */
export class BrowserSession {
  readonly #options: BrowserOptions;
  #compiled: BrowserAllowList | undefined;
  #events: ToolEvent[] = [];
  #logs: string[] = [];
  #shots = 0;
  #viewport: Viewport = DEFAULT_VIEWPORT;
  #open:
    | { browser: Browser; context: BrowserContext; page: Page; proxy: NetworkProxy; profile: string }
    | undefined;

  constructor(options: BrowserOptions) {
    this.#options = options;
  }

  /** Compiled on first use: most runs never open a browser (~4 ms of glob compiling at start). */
  get #list(): BrowserAllowList {
    return (this.#compiled ??= compileBrowserAllow(this.#options.allow));
  }

  get isOpen(): boolean {
    return this.#open !== undefined;
  }

  /** Starts Chromium (closing one already open) and loads `url`, which the caller has decided. */
  async launch(url: string, signal: AbortSignal): Promise<ActionOutcome> {
    // Decided here too: routing never sees file:, chrome:, data: or javascript: URLs.
    const decision = decideBrowserUrl(this.#list, url);
    if (decision.decision === 'deny') {
      this.#events.push({
        type: 'browser.blocked',
        payload: {
          layer: 'request',
          url,
          resource_type: 'document',
          navigation: true,
          rule: decision.rule,
          reason: decision.reason,
        },
      });
      throw new Error(`${url} may not be opened: ${decision.reason}`);
    }
    await this.close('relaunch');
    const { executablePath } = this.#options;
    if (!isFile(executablePath)) throw new Error(missingChromiumMessage(executablePath));
    // Both load on the first launch only: a run that never opens the browser parses neither
    // playwright-core nor node:http.
    const [{ chromium }, { startNetworkProxy }] = await Promise.all([
      import('playwright-core'),
      import('../sandbox/network/proxy.ts'),
    ]);
    // Its port is open to anything on the machine: only Chromium, given these, gets through.
    const credentials = { username: 'nightshift', password: randomBytes(24).toString('base64url') };
    const proxy = await startNetworkProxy({
      credentials,
      allow: browserProxyRules(this.#list),
      lookup: browserLookup,
      onConnection: (ev) => {
        if (ev.decision === 'deny')
          this.#blocked({
            layer: 'connection',
            host: ev.host,
            port: ev.port,
            rule: ev.rule,
            reason: ev.reason ?? '',
          });
      },
    });
    const profile = mkdtempSync(path.join(tmpdir(), 'nightshift-browser-'));
    let browser: Browser | undefined;
    try {
      browser = await chromium.launch({
        executablePath,
        args: chromiumArgs(),
        env: {
          ...this.#options.env,
          HOME: profile,
          PATH: pathWithoutHelpers(
            profile,
            trustedPath(this.#options.env.PATH ?? '', [this.#options.workspace]),
          ),
        },
        // Loopback through the proxy too, said here rather than left to Playwright's default,
        // which PLAYWRIGHT_DISABLE_FORCED_CHROMIUM_PROXIED_LOOPBACK in the runner's env turns off.
        proxy: { server: `http://127.0.0.1:${proxy.port}`, bypass: '<-loopback>', ...credentials },
        timeout: this.#timeout,
      });
      const context = await browser.newContext({
        viewport: this.#viewport,
        serviceWorkers: 'block',
        acceptDownloads: false,
      });
      await context.route('**/*', (route) => this.#decideRoute(route));
      const page = await context.newPage();
      this.#open = { browser, context, page, proxy, profile };
      context.on('page', (p) => this.#watch(p));
      this.#watch(page);
      await this.#goto(page, url);
      return await this.#outcome('launch', signal);
    } catch (err) {
      if (!this.#open) {
        await browser?.close().catch(() => undefined);
        await proxy.close();
        rmSync(profile, { recursive: true, force: true });
      }
      throw err;
    }
  }

  async click(x: number, y: number, signal: AbortSignal): Promise<ActionOutcome> {
    await this.#page().mouse.click(x, y);
    return this.#outcome('click', signal);
  }

  async hover(x: number, y: number, signal: AbortSignal): Promise<ActionOutcome> {
    await this.#page().mouse.move(x, y);
    return this.#outcome('hover', signal);
  }

  async type(text: string, signal: AbortSignal): Promise<ActionOutcome> {
    await this.#page().keyboard.type(text);
    return this.#outcome('type', signal);
  }

  /** Scrolls by one viewport height. */
  async scroll(direction: 'up' | 'down', signal: AbortSignal): Promise<ActionOutcome> {
    const dy = direction === 'down' ? this.#viewport.height : -this.#viewport.height;
    await this.#page().mouse.wheel(0, dy);
    return this.#outcome(`scroll_${direction}`, signal);
  }

  async resize(size: Viewport, signal: AbortSignal): Promise<ActionOutcome> {
    this.#viewport = size;
    await this.#page().setViewportSize(size);
    return this.#outcome('resize', signal);
  }

  async screenshot(signal: AbortSignal): Promise<ActionOutcome> {
    this.#page();
    return this.#outcome('screenshot', signal);
  }

  /** Closes the browser and its proxy; `reason` is recorded (`action`, `run_end`, `relaunch`). */
  async close(reason: string): Promise<boolean> {
    const open = this.#open;
    if (!open) return false;
    this.#open = undefined;
    await open.browser.close().catch(() => undefined);
    await open.proxy.close();
    rmSync(open.profile, { recursive: true, force: true });
    this.#logs = [];
    this.#events.push({ type: 'browser.closed', payload: { reason } });
    return true;
  }

  /** The audit events gathered since the last call (blocked requests, screenshots, closes). */
  takeEvents(): ToolEvent[] {
    const events = this.#events;
    this.#events = [];
    return events;
  }

  get #timeout(): number {
    return this.#options.timeoutMs ?? 30_000;
  }

  #page(): Page {
    if (!this.#open) throw new Error('the browser is not open: start with action "launch" and a url');
    return this.#open.page;
  }

  async #goto(page: Page, url: string): Promise<void> {
    try {
      await page.goto(url, { timeout: this.#timeout, waitUntil: 'load' });
    } catch (err) {
      // The page stays as far as it got; the model sees the error with the screenshot.
      this.#log('error', `navigation to ${url} failed: ${firstLine((err as Error).message)}`);
    }
  }

  #decideRoute(route: Route): Promise<void> {
    const request = route.request();
    const d = decideBrowserUrl(this.#list, request.url());
    if (d.decision === 'allow') return route.continue();
    this.#blocked({
      layer: 'request',
      url: request.url(),
      resource_type: request.resourceType(),
      navigation: request.isNavigationRequest(),
      rule: d.rule,
      reason: d.reason,
    });
    return route.abort('blockedbyclient');
  }

  #blocked(payload: Record<string, unknown>): void {
    this.#events.push({ type: 'browser.blocked', payload });
    const what =
      typeof payload.url === 'string' ? payload.url : `${String(payload.host)}:${String(payload.port)}`;
    this.#log('blocked', `${what} (${String(payload.rule)})`);
  }

  #watch(page: Page): void {
    page.on('console', (m) => this.#log(m.type(), m.text()));
    page.on('pageerror', (err) => this.#log('pageerror', err.message));
    page.on('dialog', (dialog) => {
      this.#log('dialog', `${dialog.type()}: ${dialog.message()} (dismissed)`);
      void dialog.dismiss().catch(() => undefined);
    });
  }

  #log(kind: string, text: string): void {
    if (this.#logs.length < MAX_LOG_LINES)
      this.#logs.push(`[${kind}] ${this.#options.redact(text).slice(0, MAX_LOG_CHARS)}`);
    else if (this.#logs.length === MAX_LOG_LINES) this.#logs.push('[more console output left out]');
  }

  /** Lets the page settle, then takes the screenshot and the console lines since the last action. */
  async #outcome(action: string, signal: AbortSignal): Promise<ActionOutcome> {
    signal.throwIfAborted();
    const page = this.#page();
    await this.#settle(page);
    const data = await page.screenshot({ type: 'png', timeout: this.#timeout });
    this.#shots += 1;
    const name = `${String(this.#shots).padStart(3, '0')}-${action}.png`;
    const rel = `screenshots/${name}`;
    writeArtifact(this.#options.outDir, name, data, 'screenshots');
    this.#events.push({
      type: 'browser.screenshot',
      payload: { path: rel, bytes: data.length, url: page.url() },
    });
    const logs = this.#logs;
    this.#logs = [];
    return {
      url: page.url(),
      screenshot: { mediaType: 'image/png', data: data.toString('base64'), path: rel },
      logs,
    };
  }

  /** Waits for the load event and for the network to be quiet, within the timeout. */
  async #settle(page: Page): Promise<void> {
    const deadline = Date.now() + this.#timeout;
    let inFlight = 0;
    let lastChange = Date.now();
    const up = () => {
      inFlight += 1;
      lastChange = Date.now();
    };
    const down = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastChange = Date.now();
    };
    page.on('request', up);
    page.on('requestfinished', down);
    page.on('requestfailed', down);
    try {
      await page.waitForLoadState('load', { timeout: this.#timeout }).catch(() => undefined);
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < QUIET_MS))
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      page.off('request', up);
      page.off('requestfinished', down);
      page.off('requestfailed', down);
    }
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const firstLine = (text: string) => text.split('\n')[0] ?? '';
