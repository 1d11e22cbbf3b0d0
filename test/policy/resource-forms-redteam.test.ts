import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { makeWorkspace } from './workspace.ts';

let analyzer: ShellAnalyzer;
const ws = makeWorkspace();
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
});

function policyFrom(yaml: string): Policy {
  const file = path.join(ws.dir, `policy-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, yaml);
  return loadPolicy(file, ws.dir);
}

const read = (policy: Policy, uri: string) =>
  checkPolicy(policy, 'access_mcp_resource', { server_name: 'files', uri }, { analyzer, workspace: ws.dir });

const POLICY = `version: 1
mcp:
  default: deny
  servers:
    files:
      allow: ["resource:file:///srv/**", "resource:https://docs.example.com/**"]
      deny:
        - "resource:file:///srv/secret/**"
        - "resource:file:///srv/keys.txt"
        - "resource:https://docs.example.com/internal/**"
`;

/**
 * Spellings a server reads as a denied resource that the RFC 3986 normal form alone kept apart:
 * the WHATWG URL parser (Node's `new URL`, which servers written in JavaScript use, and whose
 * `fileURLToPath` gives the file) reads `file:/x` and `file:x` as `file:///x`, drops a default
 * port and reads numeric hosts; a file URL's query and fragment are not part of its path; and a
 * server on macOS (a supported platform) or a case-insensitive store reads `SECRET` as `secret`.
 */
const DENIED = [
  ['file:/srv/secret/key', '/srv/secret/key'],
  ['file:srv/secret/key', '/srv/secret/key'],
  ['file:/./srv/secret/key', '/srv/secret/key'],
  ['file:/srv/keys.txt', '/srv/keys.txt'],
  ['file:///srv/keys.txt?', '/srv/keys.txt'],
  ['file:///srv/keys.txt#', '/srv/keys.txt'],
  ['file:///srv/keys.txt?raw=1', '/srv/keys.txt'],
  ['file:///srv/keys.txt#top', '/srv/keys.txt'],
  ['file:///srv/KEYS.TXT', undefined],
  ['file:///srv/Secret/key', undefined],
  ['https://docs.example.com:443/internal/plan', undefined],
  ['https:/docs.example.com/internal/plan', undefined],
  ['https:docs.example.com/internal/plan', undefined],
  ['https://DOCS.example.com/Internal/plan', undefined],
] as const;

describe('MCP resource URIs a server reads as a denied one', () => {
  it.each(DENIED)('%s is denied by the deny rule', (uri, file) => {
    // What a Node server reads for the URI (checked here, not assumed).
    if (file) expect(fileURLToPath(new URL(uri))).toBe(file);
    const got = read(policyFrom(POLICY), uri);
    expect(got.decision).toBe('deny');
    expect(got.rule).toMatch(/^mcp\.servers\.files\.deny\[[0-2]\]$/);
  });

  it.each([
    ['file:///srv/public/a.txt', 0],
    ['file:/srv/public/a.txt', 0],
    ['file:///srv/public/a.txt?raw=1', 0],
    ['https://docs.example.com/guide', 1],
    ['https://docs.example.com:443/guide', 1],
  ])('%s is still allowed', (uri, rule) => {
    expect(read(policyFrom(POLICY), uri)).toMatchObject({
      decision: 'allow',
      rule: `mcp.servers.files.allow[${rule}]`,
    });
  });

  it('does not let a query grant what the rules allow only without one, outside file URLs', () => {
    const exact = policyFrom(
      'version: 1\nmcp:\n  default: deny\n  servers:\n    files:\n      allow: ["resource:db://prod/users"]\n',
    );
    expect(read(exact, 'db://prod/users').decision).toBe('allow');
    expect(read(exact, 'db://prod/users?dump=all')).toMatchObject({ decision: 'deny', rule: 'mcp.default' });
  });

  it('refuses a URL of a web scheme that the URL parser cannot read', () => {
    const got = read(policyFrom(POLICY), 'https://docs.example.com:99999/x');
    expect(got).toMatchObject({ decision: 'deny', rule: 'invariant:resource-uri' });
  });
});
