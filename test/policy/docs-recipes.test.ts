import { mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { testPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';

const guide = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../docs/policy.md'),
  'utf8',
);
const recipes = [...guide.matchAll(/\*\*([^*]+)\*\* —[\s\S]*?```yaml\n([\s\S]*?)```/g)].map((m) => ({
  name: m[1] ?? '',
  yaml: m[2] ?? '',
}));
const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-policy-docs-')));

let analyzer: ShellAnalyzer;
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
});

describe('docs/policy.md recipes', () => {
  it('has the four recipes', () => {
    expect(recipes.map((r) => r.name)).toEqual([
      'Tests only',
      'Docs only',
      'Dependency bumps',
      'Trusted container',
    ]);
  });

  it.each(recipes)('$name loads and passes its examples', ({ name, yaml }) => {
    const file = path.join(dir, `${name.replace(/\W+/g, '-')}.yaml`);
    writeFileSync(file, yaml);
    const policy = loadPolicy(file, dir);
    const result = testPolicy(policy, analyzer, dir);
    expect(
      result.failed.map((f) => `${JSON.stringify(f.example.args)}: ${'got' in f ? f.got.reason : f.error}`),
    ).toEqual([]);
    expect(result.passed).toBeGreaterThan(0);
  });
});
