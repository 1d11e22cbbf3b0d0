import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { expandVars } from '../../src/mcp/expand.ts';
import { LineReader } from '../../src/mcp/line-reader.ts';
import { assignToolNames, MAX_TOOL_NAME, toolKey } from '../../src/mcp/names.ts';
import { callResultToTool, readResultToTool } from '../../src/mcp/result.ts';
import { compileArgsCheck } from '../../src/mcp/schema.ts';
import { prepareTransport } from '../../src/mcp/transport.ts';
import { MAX_TOOL_OUTPUT_BYTES } from '../../src/tools/truncate.ts';
import { testSandbox } from '../support/sandbox.ts';

describe('assignToolNames', () => {
  it('sanitizes to provider-safe names, bounded and deterministic, and names no pair whose name collides', () => {
    const pairs = [
      { server: 'docs', tool: 'search.v2' },
      { server: 'docs', tool: 'search_v2' },
      { server: 'docs', tool: 'x'.repeat(80) },
      { server: 'docs', tool: 'get page' },
    ];
    const { names, collisions } = assignToolNames(pairs);
    const again = assignToolNames([...pairs].reverse());
    expect([...again.names.entries()].sort()).toEqual([...names.entries()].sort());
    expect(names.get(toolKey('docs', 'get page'))).toBe('mcp--docs--get_page');
    const long = names.get(toolKey('docs', 'x'.repeat(80))) ?? '';
    expect(long).toHaveLength(MAX_TOOL_NAME);
    expect(long).toMatch(/^mcp--docs--x+_[0-9a-f]{8}$/);
    // Both tools that sanitize alike are left out: neither answers to a name meant for the other.
    expect(names.has(toolKey('docs', 'search.v2'))).toBe(false);
    expect(names.has(toolKey('docs', 'search_v2'))).toBe(false);
    expect(collisions).toEqual([
      {
        server: 'docs',
        tool: 'search.v2',
        reason: 'its function name mcp--docs--search_v2 would also be that of tool "search_v2"',
      },
      {
        server: 'docs',
        tool: 'search_v2',
        reason: 'its function name mcp--docs--search_v2 would also be that of tool "search.v2"',
      },
    ]);
    expect(new Set(names.values()).size).toBe(2);
    for (const n of names.values()) expect(n).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
  });
});

describe('expandVars', () => {
  it('replaces ${VAR} and names the setting when a variable is not set', () => {
    expect(expandVars('Bearer ${T}-${U}', { T: 'a', U: '' }, 'x')).toBe('Bearer a-');
    expect(() => expandVars('${NOPE}', {}, 'mcp_servers.s.headers.Authorization')).toThrow(
      new ConfigError('mcp_servers.s.headers.Authorization: environment variable NOPE is not set'),
    );
  });
});

describe('compileArgsCheck', () => {
  it('checks required properties and types, and degrades to an object check for a schema it cannot compile', () => {
    const check = compileArgsCheck({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { q: { type: 'string' } },
      required: ['q'],
    });
    expect(check({ q: 'x' })).toBeUndefined();
    expect(check({})).toBe("arguments must have required property 'q'");
    expect(check({ q: 1 })).toBe('arguments/q must be string');
    const odd = compileArgsCheck({ type: 'object', properties: { a: { $ref: '#/nowhere' } } });
    expect(odd({ a: 1 })).toBeUndefined();
    expect(odd([])).toBe('arguments must be an object');
  });
});

describe('result conversion', () => {
  it('renders every content type for the model, binary payloads as metadata only', () => {
    const result = callResultToTool({
      content: [
        { type: 'text', text: 'found 2' },
        { type: 'audio', data: Buffer.from('abcd').toString('base64'), mimeType: 'audio/wav' },
        {
          type: 'resource_link',
          uri: 'file:///a.md',
          name: 'a.md',
          mimeType: 'text/markdown',
          description: 'the doc',
        },
        { type: 'resource', resource: { uri: 'mem://t', mimeType: 'text/plain', text: 'inline text' } },
        { type: 'resource', resource: { uri: 'mem://b', blob: Buffer.from('xyz').toString('base64') } },
      ],
    });
    expect(result).toEqual({
      ok: true,
      output: [
        'found 2',
        '[audio: audio/wav, 4 bytes]',
        '[resource link: a.md <file:///a.md> (text/markdown) the doc]',
        '[resource mem://t (text/plain)]\ninline text',
        '[resource mem://b] binary, 3 bytes',
      ].join('\n\n'),
    });
  });

  it('shows structured content only when no text carries the result, marks isError as failed, truncates', () => {
    expect(callResultToTool({ content: [], structuredContent: { n: 1 } }).output).toBe(
      'Structured content:\n{\n  "n": 1\n}',
    );
    expect(
      callResultToTool({ content: [{ type: 'text', text: 'n is 1' }], structuredContent: { n: 1 } }).output,
    ).toBe('n is 1');
    expect(callResultToTool({ content: [], isError: true })).toEqual({
      ok: false,
      output: '(the tool returned no content)',
    });
    const big = callResultToTool({
      content: [{ type: 'text', text: 'y'.repeat(MAX_TOOL_OUTPUT_BYTES * 2) }],
    }).output;
    expect(Buffer.byteLength(big)).toBeLessThan(MAX_TOOL_OUTPUT_BYTES + 200);
    expect(big).toContain('bytes omitted; MCP output truncated');
    expect(readResultToTool({ contents: [] })).toEqual({ ok: true, output: '(the resource is empty)' });
  });
});

describe('LineReader', () => {
  it('joins lines split across chunks, strips CRLF, and rejects a line over the cap', () => {
    const reader = new LineReader(8);
    expect(reader.push(Buffer.from('ab'))).toEqual([]);
    expect(reader.push(Buffer.from('c\r\nde\nf'))).toEqual(['abc', 'de']);
    expect(reader.push(Buffer.from('g\n'))).toEqual(['fg']);
    expect(() => reader.push(Buffer.from('123456789'))).toThrow('a line longer than 8 bytes');
  });
});

describe('prepareTransport', () => {
  const opts = {
    env: { LINEAR: 'lin_api_0123456789', GH_PAT: 'ghp_abcdef012345', HOME: '/home/runner' },
    cwd: '/',
    logDir: '/nonexistent',
    graceMs: 0,
    maxStderrBytes: 1,
    sandbox: testSandbox(),
  };

  it('names every header value, and the token after its scheme, as a secret', () => {
    const http = prepareTransport(
      'linear',
      {
        url: 'http://127.0.0.1:9/mcp',
        headers: { Authorization: 'Bearer ${LINEAR}', 'X-Team': 'core-team' },
      },
      opts,
    );
    expect(http.secrets).toEqual(
      expect.arrayContaining(['Bearer lin_api_0123456789', 'lin_api_0123456789', 'core-team']),
    );
    expect(http.describe).toEqual({ url: 'http://127.0.0.1:9/mcp', headers: ['Authorization', 'X-Team'] });
  });

  it('names env values under a secret-looking key as secrets, whatever variable they came from, and no others', () => {
    const stdio = prepareTransport(
      'github',
      {
        command: 'github-mcp',
        args: ['--home', '${HOME}'],
        env: { GITHUB_PERSONAL_ACCESS_TOKEN: '${GH_PAT}', WORKDIR: '${HOME}/work' },
      },
      opts,
    );
    expect(stdio.secrets).toEqual(['ghp_abcdef012345']);
  });
});
