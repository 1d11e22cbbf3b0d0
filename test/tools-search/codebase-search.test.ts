import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { allowedBy } from '../../src/policy/match-glob.ts';
import { codebaseSearchTool } from '../../src/tools/codebase-search.ts';
import { CodeIndex } from '../../src/tools/codebase-search/code-index.ts';
import { readInside } from '../../src/tools/codebase-search/files.ts';
import { testBed, type TestBed } from '../tools-core/context.ts';

const TOPICS = ['invoice', 'shipment', 'avatar', 'webhook', 'thumbnail', 'ledger', 'coupon', 'sitemap'];

/** 8 packages × 25 modules, each a small TypeScript file about its package's topic. */
function writeTree(bed: TestBed): void {
  const files: Record<string, string> = {};
  TOPICS.forEach((topic, t) => {
    for (let m = 0; m < 25; m++)
      files[`packages/${topic}/src/part${m}.ts`] =
        `import { db } from '../../db';\n\nexport function load${cap(topic)}Part${m}(id: string) {\n  return db.get('${topic}', id + ${t * 100 + m});\n}\n`;
  });
  bed.write(files);
}
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** A class long enough to be parsed: each method is its own chunk with its definition's lines. */
const LONG_CLASS = [
  'export class RetryPolicy {',
  '  private attempts = 0;',
  '',
  '  nextDelayMs(): number {',
  ...Array.from({ length: 40 }, (_, i) => `    const step${i} = this.attempts * ${i};`),
  '    return Math.min(30000, 2 ** this.attempts * 100);',
  '  }',
  '',
  '  shouldGiveUp(error: Error): boolean {',
  ...Array.from({ length: 30 }, (_, i) => `    const check${i} = error.message.length > ${i};`),
  '    return this.attempts >= 5 || error.name === "AbortError";',
  '  }',
  '}',
].join('\n');

const search = (bed: TestBed, query: string, given?: string) =>
  codebaseSearchTool.execute({ query, ...(given ? { path: given } : {}) }, bed.ctx);

/** The `path:start-end` of each result, best first. */
const ranges = (output: string) => [...output.matchAll(/^(\S+:\d+-\d+) \(score/gm)].map((m) => m[1]);

describe('codebase_search over a generated tree', () => {
  let bed: TestBed;
  beforeEach(() => {
    bed = testBed();
    writeTree(bed);
  });
  afterEach(() => bed.cleanup());

  it('ranks the chunk whose identifiers hold the query words first, split from camelCase', async () => {
    const r = await search(bed, 'load shipment part 17');
    expect(r.ok).toBe(true);
    expect(ranges(r.output)[0]).toBe('packages/shipment/src/part17.ts:1-5');
    expect(r.output).toContain('(lexical; 200 chunks in 200 files)');
    expect(r.output).toContain('   3 | export function loadShipmentPart17(id: string) {');
    // Files about shipments or part 17 come before the rest, which share only "load" and "part".
    const top = ranges(r.output).slice(0, 8);
    for (const hit of top) expect(hit).toMatch(/^packages\/shipment\/|part17\.ts/);
  });

  it('limits results to the given directory', async () => {
    const r = await search(bed, 'load part 3', 'packages/ledger');
    expect(ranges(r.output).length).toBeGreaterThan(0);
    expect(ranges(r.output).every((p) => p!.startsWith('packages/ledger/'))).toBe(true);
  });

  it('returns the line range of the method that matches, from the syntax tree', async () => {
    bed.write({ 'src/retry.ts': LONG_CLASS });
    const r = await search(bed, 'should give up abort error');
    // The method's lines (48-80) with the class's closing brace; the blank line 47 joined the one before.
    expect(ranges(r.output)[0]).toBe('src/retry.ts:48-81');
    const delay = await search(bed, 'next delay ms');
    // The class header (1-3) joined the first method: together they stay within 60 lines.
    expect(ranges(delay.output)[0]).toBe('src/retry.ts:1-47');
  });

  it('sees files written, changed and deleted after the index was built', async () => {
    expect((await search(bed, 'quasar')).output).toMatch(/^No code found for "quasar"/);
    bed.write({ 'src/new.ts': 'export const quasarBeam = 1;\n' });
    expect(ranges((await search(bed, 'quasar')).output)).toEqual(['src/new.ts:1-1']);
    bed.write({ 'src/new.ts': '// renamed\nexport const pulsarBeam = 2;\n' });
    expect((await search(bed, 'quasar')).output).toMatch(/^No code found/);
    expect(ranges((await search(bed, 'pulsar')).output)).toEqual(['src/new.ts:1-2']);
    unlinkSync(path.join(bed.workspace, 'src/new.ts'));
    expect((await search(bed, 'pulsar')).output).toMatch(/^No code found/);
  });

  it('stops indexing at its file bound and says so', async () => {
    const index = await CodeIndex.create({
      workspace: bed.workspace,
      readable: () => true,
      skipDirs: [],
      maxFiles: 5,
    });
    await index.refresh(bed.abort.signal, { requests: 0, inputs: 0, tokens: 0 });
    expect([index.fileCount, index.complete]).toEqual([5, false]);
    const whole = await search(bed, 'load');
    expect(whole.output).toContain('200 chunks in 200 files)');
  });

  it('refuses a path outside the workspace or missing', async () => {
    expect((await search(bed, 'x', '../')).output).toMatch(/resolves outside the workspace/);
    expect((await search(bed, 'x', 'nope')).output).toBe(
      'Error: path not found: nope; use list_files to see what exists',
    );
  });
});

describe('codebase_search never indexes what the model may not read', () => {
  let bed: TestBed;
  let outside: string;
  beforeEach(() => {
    const standard = loadPolicy('builtin:standard', process.cwd());
    bed = testBed({ readable: allowedBy(standard.read) });
    outside = path.join(bed.root, 'outside');
    mkdirSync(outside);
    writeFileSync(path.join(outside, 'secret.ts'), 'export const zanzibarToken = "outside";\n');
  });
  afterEach(() => bed.cleanup());

  it('leaves out denied, ignored, linked-out, huge and binary files that hold the query term', async () => {
    bed.write({
      'src/app.ts': 'export const zanzibarVisible = true;\n',
      '.env': 'ZANZIBAR_API_KEY=zanzibar-secret\n',
      'config/.env.production': 'zanzibar=1\n',
      'certs/server.pem': 'zanzibar\n',
      '.gitignore': 'build/\n',
      'build/out.js': 'const zanzibar = 1;\n',
      'big.ts': `// zanzibar\n${'x'.repeat(1_100_000)}\n`,
      'blob.bin': Buffer.concat([Buffer.from('zanzibar '), Buffer.from([0, 1, 2]), Buffer.from(' zanzibar')]),
    });
    symlinkSync(path.join(outside, 'secret.ts'), path.join(bed.workspace, 'linked.ts'));
    symlinkSync(outside, path.join(bed.workspace, 'linked-dir'));
    // The run's own out dir, inside the workspace here, is never indexed either.
    mkdirSync(path.join(bed.workspace, '.nightshift-out'));
    writeFileSync(path.join(bed.workspace, '.nightshift-out/audit.jsonl'), '{"zanzibar":1}\n');
    bed.ctx.outDir = path.join(bed.workspace, '.nightshift-out');

    const r = await search(bed, 'zanzibar token secret visible');
    expect(ranges(r.output)).toEqual(['src/app.ts:1-1']);
    // Indexed: src/app.ts and .gitignore (blob.bin was read, found binary, and made no chunk).
    expect(r.output).toContain('2 chunks in 3 files');
    expect(r.output).not.toMatch(/secret"|zanzibar-secret|outside|ZANZIBAR_API_KEY/);
  });

  it('reads nothing through a file swapped for a link, a FIFO, or a parent directory moved out', () => {
    bed.write({ 'src/ok.ts': 'ok\n' });
    expect(readInside(bed.workspace, 'src/ok.ts')?.toString()).toBe('ok\n');
    symlinkSync(path.join(outside, 'secret.ts'), path.join(bed.workspace, 'src/swapped.ts'));
    expect(readInside(bed.workspace, 'src/swapped.ts')).toBeUndefined();
    execFileSync('mkfifo', [path.join(bed.workspace, 'src/pipe.ts')]);
    expect(readInside(bed.workspace, 'src/pipe.ts')).toBeUndefined(); // returns at once, never blocks
    symlinkSync(outside, path.join(bed.workspace, 'moved'));
    expect(readInside(bed.workspace, 'moved/secret.ts')).toBeUndefined();
  });

  it('drops a file that became a link to outside since it was indexed', async () => {
    bed.write({ 'src/token.ts': 'export const zanzibarToken = "inside";\n' });
    expect((await search(bed, 'zanzibar')).output).toContain('"inside"');
    unlinkSync(path.join(bed.workspace, 'src/token.ts'));
    symlinkSync(path.join(outside, 'secret.ts'), path.join(bed.workspace, 'src/token.ts'));
    const r = await search(bed, 'zanzibar');
    expect(r.output).toMatch(/^No code found/);
    expect(r.output).not.toContain('outside');
  });

  it('refuses a path that is a symlink leading outside', async () => {
    symlinkSync(outside, path.join(bed.workspace, 'escape'));
    const r = await search(bed, 'zanzibar', 'escape');
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/resolves outside the workspace/);
  });

  it('keeps its index per read rule: a stricter policy in the same workspace never sees more', async () => {
    bed.write({ 'src/a.ts': 'export const zanzibarA = 1;\n', 'src/b.ts': 'export const zanzibarB = 1;\n' });
    expect(ranges((await search(bed, 'zanzibar')).output).sort()).toEqual(['src/a.ts:1-1', 'src/b.ts:1-1']);
    const strict = { ...bed.ctx, readable: (rel: string) => rel !== 'src/b.ts' };
    const r = await codebaseSearchTool.execute({ query: 'zanzibar' }, strict);
    expect(ranges(r.output)).toEqual(['src/a.ts:1-1']);
  });
});
