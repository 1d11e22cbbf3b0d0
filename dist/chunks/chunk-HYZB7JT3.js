#!/usr/bin/env -S node --max-semi-space-size=4 --optimize-for-size
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);

// src/cli/signals.ts
function cancelOnSignals() {
  const controller = new AbortController();
  const onSignal = (name) => {
    if (controller.signal.aborted) process.exit(130);
    process.stderr.write(`
nightshift: ${name} received, cancelling (again to exit now)
`);
    controller.abort(new Error(`cancelled by ${name}`));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return {
    signal: controller.signal,
    dispose() {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    }
  };
}

export {
  cancelOnSignals
};
