import { execFile, execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { listFilesTool } from '../src/tools/list-files.ts';
import { benchContext } from './read.ts';
import { makeTree, TREE_FILES } from './search.ts';
import { stats, type BenchRow } from './types.ts';

const exec = promisify(execFile);

/**
 * Recursive list_files vs `git ls-files` on the same tree, committed to a git repository, with
 * the default policy's read rules filtering the listing as in a run.
 */
export async function run(): Promise<BenchRow[]> {
  const root = makeTree();
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', 'commit', '-qm', 'tree');
    const ctx = benchContext(root);
    const ours: number[] = [];
    const base: number[] = [];
    const gitLs = () => exec('git', ['ls-files'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    // One warm-up call each: both sides are timed warm.
    await gitLs();
    await listFilesTool.execute({ path: '.', recursive: true }, ctx);
    for (let i = 0; i < 9; i++) {
      let t = performance.now();
      const r = await listFilesTool.execute({ path: '.', recursive: true }, ctx);
      ours.push(performance.now() - t);
      if (!r.ok) throw new Error(r.output);
      t = performance.now();
      await gitLs();
      base.push(performance.now() - t);
    }
    const o = stats(ours);
    const b = stats(base);
    return [
      {
        name: `list_files recursive on ${TREE_FILES} files`,
        ...o,
        baseline: 'git ls-files',
        baselineMedian: b.median,
        ratio: o.median / b.median,
        target: 'within 2× of git ls-files',
        pass: o.median / b.median <= 2,
      },
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
