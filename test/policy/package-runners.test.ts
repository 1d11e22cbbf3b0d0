import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { asNpx, packageName } from '../../src/policy/shell/package-runners.ts';
import { makeWorkspace } from './workspace.ts';

/**
 * A package runner runs the program a package spec names. Whatever runner, version, scope or path
 * spells it, that program's guard applies and deny rules written for `npx NAME` still match.
 */
let analyzer: ShellAnalyzer;
let policy: Policy;
const ws = makeWorkspace();
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  const file = path.join(ws.dir, 'runners.yaml');
  writeFileSync(
    file,
    [
      'version: 1',
      'extends: builtin:standard',
      'command:',
      '  allow: [npx, npm exec, npm x, npm exe, pnpm exec, pnpm dlx, pnpx, yarn dlx, bunx, bun x, /usr/bin/node]',
      '  deny: [npx tsc --outDir, npx prettier --write]',
    ].join('\n'),
  );
  policy = loadPolicy(file, ws.dir);
});
const decide = (command: string) =>
  checkPolicy(policy, 'execute_command', { command }, { analyzer, workspace: ws.dir });

const RUNNERS = [
  'npx',
  'npx --yes',
  'npx -y --',
  'npm exec --',
  'npm exec',
  'npm x',
  'npm exe --',
  'npm --loglevel=silent exec',
  'pnpm exec',
  'pnpm dlx',
  'pnpx',
  'yarn dlx',
  'bunx',
  'bun x',
];
const SPECS = ['prettier', 'prettier@3', 'prettier@^3.1.0', 'npm:prettier@3', './node_modules/.bin/prettier'];

describe('the program a package runner runs is guarded as itself', () => {
  it.each(
    RUNNERS.flatMap((runner) => SPECS.map((spec) => `${runner} ${spec} --plugin ./evil.js --check src`)),
  )('refuses %j', (command) => {
    const d = decide(command);
    expect(d.decision).toBe('deny');
    expect(d.reason).toMatch(/prettier --plugin makes it run or load \.\/evil\.js/);
  });

  it.each([
    'npx node@20 --require ./evil.js t.js',
    'npm exec -- node --import ./evil.js t.js',
    '/usr/bin/node --require ./evil.js t.js',
    'pnpm dlx node@22 -r ./evil.js t.js',
  ])('refuses %j: node loading more code, by any spelling', (command) => {
    expect(decide(command).reason).toMatch(/node (--require|--import|-r) makes it run or load/);
  });

  it.each([
    'npx --registry http://127.0.0.1:1 prettier --plugin ./evil.js',
    'npx --foo prettier',
    'pnpm dlx --cache-dir x node -r ./e.js',
  ])('refuses %j: a runner option it does not know could take the next word as its value', (command) => {
    expect(decide(command).reason).toMatch(/an option the analyzer does not know before the program it runs/);
  });

  it.each([
    'npx prettier@3 --check src',
    'npx --registry=http://127.0.0.1:1 prettier --check src',
    'npm exec -- prettier --check src',
    'npx -y vitest@3 run',
  ])('still allows %j', (command) => {
    expect(decide(command).decision).toBe('allow');
  });
});

describe('deny rules written for npx NAME match every spelling of NAME', () => {
  it.each([
    'npx tsc@5 --outDir out',
    'npx tsc@latest --outDir=out',
    'npx ./node_modules/.bin/tsc --outDir out',
    'npx npm:tsc@5 --outDir out',
    'npm exec -- tsc --outDir out',
    'pnpm dlx tsc@5 --OUTDIR out',
    'yarn dlx tsc -outDir out',
    'npx prettier@3 --write src',
    'bunx prettier@3.0.0 --write src',
  ])('denies %j by the rule', (command) => {
    const d = decide(command);
    expect(d.decision).toBe('deny');
    expect(d.rule).toMatch(/^command\.deny\[\d+\]$/);
    expect(d.reason).toMatch(/matches command\.deny\[\d+\] "npx (tsc --outDir|prettier --write)"/);
  });

  it('reads allow rules as written: `npx tsc` does not allow another version', () => {
    const standard = loadPolicy('builtin:standard', ws.dir);
    const d = checkPolicy(
      standard,
      'execute_command',
      { command: 'npx tsc@4 --noEmit' },
      { analyzer, workspace: ws.dir },
    );
    expect(d.decision).toBe('deny');
    expect(
      checkPolicy(
        standard,
        'execute_command',
        { command: 'npx tsc --noEmit' },
        { analyzer, workspace: ws.dir },
      ).decision,
    ).toBe('allow');
  });
});

describe('packageName and asNpx', () => {
  it.each([
    ['prettier', 'prettier'],
    ['prettier@3', 'prettier'],
    ['@scope/cli', '@scope/cli'],
    ['@scope/cli@1.2.3', '@scope/cli'],
    ['npm:tsc@5', 'tsc'],
    ['./node_modules/.bin/tsc', 'tsc'],
    ['github:user/tsc#main', 'tsc'],
    ['https://example.test/x/tsc.git', 'tsc'],
  ])('%s → %s', (spec, name) => {
    expect(packageName(spec)).toBe(name);
  });

  it('rewrites runners as npx and leaves other programs alone', () => {
    expect(asNpx(['npm', '--loglevel', 'silent', 'exec', '--', 'tsc@5', '--outDir', 'o'])).toEqual([
      'npx',
      '--',
      'tsc',
      '--outDir',
      'o',
    ]);
    expect(asNpx(['pnpm', 'dlx', '@a/b@1'])).toEqual(['npx', '@a/b']);
    expect(asNpx(['npm', 'run', 'exec'])).toBeUndefined();
    expect(asNpx(['npm', 'test'])).toBeUndefined();
    expect(asNpx(['git', 'exec'])).toBeUndefined();
  });
});
