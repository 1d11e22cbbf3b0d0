import { describe, expect, it } from 'vitest';
import { Redactor } from '../../src/audit/redact.ts';
import { limitResources, limitTools, MCP_LIMITS } from '../../src/mcp/catalog-limits.ts';

const SECRET = 'sk-proj-Hq7Zt2Lw9Xv4Nc8Rb1Md6Kf3Js5Gp0Ya';
const redactor = new Redactor();
redactor.addSecret(SECRET);
const redact = (t: string) => redactor.redact(t);

const tool = (name: string, description = '', schemaBytes = 100) => ({
  name,
  description,
  inputSchema: { type: 'object', description: 'p'.repeat(schemaBytes) },
});

describe('what one MCP server may list', () => {
  it('keeps the first 128 tools and says how many were left out', () => {
    const { tools, notes } = limitTools(
      Array.from({ length: 300 }, (_, i) => tool(`t${i}`)),
      redact,
    );
    expect(tools).toHaveLength(MCP_LIMITS.tools);
    expect(tools.at(-1)?.name).toBe('t127');
    expect(notes.left_out_total).toBe(172);
    expect(notes.left_out).toHaveLength(20);
    expect(notes.left_out[0]).toEqual({ tool: 't128', reason: 'the server lists more than 128 tools' });
  });

  it('leaves out a tool with a name over 128 characters or an input schema over 32 KiB', () => {
    const long = `n${'x'.repeat(500)}${SECRET}`;
    const { tools, notes } = limitTools([tool(long), tool('big', '', 40_000), tool('ok')], redact);
    expect(tools.map((t) => t.name)).toEqual(['ok']);
    expect(notes.left_out.map((l) => l.reason)).toEqual([
      expect.stringContaining('name has 541 characters'),
      expect.stringContaining('more than 32 KiB'),
    ]);
    // The name in the audit log is cut, after masking: no part of the secret.
    expect(notes.left_out[0]?.tool.length).toBeLessThanOrEqual(129);
  });

  it('cuts a description over 4,000 characters after masking secrets, wherever the cut falls', () => {
    for (let pad = 4000 - SECRET.length - 1; pad <= 4001; pad++) {
      const { tools, notes } = limitTools(
        [tool('t', `${'d'.repeat(pad)}${SECRET}${'e'.repeat(100)}`)],
        redact,
      );
      const shown = tools[0]?.description ?? '';
      expect(shown.length).toBeLessThan(4100);
      expect(shown).toMatch(/\[description cut: \d+ characters\]$/);
      for (let i = 0; i + 6 <= SECRET.length; i++)
        expect(shown, `pad ${pad}`).not.toContain(SECRET.slice(i, i + 6));
      expect(notes.descriptions_cut).toEqual(['t']);
    }
  });

  it('masks secrets in every description, cut or not', () => {
    expect(limitTools([tool('t', `uses ${SECRET}`)], redact).tools[0]?.description).toBe('uses ***');
  });

  it('stops at 256 KiB of descriptions and schemas per server, and keeps later tools that still fit', () => {
    const tools = [
      ...Array.from({ length: 20 }, (_, i) => tool(`big${i}`, '', 20_000)),
      tool('small', 'still fits'),
    ];
    const limited = limitTools(tools, redact);
    const kept = limited.tools.map((t) => t.name);
    expect(kept.length).toBeLessThan(20);
    expect(kept).toContain('small');
    const bytes = limited.tools.reduce(
      (n, t) => n + JSON.stringify(t.inputSchema).length + t.description.length,
      0,
    );
    expect(bytes).toBeLessThanOrEqual(MCP_LIMITS.serverBytes);
    expect(limited.notes.left_out[0]?.reason).toMatch(/pass 256 KiB/);
  });

  it('lists at most 1,000 resources, none with a field over 1,024 characters', () => {
    const resources = [
      { uri: `file:///${'u'.repeat(2000)}`, name: 'long uri' },
      { uri: 'file:///a', name: 'n'.repeat(2000) },
      ...Array.from({ length: 1500 }, (_, i) => ({ uri: `file:///r${i}`, name: `r${i}` })),
    ];
    const { resources: kept, leftOut } = limitResources(resources);
    expect(kept).toHaveLength(1000);
    expect(kept[0]?.uri).toBe('file:///r0');
    expect(leftOut).toBe(502);
  });
});
