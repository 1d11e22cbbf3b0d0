// The package as users get it: `npm pack` of the committed dist/, installed (npm install -g, npx,
// a git URL) with no registry at all: an empty cache and --offline, so any dependency npm would
// have to fetch fails the install. The installed `nightshift` then runs --version and the demo.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/run-fixture.ts';

const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string })
  .version;
const tmp = mkdtempSync(path.join(tmpdir(), 'ns-install-'));

// npm's own settings only: no ~/.npmrc, no npm_config_* inherited from an `npm test` parent.
const emptyRc = path.join(tmp, 'empty.npmrc');
writeFileSync(emptyRc, '');
const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k))),
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
};
const npm = (cwd: string, ...args: string[]) =>
  execFileSync(
    'npm',
    [
      '--offline',
      `--cache=${mkdtempSync(path.join(tmp, 'cache-'))}`,
      `--userconfig=${emptyRc}`,
      '--no-audit',
      '--no-fund',
      '--no-update-notifier',
      ...args,
    ],
    { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );

const emptyProject = () => {
  const dir = mkdtempSync(path.join(tmp, 'project-'));
  writeFileSync(
    path.join(dir, 'package.json'),
    '{ "name": "consumer", "version": "1.0.0", "private": true }\n',
  );
  return dir;
};

/** The README's demo: the sample repo as a git repository, the scripted task beside it. */
function runDemo(nightshift: string) {
  const dir = mkdtempSync(path.join(tmp, 'demo-'));
  cpSync(path.join(ROOT, 'examples/demo'), path.join(dir, 'demo'), { recursive: true });
  for (const f of ['fix-discount.task.yaml', 'fix-discount.script.yaml'])
    copyFileSync(path.join(ROOT, 'examples', f), path.join(dir, f));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: path.join(dir, 'demo'),
      encoding: 'utf8',
    });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('commit', '--quiet', '-m', 'sample');
  execFileSync(nightshift, ['run', 'fix-discount.task.yaml', '--quiet'], { cwd: dir, env, stdio: 'pipe' });
  return {
    branch: git('rev-parse', '--abbrev-ref', 'HEAD').trim(),
    changed: git('show', '--name-only', '--format=', 'HEAD').trim(),
  };
}

describe('the npm package', () => {
  let tarball = '';
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  beforeAll(() => {
    const out = mkdtempSync(path.join(tmp, 'pack-'));
    const [packed] = JSON.parse(npm(ROOT, 'pack', '--json', `--pack-destination=${out}`)) as {
      filename: string;
      files: { path: string }[];
    }[];
    tarball = path.join(out, packed!.filename);
    // What dist/ loads beside itself at run time, and the licence, are in the package.
    expect(packed!.files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'dist/cli.js',
        'dist/index.js',
        'dist/sandbox-bridge.js',
        'dist/web-tree-sitter.wasm',
        'dist/tree-sitter-bash.wasm',
        'dist/policies/standard.yaml',
        'action.yml',
      ]),
    );
  }, 60_000);

  it('installs globally from the packed tarball with no registry, and runs --version and the demo', () => {
    const prefix = mkdtempSync(path.join(tmp, 'global-'));
    npm(emptyProject(), 'install', '--global', `--prefix=${prefix}`, tarball);
    const nightshift = path.join(prefix, 'bin/nightshift');

    expect(execFileSync(nightshift, ['--version'], { env, encoding: 'utf8' }).trim()).toBe(version);
    expect(runDemo(nightshift)).toEqual({ branch: 'nightshift/fix-cart-discount', changed: 'src/cart.js' });
  }, 120_000);

  it('runs through npx from the tarball with no registry', () => {
    const out = npm(emptyProject(), 'exec', '--yes', `--package=${tarball}`, '--', 'nightshift', '--version');
    expect(out.trim()).toBe(version);
  }, 60_000);

  it('installs from a git URL with no registry: nothing is built, so no devDependency is fetched', () => {
    // A repository of the checkout's tracked files as they are now (uncommitted edits included).
    const repo = mkdtempSync(path.join(tmp, 'repo-'));
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    for (const file of tracked) {
      mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      copyFileSync(path.join(ROOT, file), path.join(repo, file));
    }
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo });
    git('init', '--quiet');
    git('add', '.');
    git('commit', '--quiet', '-m', 'snapshot');

    const project = emptyProject();
    npm(project, 'install', `git+file://${repo}`);
    const nightshift = path.join(project, 'node_modules/.bin/nightshift');
    expect(execFileSync(nightshift, ['--version'], { env, encoding: 'utf8' }).trim()).toBe(version);
  }, 120_000);
});
