import type { ValueKind } from './options.ts';
import { OPTION_SPELLINGS } from './option-spellings.ts';
import { isRunnerFlag, packageName, programName, runnerOptionsStart } from './package-runners.ts';

type Kind = Exclude<ValueKind, 'list'>;

/** The options a command gave, by the name the guard's table knows them by, with their values. */
type Given = Map<string, string[]>;

/**
 * Build and test runners (npm, node, make, go...) take more options than can be tabled, and run
 * project code by design. The analyzer does not claim to know all their options; it knows the ones
 * that move them out of the workspace, make them run or load something else, or name a file they
 * read or write: those become reads and writes (`--prefix DIR`, `-o FILE`, `--logs-dir DIR`) or
 * are refused (`--require`, `--node-options`, `go test -exec`). Where the program accepts
 * abbreviations (npm's nopt, GNU make), any prefix of such an option counts as the option. Where
 * the program takes options no table can hold (node hands what it does not know to V8, whose
 * flags write files: `--logfile`), only the known ones are let through (`strict`).
 */
interface Guard {
  /** `arg`: the option takes a value that is neither a file to decide nor an operand. */
  options: Record<string, Kind>;
  /** Options that take no value: with `strict`, the only others let through. */
  flags?: readonly string[];
  /**
   * `all`: an option in neither `options` nor `flags` is refused. `dotted`: only those with a
   * dotted name (vitest takes any key of its configuration as `--coverage.KEY`).
   */
  strict?: 'all' | 'dotted';
  /**
   * The program's options end at its first operand (node's script): an option it does not know
   * after that is the script's, let through; known ones are still decided, in case they are not.
   */
  scriptArgs?: boolean;
  /** `--no-NAME` turns off the flag NAME (node's and V8's booleans). */
  negates?: boolean;
  /** Options whose value may be left out: the next word is theirs only when it is no option. */
  optional?: readonly string[];
  /** `--NAME.KEY` sets part of `--NAME` (vitest's `--outputFile.json`): it is `--NAME`. */
  subKeys?: boolean;
  /** Options refused whatever their value, and why. */
  refuses?: Record<string, string>;
  abbreviates?: boolean;
  /**
   * How the program reads a word of several letters after a dash (see `pieces`): as GNU getopt
   * does (`getopt`), every letter an option (`letters`), or as npm's nopt does (`nopt`). Unset:
   * the word is one option (node, go, tsc read `-abc` as the option `abc`).
   */
  bundles?: 'getopt' | 'letters' | 'nopt';
  /** Short options outside `options` that take a value, which ends a getopt bundle (`pytest -Werror`). */
  valueLetters?: string;
  /** nopt's shorthand letters: a word made of them only is split into them (`-sC` is `-s -C`). */
  shorthands?: string;
  /** Names nopt reads whole though each of their letters is a shorthand (`-ws` is `--workspaces`). */
  whole?: readonly string[];
  /** Option names may spell `-` as `_` (`--experimental_loader`, `--script_shell`). */
  underscores?: boolean;
  /** Where the program's own options end: after `--` (npm run passes the rest to the script). */
  until?: 'dashdash';
  /** Refused `NAME=value` arguments (make variables that choose the shell or run commands). */
  variables?: RegExp;
  /** Values that name something built in, not a file or a module (`--test-reporter=spec`). */
  builtinValues?: Record<string, readonly string[]>;
  /** Flags that make the program rewrite its operands, files or directories (`prettier --write`). */
  writesOperands?: string[];
  /**
   * Every operand is a file the program reads (tsc's root files and projects: `true`), or, with
   * `'patterns'`, a file, a directory or a pattern it expands itself (prettier, ESLint), each
   * file of which it parses, printing the line of a syntax error (`prettier --check --parser
   * babel .env`): a file is read, a pattern reads the tree below its literal part. The files it
   * picks in a directory (by their extensions) are left to the sandbox. With `'nodeids'`
   * (pytest), an operand is a path before any `::TEST` (`pytest ../x` runs the conftest.py and
   * the tests there).
   */
  readsOperands?: boolean | 'patterns' | 'nodeids';
  /** `@FILE` holds more arguments, read when the program runs (tsc's response files). */
  responseFiles?: boolean;
  /** How the program reads an option's name, as the table spells it (tsc: any case, `-p` or `--p`). */
  spelling?: (name: string) => string;
  /**
   * Files the options write together: a file name joined to a directory option, as the program
   * joins them (`--cpu-prof-dir D --cpu-prof-name N` writes `D/N`), and the names a program makes
   * up (`--cpu-prof`: `CPU.*.cpuprofile`, `*` for the made-up part, which glob rules match).
   */
  outputs?: (given: Given) => {
    writes: string[];
    problems: string[];
    reads?: string[];
    editTrees?: string[];
  };
}

/** `D/N` as the program joins them: as text, `..` left to the file system; `''` is the directory the program runs in. */
const under = (dirs: readonly string[], names: readonly string[]): string[] =>
  dirs.flatMap((dir) => names.map((name) => (dir === '' ? name : `${dir}/${name}`)));

const words = (lines: readonly string[]): string[] => lines.flatMap((line) => line.split(' '));
const table = (kind: Kind, lines: readonly string[]): Record<string, Kind> =>
  Object.fromEntries(words(lines).map((name) => [name, kind]));

/**
 * Options that name more code to load, and `--write`, whose operands (files, directories and
 * globs prettier expands itself) become edits.
 */
const PRETTIER: Guard = {
  options: {
    '--plugin': 'run',
    '--plugin-search-dir': 'run',
    '--config': 'read',
    '--ignore-path': 'read',
    '--cache-location': 'write',
  },
  writesOperands: ['--write', '-w'],
  readsOperands: 'patterns',
  // minimist: `-uw` is `-u -w`.
  bundles: 'letters',
};

/**
 * npm's configuration (and pnpm's and yarn's) that names a directory to work in, a file to read
 * or write, or a program to run. npm writes its debug log under `--logs-dir` whatever the command.
 * nopt reads a word alike after one dash or two: `-script-shell` is `--script-shell`, `--C` is
 * `-C`, and letters that are all shorthands are split (`npm test -sC ..` works in `..`).
 */
const NPM: Guard = {
  options: {
    '--prefix': 'cd',
    '-C': 'cd',
    '--dir': 'cd',
    '--cwd': 'cd',
    '--workspace': 'cd',
    '-w': 'cd',
    '--userconfig': 'read',
    '--globalconfig': 'read',
    '--cafile': 'read',
    '--provenance-file': 'read',
    ...table('write', [
      '--cache --logs-dir --pack-destination --tmp',
      '--store-dir --virtual-store-dir --modules-dir --global-dir --state-dir',
      '--cache-folder --modules-folder --global-folder --link-folder',
    ]),
    ...table('run', [
      '--node-options --script-shell --shell --editor --browser --viewer --git --node-gyp',
      '--onload-script --init-module --init.module --use-yarnrc --yarn-path --call -c --package -p',
    ]),
  },
  // Booleans that are prefixes of the options above: not abbreviations of them.
  flags: ['--global', '--link', '--provenance'],
  abbreviates: true,
  bundles: 'nopt',
  shorthands: 'acdfghlmnpqsvwyBCDEHLOPS?',
  // Its shorthands of several letters and its keys, made of shorthand letters, that hold a guarded one.
  whole: ['ws', 'iwr', 'dd', 'ddd', 'ca', 'cidr', 'which'],
  underscores: true,
  until: 'dashdash',
  outputs: (given) => ({ writes: under(given.get('--logs-dir') ?? [], ['*-debug-0.log']), problems: [] }),
};

/** pnpm's nopt, with its own shorthand letters (`-r`, `-F`; its `-C` is `--dir`). */
const PNPM: Guard = { ...NPM, shorthands: 'dfghilpqrsvwCDEFHLOPS?', whole: ['dd', 'ddd'] };

/** yarn 1's commander and yarn 2's clipanion read every letter after one dash as an option. */
const YARN: Guard = { ...NPM, bundles: 'letters' };

const BUN: Guard = { options: { '--package': 'run', '-p': 'run' } };

/**
 * tsc options whose value is not a root file (in tsc's spelling: any case, `-t` is `--t`). An
 * option missing here only makes its value one more read.
 */
const TSC_VALUES = words([
  'rootdir rootdirs baseurl typeroots types target t module m lib jsx moduleresolution moduledetection newline locale',
  'maproot sourceroot jsxfactory jsxfragmentfactory jsximportsource customconditions ignoredeprecations',
  'maxnodemodulejsdepth',
]).map((name) => `--${name}`);

/** tsc options naming directories it reads from, in its spelling. */
const TSC_DIRECTORIES = ['--rootdir', '--rootdirs', '--baseurl', '--typeroots'];

/**
 * tsc prints what it cannot parse: a project file (`-p .env`: its lines in TS1005 errors), a root
 * file, each line of a response file (`@.env`: TS6231). So its operands and `-p` are reads, and a
 * response file is refused: the options in it would go unseen. What it writes by option are
 * edits: its build info (`--incremental --tsBuildInfoFile F` writes F even under `--noEmit`),
 * profiles and traces (`trace.json`, `types.json` in the `--generateTrace` directory), `--init`'s
 * tsconfig.json. The emitted tree (`--outDir`) is named after the sources: builtin:standard
 * also denies those options by command rule.
 */
const TSC: Guard = {
  options: {
    '--p': 'read',
    '--project': 'read',
    ...table('arg', TSC_VALUES),
    ...table('write', [
      '--outdir --outfile --out --declarationdir --tsbuildinfofile --generatecpuprofile --generatetrace',
    ]),
  },
  flags: ['--init'],
  readsOperands: true,
  responseFiles: true,
  spelling: OPTION_SPELLINGS.tsc,
  outputs: (given) => ({
    writes: [
      ...under(given.get('--generatetrace') ?? [], ['trace*.json', 'types*.json', 'legend.json']),
      ...(given.has('--init') ? ['tsconfig.json'] : []),
    ],
    problems: [],
    // Directories tsc reads sources and declarations from (and prints the errors in them):
    // `--typeRoots ..` loads every package above the workspace. Lists are comma-separated.
    reads: [
      ...TSC_DIRECTORIES.flatMap((o) => given.get(o) ?? []).flatMap((v) => v.split(',')),
      ...(given.get('--types') ?? []).flatMap((v) => v.split(',')).filter((t) => /^[./~]/.test(t)),
    ].filter((dir) => dir !== ''),
  }),
};

/**
 * ESLint's configuration, parser, plugins, rules and formatters are JavaScript modules it loads
 * (`-c .env` runs the file, printing it in the error); only its built-in formatters are names.
 * `--fix` rewrites the files it lints, `--cache` and the suppression flags write their files.
 */
const ESLINT: Guard = {
  options: {
    '-c': 'run',
    '--config': 'run',
    '--parser': 'run',
    '--plugin': 'run',
    '--rulesdir': 'run',
    '--resolve-plugins-relative-to': 'run',
    '-f': 'run',
    '--format': 'run',
    '--ignore-path': 'read',
    '-o': 'write',
    '--output-file': 'write',
    '--cache-location': 'write',
    '--cache-file': 'write',
    '--suppressions-location': 'write',
    '--suppress-rule': 'arg',
  },
  flags: ['--cache', '--suppress-all', '--prune-suppressions', '--init', '--inspect-config'],
  refuses: {
    '--init': 'runs npm init @eslint/config; run without it',
    '--inspect-config': 'runs @eslint/config-inspector, fetched by npx; run without it',
  },
  builtinValues: {
    '-f': ['stylish', 'json', 'json-with-metadata', 'html'],
    '--format': ['stylish', 'json', 'json-with-metadata', 'html'],
  },
  writesOperands: ['--fix'],
  readsOperands: 'patterns',
  // optionator: the last of a word's letters takes the next word as its value.
  bundles: 'letters',
  outputs: (given) => ({
    writes: [
      ...(given.has('--cache') && !given.has('--cache-location') ? ['.eslintcache'] : []),
      ...(['--suppress-all', '--suppress-rule', '--prune-suppressions'].some((f) => given.has(f)) &&
      !given.has('--suppressions-location')
        ? ['eslint-suppressions.json']
        : []),
    ],
    problems: [],
  }),
};

/** vitest's built-in reporters: names, not modules to load. */
const VITEST_REPORTERS = words([
  'default basic verbose dot json junit tap tap-flat html hanging-process github-actions blob tree minimal agent',
]);

/** vitest's dotted settings that name no file (v4's, a few of v3's), in vitest's spelling. */
const VITEST_SETTINGS = words([
  'api.port api.host api.strictPort api.allowExec api.allowWrite',
  'coverage.provider coverage.enabled coverage.include coverage.exclude coverage.clean coverage.cleanOnRerun',
  'coverage.reportOnFailure coverage.allowExternal coverage.skipFull coverage.ignoreClassMethods',
  'coverage.processingConcurrency coverage.changed coverage.excludeAfterRemap coverage.all coverage.extension',
  'coverage.thresholds coverage.thresholds.100 coverage.thresholds.perFile coverage.thresholds.autoUpdate',
  'coverage.thresholds.lines coverage.thresholds.functions coverage.thresholds.branches coverage.thresholds.statements',
  'coverage.watermarks coverage.watermarks.statements coverage.watermarks.lines coverage.watermarks.branches',
  'coverage.watermarks.functions',
  'browser.enabled browser.name browser.headless browser.api browser.api.port browser.api.host',
  'browser.api.strictPort browser.isolate browser.ui browser.detailsPanelPosition browser.fileParallelism',
  'browser.connectTimeout browser.trackUnhandledErrors browser.trace browser.locators browser.locators.exact',
  'sequence.shuffle sequence.shuffle.files sequence.shuffle.tests sequence.concurrent sequence.seed',
  'sequence.hooks sequence.setupFiles retry.count retry.delay retry.condition',
  'diff.aAnnotation diff.aIndicator diff.bAnnotation diff.bIndicator diff.commonIndicator diff.contextLines',
  'diff.emptyFirstOrLastLinePlaceholder diff.expand diff.includeChangeCounts diff.omitAnnotationLines',
  'diff.printBasicPrototype diff.maxDepth diff.truncateThreshold diff.truncateAnnotation',
  'typecheck.enabled typecheck.only typecheck.allowJs typecheck.ignoreSourceErrors typecheck.spawnTimeout',
  'expect.requireAssertions expect.poll expect.poll.interval expect.poll.timeout',
  'experimental.fsModuleCache experimental.importDurations experimental.importDurations.print',
  'experimental.importDurations.limit experimental.importDurations.failOnDanger',
  'experimental.importDurations.thresholds experimental.importDurations.thresholds.warn',
  'experimental.importDurations.thresholds.danger experimental.viteModuleRunner experimental.nodeLoader',
  'experimental.preParse',
]).map((name) => `--${name}`);

/**
 * vitest runs the workspace's test files by design; the files it loads by option (a config,
 * reporter, environment or diff module, printed when it fails to load: `--config .env`; blob
 * reports) and the directories it starts from must be ones the model may read, and what it
 * writes (`--outputFile`, `--coverage.reportsDirectory`) is an edit. It takes any key of its
 * configuration as a dotted option (`--browser.screenshotDirectory`), so a dotted option not
 * known here is refused; `--execArgv` hands options to node unseen.
 */
const VITEST: Guard = {
  options: {
    '-c': 'read',
    '--config': 'read',
    '--workspace': 'read',
    '-r': 'cd',
    '--root': 'cd',
    '--dir': 'cd',
    '--merge-reports': 'read',
    '--diff': 'read',
    '--compare': 'read',
    '--reporter': 'read',
    '--reporters': 'read',
    '--coverage.reporter': 'read',
    '--coverage.customProviderModule': 'read',
    '--environment': 'read',
    '--pool': 'read',
    '--typecheck.tsconfig': 'read',
    '--experimental.vcsProvider': 'read',
    '--output-file': 'write',
    '--output-json': 'write',
    '--json': 'write',
    '--coverage.reportsDirectory': 'write',
    '--coverage.htmlDir': 'write',
    '--attachments-dir': 'write',
    '--typecheck.checker': 'run',
    '--exec-argv': 'run',
    '--inspect': 'run',
    '--inspect-brk': 'run',
  },
  flags: VITEST_SETTINGS,
  strict: 'dotted',
  subKeys: true,
  optional: ['--merge-reports', '--json', '--inspect', '--inspect-brk'],
  builtinValues: {
    '--reporter': VITEST_REPORTERS,
    '--reporters': VITEST_REPORTERS,
    '--coverage.reporter': words([
      'clover cobertura html html-spa json json-summary lcov lcovonly none teamcity text text-lcov text-summary',
    ]),
    '--environment': ['node', 'jsdom', 'happy-dom', 'edge-runtime'],
    '--pool': ['threads', 'forks', 'vmThreads', 'vmForks', 'typescript'],
    '--typecheck.checker': ['tsc', 'vue-tsc'],
  },
  spelling: OPTION_SPELLINGS.vitest,
  // cac's mri: `-uc FILE` is `-u -c FILE`.
  bundles: 'letters',
};

/**
 * node's options (Node 20 to 24) and the V8 flags let through; node hands any option it does not
 * know to V8, whose flags write files (`--logfile`, `--redirect-code-traces-to`), so the rest are
 * refused. Code node loads besides the script is refused; files it reads and writes are decided.
 */
const NODE_OPTIONS: Record<string, Kind> = {
  ...table('run', [
    '-r --require --import --loader --experimental-loader --test-reporter --test-global-setup',
    '--openssl-config --experimental-sea-config --experimental-config-file --snapshot-blob --build-snapshot-config',
  ]),
  ...table('read', ['--env-file --env-file-if-exists --icu-data-dir --watch-path --experimental-policy']),
  ...table('write', [
    '--redirect-warnings --tls-keylog --test-reporter-destination --localstorage-file --test-rerun-failures',
    // directories written in: made-up names, or the name options below joined to them
    '--cpu-prof-dir --heap-prof-dir --diagnostic-dir --report-dir --report-directory',
  ]),
  ...table('arg', [
    // files named, and names joined to a directory: see nodeOutputs (--logfile is V8's)
    '--cpu-prof-name --heap-prof-name --report-filename --trace-event-file-pattern --logfile',
    // code given inline runs like a script
    '-e --eval -p --print -pe --run',
    '-C --conditions --cpu-prof-interval --heap-prof-interval --disable-proto --disable-warning',
    '--dns-result-order --experimental-default-type --heapsnapshot-near-heap-limit --heapsnapshot-signal',
    '--input-type --inspect-port --debug-port --inspect-publish-uid --max-http-header-size',
    '--network-family-autoselection-attempt-timeout --policy-integrity --report-signal --secure-heap',
    '--secure-heap-min --security-revert --test-concurrency --test-name-pattern --test-skip-pattern',
    '--test-shard --test-timeout --test-isolation --experimental-test-isolation --test-coverage-include',
    '--test-coverage-exclude --test-coverage-branches --test-coverage-functions --test-coverage-lines',
    '--title --tls-cipher-list --trace-event-categories --trace-require-module --unhandled-rejections',
    '--use-largepages --v8-pool-size --allow-fs-read --allow-fs-write --watch-kill-signal',
    '--max-old-space-size-percentage',
    // V8's
    '--max-old-space-size --max-semi-space-size --stack-size --stack-trace-limit',
  ]),
};

/** node's flags; `--no-X` is X turned off. */
const NODE_FLAGS = words([
  '-c --check -i --interactive -h --help -v --version --v8-options --completion-bash --test --watch',
  '--abort-on-uncaught-exception --addons --allow-addons --allow-child-process --allow-net --allow-wasi',
  '--allow-worker --async-context-frame --experimental-async-context-frame --cpu-prof --heap-prof',
  '--debug-arraybuffer-allocations --deprecation --disable-sigusr1 --disable-wasm-trap-handler',
  '--disallow-code-generation-from-strings --enable-etw-stack-walking --enable-fips',
  '--enable-network-family-autoselection --network-family-autoselection --enable-source-maps --entry-url',
  '--experimental-abortcontroller --experimental-addon-modules --experimental-detect-module',
  '--experimental-eventsource --experimental-fetch --experimental-global-customevent',
  '--experimental-global-navigator --experimental-global-webcrypto --experimental-import-meta-resolve',
  '--experimental-json-modules --experimental-modules --experimental-network-imports',
  '--experimental-network-inspection --experimental-permission --permission',
  '--experimental-print-required-tla --experimental-repl-await --experimental-report',
  '--experimental-require-module --experimental-shadow-realm --experimental-sqlite --experimental-strip-types',
  '--experimental-transform-types --experimental-test-coverage --experimental-test-module-mocks',
  '--experimental-test-snapshots --experimental-top-level-await --experimental-vm-modules',
  '--experimental-wasi-unstable-preview1 --experimental-wasm-modules --experimental-websocket',
  '--experimental-webstorage --webstorage --experimental-worker --expose-internals',
  '--extra-info-on-fatal-exception --force-async-hooks-checks --force-context-aware --force-fips',
  '--force-node-api-uncaught-exceptions-policy --frozen-intrinsics --global-search-paths --http-parser',
  '--insecure-http-parser --napi-modules --node-memory-debug --node-snapshot --openssl-legacy-provider',
  '--openssl-shared-config --pending-deprecation --preserve-symlinks --preserve-symlinks-main',
  '--report-compact --report-exclude-env --report-exclude-network --report-on-fatalerror',
  '--report-on-signal --report-uncaught-exception --test-force-exit --test-only --test-update-snapshots',
  '--test-udp-no-try-send --throw-deprecation --tls-max-v1.2 --tls-max-v1.3 --tls-min-v1.0 --tls-min-v1.1',
  '--tls-min-v1.2 --tls-min-v1.3 --trace-atomics-wait --trace-deprecation --trace-env --trace-env-js-stack',
  '--trace-env-native-stack --trace-events-enabled --trace-exit --trace-promises --trace-sigint',
  '--trace-sync-io --trace-tls --trace-uncaught --trace-warnings --track-heap-objects --use-bundled-ca',
  '--use-env-proxy --use-openssl-ca --use-system-ca --verify-base-objects --warnings --watch-preserve-output',
  '--zero-fill-buffers',
  // V8's: harmless ones, and --prof (whose log is decided)
  '--expose-gc --jitless --huge-max-old-generation-size --interpreted-frames-native-stack',
  '--harmony-shadow-realm --trace-gc --prof --logfile-per-isolate',
  // refused below
  '--inspect --inspect-brk --inspect-wait --inspect-brk-node --build-snapshot',
  '--experimental-default-config-file',
]);

const INSPECTOR = 'opens a debugger port through which anything can be run; run without it';

/** What node writes by option, where it writes it (node's own joins, checked against Node 20). */
function nodeOutputs(given: Given): { writes: string[]; problems: string[] } {
  const of = (...options: string[]) => options.flatMap((o) => given.get(o) ?? []);
  const has = (...options: string[]) => options.some((o) => given.has(o));
  const diagnostic = of('--diagnostic-dir');
  const writes: string[] = [];
  const problems: string[] = [];
  // A profile's name is joined to its directory option, else to --diagnostic-dir.
  for (const [prof, made] of [
    ['--cpu-prof', 'CPU.*.cpuprofile'],
    ['--heap-prof', 'Heap.*.heapprofile'],
  ] as const) {
    if (!has(prof, `${prof}-dir`, `${prof}-name`)) continue;
    const own = of(`${prof}-dir`);
    const dirs = own.length > 0 ? own : diagnostic.length > 0 ? diagnostic : [''];
    const names = of(`${prof}-name`);
    writes.push(...under(dirs, names.length > 0 ? names : [made]));
  }
  // A report goes under --report-dir, else the working directory (Node 20), or --diagnostic-dir.
  const reports = of('--report-filename').filter((name) => name !== 'stdout' && name !== 'stderr');
  const reportDirs = of('--report-dir', '--report-directory');
  if (
    reports.length > 0 ||
    reportDirs.length > 0 ||
    has('--report-on-signal', '--report-uncaught-exception', '--report-on-fatalerror')
  )
    writes.push(
      ...under(
        reportDirs.length > 0 ? reportDirs : [...diagnostic, ''],
        reports.length > 0 ? reports : ['report.*.json'],
      ),
    );
  if (has('--heapsnapshot-signal', '--heapsnapshot-near-heap-limit'))
    writes.push(...under(diagnostic.length > 0 ? diagnostic : [''], ['Heap.*.heapsnapshot']));
  const patterns = of('--trace-event-file-pattern');
  for (const pattern of patterns.filter((p) => p.includes('${')))
    problems.push(
      `node --trace-event-file-pattern ${pattern}: a file name node fills in itself (with its pid or a count); give it literally`,
    );
  if (patterns.length > 0 || has('--trace-event-categories', '--trace-events-enabled'))
    writes.push(...(patterns.length > 0 ? patterns : ['node_trace.*.log']));
  // V8's log: per isolate (unless --no-logfile-per-isolate), `isolate-ADDRESS-PID-` before its name.
  const logs = of('--logfile').filter((file) => file !== '-' && file !== '+');
  if (logs.length > 0 || has('--prof'))
    for (const log of logs.length > 0 ? logs : ['v8.log']) {
      const slash = log.lastIndexOf('/') + 1;
      writes.push(log, `${log.slice(0, slash)}isolate-*-${log.slice(slash)}`);
    }
  return { writes, problems };
}

const NODE: Guard = {
  options: NODE_OPTIONS,
  flags: NODE_FLAGS,
  strict: 'all',
  scriptArgs: true,
  negates: true,
  refuses: {
    '--inspect': INSPECTOR,
    '--inspect-brk': INSPECTOR,
    '--inspect-wait': INSPECTOR,
    '--inspect-brk-node': INSPECTOR,
    '--build-snapshot': 'writes a startup snapshot of the script; run without it',
    '--experimental-default-config-file':
      'takes more options from node.config.json, unseen here; give them here',
  },
  underscores: true,
  until: 'dashdash',
  builtinValues: {
    '--test-reporter': ['spec', 'tap', 'dot', 'junit', 'lcov'],
    '--test-reporter-destination': ['stdout', 'stderr'],
    '--logfile': ['-', '+'],
  },
  outputs: nodeOutputs,
};

/**
 * go test writes its profiles under `-outputdir` (else where it runs). Given as `-test.NAME`
 * (after `-args`, to the test binary) they are written in each package's directory instead.
 */
const GO_PROFILES = [
  '-coverprofile',
  '-cpuprofile',
  '-memprofile',
  '-blockprofile',
  '-mutexprofile',
  '-trace',
];
const GO_FILES = [...GO_PROFILES, '-outputdir', '-gocoverdir', '-fuzzcachedir', '-testlogfile'];

const GO: Guard = {
  options: {
    '-C': 'cd',
    '-exec': 'run',
    '-toolexec': 'run',
    '-vettool': 'run',
    '-o': 'write',
    '-modfile': 'read',
    '-overlay': 'read',
    '-pgo': 'read',
    ...table('write', [GO_FILES.join(' ')]),
    ...table('arg', [GO_FILES.map((p) => `-test.${p.slice(1)}`).join(' ')]),
  },
  refuses: Object.fromEntries(
    GO_FILES.map((p) => [
      `-test.${p.slice(1)}`,
      `writes in each package's directory; give ${p} (before the packages) instead`,
    ]),
  ),
  spelling: OPTION_SPELLINGS.go,
  outputs: (given) => ({
    writes: under(
      given.get('-outputdir') ?? [],
      GO_PROFILES.flatMap((p) => given.get(p) ?? []),
    ),
    problems: [],
  }),
};

const OVERRIDE_INI =
  'sets an ini option, some of which name files pytest writes (cache_dir, log_file); put it in the configuration';

/** pytest's report files, log file and plugins; `-o` sets any ini option (`cache_dir`, `log_file`). */
const PYTEST: Guard = {
  options: {
    '-p': 'run',
    '-o': 'arg',
    '--override-ini': 'arg',
    '--pastebin': 'arg',
    '--cov-report': 'arg',
    '--rootdir': 'cd',
    '-c': 'read',
    '--config-file': 'read',
    '--cov-config': 'read',
    '--confcutdir': 'cd',
    '--cov': 'arg',
    ...table('write', [
      '--basetemp --junitxml --junit-xml --debug --log-file --report-log --resultlog --result-log --html',
      '--json-report-file',
    ]),
  },
  // Exact names that are prefixes of the options above.
  flags: ['--co', '--collect-only'],
  refuses: {
    '-o': OVERRIDE_INI,
    '--override-ini': OVERRIDE_INI,
    '--pastebin': 'sends the session log to a paste service; run without it',
    '--cov-report': 'with a file or directory (TYPE:PATH) writes it unseen; give the report type alone',
  },
  optional: ['--cov', '--debug'],
  builtinValues: {
    '--cov-report': words([
      'term term-missing html xml json lcov annotate markdown markdown-append',
      'term:skip-covered term-missing:skip-covered',
    ]),
  },
  abbreviates: true,
  // argparse: `-so KEY=VALUE` is `-s -o KEY=VALUE`; -n is pytest-xdist's.
  bundles: 'getopt',
  valueLetters: 'kmrWn',
  readsOperands: 'nodeids',
  // pytest removes the --basetemp directory and all in it before a test uses tmp_path.
  outputs: (given) => ({ writes: [], problems: [], editTrees: given.get('--basetemp') ?? [] }),
};

/** Also libtest's (`cargo test -- --logfile F`), which the test binary writes in its crate's directory. */
const CARGO: Guard = {
  options: {
    '-C': 'cd',
    '--manifest-path': 'read',
    '--config': 'run',
    '-Z': 'run',
    '--target-dir': 'write',
    '--artifact-dir': 'write',
    '--out-dir': 'write',
    '--logfile': 'arg',
    '--persist-doctests': 'arg',
  },
  refuses: {
    '--logfile': "writes in each crate's directory; redirect the output instead",
    '--persist-doctests': "writes in each crate's directory; run without it",
  },
  // clap: `-qC..` is `-q -C ..`.
  bundles: 'getopt',
  valueLetters: 'jpF',
};

const GUARDS: Record<string, Guard> = {
  npm: NPM,
  npx: NPM,
  pnpx: PNPM,
  // Only as package runners (`bunx`, `bun x`): what they run is guarded.
  bunx: BUN,
  bun: BUN,
  pnpm: PNPM,
  yarn: YARN,
  /**
   * Every word is checked, up to `--`: node's own end at the script (each of them known, so the
   * script is known), but a word after it that is an option of node's is decided all the same.
   */
  node: NODE,
  make: {
    options: {
      '-C': 'cd',
      '--directory': 'cd',
      '-f': 'read',
      '--file': 'read',
      '--makefile': 'read',
      '-I': 'read',
      '--include-dir': 'read',
      '--eval': 'run',
      '-E': 'run',
    },
    abbreviates: true,
    // GNU getopt: `-sC..` is `-s -C ..`; -j, -l and -O take an optional value.
    bundles: 'getopt',
    valueLetters: 'oWjlO',
    // The shell's variables; `X!=cmd` runs cmd; `$(shell cmd)` (or any `$(...)`) in a value runs
    // when make expands it.
    variables:
      /^((SHELL|MAKESHELL|\.SHELLFLAGS|MAKEFLAGS|MFLAGS|MAKEFILES|GNUMAKEFLAGS)[+:?]*=|[^=]*!=|[^=]*=.*\$)/s,
  },
  go: GO,
  cargo: CARGO,
  prettier: PRETTIER,
  tsc: TSC,
  eslint: ESLINT,
  vitest: VITEST,
  pytest: PYTEST,
  'py.test': PYTEST,
};

/** `python -m pytest ...`: the module python runs, with the words after it, or undefined. */
function pythonModule(argv: readonly string[]): string[] | undefined {
  if (!/^python[\d.]*$/.test(programName(argv[0] ?? ''))) return undefined;
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? '';
    if (word === '-m') return argv.slice(i + 1);
    if (word.startsWith('-m')) return [word.slice(2), ...argv.slice(i + 1)];
    if (word === '-X' || word === '-W') i++;
    else if (!word.startsWith('-') || word === '-' || word === '--' || word.startsWith('-c'))
      return undefined;
  }
  return undefined;
}

export interface GuardResult {
  reads: string[];
  writes: string[];
  /** Operands rewritten whole (`prettier --write src`). */
  editTrees: string[];
  /** What a pattern operand the program expands itself may read (`prettier --check 'src/**'`). */
  readTrees: string[];
  problems: string[];
}

/** The guarded options in argv, or undefined for programs without a guard. */
export function guardedOptions(
  argv: readonly string[],
  dynamic: readonly boolean[],
): GuardResult | undefined {
  const name = programName(argv[0] ?? '');
  const module = pythonModule(argv);
  if (module?.[0] === 'pytest') return guardedOptions(module, dynamic.slice(argv.length - module.length));
  const guard = Object.hasOwn(GUARDS, name) ? GUARDS[name] : undefined;
  if (!guard) return undefined;
  const scan: Scan = {
    name,
    guard,
    out: { reads: [], writes: [], editTrees: [], readTrees: [], problems: [] },
    given: new Map(),
    writesOperands: false,
  };
  const { out } = scan;
  const operands: number[] = [];
  let script = false;
  // A package runner's options end at the program it runs, judged from there as that program.
  const runner = runnerOptionsStart(argv);
  const runs = (i: number) =>
    merge(out, guardedOptions([packageName(argv[i] ?? ''), ...argv.slice(i + 1)], dynamic.slice(i)));
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? '';
    const ownOption = runner === undefined || i < runner;
    if (word === '--' && !ownOption) return runs(i + 1);
    if (word === '--' && guard.until === 'dashdash') break;
    if (dynamic[i]) {
      out.problems.push(
        `${name} with ${word}, an argument only known at run time that could expand to an option; write it literally`,
      );
      continue;
    }
    if (guard.variables?.test(word))
      out.problems.push(
        `${name} ${word.split(/[+:?!]*=/)[0] ?? ''}=: a variable definition that chooses the shell ${name} runs its recipes with, or runs commands ($(shell ...), !=); give plain values`,
      );
    if (!word.startsWith('-') || word === '-') {
      if (!ownOption) return runs(i);
      if (guard.responseFiles && word.startsWith('@'))
        out.problems.push(
          `${name} ${word}: a response file, whose options and file names the analyzer cannot see; give them on the command line`,
        );
      else operands.push(i);
      script = guard.scriptArgs === true;
      continue;
    }
    const next =
      i + 1 < argv.length ? { word: argv[i + 1] ?? '', dynamic: dynamic[i + 1] === true } : undefined;
    let tookNext = false;
    for (const piece of pieces(guard, word)) {
      const at = { word, ownOption, script, next: piece.next ? next : undefined };
      // `|| tookNext` after the call: every piece is decided, whichever took the next word.
      tookNext = decideOption(scan, piece.word, at) || tookNext;
    }
    if (tookNext) i++;
  }
  if (scan.writesOperands)
    rewrites(
      name,
      operands.map((i) => argv[i] ?? ''),
      out,
    );
  if (guard.readsOperands === true) out.reads.push(...operands.map((i) => argv[i] ?? ''));
  else if (guard.readsOperands === 'nodeids')
    out.reads.push(...operands.map((i) => (argv[i] ?? '').split('::')[0] ?? '').filter((p) => p !== ''));
  else if (guard.readsOperands === 'patterns' && !scan.writesOperands)
    for (const operand of operands.map((i) => argv[i] ?? '')) {
      const wild = operand.search(/[*?[{!]/);
      if (wild < 0) out.reads.push(operand);
      else out.readTrees.push(operand.slice(0, operand.lastIndexOf('/', wild) + 1) || '.');
    }
  const outputs = guard.outputs?.(scan.given);
  if (outputs) {
    out.reads.push(...(outputs.reads ?? []));
    out.editTrees.push(...(outputs.editTrees ?? []));
    out.writes.push(...outputs.writes);
    out.problems.push(...outputs.problems);
  }
  return out;
}

/** One command's guard and what its options have added up to so far. */
interface Scan {
  name: string;
  guard: Guard;
  out: GuardResult;
  given: Given;
  writesOperands: boolean;
}

/** Where an option stands in argv. */
interface Place {
  /** The word it is in (a bundle's letters share one). */
  word: string;
  /** Before the program a package runner runs (or no runner). */
  ownOption: boolean;
  /** After node's script. */
  script: boolean;
  /** The next word, when the option may take it as its value. */
  next?: { word: string; dynamic: boolean };
}

/**
 * Decides one option, as the program's parser splits it out of the word at `at` (all of it, or
 * one letter of a bundle, with the rest of the word when that is its value). Returns whether it
 * took the next word as its value.
 */
function decideOption(scan: Scan, word: string, at: Place): boolean {
  const { name, guard, out } = scan;
  const eq = word.indexOf('=');
  const spelledName = spelled(guard, eq < 0 ? word : word.slice(0, eq));
  scan.writesOperands ||= guard.writesOperands?.includes(spelledName) === true;
  const found = match(guard, spelledName, word);
  if (!found) {
    // An option that takes a value would hide which word is the program run.
    if (!at.ownOption && !isRunnerFlag(word) && !isRunnerFlag(at.word))
      out.problems.push(
        `${name} ${word}: an option the analyzer does not know before the program it runs; drop it or give its value as ${word}=VALUE`,
      );
    else if (
      (guard.strict === 'all' && !at.script) ||
      (guard.strict === 'dotted' && spelledName.includes('.'))
    )
      out.problems.push(
        `${name} ${word}: an option the analyzer does not know (it could write a file or load code); drop it${guard.scriptArgs ? ' (the script takes its own after its name)' : ''}`,
      );
    return false;
  }
  const { option, kinds } = found;
  const refused = guard.refuses?.[option];
  const record = (value?: string) =>
    scan.given.set(option, [...(scan.given.get(option) ?? []), ...(value === undefined ? [] : [value])]);
  if (kinds.length === 0) {
    if (refused !== undefined) out.problems.push(`${name} ${option} ${refused}`);
    else record();
    return false;
  }
  const attached =
    eq >= 0 ? word.slice(eq + 1) : option.length === 2 && word.length > 2 ? word.slice(2) : undefined;
  let value = attached;
  let took = false;
  if (value === undefined) {
    // A word that is itself an option is checked as one too, whatever the program makes of it.
    const takes = at.next !== undefined && (at.next.word === '-' || !at.next.word.startsWith('-'));
    if (!takes && guard.optional?.includes(option)) {
      record();
      return false;
    }
    value = takes && at.next?.dynamic ? undefined : at.next?.word;
    took = takes;
  }
  if (value !== undefined) {
    record(value);
    if (guard.builtinValues?.[option]?.includes(value)) return took;
  }
  if (refused !== undefined) out.problems.push(`${name} ${option} ${refused}`);
  else if (kinds.includes('run'))
    out.problems.push(
      `${name} ${option} makes it run or load ${value ?? 'something'} besides the command itself; run without it`,
    );
  else if (value === undefined) out.problems.push(`${name} ${option} with a value the analyzer cannot read`);
  else
    for (const kind of kinds)
      if (kind === 'write') out.writes.push(value);
      else if (kind !== 'arg') out.reads.push(value);
  return took;
}

/** One option of a word, as the program's parser splits the word. */
interface Piece {
  word: string;
  /** It may take the next word as its value. */
  next: boolean;
}

/**
 * The options in a word of several letters after a dash, as the program's parser reads them,
 * each decided as if given alone: `make test -sE'$(shell id)'` is `-s -E'$(shell id)'`.
 */
function pieces(guard: Guard, word: string): Piece[] {
  if (guard.bundles === 'nopt') return noptPieces(guard, word);
  if (!guard.bundles || word.startsWith('--') || word.length <= 2) return [{ word, next: true }];
  return guard.bundles === 'getopt' ? getoptPieces(guard, word) : letterPieces(word.slice(1));
}

/**
 * GNU getopt (and argparse, clap): letters are options up to one that takes a value, which takes
 * the rest of the word (`-sC..`), or the next word when it is the last letter (`-sC ..`).
 */
function getoptPieces(guard: Guard, word: string): Piece[] {
  const out: Piece[] = [];
  for (let k = 1; k < word.length; k++) {
    const letter = word[k] ?? '';
    const rest = word.slice(k + 1);
    if (!Object.hasOwn(guard.options, `-${letter}`) && !guard.valueLetters?.includes(letter)) {
      out.push({ word: `-${letter}`, next: false });
      continue;
    }
    out.push({ word: `-${letter}${rest}`, next: rest === '' });
    break;
  }
  return out;
}

/**
 * mri, minimist, optionator, commander, nopt: every letter is an option; each that takes a value
 * is given the one after `=` (`-uc=FILE`), else the next word (mri gives it to the last letter,
 * nopt to the first that takes one: each is decided with it).
 */
function letterPieces(letters: string): Piece[] {
  const eq = letters.indexOf('=');
  const value = eq < 0 ? '' : letters.slice(eq);
  return [...(eq < 0 ? letters : letters.slice(0, eq))].map((letter) => ({
    word: `-${letter}${value}`,
    next: eq < 0,
  }));
}

/**
 * nopt reads a word alike after one dash or two: one letter is a shorthand (`--C` is `-C`); a
 * name it knows whole is that option; letters that are all shorthands are split (`-sC`, `--sC`);
 * anything else is a long option or its abbreviation (`-script-shell` is `--script-shell`).
 */
function noptPieces(guard: Guard, word: string): Piece[] {
  const eq = word.indexOf('=');
  const name = (eq < 0 ? word : word.slice(0, eq)).replace(/^-+/, '');
  const value = eq < 0 ? '' : word.slice(eq);
  if (name === '') return [{ word, next: true }];
  if (name.length === 1) return [{ word: `-${name}${value}`, next: true }];
  const long = spelled(guard, `--${name}`);
  const known =
    Object.hasOwn(guard.options, long) || guard.flags?.includes(long) || guard.whole?.includes(name);
  if (!known && [...name].every((letter) => guard.shorthands?.includes(letter)))
    return letterPieces(`${name}${value}`);
  return [{ word: `--${name}${value}`, next: true }];
}

/** `--experimental_loader` is `--experimental-loader` to node: the name part only, never a value. */
function spelled(guard: Guard, given: string): string {
  if (guard.spelling) return guard.spelling(given);
  if (!guard.underscores || !given.startsWith('--')) return given;
  return `--${given.slice(2).replace(/_/g, '-')}`;
}

/**
 * Operands the program rewrites: each a file or a directory, edited whole. A glob is expanded by
 * the program itself (`prettier --write 'src/**'`), so it could name anything: refused.
 */
function rewrites(name: string, operands: string[], out: GuardResult): void {
  if (operands.length === 0) out.problems.push(`${name} rewriting files it finds itself; name them`);
  for (const operand of operands) {
    if (/[*?[{!]/.test(operand))
      out.problems.push(
        `${name} rewriting files matched by ${operand}, a pattern it expands itself; name the files or directories`,
      );
    else out.editTrees.push(operand);
  }
}

function merge(out: GuardResult, inner: GuardResult | undefined): GuardResult {
  if (!inner) return out;
  return {
    reads: [...out.reads, ...inner.reads],
    writes: [...out.writes, ...inner.writes],
    editTrees: [...out.editTrees, ...inner.editTrees],
    readTrees: [...out.readTrees, ...inner.readTrees],
    problems: [...out.problems, ...inner.problems],
  };
}

/** Kinds, strictest first: an abbreviation that could be several options takes each of their kinds. */
const SEVERITY: readonly Kind[] = ['run', 'write', 'cd', 'read', 'arg'];

/**
 * The guarded option a word is, and what its value is (none for a flag): exact, attached
 * (`-Cdir`), a known flag (`--no-warnings` too where the program negates), a part of a dotted
 * option (`--outputFile.json`), or where the program abbreviates, every option it could be short
 * for (`--cach`), each of whose kinds is applied.
 */
function match(guard: Guard, given: string, word: string): { option: string; kinds: Kind[] } | undefined {
  const { options } = guard;
  const own = (name: string) => Object.hasOwn(options, name);
  if (own(given)) return { option: given, kinds: [options[given] as Kind] };
  const short = word.slice(0, 2);
  if (!word.startsWith('--') && own(short)) return { option: short, kinds: [options[short] as Kind] };
  const flags = guard.flags ?? [];
  if (flags.includes(given)) return { option: given, kinds: [] };
  if (guard.negates && given.startsWith('--no-') && flags.includes(`--${given.slice(5)}`))
    return { option: given, kinds: [] };
  if (guard.subKeys)
    for (let dot = given.lastIndexOf('.'); dot > 0; dot = given.lastIndexOf('.', dot - 1)) {
      const part = given.slice(0, dot);
      if (own(part)) return { option: part, kinds: [options[part] as Kind] };
    }
  if (guard.abbreviates && given.startsWith('--') && given.length > 3) {
    const full = Object.keys(options).filter((o) => o.startsWith(given));
    const kinds = SEVERITY.filter((kind) => full.some((o) => options[o] === kind));
    const option = full.find((o) => options[o] === kinds[0]);
    if (option) return { option, kinds };
  }
  return undefined;
}
