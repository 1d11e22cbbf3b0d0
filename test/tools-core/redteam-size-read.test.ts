import { closeSync, ftruncateSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callToolInChild } from '../support/tool-in-child.ts';

/**
 * A sparse file of 20 GB (no disk: `truncate -s 20G` after a few lines of text, which a command
 * can leave in the workspace): its text passes the binary sniff, then the hole reads as one
 * endless line of NULs. read_file scans synchronously, so while it read the 20 GB (about 30 s
 * here; a terabyte takes half an hour) nothing else in the run acted, not its timeout, not a
 * cancel; the JS search engine read the file whole (over Node's 2 GB buffer limit: an exception).
 * Each call runs in a child Node with a timeout, so a hang fails the test.
 */

let workspace: string;
beforeAll(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'ns-rt-size-read-'));
  const fd = openSync(path.join(workspace, 'sparse.txt'), 'w');
  writeSync(fd, `hello\n${'y'.repeat(9000)}`);
  ftruncateSync(fd, 20 * 1024 ** 3);
  closeSync(fd);
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

function toolInChild(tool: string, args: unknown, env: NodeJS.ProcessEnv = {}) {
  const started = Date.now();
  const r = callToolInChild(workspace, tool, args, { env, blocked: 'scanning the sparse file?' });
  return { ...r, ms: Date.now() - started };
}

describe('a sparse 20 GB text file', { timeout: 60_000 }, () => {
  it('read_file shows the lines before the hole and says where it stopped reading', () => {
    const r = toolInChild('read_file', { path: 'sparse.txt' });
    expect(r.ok).toBe(true);
    expect(r.output).toMatch(
      /^ {3}1 \| hello\n\[Lines 1-1 shown; read_file reads at most \d+ bytes per call and stopped inside line 2 of sparse\.txt/,
    );
    expect(r.output).toContain('tail -c');
    expect(r.rssMb).toBeLessThan(300);
  });

  it('read_file at an offset past the bound is an error the model can act on', () => {
    const r = toolInChild('read_file', { path: 'sparse.txt', offset: 3 });
    expect(r.ok).toBe(false);
    expect(r.output).toContain('stopped inside line 2 of sparse.txt');
  });

  it('search_files with the JS engine finds the first line and says the count is a lower bound', () => {
    const r = toolInChild(
      'search_files',
      { path: 'sparse.txt', regex: 'hello' },
      { NIGHTSHIFT_NO_RIPGREP: '1' },
    );
    expect(r.ok).toBe(true);
    expect(r.output).toMatch(/^1\+ matching lines? in 1\+ files?:\n\nsparse\.txt\n {3}1: hello/);
    expect(r.rssMb).toBeLessThan(300);
  });
});
