#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  killLiveGroups
} from "./chunk-XLN66JCX.js";

// src/run/signals.ts
function cancelOnSignals(onSecond = () => process.exit(130)) {
  const cancel = new AbortController();
  const abandon = new AbortController();
  const onSignal = (name) => {
    if (cancel.signal.aborted) {
      if (abandon.signal.aborted) return;
      killLiveGroups();
      abandon.abort(new Error(`abandoned at a second ${name}`));
      onSecond();
      return;
    }
    process.stderr.write(`
nightshift: ${name} received, cancelling (again to exit now)
`);
    cancel.abort(new Error(`cancelled by ${name}`));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return {
    signal: cancel.signal,
    abandon: abandon.signal,
    dispose() {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
    }
  };
}

export {
  cancelOnSignals
};
