import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './errors.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, with its errors turned into usage errors (exit 2). */
export function parse<O extends Options>(
  argv: string[],
  options: O,
  positionals = { min: 0, max: Infinity },
) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const n = parsed.positionals.length;
  if (n < positionals.min) throw new UsageError(`missing argument (see nightshift --help)`);
  if (n > positionals.max)
    throw new UsageError(`unexpected argument "${parsed.positionals[positionals.max]}"`);
  return parsed;
}
