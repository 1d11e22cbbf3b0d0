import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/run-fixture.ts';

// dist/.cache is the compile cache a run of dist/cli.js leaves (src/cli/compile-cache.ts), not built.
const files = (dir: string, prefix = ''): string[] =>
  readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .filter((e) => prefix !== '' || e.name !== '.cache')
    .flatMap((e) => (e.isDirectory() ? files(dir, path.join(prefix, e.name)) : [path.join(prefix, e.name)]))
    .sort();

describe('dist/', () => {
  it('is the bundle of the current sources (run `npm run bundle` and commit dist/ when this fails)', () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'ns-dist-'));
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--out', fresh], { cwd: ROOT });
    const committed = path.join(ROOT, 'dist');
    expect(files(committed)).toEqual(files(fresh));
    for (const file of files(fresh)) {
      expect(
        readFileSync(path.join(committed, file)).equals(readFileSync(path.join(fresh, file))),
        `dist/${file} is stale`,
      ).toBe(true);
    }
  });

  it('the bin (dist/nightshift.cjs) and dist/cli.js run through their own shebangs: this Node accepts the flags they pass', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      version: string;
      bin: Record<string, string>;
    };
    expect(pkg.bin).toEqual({ nightshift: 'dist/nightshift.cjs' });
    // PATH's node is the one under test (CI runs the suite on Node 20 and on Node 24).
    const env = {
      ...process.env,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
    };
    for (const entry of ['dist/nightshift.cjs', 'dist/cli.js']) {
      const run = (args: string[]) => execFileSync(path.join(ROOT, entry), args, { env, encoding: 'utf8' });
      expect(run(['--version'])).toBe(`${pkg.version}\n`);
      // Every other command goes on to the CLI itself.
      expect(run(['--help'])).toMatch(/^Usage: nightshift COMMAND/);
    }
  });
});
