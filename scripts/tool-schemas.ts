// Prints the JSON Schemas of the built-in tools' params, by name, as a run would generate them:
// scripts/build.mjs bundles this, runs it and keeps the output as dist/tool-schemas.json
// (src/tools/prebuilt-schemas.ts).
import { BUILTIN_TOOLS, paramsSchema } from '../src/tools/registry.ts';

process.stdout.write(
  `${JSON.stringify(Object.fromEntries(BUILTIN_TOOLS.map((t) => [t.name, paramsSchema(t)])))}\n`,
);
