import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { ROOT } from '../support/run-fixture.ts';
import { makeWorkspace, plant } from './workspace.ts';

/**
 * Allowlisted runners print files named by their options: tsc a project file (`-p .env`) or each
 * line of a response file (`@.env`), ESLint and vitest a config module that fails to load. Those
 * options are reads (or, for code ESLint loads, refused), whatever runner or spelling names the
 * program, so `read.deny` holds for them; the everyday forms still pass.
 */
let analyzer: ShellAnalyzer;
let standard: Policy;
let runners: Policy;
const ws = makeWorkspace();
plant(ws, { '.env': 'TOKEN=planted-f00d\n', '.aws/credentials': 'x\n', 'tsconfig.json': '{}\n' });
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  standard = loadPolicy('builtin:standard', ws.dir);
  const file = path.join(ws.dir, 'runners.yaml');
  writeFileSync(
    file,
    'version: 1\nextends: builtin:standard\ncommand:\n  allow: [npm exec, pnpm dlx, yarn dlx, bunx, tsc, eslint, vitest]\n',
  );
  runners = loadPolicy(file, ws.dir);
});
const decide = (policy: Policy, command: string) =>
  checkPolicy(policy, 'execute_command', { command }, { analyzer, workspace: ws.dir });

const READS = [
  'npx tsc -p .env',
  'npx tsc --project .env',
  'npx tsc -P .env',
  'npx tsc -project .env',
  'npx tsc --PROJECT=.env',
  'npx tsc --noEmit -p .aws/credentials',
  'npx tsc -b .env',
  'npx tsc --allowJs --pretty .env.js',
  'npx vitest run --config .env',
  'npx vitest run -c .env',
  'npx vitest run --config=.env',
  'npx vitest run -c=.env',
  'npx vitest run --root .aws',
  'npx vitest run -r .aws',
  'npx vitest run --dir .aws',
  'npx vitest run --diff .env',
  'npx vitest run --mergeReports .aws',
  'npx vitest run --merge-reports=.aws',
  'npx eslint --ignore-path .env src',
];
const REFUSED = [
  ['npx tsc @.env', /tsc @\.env: a response file/],
  ['npx tsc --noEmit @tsconfig.json', /a response file/],
  ['npx tsc -- @.env', /a response file/],
  ['npx eslint -c .env', /eslint -c makes it run or load \.env/],
  ['npx eslint --config .env src', /eslint --config makes it run/],
  ['npx eslint --config=.env', /eslint --config makes it run/],
  ['npx eslint -c.env', /eslint -c makes it run/],
  ['npx eslint -c eslint.config.js src', /eslint -c makes it run/],
  ['npx eslint --rulesdir rules src', /eslint --rulesdir makes it run/],
  ['npx eslint --resolve-plugins-relative-to . src', /makes it run/],
  ['npx eslint --plugin evil src', /eslint --plugin makes it run/],
  ['npx eslint --parser ./p.js src', /eslint --parser makes it run/],
  ['npx eslint -f ./formatter.js src', /eslint -f makes it run/],
  ['npx eslint --format=compact src', /eslint --format makes it run/],
  ['npx eslint $CONFIG src', /an argument only known at run time/],
] as const;

describe('file-valued options of tsc, ESLint and vitest', () => {
  it.each(READS)('%s is a read, denied by read.deny', (command) => {
    const got = decide(standard, command);
    expect(got.decision).toBe('deny');
    expect(got.rule).toMatch(/^read\.deny\[\d+\]$/);
  });

  it.each(REFUSED)('%s is refused, naming why', (command, why) => {
    const got = decide(standard, command);
    expect(got).toMatchObject({ decision: 'deny', rule: 'invariant:unanalyzable-command' });
    expect(got.reason).toMatch(why);
  });

  it.each([
    'npm exec -- tsc @.env',
    'npm exec tsc -p .env',
    'pnpm dlx tsc@5 @.env',
    'yarn dlx eslint -c .env',
    'bunx vitest@3 run -c .env',
    'tsc -p .env',
    './node_modules/.bin/tsc @.env',
    '/usr/bin/eslint --config=.env',
  ])('%s: the same through any runner or path', (command) => {
    const got = decide(runners, command);
    expect(got.decision).toBe('deny');
    expect(got.rule).toMatch(/^(read\.deny\[\d+\]|invariant:unanalyzable-command)$/);
  });

  it.each([
    'npx tsc',
    'npx tsc --noEmit',
    'npx tsc --noEmit -p .',
    'npx tsc -p tsconfig.json',
    'npx tsc --noEmit src/a.ts',
    'npx vitest run',
    'npx vitest run src/a.test.ts',
    'npx vitest run --config vitest.config.ts',
    'npx vitest run --reporter=dot',
    'npx eslint src',
    'npx eslint .',
    'npx eslint -f json src',
    'npx eslint --format=stylish src',
    'npx eslint --max-warnings 0 src',
    'node --test @.env',
  ])('%s is still allowed', (command) => {
    expect(decide(standard, command).decision).toBe('allow');
  });
});

describe('what the refused and denied forms would print', () => {
  it('tsc prints the lines of a response file and of a project file', () => {
    const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-tsc-')));
    writeFileSync(path.join(dir, '.env'), 'TOKEN=planted-f00d\n');
    const tsc = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), ...args], {
        cwd: dir,
        encoding: 'utf8',
      }).stdout;
    expect(tsc('@.env')).toContain('TOKEN=planted-f00d');
    expect(tsc('-p', '.env', '--pretty')).toContain('TOKEN=planted-f00d');
  });
});
