import { cpSync, mkdirSync, mkdtempSync, readdirSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('policy engine in a bundle', () => {
  it('finds the built-in policies and the wasm files beside the bundle, without node_modules', async () => {
    // Laid out as scripts/build.mjs does: code split into chunks/, assets copied next to the entry.
    const out = path.join(realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-policy-bundle-'))), 'dist');
    await build({
      entryPoints: { cli: path.join(root, 'test/policy/fixtures/bundle-entry.ts') },
      bundle: true,
      platform: 'node',
      format: 'esm',
      splitting: true,
      outdir: out,
      chunkNames: 'chunks/[name]-[hash]',
      outExtension: { '.js': '.mjs' },
      banner: {
        js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
      },
      logLevel: 'silent',
    });
    for (const [from, to] of [
      ['node_modules/web-tree-sitter/web-tree-sitter.wasm', 'web-tree-sitter.wasm'],
      ['node_modules/tree-sitter-bash/tree-sitter-bash.wasm', 'tree-sitter-bash.wasm'],
    ] as const) {
      cpSync(path.join(root, from), path.join(out, to));
    }
    mkdirSync(path.join(out, 'policies'));
    for (const f of readdirSync(path.join(root, 'policies')))
      cpSync(path.join(root, 'policies', f), path.join(out, 'policies', f));
    expect(readdirSync(path.join(out, 'chunks')).length).toBeGreaterThan(0);

    const { stdout } = await execa(process.execPath, [path.join(out, 'cli.mjs')], { cwd: path.dirname(out) });
    const results = JSON.parse(stdout) as { ref: string; passed: number; failed: number }[];
    expect(results.map((r) => r.ref)).toEqual(['builtin:readonly', 'builtin:standard', 'builtin:trusted']);
    for (const r of results) expect(r.failed === 0 && r.passed >= 10, JSON.stringify(r)).toBe(true);
  });
});
