import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The programs Chromium on Linux runs by name, through PATH, when a page opens a URL it hands to
 * the desktop (`mailto:`, `news:`: no user gesture needed) or asks whether it is the default
 * handler. A page choosing their arguments (`xdg-email 'mailto:?attach=/proc/self/environ'`)
 * must not reach the runner's mail client or browser, nor a program the agent put on PATH
 * (`node_modules/.bin`): they would run outside the sandbox and the proxy.
 */
export const HELPER_PROGRAMS = ['xdg-open', 'xdg-email', 'xdg-settings', 'xdg-mime'] as const;

/** Refuses like a desktop without a handler, and runs nothing. */
const STUB = '#!/bin/sh\nexit 3\n';

/**
 * Writes a stub of each helper into `<dir>/bin` and returns a PATH that finds them first. The
 * rest of PATH stays: Debian's `chromium` is a shell script that needs its tools.
 */
export function pathWithoutHelpers(dir: string, pathVar: string | undefined): string {
  const bin = path.join(dir, 'bin');
  mkdirSync(bin, { recursive: true, mode: 0o700 });
  for (const name of HELPER_PROGRAMS) {
    const file = path.join(bin, name);
    writeFileSync(file, STUB, { mode: 0o700 });
    chmodSync(file, 0o700);
  }
  return pathVar ? `${bin}${path.delimiter}${pathVar}` : bin;
}
