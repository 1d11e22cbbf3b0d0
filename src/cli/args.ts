import { parseArgs } from 'node:util';
import { UsageError } from './errors.ts';
import type { CommandSpec } from './spec.ts';
import { didYouMean } from '../validate/suggest.ts';

type Parsed<S extends CommandSpec> = ReturnType<
  typeof parseArgs<{ args: string[]; options: S['options']; allowPositionals: true; strict: true }>
>;

/**
 * node:util parseArgs over a command's spec (src/cli/spec.ts), with its errors turned into
 * one-line usage errors (exit 2) that name the command and suggest the flag that was meant.
 */
export function parse<S extends CommandSpec>(argv: string[], spec: S): Parsed<S> {
  let parsed: Parsed<S>;
  try {
    parsed = parseArgs({
      args: argv,
      options: spec.options,
      allowPositionals: true,
      strict: true,
    }) as Parsed<S>;
  } catch (err) {
    throw new UsageError(`${spec.name}: ${parseProblem(err as NodeJS.ErrnoException, spec)}`);
  }
  const n = parsed.positionals.length;
  if (n < spec.positionals.min)
    throw new UsageError(`${spec.name}: missing ${spec.args} (see nightshift ${spec.name} --help)`);
  if (n > spec.positionals.max)
    throw new UsageError(
      `${spec.name}: unexpected argument "${parsed.positionals[spec.positionals.max]}" (see nightshift ${spec.name} --help)`,
    );
  return parsed;
}

function parseProblem(err: NodeJS.ErrnoException, spec: CommandSpec): string {
  const flag = /'(-[^' ]*)/.exec(err.message)?.[1] ?? '';
  const flags = Object.keys(spec.options).map((name) => `--${name}`);
  if (err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
    return `unknown option ${flag}${didYouMean(flag, [...flags, '--help'])}; see nightshift ${spec.name} --help`;
  if (err.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return err.message.includes('does not take') ? `${flag} takes no value` : `${flag} needs a value`;
  return err.message;
}
