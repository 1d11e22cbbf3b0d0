import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callToolInChild } from '../support/tool-in-child.ts';

/**
 * A command can fill the workspace with files; a recursive listing keeps each entry it walks until
 * it cuts them to 1,000, in nightshift's own heap. The walk stops at 200,000 entries (10 million
 * would take gigabytes) and says so. Here: 100 directories of 2,100 empty files each, one level
 * below 20 files at the top.
 */
let workspace: string;
beforeAll(() => {
  // In memory where the machine has it (/dev/shm): 210,000 files on disk take several seconds more.
  const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  workspace = mkdtempSync(path.join(base, 'ns-list-bound-'));
  const touch = (file: string) => closeSync(openSync(file, 'w'));
  for (let t = 0; t < 20; t++) touch(path.join(workspace, `top${t}.txt`));
  for (let d = 0; d < 100; d++) {
    const dir = path.join(workspace, `d${String(d).padStart(3, '0')}`);
    mkdirSync(dir);
    for (let f = 1; f <= 2100; f++) touch(path.join(dir, `f${f}`));
  }
}, 300_000);
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe('list_files over more entries than it walks', { timeout: 60_000 }, () => {
  it('stops at 200,000 entries, shows the shallowest, and says it stopped', () => {
    const r = callToolInChild(
      workspace,
      'list_files',
      { path: '.', recursive: true },
      {
        blocked: 'walking 210,120 entries?',
      },
    );
    expect(r.ok).toBe(true);
    const lines = r.output.split('\n');
    expect(lines.at(-1)).toBe(
      '[The listing stopped after 200000 entries: 1000 of them are shown (shallower first), and there are more. List a subdirectory, or use search_files with file_pattern, to narrow.]',
    );
    // The top level whole (20 files, 100 directories), then files one level down.
    expect(lines.filter((l) => /^top\d+\.txt$/.test(l))).toHaveLength(20);
    expect(lines.filter((l) => /^d\d{3}\/$/.test(l))).toHaveLength(100);
  });
});
