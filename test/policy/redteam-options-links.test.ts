import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { bashOutput } from '../support/bash-run.ts';

/**
 * Two classes of bypass a red team ran for real: a word of bundled short options given to a
 * guarded runner (`make test -sE'$(shell cat .env >&2)'`, `npm test -sC ..`), where only the
 * first letter was looked at; and a symbolic link made earlier in the command, then written
 * through (`ln -s .github/workflows w && echo x > w/evil.yml`), whose target was never decided.
 * Each denied command is run with bash in a fresh workspace to show it does what the decision
 * keeps from happening; the look-alikes that stay allowed are run too.
 */
const SECRET = 'planted-secret-5b1c';
const NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url));

/** Beside the workspace, in its parent: what `-C ..` and `--root ..` reach. */
const PARENT: Record<string, string> = {
  Makefile: 'test:\n\t@echo PARENT-MAKEFILE-RAN\n',
  'package.json': JSON.stringify({ name: 'parent', scripts: { test: 'echo PARENT-PACKAGE-RAN' } }),
  'outside.test.mjs': "process.stderr.write('OUTSIDE-TEST-RAN\\n');\n",
};
const LAYOUT: Record<string, string> = {
  '.env': `TOKEN=${SECRET}\n`,
  'AGENTS.md': 'old\n',
  // Not as prettier formats it.
  '.github/workflows/ci.yml': 'on:   push\n',
  Makefile: 'test:\n\t@echo WS-MAKEFILE-RAN\n',
  'package.json': JSON.stringify({ name: 'ws', scripts: { test: 'echo WS-PACKAGE-RAN' } }),
  'evil.sh': '#!/bin/sh\necho EVIL-SHELL-RAN\n',
  'test_ok.py': 'def test_ok():\n    pass\n',
  'src/a.txt': 'a\n',
  'd/keep': 'keep\n',
};

/** The directory of a python that has pytest (pyenv's shims need the real HOME), if any. */
const PYTHON_BIN = (() => {
  const found = (process.env.PATH ?? '')
    .split(':')
    .map((dir) => path.join(dir, 'python3'))
    .filter((python) => existsSync(python))
    .map((python) =>
      spawnSync(python, ['-c', 'import sys, pytest; print(sys.executable)'], { encoding: 'utf8' }),
    )
    .find((got) => got.status === 0);
  return found && path.dirname(found.stdout.trim());
})();

let analyzer: ShellAnalyzer;
let workspace: string;
let standard: Policy;
/** A user policy that allows the programs (cp, ln, echo...): only the file rules decide. */
let allowing: Policy;
const made: string[] = [];
/** For a test that runs npm, npx or pytest, each seconds on a loaded machine. */
const SLOW = 120_000;

/** A fresh workspace (a git repository) with LAYOUT, in a directory that holds PARENT. */
function scratch(): string {
  const parent = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-redteam-links-')));
  made.push(parent);
  const dir = path.join(parent, 'ws');
  for (const [base, files] of [
    [parent, PARENT],
    [dir, LAYOUT],
  ] as const)
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
      writeFileSync(path.join(base, file), text);
    }
  chmodSync(path.join(dir, 'evil.sh'), 0o755);
  // `npx prettier`, `npx vitest` find the repository's own.
  symlinkSync(NODE_MODULES, path.join(dir, 'node_modules'));
  spawnSync('git', ['init', '--quiet'], { cwd: dir });
  return dir;
}

/** `@WS@` in a command is the workspace's absolute path. */
const inWorkspace = (command: string, dir: string) => command.replaceAll('@WS@', dir);

/** Runs the command with bash in a fresh workspace: what it printed, and the workspace. */
function run(command: string): { output: string; dir: string } {
  const dir = scratch();
  const PATH = [PYTHON_BIN, process.env.PATH ?? '/usr/bin:/bin'].filter(Boolean).join(':');
  return { output: bashOutput(inWorkspace(command, dir), dir, { PATH, HOME: path.dirname(dir) }, SLOW), dir };
}

const decide = (policy: Policy, command: string) =>
  checkPolicy(
    policy,
    'execute_command',
    { command: inWorkspace(command, workspace) },
    { analyzer, workspace },
  );
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  workspace = scratch();
  standard = loadPolicy('builtin:standard', workspace);
  allowing = { ...standard, command: { ...standard.command, default: 'allow' } };
});
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('bundled short options of guarded runners, split as their parsers split them', () => {
  it.each([
    // GNU make's getopt: letters up to one that takes a value, which takes the rest of the word.
    ["make test -sE'$(shell cat .env >&2)'", SECRET],
    ['make test -sC..', 'PARENT-MAKEFILE-RAN'],
    ['make test -ksC ..', 'PARENT-MAKEFILE-RAN'],
    // npm's nopt: letters that are all shorthands are split, after one dash or two...
    ['npm test -sC ..', 'PARENT-PACKAGE-RAN'],
    ['npm test -dC ..', 'PARENT-PACKAGE-RAN'],
    ['npm test --sC ..', 'PARENT-PACKAGE-RAN'],
    ['npm test -sC=..', 'PARENT-PACKAGE-RAN'],
    ['npm test --C ..', 'PARENT-PACKAGE-RAN'],
    // ...and any other word is a long option: `-script-shell` is `--script-shell`.
    ['npm test -script-shell ./evil.sh', 'EVIL-SHELL-RAN'],
    // cac's mri: every letter is an option, the last takes the next word.
    ['npx vitest run -ur ..', 'OUTSIDE-TEST-RAN'],
  ])(
    '%s is denied under builtin:standard, and prints %s',
    (command, printed) => {
      expect(decide(standard, command).decision).toBe('deny');
      expect(run(command).output).toContain(printed);
    },
    SLOW,
  );

  it("make test -sE'$(shell echo pwned > AGENTS.md)' is denied, and overwrites AGENTS.md", () => {
    const command = "make test -sE'$(shell echo pwned > AGENTS.md; id >&2)'";
    expect(decide(standard, command)).toMatchObject({
      decision: 'deny',
      rule: 'invariant:unanalyzable-command',
    });
    expect(read(run(command).dir, 'AGENTS.md')).toBe('pwned\n');
  });

  it(
    'npm test -logs-dir ../logs is denied, and writes its log outside the workspace',
    () => {
      const command = 'npm test -logs-dir ../logs';
      expect(decide(standard, command)).toMatchObject({
        decision: 'deny',
        rule: 'invariant:outside-workspace',
      });
      expect(existsSync(path.join(run(command).dir, '../logs'))).toBe(true);
    },
    SLOW,
  );

  it(
    'npx prettier --check -uw rewrites a protected file, and is denied',
    () => {
      const command = 'npx prettier --check -uw .github/workflows/ci.yml';
      expect(read(run(command).dir, '.github/workflows/ci.yml')).toBe('on: push\n');
      expect(decide(standard, command).rule).toMatch(/^edit\.deny/);
    },
    SLOW,
  );

  it.skipIf(PYTHON_BIN === undefined)(
    'pytest -so cache_dir=../cache writes outside the workspace, and is denied',
    () => {
      const command = 'pytest -so cache_dir=../cache test_ok.py';
      expect(existsSync(path.join(run(command).dir, '../cache'))).toBe(true);
      expect(decide(standard, command).reason).toMatch(/pytest -o sets an ini option/);
    },
    SLOW,
  );

  // A bundled pytest -p is skipped by pytest's early plugin loading, but Config.fromdictargs
  // (pytest-xdist's workers) loads it; cargo's clap reads `-qC..` as `-q -C ..` (nightly only).
  it.each([
    ['pytest -sp evilplug', /pytest -p makes it run or load evilplug/],
    ['python -m pytest -qsp evilplug', /pytest -p makes it run or load evilplug/],
    ['cargo test -qC..', /outside the workspace/],
    ['pnpm test -rC ..', /outside the workspace/],
    ['yarn test -sC ..', /outside the workspace/],
    ['npx vitest run -uc .env', /\.env/],
    ['npx eslint -vc evil.mjs', /eslint -c makes it run or load evil\.mjs/],
  ])('%s is denied under builtin:standard', (command, reason) => {
    const got = decide(standard, command);
    expect(got.decision).toBe('deny');
    expect(got.reason).toMatch(reason);
  });

  it.each([
    // nopt splits a word only when every letter is a shorthand: `-sC..` is one unknown option.
    ['npm test -sC..', 'WS-PACKAGE-RAN'],
    ['npm test -s', 'WS-PACKAGE-RAN'],
    ['make test -ks -j2', 'WS-MAKEFILE-RAN'],
  ])(
    '%s is allowed, and runs in the workspace',
    (command, printed) => {
      expect(decide(standard, command).decision).toBe('allow');
      const { output } = run(command);
      expect(output).toContain(printed);
      expect(output).not.toMatch(/PARENT-/);
    },
    SLOW,
  );

  it.each([
    'npm test -ws',
    'npm test -dd',
    'npm test -iwr',
    'npm test --workspaces',
    'npm test --force',
    'make test -j4 -Otarget',
    'pytest -Werror -x',
    'pytest -nauto -kconfig',
    'pytest -vv -rA',
    'cargo test -vv -p foo',
    'npx vitest run -u',
    'npx prettier --check -u src',
  ])('%s is still allowed under builtin:standard', (command) => {
    expect(decide(standard, command).decision).toBe('allow');
  });
});

describe('a symbolic link is decided as a read and an edit of where it leads', () => {
  it.each([
    ["cp -s .github/workflows/ci.yml x.yml && echo 'on: pwned' > x.yml", '.github/workflows/ci.yml'],
    ["ln -sT .github/workflows/ci.yml x && echo 'on: pwned' > x", '.github/workflows/ci.yml'],
    ["ln -s .github/workflows w && echo 'on: pwned' > w/ci.yml", '.github/workflows/ci.yml'],
    // Relative to the link's directory, as the kernel reads it: a nested AGENTS.md, made new.
    ['ln -sfT AGENTS.md d/l && echo pwned > d/l', 'd/AGENTS.md'],
    ['ln -s --no-target-directory AGENTS.md d/notes && echo pwned > d/notes', 'd/AGENTS.md'],
    // -r: relative to the working directory.
    ["ln -sr .github/workflows/ci.yml d/x && echo 'on: pwned' > d/x", '.github/workflows/ci.yml'],
    // A tree of links to every file under the source.
    ["cp -rs @WS@/.github/workflows g && echo 'on: pwned' > g/ci.yml", '.github/workflows/ci.yml'],
    ['cp -sT AGENTS.md x.md && echo pwned > x.md', 'AGENTS.md'],
  ])('%s is denied, and writes %s through the link', (command, file) => {
    expect(read(run(command).dir, file)).toMatch(/pwned/);
    const got = decide(allowing, command);
    expect(got.decision).toBe('deny');
    expect(got.reason).toContain(file.endsWith('AGENTS.md') ? file : '.github/workflows');
  });

  // Should `cd` fail, `..` is read from the workspace, outside it: denied whatever the link.
  it.each([
    "cd src && ln -s ../.github/workflows/ci.yml l && echo 'on: pwned' > l",
    'cd src && ln -s -t . ../AGENTS.md ../d/keep',
  ])('%s is denied', (command) => {
    expect(decide(allowing, command).decision).toBe('deny');
  });

  it.each(['ln -s . w', 'ln -s .. w', 'ln -s src/* d', 'ln -s "$X" w'])('%s is denied', (command) => {
    expect(decide(allowing, command).decision).toBe('deny');
  });

  it.each([
    ['ln -s a.txt src/l && echo b >> src/l', 'src/a.txt', 'a\nb\n'],
    ['cp -s src/a.txt x && echo b >> x', 'src/a.txt', 'a\nb\n'],
    ['ln -sr src/a.txt d/x && echo b >> d/x', 'src/a.txt', 'a\nb\n'],
    ['cd d && ln -s keep l && echo b >> l', 'd/keep', 'keep\nb\n'],
  ])('%s is allowed, and edits %s', (command, file, text) => {
    expect(decide(allowing, command).decision).toBe('allow');
    expect(read(run(command).dir, file)).toBe(text);
  });
});
