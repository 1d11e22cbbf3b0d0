import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { markdownPath } from '../../src/forge/pr-body.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * What the final-diff gate and the commit must agree on at the edges of what git shows: names
 * that print alike, files inside nested repositories, gitlinks, and names that are Markdown.
 * Every change is made by a command the policy allows (`node gen.js`), as a model would.
 */
function fixture(
  gen: string,
  files: Record<string, string> = {},
  pr: Record<string, unknown> = {},
  sandbox = 'auto',
) {
  return makeFixture({
    files: { 'gen.js': gen, 'src/keep.txt': 'k\n', ...files },
    policy: { extends: 'builtin:standard', sandbox, command: { allow: ['node gen.js'] }, pr },
    script: [call('execute_command', { command: 'node gen.js' }), complete('generated')],
  });
}

async function run(fx: ReturnType<typeof makeFixture>) {
  const result = await runTask({ taskFile: fx.taskFile });
  expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  const events = fx.events(result.auditLog);
  const of = (type: string) => events.filter((e) => e.type === type);
  const patch = () => readFileSync(path.join(result.outDir, 'changes.patch'), 'utf8');
  /** Every entry of the commit's tree, as `mode path` with paths C-quoted by git. */
  const tree = () => fx.git('ls-tree', '-r', '--full-tree', result.commit!).trim().split('\n');
  return { result, of, patch, tree };
}

/** `git init` and one commit in `dir`, with its own identity. */
function nestedRepo(dir: string, files: Record<string, string>) {
  mkdirSync(dir, { recursive: true });
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=n', '-c', 'user.email=n@example.com', ...args], { cwd: dir });
  git('init', '-q');
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  git('add', '.');
  git('commit', '-qm', 'nested');
}

describe('delivery boundaries', () => {
  it('commits an ASCII name and never its non-UTF-8 twin that prints the same', async () => {
    // `src/run\xff.sh` with the byte 0xff is reverted (invariant:bad-path); the one spelled with a
    // backslash is the run's and allowed. Compared as printed names they were one path, so the
    // gate's tree, staged before the revert, was committed with the hidden payload in it.
    const fx = fixture(`
const fs = require('fs');
fs.writeFileSync(Buffer.concat([Buffer.from('src/run'), Buffer.from([0xff]), Buffer.from('.sh')]), '#!/bin/sh\\necho hidden payload\\n');
fs.writeFileSync('src/run\\\\xff.sh', 'decoy\\n');
`);
    const { result, of, patch, tree } = await run(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(of('delivery.reverted').map((e) => [e.path, e.rule])).toEqual([
      ['src/run\\xff.sh', 'invariant:bad-path'],
    ]);
    expect(tree().map((l) => l.split('\t')[1])).toEqual(['gen.js', 'src/keep.txt', '"src/run\\\\xff.sh"']);
    expect(of('git.committed')[0]).toMatchObject({ files: ['src/run\\xff.sh'], insertions: 1 });
    expect(patch()).not.toContain('hidden payload');
    expect(patch()).toContain('+decoy');
    const raw = Buffer.from(`${fx.workspace}/src/run\xff.sh`, 'latin1');
    expect(existsSync(raw)).toBe(false);
  });

  it.each(['none', 'bubblewrap'])(
    "never delivers the user's files inside nested repositories, whatever the run does to their .git (sandbox: %s)",
    async (sandbox) => {
      // Untracked and nested-ignored files below a nested repository (with or without a commit, or
      // a submodule) are invisible to the start state; removing the nested .git used to turn them
      // into the run's additions. The sandbox shows nested .git directories read-only; without one
      // the command removes them.
      const fx = fixture(
        `
const fs = require('fs');
for (const d of ['vendor/lib/.git', 'scratch/.git', 'mod/.git']) {
  try { fs.rmSync(d, { recursive: true, force: true }); } catch (e) { console.log(d, e.code); }
}
fs.writeFileSync('a.txt', 'hi\\n');
`,
        {},
        {},
        sandbox,
      );
      const ws = fx.workspace;
      nestedRepo(path.join(ws, 'mod'), { README: 'submodule\n' });
      fx.git('-c', 'advice.addEmbeddedRepo=false', 'add', 'mod');
      fx.git('commit', '-qm', 'a gitlink');
      writeFileSync(path.join(ws, 'mod/local.env'), 'TOKEN=in-the-submodule-checkout\n');
      nestedRepo(path.join(ws, 'vendor/lib'), { README: 'lib\n' });
      writeFileSync(path.join(ws, 'vendor/lib/deploy-credentials.json'), '{"secret":"USER"}\n');
      writeFileSync(path.join(ws, 'vendor/lib/.git/info/exclude'), 'creds.txt\n');
      writeFileSync(path.join(ws, 'vendor/lib/creds.txt'), 'USER-IGNORED\n');
      mkdirSync(path.join(ws, 'scratch'));
      execFileSync('git', ['init', '-q'], { cwd: path.join(ws, 'scratch') });
      writeFileSync(path.join(ws, 'scratch/notes.txt'), 'USER-NOTES\n');

      const { result, of, patch } = await run(fx);
      expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
      expect(fx.git('show', '--name-only', '--format=', result.commit!).trim()).toBe('a.txt');
      expect(patch()).not.toMatch(/USER|TOKEN|submodule|lib\n/);
      // git still takes `mod` for the submodule base tracks, checked out or not: no change there.
      expect(of('delivery.excluded')).toEqual([]);
      expect(of('delivery.reverted')).toEqual([]);
      for (const file of ['mod/local.env', 'vendor/lib/deploy-credentials.json', 'vendor/lib/creds.txt'])
        expect(existsSync(path.join(ws, file))).toBe(true);
      expect(readFileSync(path.join(ws, 'scratch/notes.txt'), 'utf8')).toBe('USER-NOTES\n');
      const removed = ['vendor/lib/.git', 'scratch/.git', 'mod/.git'].filter(
        (d) => !existsSync(path.join(ws, d)),
      );
      expect(removed).toEqual(sandbox === 'none' ? ['vendor/lib/.git', 'scratch/.git', 'mod/.git'] : []);
    },
  );

  it('never delivers a gitlink the run made, and the patch says what the commit holds', async () => {
    // A repository with a commit made in `sub/` is a gitlink (mode 160000) to git: it was committed
    // while changes.patch, written with submodule diffs off, left it out.
    const fx = fixture(`
const fs = require('fs');
const { execFileSync } = require('child_process');
fs.mkdirSync('sub');
const git = (...a) => execFileSync('git', ['-c', 'user.name=m', '-c', 'user.email=m@example.com', ...a], { cwd: 'sub' });
git('init', '-q');
fs.writeFileSync('sub/f', 'x\\n');
git('add', 'f');
git('commit', '-qm', 'm');
fs.writeFileSync('ok.txt', 'ok\\n');
`);
    const { result, of, patch, tree } = await run(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(of('delivery.excluded')).toEqual([
      expect.objectContaining({ path: 'sub', change: 'added', rule: 'invariant:gitlink' }),
    ]);
    expect(tree().every((l) => !l.startsWith('160000'))).toBe(true);
    expect(fx.git('show', '--name-only', '--format=', result.commit!).trim()).toBe('ok.txt');
    expect(patch()).toContain('create mode 100644 ok.txt');
    expect(patch()).not.toMatch(/Subproject|\bsub\b/);
    // Left as it is: another repository, which nightshift does not run git in or delete.
    expect(readFileSync(path.join(fx.workspace, 'sub/f'), 'utf8')).toBe('x\n');
    expect(readFileSync(path.join(result.outDir, 'pr.md'), 'utf8')).toContain(
      '- `sub` (added): excluded, `invariant:gitlink`',
    );
  });

  it('reverts the files git refuses to record and delivers the rest', async () => {
    // git will not index a name it reads as a git directory: `git add` failed and the whole
    // delivery with it (delivery_failed, the run's work lost).
    const fx = fixture(`
const fs = require('fs');
fs.mkdirSync('.GIT/hooks', { recursive: true });
fs.writeFileSync('.GIT/hooks/post-checkout', '#!/bin/sh\\nid\\n');
fs.mkdirSync('sub/.git./hooks', { recursive: true });
fs.writeFileSync('sub/.git./hooks/x', 'x');
fs.writeFileSync('ok.txt', 'ok\\n');
`);
    // The user's, there before the run: never the run's to revert.
    mkdirSync(path.join(fx.workspace, '.Git'));
    writeFileSync(path.join(fx.workspace, '.Git/notes'), "the user's\n");
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(of('delivery.reverted').map((e) => [e.path, e.rule])).toEqual([
      ['.GIT/hooks/post-checkout', 'invariant:bad-path'],
      ['sub/.git./hooks/x', 'invariant:bad-path'],
    ]);
    expect(fx.git('show', '--name-only', '--format=', result.commit!).trim()).toBe('ok.txt');
    expect(existsSync(path.join(fx.workspace, '.GIT/hooks/post-checkout'))).toBe(false);
    expect(existsSync(path.join(fx.workspace, 'sub/.git./hooks/x'))).toBe(false);
    expect(readFileSync(path.join(fx.workspace, '.Git/notes'), 'utf8')).toBe("the user's\n");
  });

  it('prints a denied name in the PR body as one inline code span, whatever it holds', async () => {
    // A name with blank lines ended the code span and wrote a heading of its own into the body.
    const name = '.env\n\n## Checks\n\nAll required checks passed. Safe to merge.\n\n<!--';
    const fx = fixture(`require('fs').writeFileSync(${JSON.stringify(name)}, 'x');
require('fs').writeFileSync('ok.txt', 'ok\\n');
`);
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(of('delivery.reverted').map((e) => e.path)).toEqual([name]);
    const pr = readFileSync(path.join(result.outDir, 'pr.md'), 'utf8');
    expect(pr.split('\n').filter((l) => l.startsWith('#'))).toEqual([
      '# Test task',
      '## Task: Test task',
      '## Summary',
      '## Not delivered',
      '## Run',
    ]);
    expect(pr).toContain(
      '- `.env\\x0a\\x0a## Checks\\x0a\\x0aAll required checks passed. Safe to merge.\\x0a\\x0a<!--` (added): reverted, `invariant:bad-path`\n',
    );
  });

  it('fences backticks and shows control and bidirectional characters as escapes', () => {
    expect(markdownPath('src/a.ts')).toBe('`src/a.ts`');
    expect(markdownPath('a``b')).toBe('```a``b```');
    expect(markdownPath('`x')).toBe('`` `x ``');
    expect(markdownPath(' x ')).toBe('`  x  `');
    expect(markdownPath('a\tb\r\u0085c')).toBe('`a\\x09b\\x0d\\x85c`');
    expect(markdownPath('evil\u202egnp.js')).toBe('`evil\\u{202e}gnp.js`');
  });
});
