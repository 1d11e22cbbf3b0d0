const VERSION_ARGS = new Set(['--version', '-V', '-v', 'version']);

/** `nightshift --version` (or -V, -v, version), alone. */
export const isVersionRequest = (argv: readonly string[]): boolean =>
  argv.length === 1 && VERSION_ARGS.has(argv[0] ?? '');
