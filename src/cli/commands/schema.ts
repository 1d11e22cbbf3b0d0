import { SCHEMA_KINDS, schemaText, type SchemaKind } from '../../config/validate-files.ts';
import { parse } from '../args.ts';
import { UsageError } from '../errors.ts';
import { COMMANDS } from '../spec.ts';
import { printJson } from '../output.ts';

export function schemaCommand(argv: string[]): Promise<number> {
  const { positionals } = parse(argv, COMMANDS.schema);
  const kind = positionals[0] as SchemaKind;
  if (!SCHEMA_KINDS.includes(kind))
    throw new UsageError(`schema: expected one of ${SCHEMA_KINDS.join(', ')}, got "${kind}"`);
  printJson(schemaText(kind));
  return Promise.resolve(0);
}
