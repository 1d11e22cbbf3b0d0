import { cancelOnSignals } from '../run/signals.ts';
import { errorOutputs, outputsWritten, setOutputs } from './outputs.ts';
import { runAction } from './run-action.ts';

/**
 * The runner cancels a job with SIGINT, then SIGTERM ~7.5 s later, then SIGKILL ~2.5 s after
 * that. A second signal makes runTask close the log and resolve at once; the cleanup it
 * abandoned still holds the event loop, so the action exits as soon as it has reported. Should
 * even the report hang, the backstop exits before the SIGKILL, with outputs if none were set.
 */
const BACKSTOP_MS = 1500;
let abandoned = false;
const cancel = cancelOnSignals(() => {
  abandoned = true;
  setTimeout(() => {
    if (!outputsWritten()) setOutputs({ ...errorOutputs('cancelled', 130), status: 'cancelled' });
    process.exit(130);
  }, BACKSTOP_MS);
});

// The exit code goes through process.exitCode, not process.exit(), so pending output (GITHUB_OUTPUT,
// the job summary) is flushed first; only an abandoned run exits explicitly (see above).
process.exitCode = await runAction(cancel);
if (abandoned) process.exit();
