/** Debian's Chromium, the browser nightshift drives (NIGHTSHIFT_CHROMIUM names another binary). */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** The Chromium binary for a run: NIGHTSHIFT_CHROMIUM from the run's environment, else Debian's. */
export function chromiumPath(env: Readonly<Record<string, string | undefined>>): string {
  return env.NIGHTSHIFT_CHROMIUM || DEFAULT_CHROMIUM;
}

/**
 * Chromium's switches besides Playwright's own (headless, a fresh profile): no traffic of its own
 * (updates, sync, safe browsing, metrics: on a closed network these are refused connections at
 * every start), no QUIC or WebRTC UDP (they would not go through the proxy), no DNS prefetch.
 * WebRTC's switch is `--webrtc-ip-handling-policy`: Chromium ignores the `--force-` spelling,
 * kept for older builds, and without it a page's STUN/TURN servers get UDP from the browser to
 * any address, around the proxy.
 */
export function chromiumArgs(): string[] {
  return [
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-default-apps',
    '--disable-domain-reliability',
    '--disable-quic',
    '--dns-prefetch-disable',
    '--no-pings',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--metrics-recording-only',
  ];
}

/** What a run without Chromium tells the model (and the person reading the log). */
export function missingChromiumMessage(executablePath: string): string {
  return (
    `Chromium was not found at ${executablePath}. browser_action drives Debian's chromium package: ` +
    'install it on the runner before nightshift runs (`sudo apt-get update && sudo apt-get install -y chromium`; ' +
    'in a GitHub workflow, a step before the nightshift step), or set NIGHTSHIFT_CHROMIUM to the path of a Chromium binary.'
  );
}
