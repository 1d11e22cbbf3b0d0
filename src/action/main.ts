import { runAction } from './run-action.ts';

// The action's entry (bundled to dist/index.js). Exit code via process.exitCode, not
// process.exit(), so pending output (GITHUB_OUTPUT, the job summary) is flushed first.
process.exitCode = await runAction();
