import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { compileCustomTools } from '../../src/run/custom-tools.ts';
import type { CustomTool } from '../../src/tools/custom-tool.ts';
import { makeWorkspace } from './workspace.ts';

/**
 * A custom tool's value may start with `-` (and so be read as an option) only when the property
 * writes that very value out in its own `enum` or `const` (an array's items in `items`). Each value
 * is looked up when the call is expanded; the schema's shape is never trusted to say that every
 * value is listed: a union type, a missing `type` or `prefixItems` let free text through.
 */
let analyzer: ShellAnalyzer;
let policy: Policy;
let tools: CustomTool[];
const ws = makeWorkspace();
/** One tool per schema shape, each `npx eslint {{v}} src`. */
const SHAPES: Record<string, Record<string, unknown>> = {
  union: { type: ['string', 'array'], items: { enum: ['--fix'] } },
  untyped: { items: { enum: ['--fix'] } },
  prefix: { type: 'array', prefixItems: [{ type: 'string' }], items: { enum: ['--fix'] } },
  listed: { enum: ['--fix', '--no-fix'] },
  constant: { const: '--fix' },
  listed_items: { type: 'array', items: { enum: ['--fix', '--quiet'] } },
  number: { type: 'number' },
  numbers: { enum: [-1, 0] },
  either: { anyOf: [{ enum: ['--fix'] }, { type: 'string' }] },
};
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  const file = path.join(ws.dir, 'tools.yaml');
  writeFileSync(
    file,
    JSON.stringify({
      version: 1,
      extends: 'builtin:standard',
      custom_tools: Object.fromEntries(
        Object.entries(SHAPES).map(([name, v]) => [
          name,
          {
            description: name,
            parameters: { type: 'object', properties: { v }, required: ['v'] },
            command: ['npx', 'eslint', '{{v}}', 'src'],
          },
        ]),
      ),
    }),
  );
  policy = loadPolicy(file, ws.dir);
  tools = await compileCustomTools(policy);
});
const check = (tool: string, v: unknown) =>
  checkPolicy(policy, tool, { v }, { analyzer, workspace: ws.dir, customTools: tools });

describe('a value starting with "-" passes only when its property lists that very value', () => {
  it.each([
    ['union', '--output-file=.github/workflows/x.yml'],
    ['union', '-c=.env'],
    ['untyped', '--output-file=.github/workflows/x.yml'],
    ['untyped', '-o.github/workflows/x.yml'],
    ['prefix', ['--output-file=.github/workflows/x.yml']],
    ['prefix', ['-c.env', '--fix']],
    ['number', -5],
    ['either', '--output-file=x'],
  ])('%s: %j is refused at the params stage', (tool, v) => {
    const got = check(tool, v);
    expect(got).toMatchObject({ decision: 'deny', rule: 'params' });
    expect(got.reason).toMatch(/starts with "-", which the program would read as an option/);
  });

  it.each([
    ['union', ['--output-file=x']],
    ['listed_items', ['--fix', '--output-file=x']],
  ])('%s: %j is refused by the schema itself', (tool, v) => {
    expect(check(tool, v)).toMatchObject({ decision: 'deny', rule: 'params' });
  });

  it.each([
    ['union', 'src/a.ts', 'npx eslint src/a.ts src'],
    ['prefix', ['src/a.ts', '--fix'], 'npx eslint src/a.ts --fix src'],
    ['listed', '--no-fix', 'npx eslint --no-fix src'],
    ['constant', '--fix', 'npx eslint --fix src'],
    ['listed_items', ['--fix', '--quiet'], 'npx eslint --fix --quiet src'],
    ['listed_items', [], 'npx eslint src'],
    ['numbers', -1, 'npx eslint -1 src'],
    ['number', 5, 'npx eslint 5 src'],
  ])('%s: %j is expanded', (tool, v, line) => {
    expect(check(tool, v).access).toEqual([{ kind: 'command', command: line }]);
  });
});
