import { ConfigError } from '../config/errors.ts';

/** Usage errors carry their own message and exit 2, like configuration errors. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export function reportError(err: unknown): number {
  if (err instanceof ConfigError || err instanceof UsageError) {
    process.stderr.write(`nightshift: ${err.message}\n`);
    return 2;
  }
  process.stderr.write(
    `nightshift: unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  return 1;
}
