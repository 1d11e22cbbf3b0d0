import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { ROOT } from '../support/run-fixture.ts';

/**
 * The shell grammar's WebAssembly stays on V8's baseline compiler although the process starts
 * with no V8 flag (src/policy/tree-sitter.ts sets them at run time). When V8 tiers it up instead,
 * 3,000 analyses here peak at ~635 MB of RSS on Node 24 and ~155 MB on Node 20, against ~100 MB
 * and ~106 MB (tsx included); the bound sits between. CI runs this on Node 20 and on Node 24.
 */
it('analyses thousands of commands without V8 recompiling the grammar', { timeout: 60_000 }, async () => {
  const { stderr } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    '--import',
    path.join(ROOT, 'test/support/rss-on-exit.mjs'),
    path.join(ROOT, 'test/support/analyze-many.ts'),
    '3000',
  ]);
  const rssMb = Number(/maxrss_kb=(\d+)/.exec(stderr)?.[1]) / 1024;
  expect(rssMb).toBeGreaterThan(0);
  expect(rssMb).toBeLessThan(135);
});
