import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callToolInChild } from '../support/tool-in-child.ts';

/**
 * codebase_search over generated files: 60 files just under the 1 MB bound, each a list of unique
 * identifiers (7.5 million distinct terms). The index's memory follows distinct terms, not files
 * or bytes: 150 such files took 3.2 GB and a minute, and more would pass V8's heap limit, which
 * ends nightshift's process with its run. The call runs in a child Node with a timeout.
 */

let workspace: string;
beforeAll(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'ns-rt-size-codebase-'));
  let n = 0;
  for (let f = 0; f < 60; f++) {
    const lines: string[] = [];
    let size = 0;
    while (size < 950_000) {
      const words = [];
      for (let i = 0; i < 12; i++) words.push(`w${(n++).toString(16)}`);
      const line = words.join(' ');
      lines.push(line);
      size += line.length + 1;
    }
    writeFileSync(path.join(workspace, `f${String(f).padStart(2, '0')}.txt`), `${lines.join('\n')}\n`);
  }
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe('codebase_search over files of unique identifiers', { timeout: 90_000 }, () => {
  it('returns in bounded memory and says the index stopped', () => {
    const out = callToolInChild(
      workspace,
      'codebase_search',
      { query: 'w1a2b3c' },
      {
        blocked: 'indexing every identifier?',
      },
    );
    expect(out.ok).toBe(true);
    expect(out.output).toMatch(/chunks in \d+ files \(the first \d+ found: the index stops there\)/);
    expect(out.rssMb).toBeLessThan(1000);
  });
});
