import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { heapFlagsGiven, restoreFlagHash } from './flag-hash.ts';
import { dropOutputToClosedPipes } from './pipes.ts';
import { printSync } from './print-sync.ts';
import { isVersionRequest } from './version-args.ts';
import type { CommandName } from './spec.ts';

type Command = (argv: string[]) => Promise<number>;

/** Commands load lazily so `nightshift --version` and `--help` start in a few milliseconds. */
const COMMANDS: Record<CommandName, () => Promise<Command>> = {
  run: async () => (await import('./commands/run.ts')).runCommand,
  replay: async () => (await import('./commands/replay.ts')).replayCommand,
  resume: async () => (await import('./commands/resume.ts')).resumeCommand,
  validate: async () => (await import('./commands/validate.ts')).validateCommand,
  'policy check': async () => (await import('./commands/policy.ts')).policyCheckCommand,
  'policy test': async () => (await import('./commands/policy.ts')).policyTestCommand,
  tools: async () => (await import('./commands/tools.ts')).toolsCommand,
  'audit verify': async () => (await import('./commands/audit.ts')).auditVerifyCommand,
  'audit summary': async () => (await import('./commands/audit.ts')).auditSummaryCommand,
  batch: async () => (await import('./commands/batch.ts')).batchCommand,
  schema: async () => (await import('./commands/schema.ts')).schemaCommand,
};

/** Set by the bundler (scripts/build.mjs), as in version.ts: read here so `--version` loads no chunk. */
declare const NIGHTSHIFT_VERSION: string | undefined;
const version = async (): Promise<string> =>
  typeof NIGHTSHIFT_VERSION === 'string' ? NIGHTSHIFT_VERSION : (await import('../version.ts')).VERSION;

export async function main(argv: string[]): Promise<number> {
  if (isVersionRequest(argv)) {
    // A constant from package.json: nothing to make inert, and no output chunk to load for it.
    process.stdout.write(`${await version()}\n`);
    return 0;
  }
  // The bundle's chunks compile from V8's cache beside them (compile-cache.ts); sources under tsx do not.
  if (typeof NIGHTSHIFT_VERSION === 'string')
    (await import('./compile-cache.ts')).useCompileCache(path.dirname(fileURLToPath(import.meta.url)));
  const [{ resolveCommand }, { printErr, printOut }] = await Promise.all([
    import('./resolve.ts'),
    import('./output.ts'),
  ]);
  const target = resolveCommand(argv);
  if (target.kind === 'error') {
    printErr(`nightshift: ${target.message}\n`);
    return 2;
  }
  if (target.kind === 'help') {
    (target.exitCode === 0 ? printOut : printErr)(target.text);
    return target.exitCode;
  }
  // Keys stay in memory (launchEnvironment); this process's environment block no longer shows them.
  // Loaded here, not at the top: `--version` and `--help` load nothing they do not print.
  const [{ protectOwnEnvironment }, { isCredentialVariable }] = await Promise.all([
    import('../sandbox/self-environ.ts'),
    import('../sandbox/credentials.ts'),
  ]);
  protectOwnEnvironment(isCredentialVariable);
  const { reportError } = await import('./errors.ts');
  try {
    return await (
      await COMMANDS[target.command]()
    )(target.argv);
  } catch (err) {
    return reportError(err);
  }
}

const argv = process.argv.slice(2);
if (isVersionRequest(argv)) printSync(`${await version()}\n`);
else {
  // First: every built-in module loaded from here on compiles from Node's code cache (flag-hash.ts).
  // Started by the bin (launcher.ts), that was done before this module loaded.
  if (heapFlagsGiven().length > 0) restoreFlagHash(process.getBuiltinModule('node:v8').setFlagsFromString);
  dropOutputToClosedPipes();
  process.exitCode = await main(argv);
}
