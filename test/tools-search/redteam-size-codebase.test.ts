import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * codebase_search over generated files: 60 files just under the 1 MB bound, each a list of unique
 * identifiers (7.5 million distinct terms). The index's memory follows distinct terms, not files
 * or bytes: 150 such files took 3.2 GB and a minute, and more would pass V8's heap limit, which
 * ends nightshift's process with its run. The call runs in a child Node with a timeout.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

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
    const script = [
      `const { codebaseSearchTool } = await import(${JSON.stringify(path.join(ROOT, 'src/tools/codebase-search.ts'))});`,
      `const ctx = { workspace: ${JSON.stringify(workspace)}, outDir: ${JSON.stringify(path.join(workspace, '.out'))},`,
      `  readable: () => true, redact: (t) => t, signal: new AbortController().signal };`,
      `const r = await codebaseSearchTool.execute(codebaseSearchTool.params.parse({ query: 'w1a2b3c' }), ctx);`,
      'process.stdout.write(JSON.stringify({ ok: r.ok, output: r.output }));',
      "process.on('exit', () => process.stderr.write(`maxrss_kb=${process.resourceUsage().maxRSS}`));",
    ].join('\n');
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.signal, 'codebase_search did not return within 20 s').toBeNull();
    expect(r.status, r.stderr.slice(0, 2000)).toBe(0);
    const rssMb = Number(/maxrss_kb=(\d+)/.exec(r.stderr)?.[1]) / 1024;
    const out = JSON.parse(r.stdout) as { ok: boolean; output: string };
    expect(out.ok).toBe(true);
    expect(out.output).toMatch(/chunks in \d+ files \(the first \d+ found: the index stops there\)/);
    expect(rssMb).toBeLessThan(1000);
  });
});
