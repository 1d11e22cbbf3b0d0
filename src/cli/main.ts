import { VERSION } from '../version.ts';
import { dropOutputToClosedPipes } from './pipes.ts';
import { USAGE } from './usage.ts';

type Command = (argv: string[]) => Promise<number>;

/** Commands load lazily so `nightshift --version` and `--help` start in a few milliseconds. */
const COMMANDS: Record<string, () => Promise<Command>> = {
  run: async () => (await import('./commands/run.ts')).runCommand,
  replay: async () => (await import('./commands/replay.ts')).replayCommand,
  validate: async () => (await import('./commands/validate.ts')).validateCommand,
  policy: async () => (await import('./commands/policy.ts')).policyCommand,
  tools: async () => (await import('./commands/tools.ts')).toolsCommand,
  audit: async () => (await import('./commands/audit.ts')).auditCommand,
  batch: async () => (await import('./commands/batch.ts')).batchCommand,
  schema: async () => (await import('./commands/schema.ts')).schemaCommand,
};

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE);
    return name === undefined ? 2 : 0;
  }
  const load = COMMANDS[name];
  if (!load) {
    process.stderr.write(`nightshift: unknown command "${name}"\n\n${USAGE}`);
    return 2;
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
      await load()
    )(rest);
  } catch (err) {
    return reportError(err);
  }
}

dropOutputToClosedPipes();
process.exitCode = await main(process.argv.slice(2));
