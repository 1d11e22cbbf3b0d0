import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { canonicalResourceUri } from '../../src/policy/resource-uri.ts';
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

const SPLIT = `version: 1
mcp:
  default: deny
  servers:
    files:
      allow: ["resource:file:///srv/**"]
      deny: ["resource:file:///srv/secret/**"]
`;

// Every spelling a server reads as /srv/secret/key.
const SECRET_SPELLINGS = [
  'file:///srv/secret/key',
  'file:///srv//secret/key',
  'file:///srv///secret//key',
  'file:////srv/secret/key',
  'file:///srv/%73ecret/key',
  'file:///srv/%73%65%63%72%65%74/key',
  'file:///srv/s%65cret/k%65y',
  'file:///srv/./secret/key',
  'file:///srv/public/../secret/key',
  'file:///srv/public/%2e%2e/secret/key',
  'file:///srv/public/%2E./secret/key',
  'file:///srv/x/y/../../secret/key',
  'file:///../srv/secret/key',
  'file://localhost/srv/secret/key',
  'file://LOCALHOST/srv/secret/key',
  'FILE:///srv/secret/key',
  'File:///srv//./secret/%6bey',
];

describe('MCP resource URIs under allow/deny globs', () => {
  it.each(SECRET_SPELLINGS)('%s is denied by the deny rule', (uri) => {
    const got = read(policyFrom(SPLIT), uri);
    expect(got.decision).toBe('deny');
    expect(got.rule).toBe('mcp.servers.files.deny[0]');
  });

  it.each([
    'file:///srv/public/a.txt',
    'file:///srv//public/a.txt',
    'file:///srv/%70ublic/a.txt',
    'file:///srv/secretive',
  ])('%s is still allowed', (uri) => {
    expect(read(policyFrom(SPLIT), uri)).toMatchObject({
      decision: 'allow',
      rule: 'mcp.servers.files.allow[0]',
    });
  });

  it.each([
    'file:///srv/../etc/passwd',
    'file:///srv/public/../../etc/passwd',
    'file:///srv/%2e%2e/etc/passwd',
  ])('%s leaves the allowed tree and falls to mcp.default', (uri) => {
    expect(read(policyFrom(SPLIT), uri)).toMatchObject({ decision: 'deny', rule: 'mcp.default' });
  });

  it.each([
    ['file:///srv%2Fsecret/key', 'encoded slash'],
    ['file:///srv/secret%2fkey', 'encoded slash'],
    ['file:///srv/secret%5Ckey', 'backslash'],
    ['file:///srv\\secret\\key', 'backslash'],
    ['file:///srv/secret%00/key', 'control character'],
    ['file:///srv/secret/key\n', 'control character'],
    ['file:///srv/%zzsecret', 'malformed percent-encoding'],
    ['file:///srv/public/a#/../../secret/key', '`.` or `..` segment'],
    ['file:///srv/public/a?p=/../secret/key', '`.` or `..` segment'],
    ['/srv/secret/key', 'not a URI'],
  ])('%s cannot be normalised and is refused whatever the rules say (%s)', (uri, why) => {
    const lax = policyFrom(
      'version: 1\nmcp:\n  default: allow\n  servers:\n    files:\n      allow: ["resource:**"]\ntools:\n  access_mcp_resource: allow\n',
    );
    const got = read(lax, uri);
    expect(got.decision).toBe('deny');
    expect(got.rule).toBe('invariant:resource-uri');
    expect(got.reason).toContain(why);
  });
});

describe('canonicalResourceUri', () => {
  it('gives every spelling of one resource one URI, and different resources different ones', () => {
    const canonical = (uri: string) =>
      'uri' in canonicalResourceUri(uri) ? canonicalResourceUri(uri) : undefined;
    for (const uri of SECRET_SPELLINGS)
      expect(canonical(uri), uri).toEqual({ uri: 'file:///srv/secret/key' });
    expect(canonical('file:///srv/s%C3%A9cret')).toEqual(canonical('file:///srv/sécret'));
    expect(canonical('file:///srv/s%c3%a9cret')).toEqual({ uri: 'file:///srv/sécret' });
    expect(canonical('file:///srv/a%3fb')).toEqual({ uri: 'file:///srv/a%3Fb' }); // `?` stays in the path
    expect(canonical('file:///srv/%2573ecret')).toEqual({ uri: 'file:///srv/%2573ecret' }); // a literal %73
    expect(canonical('HTTPS://Ex%41mple.COM/A%2db?q=%41%2f#F')).toEqual({
      uri: 'https://example.com/A-b?q=A%2F#F',
    });
    expect(canonical('urn:isbn:0451450523')).toEqual({ uri: 'urn:isbn:0451450523' });
  });
});
