import { Redactor } from '../audit/redact.ts';

/** A git failure whose message has every secret (and its base64/URL forms) replaced by `***`. */
export class GitOperationError extends Error {
  override name = 'GitOperationError';
}

/**
 * Re-throws any error from git as a GitOperationError with the secrets redacted. The original is
 * deliberately not kept as `cause`: git errors carry the command's output, and a
 * logger that prints causes would print the token with them.
 */
export function rethrowRedacted(what: string, err: unknown, secrets: readonly (string | undefined)[]): never {
  const redactor = new Redactor();
  for (const s of secrets) redactor.addSecret(s);
  const message = err instanceof Error ? err.message : String(err);
  throw new GitOperationError(redactor.redact(`${what}: ${message.trim()}`));
}
