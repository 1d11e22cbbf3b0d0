import { AuditLogError } from '../audit/read.ts';
import { ConfigError } from '../config/errors.ts';
import { printErr } from './output.ts';

/** Usage errors carry their own message and exit 2, like configuration errors. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Every error the user can fix (a flag, a config file, a file that cannot be read, a malformed
 * log) is its message and exit 2; anything else is a one-line "unexpected error" and exit 1.
 * Stacks are for developers: NIGHTSHIFT_DEBUG=1 prints them.
 */
export function reportError(err: unknown, env: NodeJS.ProcessEnv = process.env): number {
  const message = userMessage(err);
  if (message !== undefined) {
    printErr(`nightshift: ${message}\n`);
    return 2;
  }
  const detail = err instanceof Error ? err.message : String(err);
  printErr(
    env.NIGHTSHIFT_DEBUG === '1' && err instanceof Error && err.stack
      ? `nightshift: unexpected error: ${err.stack}\n`
      : `nightshift: unexpected error: ${firstLine(detail)} (NIGHTSHIFT_DEBUG=1 shows where)\n`,
  );
  return 1;
}

function userMessage(err: unknown): string | undefined {
  if (err instanceof ConfigError || err instanceof UsageError || err instanceof AuditLogError)
    return err.message;
  const e = err as NodeJS.ErrnoException;
  // A file named on the command line that is missing, unreadable or a directory.
  if (e instanceof Error && typeof e.path === 'string' && typeof e.code === 'string') {
    const what = /^[A-Z]+: ([^,]+)/.exec(e.message)?.[1] ?? e.code;
    return `${e.path}: ${what}`;
  }
  return undefined;
}

/** Runs `read`; a file-system error that does not say which file gets `file` as its path. */
export function readingFile<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e instanceof Error && typeof e.code === 'string' && e.syscall && e.path === undefined) e.path = file;
    throw err;
  }
}

const firstLine = (s: string) => s.split('\n')[0] ?? '';
