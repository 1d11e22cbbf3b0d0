import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { BUILTIN_TOOLS, paramsSchema, toolDefinition } from '../../src/tools/registry.ts';
import { ROOT } from '../support/run-fixture.ts';

it("the bundle's prebuilt tool schemas are what zod writes for every built-in tool now", () => {
  const prebuilt = JSON.parse(readFileSync(path.join(ROOT, 'dist/tool-schemas.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  expect(Object.keys(prebuilt).sort()).toEqual(BUILTIN_TOOLS.map((t) => t.name).sort());
  for (const tool of BUILTIN_TOOLS) {
    expect(prebuilt[tool.name], tool.name).toEqual(paramsSchema(tool));
    // From source there is no prebuilt file: the definition is generated, and the same.
    expect(toolDefinition(tool).inputSchema, tool.name).toEqual(prebuilt[tool.name]);
  }
});
