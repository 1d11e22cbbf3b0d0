import path from 'node:path';
import type { AuditSink } from '../audit/types.ts';
import type { Policy } from '../config/policy.ts';
import { changedControlFiles, hashGitControl } from '../git/integrity.ts';
import type { RunFiles } from '../policy/protected-paths.ts';
import type { ChangeSnapshot } from '../git/changes.ts';
import { gateForDelivery, revertChanges, type DeliveryGate } from './deliver-changes.ts';
import { changeKind, TOO_LARGE_RULE, type GateOutcome } from './final-diff.ts';
import type { StartState } from './start-state.ts';

/** A path in the final diff that is not delivered, for the PR body. */
export interface NotDelivered {
  path: string;
  change: string;
  rule: string;
  action: 'reverted' | 'excluded' | 'refused';
}

export type Settled =
  | {
      kind: 'deliver';
      /** The run's allowed changes: what to commit. */
      paths: string[];
      /** Reverted paths, whose index entries the commit step resets too. */
      reverted: string[];
      notDelivered: NotDelivered[];
      /**
       * The run's files grown past `pr.max_added_bytes` (never read, left as they are), with what
       * they add at least: the delivery is over the PR's size bound whatever else it holds.
       */
      oversized: { path: string; bytes: number }[];
      /**
       * What the gate staged, when it is what to commit: only when nothing was reverted or left
       * out, as it was staged before any revert and holds every path the gate saw.
       */
      snapshot?: ChangeSnapshot;
    }
  | {
      kind: 'refused';
      reason: string;
      refusedReason: 'denied_change' | 'git_dir_changed';
      notDelivered: NotDelivered[];
    };

/**
 * Brings the working tree to what may be delivered, after the loop and the checks: refuses when
 * the git directory's config or hooks changed; records files dirty before the run that the run
 * changed again (excluded); then reverts what the policy denies — or, with
 * `pr.on_denied_change: fail`, refuses without touching anything. Every step is an audit event.
 */
export async function settleWorkingTree(options: {
  workspace: string;
  start: StartState & { base: string };
  policy: Policy;
  run: RunFiles;
  audit: AuditSink;
  progress: (line: string) => void;
  /** The gate for this working tree when nothing can have changed it since. */
  gate?: DeliveryGate;
}): Promise<Settled> {
  const { workspace, start, policy, audit } = options;
  const tampered = changedControlFiles(start.gitControl, hashGitControl(workspace));
  if (tampered.length > 0) {
    const reason = `the git directory changed during the run (${tampered.map((f) => path.relative(workspace, f)).join(', ')}); nothing is committed or pushed`;
    audit.emit('delivery.refused', { reason, rule: 'invariant:git-dir', files: tampered });
    return { kind: 'refused', reason, refusedReason: 'git_dir_changed', notDelivered: [] };
  }

  const { outcomes: gate, snapshot } = options.gate ?? (await gateForDelivery(options));
  const notDelivered: NotDelivered[] = [];
  for (const g of gate) {
    if (g.kind !== 'excluded') continue;
    audit.emit('delivery.excluded', { ...described(g), reason: g.reason });
    options.progress(`  not delivered ${g.change.path} (${changeKind(g.change)}): ${g.rule}`);
    notDelivered.push(entry(g, 'excluded'));
  }
  const denied = gate.filter((g) => g.kind === 'denied');
  if (denied.length > 0 && policy.pr.onDeniedChange === 'fail') {
    const reason = `the final diff holds ${denied.length} change(s) the policy denies (${denied.map((d) => `${d.change.path}: ${d.rule}`).join('; ')}) and pr.on_denied_change is fail`;
    audit.emit('delivery.refused', { reason, rule: 'pr.on_denied_change', denied: denied.map(described) });
    options.progress(`  refused: ${reason}`);
    return {
      kind: 'refused',
      reason,
      refusedReason: 'denied_change',
      notDelivered: [...notDelivered, ...denied.map((d) => entry(d, 'refused'))],
    };
  }
  await revertChanges(
    workspace,
    start.base,
    denied.map((d) => d.change),
  );
  for (const d of denied) {
    audit.emit('delivery.reverted', { ...described(d), reason: d.reason });
    options.progress(`  reverted ${d.change.path} (${changeKind(d.change)}): ${d.rule}`);
    notDelivered.push(entry(d, 'reverted'));
  }
  return {
    kind: 'deliver',
    paths: gate.filter((g) => g.kind === 'deliver').map((g) => g.change.path),
    reverted: denied.map((d) => d.change.path),
    notDelivered,
    oversized: gate.flatMap((g) =>
      g.kind === 'excluded' && g.rule === TOO_LARGE_RULE && g.change.tooLarge
        ? [{ path: g.change.path, bytes: g.change.tooLarge.size - g.change.tooLarge.baseSize }]
        : [],
    ),
    ...(notDelivered.length === 0 ? { snapshot } : {}),
  };
}

type Decided = Extract<GateOutcome, { rule: string }>;

const described = (g: Decided) => ({ path: g.change.path, change: changeKind(g.change), rule: g.rule });

const entry = (g: Decided, action: NotDelivered['action']): NotDelivered => ({ ...described(g), action });
