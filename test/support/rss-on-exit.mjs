// Preloaded with `--import` into a child whose memory a test measures: prints its peak RSS on exit.
import { writeSync } from 'node:fs';

process.on('exit', () => writeSync(2, `\nmaxrss_kb=${process.resourceUsage().maxRSS}\n`));
