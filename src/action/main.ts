import { cancelOnSignals } from '../run/signals.ts';

/**
 * The runner cancels a job with SIGINT, then SIGTERM ~7.5 s later, then SIGKILL ~2.5 s after
 * that. A second signal makes runTask close the log and resolve at once; the cleanup it
 * abandoned still holds the event loop, so the action exits as soon as it has reported. Should
 * even the report hang, the backstop exits before the SIGKILL, with outputs if none were set.
 */
const BACKSTOP_MS = 1500;

// The action itself loads here, after dist/index.js's first module has held the young generation
// at the CLI's size (young-generation.ts): imported statically, it would load and link before that
// module runs, and the young generation grows twice as large meanwhile. Action runs peaked ~4 MB
// lower this way (Node 24, 7 alternating pairs of 40-turn runs: 100.9 → 97.1 MB median).
const loading = Promise.all([import('./outputs.ts'), import('./run-action.ts')]);

let abandoned = false;
const cancel = cancelOnSignals(() => {
  abandoned = true;
  setTimeout(() => {
    void loading.then(([{ errorOutputs, outputsWritten, setOutputs }]) => {
      if (!outputsWritten()) setOutputs({ ...errorOutputs('cancelled', 130), status: 'cancelled' });
      process.exit(130);
    });
  }, BACKSTOP_MS);
});

const [, { runAction }] = await loading;
// The exit code goes through process.exitCode, not process.exit(), so pending output (GITHUB_OUTPUT,
// the job summary) is flushed first; only an abandoned run exits explicitly (see above).
process.exitCode = await runAction(cancel);
if (abandoned) process.exit();
