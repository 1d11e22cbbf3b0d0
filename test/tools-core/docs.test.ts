import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_MODES, groupsOf } from '../../src/tools/modes.ts';
import { BUILTIN_TOOLS } from '../../src/tools/registry.ts';
import { ROOT } from '../support/run-fixture.ts';

const doc = readFileSync(path.join(ROOT, 'docs/tools.md'), 'utf8');
/** `### name` headings under each `## group` heading. */
function documented(): Map<string, string> {
  const byTool = new Map<string, string>();
  let group = '';
  for (const line of doc.split('\n')) {
    if (line.startsWith('## ')) group = line.slice(3).trim();
    else if (line.startsWith('### ')) byTool.set(line.slice(4).trim(), group);
  }
  return byTool;
}

describe('docs/tools.md', () => {
  it('documents every built-in tool, under its group, and no tool that does not exist', () => {
    const want: [string, string][] = [
      ...BUILTIN_TOOLS.map((t): [string, string] => [
        t.name,
        t.group === 'always' ? 'always available' : t.group,
      ]),
      ['use_mcp_tool', 'mcp'],
      ['access_mcp_resource', 'mcp'],
    ];
    expect([...documented()].sort()).toEqual(want.sort());
  });

  it('lists every built-in mode with the groups it allows', () => {
    for (const mode of BUILTIN_MODES) {
      const row = doc.split('\n').find((l) => l.startsWith(`| \`${mode.slug}\``));
      expect(row, mode.slug).toBeDefined();
      for (const group of groupsOf(mode)) expect(row, `${mode.slug} ${group}`).toContain(group);
    }
  });
});
