import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/run-fixture.ts';

// V8 accepts a code cache only under the flag hash it was made with: Node's caches of its own
// built-in modules were made with V8's default flags. NODE_DEBUG_NATIVE=CODE_CACHE makes Node say,
// for each built-in module it compiles, whether its cache "is accepted" or "is rejected".
const dir = mkdtempSync(path.join(tmpdir(), 'ns-flag-hash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The verdict on the code cache of each built-in module compiled, by module id. */
function verdicts(stderr: string): Map<string, string> {
  const found = [...stderr.matchAll(/Code cache of (\S+) .*? is (accepted|rejected)/g)];
  return new Map(found.map((m) => [m[1]!, m[2]!]));
}

describe('restoreFlagHash', () => {
  // A script that loads HTTP/2 (not loaded at start-up) after restoreFlagHash, or without it, then
  // fills the young generation and reports its size.
  const script = path.join(dir, 'child.mts');
  writeFileSync(
    script,
    [
      `import { getHeapSpaceStatistics } from 'node:v8';`,
      `import { restoreFlagHash } from ${JSON.stringify(path.join(ROOT, 'src/cli/flag-hash.ts'))};`,
      `import { setFlagsFromString } from 'node:v8';`,
      `if (process.env.RESTORE) restoreFlagHash(setFlagsFromString);`,
      `await import('node:http2');`,
      `const kept = [];`,
      `for (let i = 0; i < 2e6; i++) { const o = { i, s: 'x' + i }; if (i % 1000 === 0) kept.push(o); }`,
      `const young = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');`,
      `console.log(JSON.stringify({ young: young.space_size, kept: kept.length }));`,
    ].join('\n'),
  );
  // --initial-old-space-size changes the flag hash on every Node nightshift supports (Node 24's
  // V8 leaves --max-semi-space-size out of it; Node 20's does not).
  const run = (restore: boolean) => {
    const r = spawnSync(
      process.execPath,
      ['--max-semi-space-size=2', '--initial-old-space-size=32', '--import', 'tsx', script],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, NODE_DEBUG_NATIVE: 'CODE_CACHE', ...(restore ? { RESTORE: '1' } : {}) },
      },
    );
    expect(r.status, r.stderr).toBe(0);
    return { verdicts: verdicts(r.stderr), young: (JSON.parse(r.stdout) as { young: number }).young };
  };

  it('lets built-in modules loaded afterwards compile from their cache, and keeps the heap as sized', () => {
    const without = run(false);
    const restored = run(true);
    // The control: with the flags as given, V8 refuses the cache.
    expect(without.verdicts.get('internal/http2/core')).toBe('rejected');
    expect(restored.verdicts.get('internal/http2/core')).toBe('accepted');
    // 2 MB semi-spaces, as the command line asked; V8's own default grows them to 16 MB.
    for (const r of [without, restored]) expect(r.young).toBeLessThanOrEqual(4 * 1024 * 1024);
  });
});

describe('the bundled CLI, started through its shebang', () => {
  it('compiles the built-in modules it loads after start-up from their code cache', () => {
    const r = spawnSync(path.join(ROOT, 'dist', 'cli.js'), ['--help'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_DEBUG_NATIVE: 'CODE_CACHE' },
    });
    expect(r.status, r.stderr).toBe(0);
    const v = verdicts(r.stderr);
    // `net` loads when the CLI first writes to its output, after restoreFlagHash; on Node 20 its
    // cache was rejected before (every module after the shebang's --max-semi-space-size was).
    expect(v.get('net')).toBe('accepted');
  });
});
