import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../support/run-fixture.ts';

// Node ≥ 22.1 has the compile cache; on Node 20 (CI runs both) nothing may be cached at all.
const supported = typeof (module as { enableCompileCache?: unknown }).enableCompileCache === 'function';
const OTHER_UID = 54321;

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A code directory, as dist/ is to the bundle. */
function codeDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-cc-'));
  dirs.push(dir);
  return dir;
}

/**
 * useCompileCache(dir) in a fresh Node (enabling the cache changes the process for good), which
 * then loads a module so that Node has something to write. Prints what the call returned.
 */
function useIn(dir: string, env: NodeJS.ProcessEnv = {}, umask = '0022'): string {
  const script = [
    `process.umask(0o${umask});`,
    `const { useCompileCache } = await import(${JSON.stringify(path.join(ROOT, 'src/cli/compile-cache.ts'))});`,
    `const used = useCompileCache(${JSON.stringify(dir)});`,
    `await import(${JSON.stringify(path.join(ROOT, 'node_modules/yaml/browser/dist/index.js'))});`,
    'process.stdout.write(String(used));',
  ].join('\n');
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: 'utf8',
  });
  expect(r.stderr).toBe('');
  return r.stdout;
}

/** Every path below `dir` (symlinks not followed), with its mode and owner. */
function tree(dir: string, prefix = ''): { rel: string; mode: number; uid: number; dir: boolean }[] {
  return readdirSync(path.join(dir, prefix))
    .sort()
    .flatMap((name) => {
      const rel = path.join(prefix, name);
      const s = lstatSync(path.join(dir, rel));
      const entry = { rel, mode: s.mode & 0o777, uid: s.uid, dir: s.isDirectory() };
      return entry.dir ? [entry, ...tree(dir, rel)] : [entry];
    });
}

describe('the compile cache beside the bundle', () => {
  it('is made by the owner of the code, writable by no one else even under a lax umask, and filled', () => {
    const code = codeDir();
    const cache = path.join(code, '.cache');
    expect(useIn(code, {}, '0002')).toBe(supported ? cache : 'undefined');
    if (!supported) {
      expect(readdirSync(code)).toEqual([]);
      return;
    }
    const entries = tree(cache);
    expect(entries.filter((e) => !e.dir).length).toBeGreaterThan(0);
    expect(lstatSync(cache).mode & 0o777).toBe(0o755);
    for (const e of entries) {
      expect(e.uid, e.rel).toBe(process.getuid?.());
      expect(e.mode & 0o022, `${e.rel} ${e.mode.toString(8)}`).toBe(0);
    }
    // The next run finds it as it left it and uses it.
    expect(useIn(code)).toBe(cache);
  });

  it.each([
    ['a group-writable cache directory', (cache: string) => chmodSync(cache, 0o775)],
    [
      'a world-writable directory inside',
      (cache: string) => {
        mkdirSync(path.join(cache, 'v'));
        chmodSync(path.join(cache, 'v'), 0o777);
      },
    ],
    [
      'a group-writable entry',
      (cache: string) => {
        writeFileSync(path.join(cache, 'entry'), 'bytecode');
        chmodSync(path.join(cache, 'entry'), 0o664);
      },
    ],
    [
      'an entry of another user',
      (cache: string) => {
        writeFileSync(path.join(cache, 'entry'), 'bytecode');
        chownSync(path.join(cache, 'entry'), OTHER_UID, OTHER_UID);
      },
    ],
    ['a symlink inside', (cache: string) => symlinkSync('/tmp', path.join(cache, 'v'))],
  ])('is not used when it holds %s, and is left as it was', (_, spoil) => {
    const code = codeDir();
    const cache = path.join(code, '.cache');
    mkdirSync(cache, { mode: 0o755 });
    chmodSync(cache, 0o755);
    spoil(cache);
    const before = tree(cache);
    expect(useIn(code)).toBe('undefined');
    expect(tree(cache)).toEqual(before);
  });

  it('is not used when .cache is a symlink, even to a good directory', () => {
    const code = codeDir();
    const elsewhere = codeDir();
    symlinkSync(elsewhere, path.join(code, '.cache'));
    expect(useIn(code)).toBe('undefined');
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it.runIf(process.getuid?.() === 0)(
    "is not made under another user's code, but one that user made is read",
    () => {
      const code = codeDir();
      chownSync(code, OTHER_UID, OTHER_UID);
      expect(useIn(code)).toBe('undefined');
      expect(readdirSync(code)).toEqual([]);
      // The install's owner made it (a container image built as root, run as another user).
      const cache = path.join(code, '.cache');
      mkdirSync(cache, { mode: 0o755 });
      chownSync(cache, OTHER_UID, OTHER_UID);
      expect(useIn(code)).toBe(supported ? cache : 'undefined');
    },
  );

  it("leaves Node's own NODE_COMPILE_CACHE alone", () => {
    const code = codeDir();
    const own = codeDir();
    expect(useIn(code, { NODE_COMPILE_CACHE: own })).toBe('undefined');
    expect(readdirSync(code)).toEqual([]);
  });

  it('is used by the bundled CLI: a command fills dist/.cache', () => {
    const dist = codeDir();
    for (const part of ['cli.js', 'chunks', 'policies'])
      cpSync(path.join(ROOT, 'dist', part), path.join(dist, part), { recursive: true });
    const task = path.join(dist, 'task.yaml');
    writeFileSync(task, 'version: 1\ntitle: t\nprompt: p\nmodel: { provider: openai, name: gpt-4o }\n');
    const validate = () =>
      spawnSync(process.execPath, [path.join(dist, 'cli.js'), 'validate', task], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, OPENAI_API_KEY: 'sk-test' },
        encoding: 'utf8',
      });
    const first = validate();
    expect(first.status, first.stderr).toBe(0);
    if (!supported) {
      expect(readdirSync(dist).sort()).toEqual(['chunks', 'cli.js', 'policies', 'task.yaml']);
      return;
    }
    const cached = tree(path.join(dist, '.cache')).filter((e) => !e.dir);
    expect(cached.length).toBeGreaterThan(0);
    const second = validate();
    expect(second.status).toBe(0);
    expect(second.stdout).toBe(first.stdout);
  });
});
