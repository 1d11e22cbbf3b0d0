// Preloaded into a measured process: prints its peak RSS (MB) to stderr when it exits.
process.on('exit', () =>
  process.stderr.write(`\npeak-rss-mb ${(process.resourceUsage().maxRSS / 1024).toFixed(1)}\n`),
);
