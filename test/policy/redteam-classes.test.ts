import { lstatSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { makeWorkspace } from './workspace.ts';
import { scratchRepo, bashOutput } from '../support/bash-run.ts';

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

  it.each(['grep -r KEY', 'grep -d recurse KEY', 'egrep -R -e KEY', 'grep --recursive -f pats', 'rg KEY'])(
    '%j, with no file operand, reads the working directory as a whole',
    (command) => {
      expect(analyze(command).readTrees).toEqual(['.']);
    },
  );

  it.each(['grep -r KEY -', 'grep KEY', 'grep -d skip KEY', 'ls -R', 'diff -r a b'])(
    '%j reads no tree of .',
    (command) => {
      expect(analyze(command).readTrees).not.toContain('.');
    },
  );

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
    'find src -exec head -n1 {}/../../.env {} +',
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
    // Paths in the workspace the edit rules allow: the command rule is what denies.
    ['npx tsc --OUTDIR out', 'npx tsc --outDir'],
    ['npx tsc --outdir=out', 'npx tsc --outDir'],
    ['npx tsc -outDir out', 'npx tsc --outDir'],
    ['npx -y tsc -p . --OutFile out.js', 'npx tsc --outFile'],
    ['npx tsc --DECLARATIONDIR=out', 'npx tsc --declarationDir'],
    ['npx vitest run --output-file=out.json', 'npx vitest run --outputFile'],
    ['npx vitest run --output-file out.json', 'npx vitest run --outputFile'],
    ['npx vitest run --outputFile.json=out.json', 'npx vitest run --outputFile'],
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

/**
 * Bypasses a red team ran for real. Each denied command is run with bash in a fresh copy of the
 * workspace to show it does the thing the decision keeps from happening (prints the secret,
 * creates or overwrites a protected file); the look-alikes that stay allowed are run too.
 */
describe('bypasses proven by running them', () => {
  const SECRET = 'planted-secret-4e7a';
  const LAYOUT: Record<string, string> = {
    '.env': `TOKEN=${SECRET}\n`,
    'secret.key': `${SECRET}\n`,
    f: 'hello\n',
    o: 'new\n',
    AGENTS: 'old\n',
    'src/AGENTS': 'old\n',
    'src/a.txt': 'a\n',
    'src/a.js': "process.stderr.write(require('node:fs').readFileSync('.env', 'utf8'));\n",
    'package-lock': '{}\n',
    '.npm': 'x\n',
    'ci.yml': 'on: push\n',
    dependabot: 'x: 1\n',
    config: 'planted config\n',
    '.github/workflows/keep.yml': 'on: push\n',
    'd/AGENTS': 'old\n',
    'x/AGENTS.md': '# agents\n',
  };
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  /** A fresh workspace with LAYOUT, a git repository. */
  const scratch = (): string => {
    const dir = scratchRepo('ns-redteam-run-', LAYOUT);
    made.push(dir);
    return dir;
  };
  /** Runs the command with bash in a fresh workspace: what it printed, and the workspace. */
  const run = (command: string) => {
    const dir = scratch();
    return { output: bashOutput(command, dir, { HOME: dir }), dir };
  };
  const exists = (dir: string, file: string) => {
    try {
      lstatSync(path.join(dir, file));
      return true;
    } catch {
      return false;
    }
  };
  let workspace: string;
  let allowing: Policy;
  let guarding: Policy;
  let standardHere: Policy;
  beforeAll(() => {
    workspace = scratch();
    standardHere = loadPolicy('builtin:standard', workspace);
    // A user policy that allows the programs (sed, grep, cp...): only the file rules decide.
    allowing = { ...standardHere, command: { ...standardHere.command, default: 'allow' } };
    guarding = {
      ...allowing,
      edit: { ...allowing.edit, deny: [...allowing.edit.deny, '**/AGENTS'] },
    };
  });
  const decideHere = (policy: Policy, command: string) =>
    checkPolicy(policy, 'execute_command', { command }, { analyzer, workspace });

  describe('bash -c options that move NAME=value arguments into the environment', () => {
    const FSMONITOR =
      'git status GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=core.fsmonitor GIT_CONFIG_VALUE_0="cat .env >&2"';
    it.each([
      `bash -kc '${FSMONITOR}'`,
      `bash -k -c '${FSMONITOR}'`,
      `bash -c -k '${FSMONITOR}'`,
      `bash -ek -c '${FSMONITOR}'`,
      "bash -kc 'node --test NODE_OPTIONS=--require=./src/a.js'",
      "bash -c -ek 'node --test NODE_OPTIONS=--require=./src/a.js'",
    ])('%s is denied under builtin:standard, and prints .env', (command) => {
      expect(run(command).output).toContain(SECRET);
      const got = decideHere(standardHere, command);
      expect(got.decision).toBe('deny');
      expect(got.rule).toBe('invariant:unanalyzable-command');
      expect(got.reason).toMatch(/a shell option the analyzer does not follow/);
    });

    it.each(["bash -c 'git status'", "bash -ec 'git status'", "bash -eo pipefail -c 'node --test'"])(
      '%s is allowed, and prints nothing secret',
      (command) => {
        expect(decideHere(standardHere, command).decision).toBe('allow');
        expect(run(command).output).not.toContain(SECRET);
      },
    );
  });

  describe('sed labels end at a blank, ;, # or }, and the next command follows', () => {
    it.each([
      ["sed ':a r .env' f", 'prints'],
      ["sed ': a r .env' f", 'prints'],
      ["sed $':a\\tr .env' f", 'prints'],
      ["sed -e '1{:a r .env' -e '}' f", 'prints'],
      ["sed -n ':x e cat secret.key' f", 'prints'],
      ["sed -n $'t x e cat secret.key\\n:x' f", 'prints'],
      ["sed -n 'b;:x w .github/workflows/pwn.yml' f", '.github/workflows/pwn.yml'],
      ["sed -n $'t x w .github/workflows/pwn.yml\\n:x' f", '.github/workflows/pwn.yml'],
    ])('%s is denied, and would read or write a file (%s)', (command, effect) => {
      const { output, dir } = run(command);
      if (effect === 'prints') expect(output).toContain(SECRET);
      else expect(exists(dir, effect)).toBe(true);
      const got = decideHere(allowing, command);
      expect(got.decision).toBe('deny');
      expect(got.reason).toMatch(/it can read, write or run files/);
    });

    it.each(["sed ':a;N;$!ba;s/\\n/ /g' f", "sed -n '/h/{:l p}' f", "sed 'b end;s/h/j/;:end' f"])(
      '%s is allowed, and reads nothing else',
      (command) => {
        expect(decideHere(allowing, command).decision).toBe('allow');
        expect(run(command).output).toMatch(/^(hello|jello)\n$/);
      },
    );
  });

  describe('sed -i SUFFIX backups', () => {
    it.each([
      ["sed -i'.github/workflows/*' -e 's/x/x/' ci.yml", '.github/workflows/ci.yml'],
      ["sed -i'.github/*.yml' s/x/x/ dependabot", '.github/dependabot.yml'],
      ["sed -i.md -e 's/x/x/' src/AGENTS", 'src/AGENTS.md'],
      ['sed -ni.md p AGENTS', 'AGENTS.md'],
      ['sed --in-pl=.md s/x/x/ AGENTS', 'AGENTS.md'],
      ['sed -e s/x/x/ --in-place=.md AGENTS', 'AGENTS.md'],
    ])('%s is denied, and creates %s', (command, created) => {
      expect(exists(run(command).dir, created)).toBe(true);
      const got = decideHere(allowing, command);
      expect(got.decision).toBe('deny');
      expect(got.rule).toMatch(/^edit\.deny/);
      expect(got.reason).toContain(created);
    });

    it('sed --in-place=.git/* is denied, and overwrites .git/config', () => {
      const command = "sed --in-place='.git/*' s/x/x/ config";
      expect(readFileSync(path.join(run(command).dir, '.git/config'), 'utf8')).toBe('planted config\n');
      expect(decideHere(allowing, command)).toMatchObject({
        decision: 'deny',
        rule: 'invariant:protected-path',
      });
    });

    it.each([
      ["sed -i 's/h/j/' f", undefined],
      ["sed -i.bak 's/h/j/' f", 'f.bak'],
      ["sed -i'bak_*' 's/h/j/' f", 'bak_f'],
    ])('%s is allowed (backup: %s)', (command, backup) => {
      expect(decideHere(allowing, command).decision).toBe('allow');
      const { dir } = run(command);
      expect(readFileSync(path.join(dir, 'f'), 'utf8')).toBe('jello\n');
      if (backup) expect(exists(dir, backup)).toBe(true);
    });
  });

  describe('cp, mv, ln and install: backups and what lands in a directory', () => {
    it.each([
      ['cp -b -S .md o AGENTS', 'AGENTS.md'],
      ['cp -S .md o AGENTS', 'AGENTS.md'],
      ['cp --suffix=.md --backup=simple o AGENTS', 'AGENTS.md'],
      ['mv --backup=simple --suffix=.json src/a.txt package-lock', 'package-lock.json'],
      ['mv -b -S rc o .npm', '.npmrc'],
      ['ln -f -b -S .md o AGENTS', 'AGENTS.md'],
      ['install -b -S .md o AGENTS', 'AGENTS.md'],
      ['cp -b -S .md AGENTS d', 'd/AGENTS.md'],
      ['cp -b -S .md -t d AGENTS', 'd/AGENTS.md'],
      ['SIMPLE_BACKUP_SUFFIX=.md cp -b o AGENTS', 'AGENTS.md'],
      ['export SIMPLE_BACKUP_SUFFIX=.md; mv -b o AGENTS', 'AGENTS.md'],
      ['VERSION_CONTROL=simple SIMPLE_BACKUP_SUFFIX=.md cp --backup o AGENTS', 'AGENTS.md'],
      ['cp x/AGENTS.md d', 'd/AGENTS.md'],
      ['cp -t d x/AGENTS.md', 'd/AGENTS.md'],
      ['install -m 644 x/AGENTS.md d', 'd/AGENTS.md'],
      ['ln -s x/AGENTS.md', 'AGENTS.md'],
      ['cp --parents .github/workflows/keep.yml d', 'd/.github/workflows/keep.yml'],
    ])('%s is denied, and creates %s', (command, created) => {
      expect(exists(run(command).dir, created)).toBe(true);
      const got = decideHere(allowing, command);
      expect(got.decision).toBe('deny');
      expect(got.reason).toMatch(new RegExp(`${created.replace(/\./g, '\\.')}|SIMPLE_BACKUP_SUFFIX`));
    });

    it.each([
      ['cp -b o f', 'f~'],
      ['mv -b -S .bak o f', 'f.bak'],
      ['cp -r src src2', 'src2/a.txt'],
      ['cp -T x/AGENTS.md notes', 'notes'],
      ['cp o d', 'd/o'],
    ])('%s is allowed, and creates %s', (command, created) => {
      expect(decideHere(allowing, command).decision).toBe('allow');
      expect(exists(run(command).dir, created)).toBe(true);
    });
  });

  describe('hard links: a second name for the source, so writing through it edits the source', () => {
    it.each([
      'ln -T AGENTS lnk && echo steer >> lnk',
      'ln --no-target-directory AGENTS src/lnk && echo steer >> src/lnk',
      'cp -l -T AGENTS lnk && echo steer >> lnk',
    ])('%s is denied, and changes AGENTS through the link', (command) => {
      const { dir } = run(command);
      expect(readFileSync(path.join(dir, 'AGENTS'), 'utf8')).toBe('old\nsteer\n');
      // AGENTS is denied to edits in this policy (`**/AGENTS` below), as AGENTS.md is in the standard one.
      const got = decideHere(guarding, command);
      expect(got.decision).toBe('deny');
      expect(got.reason).toContain('AGENTS');
    });

    it.each(['cp -T AGENTS lnk', 'ln -T o lnk'])('%s is allowed', (command) => {
      expect(decideHere(guarding, command).decision).toBe('allow');
    });

    it('ln -s -T AGENTS lnk is denied too: a symbolic link is an edit of where it leads', () => {
      expect(decideHere(guarding, 'ln -s -T AGENTS lnk')).toMatchObject({ decision: 'deny' });
    });
  });

  describe('find -exec ends at ; anywhere, at + only right after {}', () => {
    it.each([
      ['find f -exec cat -- + -name .env -exec true \\;', SECRET],
      ['find f -exec cat -- + .env -exec true {} +', SECRET],
    ])('%s reads .env (a + elsewhere is an argument), and is denied', (command, printed) => {
      expect(run(command).output).toContain(printed);
      expect(decideHere(allowing, command).decision).toBe('deny');
    });

    it('echo x | find f -exec tee -- + -name AGENTS -exec true \\; writes AGENTS, and is denied', () => {
      const command = 'echo steer | find f -exec tee -- + -name AGENTS -exec true \\;';
      expect(readFileSync(path.join(run(command).dir, 'AGENTS'), 'utf8')).toBe('steer\n');
      expect(decideHere(guarding, command).decision).toBe('deny');
    });

    it.each(['find f -exec cat {} +', 'find f -exec cat {} \\;', 'find f -exec echo + {} +'])(
      '%s is allowed',
      (command) => {
        expect(decideHere(allowing, command).decision).toBe('allow');
      },
    );
  });

  describe('programs named by a path are analyzed as the program, and still need a rule', () => {
    let trustedHere: Policy;
    beforeAll(() => {
      trustedHere = loadPolicy('builtin:trusted', workspace);
    });

    it.each([
      ['/usr/bin/sed -i.md s/x/x/ AGENTS', 'AGENTS.md'],
      ['/bin/cp -b -S .md o AGENTS', 'AGENTS.md'],
      ['/bin/cp x/AGENTS.md .github/workflows/x.yml', '.github/workflows/x.yml'],
      ['/usr/bin/env /bin/cp x/AGENTS.md d', 'd/AGENTS.md'],
      ["/bin/bash -c 'cp x/AGENTS.md d'", 'd/AGENTS.md'],
    ])('%s is denied under builtin:trusted, and creates %s', (command, created) => {
      expect(exists(run(command).dir, created)).toBe(true);
      expect(decideHere(trustedHere, command)).toMatchObject({ decision: 'deny' });
    });

    it('/bin/rm -rf .git is denied under builtin:trusted, and removes .git', () => {
      expect(exists(run('/bin/rm -rf .git').dir, '.git')).toBe(false);
      expect(decideHere(trustedHere, '/bin/rm -rf .git')).toMatchObject({
        decision: 'deny',
        rule: 'invariant:protected-path',
      });
    });

    it('a wrapper or shell named by a path needs an allow rule itself', () => {
      expect(decideHere(standardHere, "bash -c 'git status'").decision).toBe('allow');
      expect(decideHere(standardHere, "/bin/bash -c 'git status'")).toMatchObject({
        decision: 'deny',
        rule: 'command.default',
      });
      expect(decideHere(standardHere, '/usr/bin/env git status').rule).toBe('command.default');
    });
  });

  describe('grep -r without a file operand searches the working directory', () => {
    it.each([
      'grep -r TOKEN',
      'grep --recursive TOKEN',
      'grep -R TOKEN',
      'grep -d recurse TOKEN',
      'grep --directories=recurse TOKEN',
      'grep -r -e TOKEN',
      'grep -ri token',
      'egrep -r TOKEN',
      'fgrep -r TOKEN',
    ])('%s is denied, and prints .env', (command) => {
      expect(run(command).output).toContain(SECRET);
      const got = decideHere(allowing, command);
      expect(got.decision).toBe('deny');
      expect(got.rule).toMatch(/^read\.deny/);
    });

    it.each(['grep -rn new src', 'grep -r a src x', 'grep -d recurse a src'])(
      '%s is allowed, and prints nothing secret',
      (command) => {
        expect(decideHere(allowing, command).decision).toBe('allow');
        expect(run(command).output).not.toContain(SECRET);
      },
    );
  });
});
