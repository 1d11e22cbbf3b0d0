import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callToolInChild } from '../support/tool-in-child.ts';

/**
 * apply_diff on a file within the edit tools' 20 MB bound that is one line of `a`, with a SEARCH
 * line of 3,000 `a`: the SEARCH text occurs at every offset of the line but never as whole lines,
 * and each search resumed one character later and compared 3,000 characters again, 57 billion
 * comparisons, synchronously (over a minute here). The call runs in a child Node with a timeout.
 */
const CONTENT = `${'a'.repeat(19 * 1024 * 1024)}\n`;

let workspace: string;
beforeAll(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'ns-rt-size-edit-'));
  writeFileSync(path.join(workspace, 'a.txt'), CONTENT);
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const toolInChild = (tool: string, args: unknown) =>
  callToolInChild(workspace, tool, args, { blocked: 'matching the block at every offset?' });

describe('a SEARCH text that occurs at every offset of a 19 MB line', { timeout: 60_000 }, () => {
  it('apply_diff refuses the block in bounded time and leaves the file as it was', () => {
    const diff = `<<<<<<< SEARCH\n${'a'.repeat(3000)}\n=======\nb\n>>>>>>> REPLACE`;
    const r = toolInChild('apply_diff', { path: 'a.txt', diff });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('Block 1 (diff line 1) FAILED: no match');
    expect(readFileSync(path.join(workspace, 'a.txt'), 'utf8') === CONTENT).toBe(true);
  });
});
