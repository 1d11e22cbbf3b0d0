import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseYamlLocated } from '../../src/config/load-yaml.ts';
import { policyFileSchema } from '../../src/config/policy.ts';
import { ROOT } from '../support/run-fixture.ts';

const DIST = path.join(ROOT, 'dist');
const policies = readdirSync(path.join(DIST, 'policies')).filter((f) => f.endsWith('.yaml'));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// The bundle reads built-in policies from the JSON the build writes beside each YAML
// (src/policy/load-policy.ts), and parses the YAML only for an error's position.
describe('built-in policies as prebuilt JSON', () => {
  it('holds, for each YAML file, its parsed data and its hash', () => {
    expect(policies.length).toBeGreaterThanOrEqual(3);
    for (const f of policies) {
      const text = readFileSync(path.join(DIST, 'policies', f), 'utf8');
      const copy: unknown = JSON.parse(
        readFileSync(path.join(DIST, 'policies', f.replace('.yaml', '.json')), 'utf8'),
      );
      expect(copy, f).toEqual({ sha256: sha256(text), data: parseDocument(text).toJS() as unknown });
    }
  });

  it('gives the value and the positions the YAML gives; data the schema refuses falls back to the YAML', () => {
    const text = readFileSync(path.join(DIST, 'policies', 'standard.yaml'), 'utf8');
    const plain = parseYamlLocated(text, 'standard.yaml', policyFileSchema);
    const data = parseDocument(text).toJS() as Record<string, unknown>;
    const fast = parseYamlLocated(text, 'standard.yaml', policyFileSchema, { data });
    expect(fast.value).toEqual(plain.value);
    expect(fast.at(['command', 'deny', 3], 'x')).toEqual(plain.at(['command', 'deny', 3], 'x'));
    const refused = parseYamlLocated(text, 'standard.yaml', policyFileSchema, {
      data: { ...data, bogus: 1 },
    });
    expect(refused.value).toEqual(plain.value);
  });

  it('is what the bundled CLI decides with, and is ignored once the YAML beside it changes', () => {
    const dist = path.join(mkdtempSync(path.join(tmpdir(), 'ns-dist-')), 'dist');
    cpSync(DIST, dist, { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dist, '..', 'node_modules'));
    const decide = () =>
      JSON.parse(
        execFileSync(process.execPath, [
          path.join(dist, 'cli.js'),
          'policy',
          'check',
          '--tool',
          'execute_command',
          '--args',
          '{"command":"curl https://example.com"}',
          '--workspace',
          dist,
        ]).toString(),
      ) as { decision: string; rule: string };
    expect(decide().decision).toBe('deny');
    expect(decide().rule).toMatch(/^command\.deny\[/);
    // A copy whose data no longer denies curl, with the hash of the YAML still beside it: used.
    const json = path.join(dist, 'policies', 'standard.json');
    const copy = JSON.parse(readFileSync(json, 'utf8')) as {
      sha256: string;
      data: { command: { deny: string[] } };
    };
    copy.data.command.deny = copy.data.command.deny.filter((c) => c !== 'curl');
    writeFileSync(json, JSON.stringify(copy));
    expect(decide().rule).toBe('command.default');
    // The YAML edited (one comment more): its hash differs, the copy is ignored, curl is denied again.
    const yaml = path.join(dist, 'policies', 'standard.yaml');
    writeFileSync(yaml, `${readFileSync(yaml, 'utf8')}# edited\n`);
    expect(decide().rule).toMatch(/^command\.deny\[/);
  });
});
