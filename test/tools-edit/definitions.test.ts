import { describe, expect, it } from 'vitest';
import { applyDiffTool } from '../../src/tools/apply-diff.ts';
import { applyPatchTool } from '../../src/tools/apply-patch.ts';
import { editTool } from '../../src/tools/edit.ts';
import { insertContentTool } from '../../src/tools/insert-content.ts';
import { toolDefinition } from '../../src/tools/registry.ts';
import { searchAndReplaceTool } from '../../src/tools/search-and-replace.ts';
import type { AnyTool } from '../../src/tools/types.ts';

describe('edit tool definitions', () => {
  it.each([
    [applyDiffTool, ['path', 'diff']],
    [editTool, ['path', 'old_string', 'new_string']],
    [applyPatchTool, ['input']],
    [insertContentTool, ['path', 'line', 'content']],
    [searchAndReplaceTool, ['path', 'search', 'replace']],
  ] as [AnyTool, string[]][])('%# generates a JSON Schema with its required parameters', (tool, required) => {
    const def = toolDefinition(tool);
    expect(tool.group).toBe('edit');
    expect(def.inputSchema).toMatchObject({ type: 'object', required, additionalProperties: false });
  });
});
