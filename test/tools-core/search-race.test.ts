import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../../src/sandbox/create.ts';
import type { Sandbox } from '../../src/sandbox/sandbox.ts';
import { launchDirectly, launchInSandbox } from '../../src/tools/search/launch.ts';
import { findRipgrep, searchWithRipgrep } from '../../src/tools/search/ripgrep.ts';
import type { SearchQuery } from '../../src/tools/search/types.ts';
import { searchFilesTool } from '../../src/tools/search-files.ts';
import { testBed, type TestBed } from './context.ts';
import { SWAPPER } from './swapper.ts';

// ripgrep opens files by path, outside the file tools' descriptor checks. A process running in the
// sandbox beside it (an MCP server) can replace a directory by a symlink to the host after the
// decision: ripgrep follows a search root that is a link, and a directory swapped between its
// listing and the open of a file in it. Such a search runs in the sandbox, where links lead nowhere.
const HAVE_BWRAP = existsSync('/usr/bin/bwrap');
const SECRET = 'SECRET of the host, outside the workspace';

let bed: TestBed;
let sandbox: Sandbox;
let outside: string;
beforeEach(async () => {
  sandbox = await createSandbox({
    setting: HAVE_BWRAP ? 'bubblewrap' : 'none',
    workspace: (bed = testBed()).workspace,
    protectedFiles: [],
    outDir: path.join(bed.root, 'out'),
    sourceEnv: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    envPass: [],
    ownEnvironScrubbed: false,
  });
  bed.ctx.sandbox = sandbox;
  bed.write({ 'src/a.txt': 'inside\n', 'src/deeper/b.txt': 'inside too\n' });
  outside = path.join(bed.root, 'outside');
  mkdirSync(path.join(outside, 'deeper'), { recursive: true });
  writeFileSync(path.join(outside, 'a.txt'), `${SECRET}\n`);
  writeFileSync(path.join(outside, 'deeper', 'b.txt'), `${SECRET}\n`);
});
afterEach(async () => {
  await sandbox.close();
  await bed.cleanup();
});

/** A process in the sandbox for as long as the test needs one (an MCP server). */
function neighbour(script: string, args: string[] = []) {
  const { child, reap } = sandbox.spawn([process.execPath, '-e', script, ...args], {
    cwd: bed.workspace,
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  return async () => {
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null)
      await new Promise((resolve) => child.once('close', resolve));
    await reap();
  };
}

const query = (rel: string): SearchQuery => ({
  workspace: bed.workspace,
  rel,
  regex: 'SECRET|inside',
  filePattern: undefined,
  ceiling: 100,
  signal: bed.abort.signal,
});

describe.runIf(HAVE_BWRAP)('search_files beside a process running in the sandbox', () => {
  it('counts the sandbox as running while that process lives', async () => {
    expect(sandbox.running).toBe(0);
    const stop = neighbour('setInterval(() => {}, 1000)');
    expect(sandbox.running).toBe(1);
    await stop();
    expect(sandbox.running).toBe(0);
  });

  it('does not follow a search root replaced by a link after the decision', async () => {
    const rgPath = (await findRipgrep(bed.workspace))!;
    renameSync(path.join(bed.workspace, 'src'), path.join(bed.workspace, 'src.moved'));
    symlinkSync(outside, path.join(bed.workspace, 'src'));
    // Started by nightshift itself, ripgrep reads the host through the link: the swap is real.
    const direct = await searchWithRipgrep(rgPath, query('src'), launchDirectly);
    expect(JSON.stringify(direct)).toContain(SECRET);
    // In the sandbox the link's target does not exist.
    await expect(searchWithRipgrep(rgPath, query('src'), launchInSandbox(sandbox))).rejects.toThrow(
      /src: .*No such file or directory/,
    );
    expect(sandbox.running).toBe(0);
  });

  it('finds in the sandbox what it finds directly: ancestor ignore rules, the ceiling, abort', async () => {
    const rgPath = (await findRipgrep(bed.workspace))!;
    bed.write({
      '.gitignore': 'skipped.txt\n',
      'src/skipped.txt': 'inside, but ignored\n',
      'src/many.txt': 'inside\n'.repeat(50),
    });
    for (const q of [query('src'), { ...query('.'), filePattern: '*.txt' }]) {
      const direct = await searchWithRipgrep(rgPath, q, launchDirectly);
      expect(await searchWithRipgrep(rgPath, q, launchInSandbox(sandbox))).toEqual(direct);
      expect(JSON.stringify(direct)).not.toContain('skipped.txt');
    }
    // Which files come before the ceiling depends on ripgrep's threads: only the cut is compared.
    const cut = await searchWithRipgrep(rgPath, { ...query('src'), ceiling: 10 }, launchInSandbox(sandbox));
    expect(cut.complete).toBe(false);
    expect(cut.matches).toBeGreaterThanOrEqual(10);
    bed.abort.abort(new Error('cancelled'));
    await expect(searchWithRipgrep(rgPath, query('.'), launchInSandbox(sandbox))).rejects.toThrow(
      'cancelled',
    );
    expect(sandbox.running).toBe(0);
  });

  it('never returns a host file while the process swaps a directory back and forth', () => raceSearches());
});

describe('search_files without ripgrep, beside a process swapping a directory', () => {
  beforeEach(() => void (process.env.NIGHTSHIFT_NO_RIPGREP = '1'));
  afterEach(() => void delete process.env.NIGHTSHIFT_NO_RIPGREP);

  // The JS engine reads each file the walk listed through a descriptor checked against its path.
  it('never returns a host file', () => raceSearches());
});

/** Searches while a process in the sandbox swaps `src` for a link to the host and back. */
async function raceSearches() {
  const src = path.join(bed.workspace, 'src');
  const stop = neighbour(SWAPPER, [src, outside]);
  const outputs: string[] = [];
  try {
    await firstSwap(src);
    for (let i = 0; i < 100; i++) {
      for (const at of ['src', '.', 'src/deeper']) {
        // As the loop does: a tool that throws (a directory vanished mid-swap) is an error result.
        const run = searchFilesTool.execute({ path: at, regex: 'SECRET|inside' }, bed.ctx);
        outputs.push(
          await run.then(
            (r) => r.output,
            (err: Error) => `Error: ${err.message}`,
          ),
        );
      }
    }
  } finally {
    await stop();
  }
  expect(outputs.filter((o) => o.includes(SECRET))).toEqual([]);
  // The race ran: some searches found the workspace's files, some met the swap.
  expect(outputs.filter((o) => o.includes('inside')).length).toBeGreaterThan(0);
  expect(outputs.filter((o) => !o.includes('inside')).length).toBeGreaterThan(0);
  expect(readFileSync(path.join(outside, 'a.txt'), 'utf8')).toBe(`${SECRET}\n`);
}

/** Resolves once `src` was seen replaced by a link: a busy host can take a while to start the process. */
async function firstSwap(src: string) {
  const end = Date.now() + 20_000;
  for (;;) {
    try {
      if (lstatSync(src).isSymbolicLink()) return;
    } catch {
      // between the two renames
    }
    if (Date.now() > end) throw new Error('the swapping process never ran');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
