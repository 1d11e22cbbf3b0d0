import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
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
 * Options of allowlisted runners that name a file or directory the program writes (tsc's build
 * info and profiles, node's profiles, reports, traces and V8 log, npm's debug log, vitest's and
 * pytest's outputs) are edits, decided by the edit rules; node's unknown options (V8's flags,
 * some of which write files) are refused. Each red-team command is also run for real in a clean
 * directory: what it writes there is among the writes the analyzer decided.
 */
let analyzer: ShellAnalyzer;
let standard: Policy;
const ws = makeWorkspace();
plant(ws, { '.github/workflows/ci.yml': 'on: push\n', 'tsconfig.json': '{}\n' });
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  standard = loadPolicy('builtin:standard', ws.dir);
});
const decide = (command: string) =>
  checkPolicy(standard, 'execute_command', { command }, { analyzer, workspace: ws.dir });

/** Red-team commands builtin:standard allowed that write AGENTS.md or under .github/workflows. */
const PROTECTED_WRITES = [
  'npx tsc --incremental --tsBuildInfoFile AGENTS.md',
  'npx tsc --noEmit --incremental --tsBuildInfoFile AGENTS.md',
  'npx tsc --noEmit -tsbuildinfofile .github/workflows/x.yml --composite',
  'npx tsc --generateCpuProfile .github/workflows/x.yml',
  'npx tsc --generateTrace .github/workflows',
  'npx tsc --generateTrace .github',
  'node --test --cpu-prof --cpu-prof-name=AGENTS.md t.test.js',
  'node --test --cpu-prof --cpu_prof_name AGENTS.md t.test.js',
  'node --test --cpu-prof --cpu-prof-dir=.github/workflows t.test.js',
  'node --test --cpu-prof --diagnostic-dir=.github/workflows --cpu-prof-name=x.yml t.test.js',
  'node --test --heap-prof --heap-prof-dir=docs --heap-prof-name=AGENTS.md t.test.js',
  'node --test --trace-events-enabled --trace-event-file-pattern=AGENTS.md t.test.js',
  'node --test --trace-event-categories=v8 --trace-event-file-pattern .github/workflows/t.yml',
  'node --test --report-uncaught-exception --report-filename=AGENTS.md',
  'node --test --report-on-signal --report-dir=.github/workflows',
  'node --test --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=.github/workflows',
  'node --test --redirect-warnings=AGENTS.md',
  'node --test --tls-keylog=AGENTS.md',
  'node --test --localstorage-file=AGENTS.md',
  'node --test --test-rerun-failures=AGENTS.md',
  'node --test --prof --no-logfile-per-isolate --logfile=.github/workflows/v8.yml t.test.js',
  'node --test --prof --logfile=.github/workflows/v8.yml t.test.js',
  'npm test --logs-dir=.github/workflows',
  'npm test --logs-di=.github/workflows',
  'npm test --logs_dir .github/workflows',
  'npm run test --pack-destination=.github/workflows',
  'npx vitest run --outputFile.json=AGENTS.md',
  'npx vitest run --coverage.enabled --coverage.reportsDirectory=.github/workflows',
  'npx vitest run --attachmentsDir=.github/workflows',
  'npx eslint --fix .github/workflows/x.js',
  'npx eslint --cache --cache-location .github/workflows/c',
  'go test -cpuprofile AGENTS.md ./...',
  'go test --trace=.github/workflows/t.yml ./...',
  'go test -outputdir .github/workflows -memprofile m.out ./...',
  'pytest --log-file=AGENTS.md',
  'pytest --log-f AGENTS.md',
  'python -m pytest --report-log=.github/workflows/r.json',
  'python3 -B -m pytest --junitxml=AGENTS.md',
];

/** Refused: the option's file is out of sight (V8's flags, file names node fills in, ini overrides). */
const REFUSED = [
  [
    'node --test --redirect-code-traces-to=AGENTS.md t.test.js',
    /node --redirect-code-traces-to=AGENTS\.md: an option the analyzer does not know/,
  ],
  ['node --test --perf-prof t.test.js', /an option the analyzer does not know/],
  ['node --test --trace-turbo-path=.github t.test.js', /an option the analyzer does not know/],
  ['node --test --harmony t.test.js', /node --harmony: an option the analyzer does not know/],
  ['node --test --no-such-flag', /an option the analyzer does not know/],
  [
    "node --test --trace-events-enabled --trace-event-file-pattern='AGENTS${pid}.md'",
    /a file name node fills in itself/,
  ],
  ['node --test --inspect', /node --inspect opens a debugger port/],
  ['node --test --experimental-default-config-file', /node\.config\.json/],
  ['node --test --experimental-config-file=x.json', /makes it run or load x\.json/],
  ['node --test --test-global-setup=s.mjs', /makes it run or load s\.mjs/],
  ['npm test --node-gyp=./x.sh', /npm --node-gyp makes it run/],
  ['npm test --viewer=./x.sh', /npm --viewer makes it run/],
  ['npm test --init.module=./x.js', /npm --init\.module makes it run/],
  ['npx vitest run --execArgv=--cpu-prof', /vitest --exec-argv makes it run/],
  ['npx vitest run --typecheck.checker=./x.sh', /vitest --typecheck\.checker makes it run/],
  ['npx vitest run --browser.screenshotDirectory=.github', /an option the analyzer does not know/],
  ['npx vitest run --poolOptions.forks.execArgv=--cpu-prof', /an option the analyzer does not know/],
  ['npx eslint --fix', /eslint rewriting files it finds itself/],
  ["npx eslint --fix 'src/**/*.ts'", /a pattern it expands itself/],
  ['go test ./... -args -test.cpuprofile=x', /go -test\.cpuprofile writes in each package's directory/],
  ['pytest -o cache_dir=.github', /pytest -o sets an ini option/],
  ['pytest --cov=src --cov-report=html:.github', /pytest --cov-report with a file or directory/],
  ['cargo test -- --logfile AGENTS.md', /cargo --logfile writes in each crate's directory/],
] as const;

describe('options that write files are edits', () => {
  it.each(PROTECTED_WRITES)('%s is denied by edit.deny', (command) => {
    const got = decide(command);
    expect(got.decision).toBe('deny');
    expect(got.rule).toMatch(/^(edit\.deny\[\d+\]|command\.deny\[\d+\])$/);
    expect(decide(command).reason).toMatch(/edit of|matches command\.deny/);
  });

  it.each(REFUSED)('%s is refused, naming why', (command, why) => {
    const got = decide(command);
    expect(got).toMatchObject({ decision: 'deny', rule: 'invariant:unanalyzable-command' });
    expect(got.reason).toMatch(why);
  });

  it('joins a file name to its directory as the program does', () => {
    const writes = (command: string) => analyzer.analyze(command).writes;
    expect(writes('node --test --cpu-prof --cpu-prof-dir=p --cpu-prof-name=c.json')).toEqual([
      'p',
      'p/c.json',
    ]);
    expect(writes('node --test --cpu-prof --diagnostic-dir=d --cpu-prof-name=c.json')).toEqual([
      'd',
      'd/c.json',
    ]);
    expect(writes('node --test --heap-prof --diagnostic-dir=d')).toEqual(['d', 'd/Heap.*.heapprofile']);
    expect(writes('node --test --prof --logfile=l/v8.log')).toEqual(['l/v8.log', 'l/isolate-*-v8.log']);
    expect(writes('npx tsc --generateTrace tr')).toEqual([
      'tr',
      'tr/trace*.json',
      'tr/types*.json',
      'tr/legend.json',
    ]);
    expect(writes('npm test --logs-dir=l')).toEqual(['l', 'l/*-debug-0.log']);
    expect(writes('go test -outputdir o -cpuprofile c.out ./...')).toEqual(['o', 'c.out', 'o/c.out']);
    expect(writes('npx eslint --cache src')).toEqual(['.eslintcache']);
  });

  it.each([
    'npx tsc',
    'npx tsc --noEmit',
    'npx tsc -p tsconfig.json',
    'npx tsc --noEmit --incremental --tsBuildInfoFile .cache/tsbuildinfo',
    'node --test',
    'node --test t.test.js',
    'node --test --test-name-pattern foo --test-reporter=spec',
    'node --test --no-warnings --max-old-space-size=4096 --enable-source-maps t.test.js',
    "node --test --experimental-test-coverage --test-coverage-include='src/**' --test-concurrency 2",
    'node --test --cpu-prof --cpu-prof-dir=prof',
    // after the script (the first test file), words are the script's: node reads no option there
    'node --test t.test.js --verbose',
    'npm test',
    'npm test --silent',
    'npm run test --if-present',
    'npx vitest run',
    'npx vitest run --reporter=dot --coverage.enabled --coverage.reporter=text',
    'npx vitest run --merge-reports',
    'npx eslint .',
    'npx eslint --cache src',
    'go test ./...',
    'go test -cpuprofile cpu.out ./...',
    'pytest --co',
    'pytest --cov=src --cov-report=term-missing',
    'python -m pytest -q',
  ])('%s is still allowed', (command) => {
    expect(decide(command).decision).toBe('allow');
  });
});

/** Files under dir, as paths relative to it (links not followed). */
function files(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? files(dir, p) : [p];
  });
}

/** Whether the analyzer's write `decided` (a file, a directory, a name with `*`) covers `file`. */
function covers(decided: string, file: string): boolean {
  const clean = path.posix.normalize(decided);
  const re = new RegExp(
    `^${clean
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*')}$`,
  );
  return clean === file || file.startsWith(`${clean}/`) || re.test(file);
}

const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const VITEST = path.join(ROOT, 'node_modules/vitest/vitest.mjs');

/** A clean directory like a checkout: a workflow, a test, a TypeScript project, a package.json. */
function checkout(): string {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-guard-run-')));
  mkdirSync(path.join(dir, '.github/workflows'), { recursive: true });
  writeFileSync(path.join(dir, '.github/workflows/ci.yml'), 'on: push\n');
  writeFileSync(path.join(dir, 't.test.js'), "require('node:test')('t', () => {});\n");
  writeFileSync(path.join(dir, 'throws.js'), 'throw new Error("x");\n');
  writeFileSync(path.join(dir, 'warns.js'), 'process.emitWarning("w");\n');
  writeFileSync(path.join(dir, 'a.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(dir, 'tsconfig.json'), '{"compilerOptions":{"strict":true},"files":["a.ts"]}\n');
  writeFileSync(
    path.join(dir, 'package.json'),
    '{"name":"p","version":"1.0.0","scripts":{"test":"node -e 0"}}\n',
  );
  return dir;
}

/** How the command runs for real: the program it names, from this repository where it is one. */
function realArgv(command: string): string[] {
  const [program, ...args] = command.split(' ');
  if (program === 'npx' && args[0] === 'tsc') return [process.execPath, TSC, ...args.slice(1)];
  if (program === 'npx' && args[0] === 'vitest') return [process.execPath, VITEST, ...args.slice(1)];
  if (program === 'node') return [process.execPath, ...args];
  return [program ?? '', ...args];
}

describe('what those options write when the program runs', () => {
  it.each([
    ['npx tsc --noEmit --incremental --tsBuildInfoFile AGENTS.md', 'AGENTS.md'],
    ['npx tsc --noEmit --generateCpuProfile .github/workflows/x.yml', '.github/workflows/x.yml'],
    ['npx tsc --noEmit --generateTrace .github/workflows', '.github/workflows/trace.json'],
    ['node --test --cpu-prof --cpu-prof-name=AGENTS.md t.test.js', 'AGENTS.md'],
    [
      'node --test --cpu-prof --cpu-prof-dir=.github/workflows t.test.js',
      /^\.github\/workflows\/CPU\..*\.cpuprofile$/,
    ],
    [
      'node --test --cpu-prof --diagnostic-dir=.github/workflows --cpu-prof-name=x.yml t.test.js',
      '.github/workflows/x.yml',
    ],
    ['node --test --heap-prof --heap-prof-name=AGENTS.md t.test.js', 'AGENTS.md'],
    ['node --test --trace-events-enabled --trace-event-file-pattern=AGENTS.md t.test.js', 'AGENTS.md'],
    [
      'node --test --prof --no-logfile-per-isolate --logfile=.github/workflows/v8.yml t.test.js',
      '.github/workflows/v8.yml',
    ],
    [
      'node --test --prof --logfile=.github/workflows/v8.yml t.test.js',
      /^\.github\/workflows\/isolate-.*-v8\.yml$/,
    ],
    ['node --report-uncaught-exception --report-filename=AGENTS.md throws.js', 'AGENTS.md'],
    ['node --report-uncaught-exception --diagnostic-dir=.github throws.js', /^report\..*\.json$/],
    ['node --redirect-warnings=AGENTS.md warns.js', 'AGENTS.md'],
    ['node --trace-events-enabled throws.js', /^node_trace\.\d+\.log$/],
    ['node --prof throws.js', /^isolate-.*-v8\.log$/],
    ['npm test --logs-dir=.github/workflows', /^\.github\/workflows\/.*-debug-0\.log$/],
    ['npm test --logs-di=.github/workflows', /^\.github\/workflows\/.*-debug-0\.log$/],
  ] as const)('%s writes %s, and every file it writes is a write decided', (command, expected) => {
    const dir = checkout();
    const before = new Set(files(dir));
    const [program, ...args] = realArgv(command);
    spawnSync(program ?? '', args, {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    const made = files(dir).filter((f) => !before.has(f));
    expect(made.some((f) => (typeof expected === 'string' ? f === expected : expected.test(f)))).toBe(true);
    const decided = analyzer.analyze(command).writes;
    for (const file of made)
      expect(
        decided.some((d) => covers(d, file)),
        `${file} in ${decided.join(', ')}`,
      ).toBe(true);
  });

  it('vitest writes --outputFile.json, a part of --outputFile', () => {
    const dir = checkout();
    writeFileSync(path.join(dir, 'a.test.js'), "import { test } from 'vitest';\ntest('a', () => {});\n");
    writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}\n');
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    const command = 'npx vitest run --reporter=json --outputFile.json=AGENTS.md a.test.js';
    const [program, ...args] = realArgv(command);
    spawnSync(program ?? '', args, { cwd: dir, encoding: 'utf8', timeout: 120_000 });
    expect(files(dir)).toContain('AGENTS.md');
    expect(analyzer.analyze(command).writes).toEqual(['AGENTS.md']);
  });
});
