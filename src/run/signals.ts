import { killLiveGroups } from '../tools/command/kill-group.ts';

export interface Cancellation {
  /** Aborted by the first SIGINT/SIGTERM: the run stops and closes its log with `cancelled`. */
  signal: AbortSignal;
  /** Aborted by the second: runTask closes the log at once instead of waiting for cleanup. */
  abandon: AbortSignal;
  dispose(): void;
}

/**
 * SIGINT/SIGTERM cancel the run (it closes the audit log with `cancelled`; exit 130). A second
 * signal does not wait for a slow cancellation: it kills the commands still running (their
 * detached groups would outlive us), lets runTask close the log (its listener on `abandon` runs
 * synchronously inside abort()), then calls `onSecond` — the CLI exits there; the action first
 * reports the result runTask resolved with.
 */
export function cancelOnSignals(onSecond: () => void = () => process.exit(130)): Cancellation {
  const cancel = new AbortController();
  const abandon = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (cancel.signal.aborted) {
      if (abandon.signal.aborted) return;
      killLiveGroups();
      abandon.abort(new Error(`abandoned at a second ${name}`));
      onSecond();
      return;
    }
    process.stderr.write(`\nnightshift: ${name} received, cancelling (again to exit now)\n`);
    cancel.abort(new Error(`cancelled by ${name}`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: cancel.signal,
    abandon: abandon.signal,
    dispose() {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}
