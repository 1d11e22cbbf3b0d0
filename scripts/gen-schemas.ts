// `npm run schemas`: regenerates schemas/*.schema.json from the zod schemas (a test fails when stale).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCHEMA_KINDS, schemaText } from '../src/config/validate-files.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas');
for (const kind of SCHEMA_KINDS) {
  const file = path.join(dir, `${kind}.schema.json`);
  writeFileSync(file, schemaText(kind));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
