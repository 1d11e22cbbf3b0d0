import type { ResolvedAccess } from '../policy/types.ts';

/** A decision of authorize (wire.ts) for a call refused before the policy is asked. */
export interface Refusal {
  decision: 'deny';
  resolved: 'deny';
  rule: 'invariant:secret-in-arguments';
  reason: string;
}

/**
 * A refusal when a call whose arguments leave the run (to an MCP server, maybe a remote one, or the
 * page the browser opens) holds a value the redactor masks: a credential of the run or a denied
 * file's value, in any spelling it knows. The audit log shows such arguments masked, so masking
 * them on the way out too would hide that they were sent; they are not sent. Pure: `redact` is the
 * run's redactor.
 */
export function secretInOutbound(
  access: readonly ResolvedAccess[],
  args: unknown,
  redact: (text: string) => string,
): Refusal | undefined {
  const to = access.flatMap((a) =>
    a.kind === 'mcp' ? [`MCP server "${a.server}"`] : a.kind === 'browser' ? ['the browser'] : [],
  );
  if (to.length === 0) return undefined;
  const text = JSON.stringify(args ?? null);
  if (redact(text) === text) return undefined;
  return {
    decision: 'deny',
    resolved: 'deny',
    rule: 'invariant:secret-in-arguments',
    reason: `the arguments hold a value nightshift masks as a secret (a credential of the run or a read-denied file's value), and would go to ${to.join(' and ')}: not sent`,
  };
}
