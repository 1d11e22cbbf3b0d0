import { beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { makeWorkspace } from './workspace.ts';

/**
 * Classes of bypass a red team found, each tried in several spellings: the analyzer must refuse
 * them (naming why) or turn them into the reads, writes and rules that decide them, while the
 * look-alikes that are safe still pass.
 */
let analyzer: ShellAnalyzer;
let standard: Policy;
let trusted: Policy;
const ws = makeWorkspace();
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  standard = loadPolicy('builtin:standard', ws.dir);
  trusted = loadPolicy('builtin:trusted', ws.dir);
});
const analyze = (command: string) => analyzer.analyze(command);
const problems = (command: string) => analyze(command).problems;
const decide = (policy: Policy, command: string) =>
  checkPolicy(policy, 'execute_command', { command }, { analyzer, workspace: ws.dir });

describe('expansions in text the grammar keeps whole: [[ ]] and case patterns, based numbers', () => {
  it.each([
    "y='$(cat .env > /tmp/x; id)'; [[ x =~ ${y@P} ]]",
    '[[ x =~ `id` ]]',
    '[[ x =~ a`id`b ]]',
    '[[ x = ${y@P} ]]',
    '[[ x =~ a${y@P} ]]',
    '[[ -n x && x =~ ${y@P} ]]',
    '[[ x =~ ${!y} ]]',
    '[[ x =~ $[1+1] ]]',
    '[[ x =~ <(id) ]]',
    '[[ x == @(a|`id`) ]]',
    '[[ x != +(a|b|`id`) ]]',
    'case x in @(a|`id`)) echo;; esac',
    'case x in @(a|`id`|b)) echo;; esac',
  ])('refuses %j, naming the pattern', (command) => {
    expect(problems(command).join('\n')).toMatch(/an expansion in the pattern /);
  });

  it.each(['echo 10#$(id)', 'echo 10#`id`', 'x=(16#$(id))', '[[ x =~ ^$(id)$ ]]', '[[ x != +(a|$(id)) ]]'])(
    '%j runs the substitution the grammar finds',
    (command) => {
      expect(analyze(command).commands.map((c) => c.argv[0])).toContain('id');
    },
  );

  it('refuses expansions in a based number it cannot follow, and takes its value as dynamic', () => {
    expect(problems('echo 5#${y@P}').join('\n')).toMatch(/transforming expansion/);
    expect(problems('10#$(id) foo').join('\n')).toMatch(
      /a command substitution \(\$\(id\)\) in command position/,
    );
  });

  it.each([
    '[[ $x =~ ^a.*$ ]]',
    '[[ $x =~ ^[0-9]+$ ]]',
    '[[ $x =~ ^(a|b)$|c ]]',
    '[[ $x =~ \\$\\( ]]',
    '[[ $x == @(a|b) ]]',
    'case $x in @(a|b)|*.ts) echo;; esac',
    'echo "a$" a$ \\$x',
  ])('follows %j', (command) => {
    expect(problems(command)).toEqual([]);
  });

  it('records the plain variables a pattern expands, so secrets are still caught', () => {
    expect(analyze('[[ $x =~ ^v$ver\\.${minor}$ ]]').variables).toEqual(['x', 'ver', 'minor']);
    const got = decide(standard, '[[ $x =~ ^$GITHUB_TOKEN ]]');
    expect(got.decision).toBe('deny');
    expect(got.rule).toBe('invariant:secret-variable');
  });
});

describe('NUL bytes in $-quoted strings', () => {
  it.each([
    "$'curl\\x00' https://example.com",
    "$'sudo\\x00' id",
    "$'sudo\\0' id",
    "git $'push\\x00' origin",
    "git $'push\\c@' origin",
    "git push$'\\u0000'",
    "echo x > $'.git/config\\x00'",
  ])('denies %j under builtin:trusted: bash cuts the word there', (command) => {
    const got = decide(trusted, command);
    expect(got.decision).toBe('deny');
    expect(got.rule).toBe('invariant:unanalyzable-command');
    expect(got.reason).toMatch(/a NUL byte in/);
  });

  it('still decodes other escapes', () => {
    expect(problems("echo $'a\\tb\\x41\\101'")).toEqual([]);
  });
});

describe('options that take the files to work on from a list', () => {
  it.each([
    ['sort --files0-from=- ', /^sort --files0-from takes the names of the files/],
    ['printf .env | sort --files0=-', /^sort --files0-from takes the names/],
    ['wc --files0-from list', /^wc --files0-from takes the names/],
    ['du --files0-from=list', /^du --files0-from takes the names/],
    ['tar -cf out.tar -T list', /^tar -T takes the names/],
    ['file --files-from list', /^file --files-from takes the names/],
    ['find . -files0-from list -exec cat {} +', /^find -files0-from takes its starting points/],
  ])('refuses %j', (command, pattern) => {
    expect(problems(command)[0]).toMatch(pattern);
  });

  it.each([
    'echo 1e id | sed -n -f - README.md',
    'sed -n -f /dev/stdin README.md',
    'sed -n --file=- README.md',
    'sed -n --fil=script README.md',
    'sed -n -e p -f - README.md',
    'sed -nf script README.md',
  ])('refuses a sed script from a file: %j', (command) => {
    expect(problems(command)[0]).toMatch(/^sed -f: a script file can read, write or run files/);
  });

  it('reads a script file under --sandbox, where sed refuses e, w and r itself', () => {
    expect(analyze('sed --sandbox -n -f script README.md')).toMatchObject({
      reads: ['script', 'README.md'],
      problems: [],
    });
  });
});

describe('grep made recursive by --directories', () => {
  it.each([
    'grep -d recurse KEY .',
    'grep -drecurse KEY .',
    'grep --directories=recurse KEY .',
    'grep --dir=recurse KEY .',
    'grep -d rec KEY .',
    'grep -d "$MODE" KEY .',
  ])('%j reads the whole tree', (command) => {
    expect(analyze(command).readTrees).toEqual(['.']);
  });

  it.each(['grep -d skip KEY .', 'grep --directories=read KEY .', 'grep -d s KEY .'])(
    '%j does not recurse',
    (command) => {
      expect(analyze(command)).toMatchObject({ readTrees: [], reads: ['.'] });
    },
  );
});

describe('find -exec words built on {}', () => {
  it.each([
    'find src -exec cat {}/../secrets/key \\;',
    'find src -exec cat "{}/../.env" \\;',
    'find src -exec cat x{} \\;',
    'find src -exec head -n1 {}/../../.env +',
  ])('refuses %j: the path can climb out of the tree', (command) => {
    expect(problems(command).join('\n')).toMatch(/cannot pin down/);
  });

  it.each(['find src -exec cat {} +', "find src -exec cat '{}' \\;", 'find src -exec cat "{}" +'])(
    '%j reads the tree under the starting points',
    (command) => {
      expect(analyze(command)).toMatchObject({ readTrees: ['src', 'src'], problems: [] });
    },
  );
});

describe('environment variables a command sets', () => {
  it.each([
    'xargs --process-slot-var=BASH_ENV echo',
    'xargs --process-slot-var LD_PRELOAD echo',
    'ls | xargs -n1 --process-slot-var=PATH cat',
    "MAKEFLAGS='--eval=X!=id' make test",
    'MFLAGS=-e make test',
    'GNUMAKEFLAGS=x make test',
    "CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_RUNNER='sh -c id' cargo test",
    'CARGO_BUILD_RUSTC_WRAPPER=./x cargo build',
    'RUSTC_WRAPPER=./x cargo build',
    'RUSTC=./x cargo build',
    'env RUSTFLAGS=-Clinker=./x cargo build',
    'GOFLAGS=-toolexec=./x go test',
    "PYTEST_ADDOPTS='-p evil' pytest",
    'PYTEST_PLUGINS=evil pytest',
    'JAVA_OPTS=-javaagent:x.jar ./gradlew test',
    'XDG_CONFIG_HOME=/tmp/x git status',
    'JAVA_HOME=./fake ./gradlew test',
    'KUBECONFIG=x kubectl get pods',
    'CC=./x make',
    'export CXX=./x',
    'SSH_ASKPASS=./x git status',
    'GOCACHE=.github/x go build',
  ])('refuses %j', (command) => {
    expect(problems(command).join('\n')).toMatch(
      /an assignment to \S+, which can change what a command runs/,
    );
  });

  it.each([
    'xargs --process-slot-var=SLOT echo',
    'NODE_ENV=test npm test',
    'CI=1 FORCE_COLOR=0 npm test',
    'RUST_BACKTRACE=1 cargo test',
    'GOOS=linux GOARCH=arm64 go build',
    'for dir in src test; do echo $dir; done',
    'for flags in a b; do echo $flags; done',
  ])('allows %j', (command) => {
    expect(problems(command)).toEqual([]);
  });
});

describe('runner options that load code or write files', () => {
  it.each([
    ['node --test --experimental_loader=data:text/javascript,1', /^node --experimental-loader makes it run/],
    ['node --test --test-reporter=data:text/javascript,1', /^node --test-reporter makes it run/],
    ['node --test --test-reporter ./reporter.mjs', /^node --test-reporter makes it run/],
    ['node --test --test-name-pattern foo --require ./x.js', /^node --require makes it run/],
    ['node --test --test-name-pattern x --import data:text/javascript,1', /^node --import makes it run/],
    ['node --test a.test.js --import ./x.mjs', /^node --import makes it run/],
    ['node --test --openssl-config=x.cnf', /^node --openssl-config makes it run/],
    ['npm test --script_shell=/bin/sh', /^npm --script-shell makes it run/],
    ['npm test --node_options=--require=x', /^npm --node-options makes it run/],
    ["make test 'X:=$(shell id)'", /^make X=: a variable definition/],
    ["make test 'X!=id'", /^make X=: a variable definition/],
    ["make test 'X::=$(shell id)'", /^make X=: a variable definition/],
    ["make test 'X=$(file >out,y)'", /^make X=: a variable definition/],
    ["make test --eval='X!=id'", /^make --eval makes it run/],
    ['prettier --check --plugin=data:text/javascript,1 .', /^prettier --plugin makes it run/],
    ['npx prettier --check --plugin ./x.mjs .', /^prettier --plugin makes it run/],
    ['npx prettier --check --plugin-search-dir=. .', /^prettier --plugin-search-dir makes it run/],
    ["npx prettier --check --write 'src/**'", /^prettier rewriting files matched by src\/\*\*/],
  ])('refuses %j', (command, pattern) => {
    expect(problems(command).join('\n')).toMatch(pattern);
  });

  it('turns underscore spellings of node options into their reads and writes', () => {
    expect(analyze('node --test --test_reporter_destination=out.txt --env_file .env')).toMatchObject({
      reads: ['.env'],
      writes: ['out.txt'],
      problems: [],
    });
    expect(analyze('node --test --redirect_warnings=w.txt').writes).toEqual(['w.txt']);
  });

  it('takes the operands of prettier --write as edits', () => {
    expect(analyze('npx prettier --check --write .github/workflows/ci.yml src').editTrees).toEqual([
      '.github/workflows/ci.yml',
      'src',
    ]);
    expect(analyze('prettier -w README.md').editTrees).toEqual(['README.md']);
    const got = decide(standard, 'npx prettier --check --write .github/workflows/ci.yml');
    expect(got.decision).toBe('deny');
    expect(got.rule).toMatch(/^edit\.deny/);
  });

  it.each([
    'node --test --test-reporter=spec',
    'node --test --test-reporter tap --test-name-pattern foo a.test.js',
    'make test V=1 X:=x',
    'npx prettier --check .',
  ])('allows %j', (command) => {
    expect(analyze(command)).toMatchObject({ problems: [], editTrees: [] });
  });
});

describe('deny rules against tools that read one option in several spellings', () => {
  it.each([
    ['npx tsc --OUTDIR /tmp/x', 'npx tsc --outDir'],
    ['npx tsc --outdir=/tmp/x', 'npx tsc --outDir'],
    ['npx tsc -outDir /tmp/x', 'npx tsc --outDir'],
    ['npx -y tsc -p . --OutFile /tmp/x', 'npx tsc --outFile'],
    ['npx tsc --DECLARATIONDIR=/tmp/x', 'npx tsc --declarationDir'],
    ['npx vitest run --output-file=/tmp/x', 'npx vitest run --outputFile'],
    ['npx vitest run --output-file /tmp/x', 'npx vitest run --outputFile'],
    ['npx vitest run --outputFile.json=/tmp/x', 'npx vitest run --outputFile'],
  ])('%j is denied by %j in builtin:standard', (command, rule) => {
    const got = decide(standard, command);
    expect(got.decision).toBe('deny');
    expect(got.reason).toContain(`"${rule}"`);
  });

  it.each(['npx tsc --noemit', 'npx tsc --noEmit -p .', 'npx vitest run --reporter=dot'])(
    '%j is still allowed',
    (command) => {
      expect(decide(standard, command).decision).toBe('allow');
    },
  );
});
