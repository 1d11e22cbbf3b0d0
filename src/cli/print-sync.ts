import { writeSync } from 'node:fs';

/**
 * `text` in one write(2) on descriptor 1: `process.stdout` would load ~25 built-in modules
 * (streams, net) for `nightshift --version`. A reader that went away (EPIPE) gets nothing, as
 * with every output (pipes.ts).
 */
export function printSync(text: string): void {
  try {
    writeSync(1, text);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN') process.stdout.write(text);
    else if (code !== 'EPIPE') throw err;
  }
}
