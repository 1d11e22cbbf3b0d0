/**
 * SIGINT/SIGTERM abort the run (it closes the audit log with `cancelled` and exits 130);
 * a second signal exits at once.
 */
export function cancelOnSignals(): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(130);
    process.stderr.write(`\nnightshift: ${name} received, cancelling (again to exit now)\n`);
    controller.abort(new Error(`cancelled by ${name}`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    dispose() {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}
