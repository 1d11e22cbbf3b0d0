import { spawn } from 'node:child_process';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../src/tools/atomic-write.ts';
import { applyPatchTool } from '../../src/tools/apply-patch.ts';
import { readInside } from '../../src/tools/codebase-search/files.ts';
import { inDirectoryOf, statAt } from '../../src/tools/fs/opened-at.ts';
import { listCodeDefinitionNamesTool } from '../../src/tools/list-code-definition-names.ts';
import { applyDiffTool } from '../../src/tools/apply-diff.ts';
import { pageLines } from '../../src/tools/fs/page.ts';
import { walk } from '../../src/tools/fs/walk.ts';
import { listFilesTool } from '../../src/tools/list-files.ts';
import { readRegularFile } from '../../src/tools/fs/regular-file.ts';
import { readFileTool } from '../../src/tools/read-file.ts';
import type { AnyTool } from '../../src/tools/types.ts';
import { writeToFileTool } from '../../src/tools/write-to-file.ts';
import { testBed, type TestBed } from './context.ts';
import { SWAPPER } from './swapper.ts';

// nightshift's file tools run outside the sandbox on a path a decision resolved. A process beside
// them (an MCP server: sandboxed, but the workspace is writable to it) can replace a directory
// above that path with a symlink between the decision and the open.
const SECRET = 'SECRET of the host, outside the workspace';
let bed: TestBed;
afterEach(() => bed.cleanup());

function setup() {
  bed = testBed();
  bed.write({ 'src/a.txt': 'inside\n' });
  const outside = path.join(bed.root, 'outside');
  mkdirSync(outside);
  writeFileSync(path.join(outside, 'a.txt'), `${SECRET}\n`);
  return { outside, decided: path.join(bed.workspace, 'src', 'a.txt') };
}

/** What a hostile process does: `src` moved away, a link to the host in its place. */
function swap(outside: string): void {
  renameSync(path.join(bed.workspace, 'src'), path.join(bed.workspace, 'src.moved'));
  symlinkSync(outside, path.join(bed.workspace, 'src'));
}

describe('a directory replaced by a symlink after the decision', () => {
  it('is not read through: the file opened must be the one decided on', () => {
    const { outside, decided } = setup();
    swap(outside);
    // Without the check the open reaches the host file: the swap is real.
    expect(readRegularFile(decided)).toEqual({ bytes: Buffer.from(`${SECRET}\n`) });
    const refused = /the file changed while it was being opened/;
    expect(() => readRegularFile(decided, Number.POSITIVE_INFINITY, { decided: true })).toThrow(refused);
    // Not even its type or size is taken from the host file.
    expect(() => statAt(decided)).toThrow(refused);
    const page = { offset: 1, limit: 10, maxBytes: 1000, maxLineChars: 100, countTotalBelowBytes: 1000 };
    expect(() => pageLines(decided, { ...page, fileBytes: 100, refuseBinary: true, decided: true })).toThrow(
      refused,
    );
  });

  it('is not outlined or indexed through: the outline and the index read only the listed file', async () => {
    const { outside } = setup();
    bed.write({ 'src/m.ts': 'export function inside() {}\n' });
    writeFileSync(path.join(outside, 'm.ts'), 'export function hostSecret() {}\n');
    // The swap happens after the walk listed src, when the policy is asked about its files.
    let swapped = false;
    bed.ctx.readable = () => {
      if (!swapped) swap(outside);
      return (swapped = true);
    };
    const result = await listCodeDefinitionNamesTool.execute({ path: 'src' }, bed.ctx);
    expect(result).toEqual({ ok: true, output: 'No source code definitions found in src.' });
    expect(swapped).toBe(true);
    expect(readInside(bed.workspace, 'src/m.ts')).toBeUndefined();
  });

  it('is not walked through: a listing never names what is behind the link', () => {
    const { outside } = setup();
    mkdirSync(path.join(outside, 'deeper'));
    writeFileSync(path.join(outside, 'deeper', 'host-only.txt'), SECRET);
    swap(outside);
    const names = (start: string) => {
      const seen: string[] = [];
      walk(bed.workspace, start, { recursive: true, visit: (e) => void seen.push(e.rel) });
      return seen;
    };
    // The start itself replaced, and a directory above the start replaced.
    expect(names('src')).toEqual([]);
    expect(names('src/deeper')).toEqual([]);
    expect(names('.')).toEqual(expect.not.arrayContaining(['src/a.txt', 'src/deeper/host-only.txt']));
  });

  it('is not written through: nothing lands outside, not even the temp file', () => {
    const { outside, decided } = setup();
    swap(outside);
    expect(() => writeFileAtomic(decided, 'from the model\n')).toThrow(
      /a directory changed while it was being written/,
    );
    // Nor are missing directories made there: each is created in its checked parent.
    const deeper = path.join(bed.workspace, 'src', 'new', 'deeper', 'f.txt');
    expect(() => writeFileAtomic(deeper, 'from the model\n')).toThrow(/a directory changed/);
    // Nor removed or linked through (apply_patch's delete and symlink, a rollback's unlink).
    expect(() => inDirectoryOf(decided, (at) => unlinkSync(at('a.txt')))).toThrow(/a directory changed/);
    expect(() => inDirectoryOf(decided, (at) => symlinkSync('/etc/passwd', at('l')))).toThrow(
      /a directory changed/,
    );
    expect(readdirSync(outside)).toEqual(['a.txt']);
    expect(readFileSync(path.join(outside, 'a.txt'), 'utf8')).toBe(`${SECRET}\n`);
  });
});

describe('the file tools, while a process swaps a directory back and forth', () => {
  it('never return or change a file outside the workspace', async () => {
    const { outside } = setup();
    writeFileSync(path.join(outside, 'b.txt'), `${SECRET}\n`);
    writeFileSync(path.join(outside, 'host-only.txt'), `${SECRET}\n`);
    writeFileSync(path.join(outside, 'c.txt'), `${SECRET}\n`);
    bed.write({ 'src/c.txt': 'inside\n' });
    const src = path.join(bed.workspace, 'src');
    const swapper = spawn(process.execPath, ['-e', SWAPPER, src, outside], { stdio: 'ignore' });
    try {
      const outputs: string[] = [];
      for (let i = 0; i < 400; i++) {
        for (const [tool, args] of [
          [readFileTool, { path: 'src/a.txt' }],
          [writeToFileTool, { path: 'src/b.txt', content: `written ${i}\n` }],
          [listFilesTool, { path: 'src', recursive: true }],
          [
            applyPatchTool,
            {
              input: [
                '*** Begin Patch',
                '*** Delete File: src/c.txt',
                '*** Add File: src/c.txt',
                '+again',
                '*** End Patch',
              ].join('\n'),
            },
          ],
          [
            applyDiffTool,
            { path: 'src/a.txt', diff: '<<<<<<< SEARCH\nSECRET\n=======\nleaked\n>>>>>>> REPLACE' },
          ],
        ] as const) {
          // As the loop does: a tool that throws (a file vanished mid-swap) is an error result.
          const run = (tool as AnyTool).execute(args, bed.ctx);
          outputs.push(
            await run.then(
              (r) => r.output,
              (err: Error) => `Error: ${err.message}`,
            ),
          );
        }
      }
      expect(outputs.filter((o) => o.includes('SECRET of the host') || o.includes('host-only'))).toEqual([]);
      // Some calls met the swap and were refused (or found no file): the race was run.
      const met = outputs.filter((o) => /changed while it was being|not found|ENOENT|is empty/.test(o));
      expect(met.length).toBeGreaterThan(0);
    } finally {
      swapper.kill('SIGKILL');
    }
    expect(readdirSync(outside).sort()).toEqual(['a.txt', 'b.txt', 'c.txt', 'host-only.txt']);
    for (const f of ['a.txt', 'b.txt', 'c.txt'])
      expect(readFileSync(path.join(outside, f), 'utf8')).toBe(`${SECRET}\n`);
  });
});
