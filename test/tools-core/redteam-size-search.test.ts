import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callToolInChild } from '../support/tool-in-child.ts';

/**
 * search_files on workspace content a command (or a hostile repository) can leave: one line of
 * 600 MB that matches. ripgrep's `--json` printer ignores `--max-columns` and prints every
 * submatch, so that one line was gigabytes of JSON, which nightshift joined chunk by chunk into
 * one string (minutes, then over V8's string limit); the JS engine read the file whole into one
 * buffer and one string (over V8's limit: an exception, not a result). Each call runs in a child
 * Node with a timeout, so a hang fails the test instead of stalling the worker.
 */
const LINE_BYTES = 600 * 1024 * 1024;

let workspace: string;
beforeAll(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'ns-rt-size-search-'));
  const fd = openSync(path.join(workspace, 'big.txt'), 'w');
  writeSync(fd, 'hello\n');
  const block = Buffer.alloc(8 * 1024 * 1024, 'x');
  for (let written = 0; written < LINE_BYTES; written += block.length) writeSync(fd, block);
  writeSync(fd, '\nend\n');
  closeSync(fd);
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const searchInChild = (args: unknown, env: NodeJS.ProcessEnv = {}) =>
  callToolInChild(workspace, 'search_files', args, { env, blocked: 'printing or joining the long line?' });

describe('search_files on a 600 MB line that matches', { timeout: 60_000 }, () => {
  it.each([
    ['ripgrep', {}],
    ['the JavaScript engine', { NIGHTSHIFT_NO_RIPGREP: '1' }],
  ])('with %s: returns the line cut, its context, in bounded memory', (_engine, env) => {
    const r = searchInChild({ path: '.', regex: 'x' }, env);
    expect(r.ok).toBe(true);
    expect(r.output).toMatch(
      /^1 matching line in 1 file:\n\nbig\.txt\n {3}1- hello\n {3}2: x{500} … \[line cut: over \d+ chars\]\n {3}3- end$/,
    );
    expect(r.output.length).toBeLessThan(1000);
    expect(r.rssMb).toBeLessThan(400);
  });

  it.each([
    ['ripgrep', {}],
    ['the JavaScript engine', { NIGHTSHIFT_NO_RIPGREP: '1' }],
  ])('with %s: finds a short match after it', (_engine, env) => {
    const r = searchInChild({ path: 'big.txt', regex: '^end$' }, env);
    expect(r.output).toContain('   3: end');
    expect(r.rssMb).toBeLessThan(400);
  });
});
