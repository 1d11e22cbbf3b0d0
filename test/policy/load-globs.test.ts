import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { validateFiles } from '../../src/config/validate-files.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';

const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-policy-globs-')));
const write = (name: string, text: string) => {
  writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
};

function loadError(text: string): ConfigError {
  const file = write(`p-${Math.random().toString(36).slice(2)}.yaml`, text);
  try {
    loadPolicy(file, dir);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('the policy loaded');
}

describe('path globs that can never match are refused at load', () => {
  it.each([
    [
      'edit:\n  deny: ["/src/**"]\n',
      2,
      10,
      /edit\.deny\[0\]: "\/src\/\*\*" is an absolute path.*write "src\/\*\*"/,
    ],
    [
      'read:\n  deny:\n    - "**/.env*"\n    - ../secrets/**\n',
      4,
      7,
      /read\.deny\[1\]: .*has a "\.\." segment/,
    ],
    ['edit:\n  allow: ["src/**", "~/.bashrc"]\n', 2, 21, /edit\.allow\[1\]: .*home directory/],
    ['edit:\n  deny: [""]\n', 2, 10, /edit\.deny\[0\]: an empty glob/],
    ['edit: { allow: ["**"], deny: ["a/../b"] }\n', 1, 31, /edit\.deny\[0\]/],
  ])('%j → FILE:%i:%i', (body, line, col, message) => {
    const err = loadError(`version: 1\n${body}`);
    expect(err.problems).toHaveLength(1);
    expect(err.problems[0]).toMatchObject({ line: line + 1, col });
    expect(err.message).toMatch(new RegExp(`\\.yaml:${line + 1}:${col}: `));
    expect(err.message).toMatch(message);
  });

  it('reports every bad glob of the file at once', () => {
    const err = loadError('version: 1\nread: { deny: ["/etc/**"] }\nedit: { deny: ["../x", "/y"] }\n');
    expect(err.problems.map((p) => p.line)).toEqual([2, 3, 3]);
  });

  it('in a file the policy extends too', () => {
    write('base-bad.yaml', 'version: 1\nedit:\n  deny: ["/src/**"]\n');
    const err = loadError('version: 1\nextends: base-bad.yaml\n');
    expect(err.message).toContain(`${path.join(dir, 'base-bad.yaml')}:3:10:`);
  });

  it('nightshift validate reports it like any schema problem', async () => {
    const file = write('bad-validate.yaml', 'version: 1\nedit:\n  deny: ["../x"]\n');
    const [report] = await validateFiles([file]);
    expect(report).toMatchObject({ ok: false, kind: 'policy' });
    expect(report?.problems[0]).toMatchObject({ file, line: 3, col: 10 });
  });

  it('non-canonical globs that normalize load and decide like their canonical form', () => {
    const file = write(
      'ok.yaml',
      'version: 1\nedit: { allow: ["./**"], deny: ["./src/**", "docs//x", "build/"] }\n',
    );
    expect(() => loadPolicy(file, dir)).not.toThrow();
  });

  it('MCP tool-name globs are not path globs', () => {
    const file = write(
      'mcp.yaml',
      'version: 1\nmcp: { servers: { fs: { allow: ["/x", "resource:file:///a"] } } }\n',
    );
    expect(() => loadPolicy(file, dir)).not.toThrow();
  });
});
