// Preloaded with `--import` into a child: on exit, prints which @opentelemetry packages it loaded
// (they are CommonJS, so every one that was imported sits in the require cache).
import { writeSync } from 'node:fs';
import { createRequire } from 'node:module';

const cache = createRequire(import.meta.url).cache;
process.on('exit', () => {
  const names = new Set();
  for (const file of Object.keys(cache)) {
    const m = /node_modules\/(@opentelemetry\/[^/]+)\//.exec(file);
    if (m) names.add(m[1]);
  }
  writeSync(2, `\nloaded_otel=${[...names].sort().join(',')}\n`);
});
