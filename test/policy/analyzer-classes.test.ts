import { beforeAll, describe, expect, it } from 'vitest';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { GIT_DISCOVERY, storedOperand } from '../../src/policy/shell/repo-top.ts';

/**
 * One block per class of construct the analyzer refuses or follows, each with several variants:
 * the refusal must name the construct, and its look-alikes that are safe must still pass.
 */
let analyzer: ShellAnalyzer;
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
});
const problems = (command: string) => analyzer.analyze(command).problems;
const refused = (command: string) => problems(command).join('\n');

describe.each([
  {
    name: 'arithmetic over names',
    pattern: /arithmetic over names or expansions/,
    refused: [
      '((sh<docs/setup))',
      '(( x ))',
      'echo $((x))',
      'echo $((a[$(y)]))',
      'echo "$((1+n))"',
      '((1)); ((y++))',
    ],
    passes: ['echo $((1 + 2))', '((1))', 'echo "$(( (4 - 1) * 2 ))"'],
  },
  {
    name: 'array subscripts',
    pattern: /array subscript|array element with an index|a name the analyzer cannot check/,
    refused: [
      'a[i]=1',
      'echo ${a[i]}',
      'echo ${a[$(x)]}',
      'a=([i]=x)',
      'read a[1]',
      'printf -v a[1] x',
      'test -v a[1]',
    ],
    passes: ['a[0]=1', 'echo ${a[0]} ${a[@]} ${#a[*]}', 'a=(x y)', 'read -r line', 'printf -v out %s x'],
  },
  {
    name: 'test operators that evaluate',
    pattern: /in \[\[ \]\]: bash evaluates its operands as arithmetic|the test operator -[vR]/,
    refused: [
      '[[ a -eq b ]]',
      '[[ $x -lt 3 ]] && echo',
      '[[ -v x ]]',
      '[[ -R x ]]',
      'if [[ 1 -ge $n ]]; then :; fi',
    ],
    passes: ['[ a -eq b ]', '[[ -f x && $y == z ]]', '[[ $x =~ ^a ]] || echo', '[ -z "$x" ] && [ -n y ]'],
  },
  {
    name: 'indirect, transforming, assigning and nested expansions',
    pattern: /indirect expansion|transforming expansion|assigning expansion|nested in \$\{...\}|operator/,
    refused: [
      'echo ${!x}',
      'echo ${!p*}',
      'echo ${x@P}',
      'echo "${x@E}"',
      'echo ${x:=y}',
      'echo ${x=y}',
      'echo ${x:-$(y)}',
      'echo "${x:-"a"}"',
      "echo ${x:-'a'}",
      'echo ${x/a/$y}',
    ],
    passes: ['echo ${x:-a}', 'echo "${x%.ts}" ${x##*/}', 'echo ${#x} ${x:0:2} ${x,,}', 'echo ${x:+set}'],
  },
  {
    name: 'line continuations, ANSI-C strings and backticks',
    pattern: /line continuation inside|backslash inside backticks/,
    refused: [
      'r\\\nm x',
      'cat <<EOF\n$\\\n(rm x)\nEOF',
      "echo $'a\\\nb'",
      'echo `echo \\`rm x\\``',
      'e\\\ncho x',
    ],
    passes: ['npm test \\\n  --silent', "echo 'a\\\nb'", 'echo x # c \\\nls', 'echo `echo hi`', 'a \\\n&& b'],
  },
  {
    name: 'builtins that change what names run',
    pattern: /the builtin|set -[ko]|set -o posix/,
    refused: [
      'alias ls=rm',
      'unalias ls',
      'trap "rm x" EXIT',
      'source x.sh',
      '. x.sh',
      'command . x',
      'enable -f x.so y',
      'hash -p ./x ls',
      'shopt -s expand_aliases',
      'set -k',
      'set -o posix',
      'mapfile -C f a',
    ],
    passes: ['set -euo pipefail', 'set -x', 'export A=1 B', 'unset A', 'read -r a b', 'true; :'],
  },
  {
    name: 'shell options before a -c script',
    pattern: /a shell option the analyzer does not follow/,
    refused: [
      "bash -kc 'npm test NODE_OPTIONS=x'",
      "bash -k -c 'npm test'",
      "bash -c -k 'npm test'",
      "bash -c -ek 'npm test'",
      "bash +k -c 'npm test'",
      "sh -kc 'npm test'",
      "ksh -k -c 'npm test'",
      "bash -o keyword -c 'npm test'",
      "bash -eo keyword -c 'npm test'",
      "bash -ao pipefail -c 'npm test'",
      "bash --rcfile x -c 'npm test'",
      "bash --posix -c 'npm test'",
      "bash -O extglob -c 'npm test'",
      "bash -Hc 'npm test'",
      "bash -lc 'npm test'",
      'bash -k run.sh X=1',
    ],
    passes: [
      "bash -c 'npm test'",
      "bash -ec 'npm test'",
      "bash -eo pipefail -c 'npm test'",
      "bash -c -e 'npm test'",
      "sh -xc 'npm test'",
      "bash --norc --noprofile -c 'npm test'",
      "bash -ceuo pipefail 'npm test'",
      "bash -c -- 'npm test'",
      'bash -eux run.sh',
    ],
  },
  {
    name: 'declarations the analyzer cannot follow',
    pattern:
      /the analyzer only follows plain variables|not a plain variable name|a word only known at run time/,
    refused: ['declare -i n', 'local -n r=x', 'typeset -a a', 'export -f f', 'declare "a$b=1"', 'unset -n x'],
    passes: ['declare -x A=1', 'readonly R=1', 'export -p', 'declare -r C'],
  },
  {
    name: 'constructs outside the allowlist of node kinds',
    pattern: /function definition|construct the analyzer does not understand|locale-translated/,
    refused: ['f() { :; }', 'function g { :; }', 'for ((;;)); do :; done', 'echo $"hi"'],
    passes: ['for f in a b; do echo $f; done', 'case x in x) :;; esac', 'while false; do :; done', '! true'],
  },
])('$name', ({ pattern, refused: bad, passes }) => {
  it.each(bad)('refuses %j, naming it', (command) => {
    expect(refused(command)).toMatch(pattern);
  });
  it.each(passes)('follows %j', (command) => {
    expect(problems(command)).toEqual([]);
  });
});

describe('a shell started with -c', () => {
  it('reads every option before the script, +c too', () => {
    const argvs = (command: string) => analyzer.analyze(command).commands.map((c) => c.argv);
    expect(argvs("bash +c 'rm x'")).toContainEqual(['rm', 'x']);
    expect(argvs("bash -eo pipefail -c 'rm x'")).toContainEqual(['rm', 'x']);
    expect(argvs("bash -co pipefail 'rm x'")).toContainEqual(['rm', 'x']);
  });
});

describe('program options', () => {
  const files = (command: string) => {
    const a = analyzer.analyze(command);
    return { reads: a.reads, writes: a.writes, problems: a.problems };
  };

  it('reads GNU long options abbreviated, bundled, attached and separate', () => {
    for (const command of [
      'sort --output=out a',
      'sort --output out a',
      'sort --out=out a',
      'sort --ou out a',
      'sort -o out a',
      'sort -oout a',
      'sort -uo out a',
      'sort -ruoout a',
      'sort a -o out',
    ])
      expect(files(command), command).toEqual({ reads: ['a'], writes: ['out'], problems: [] });
  });

  it('refuses unknown, ambiguous and value-less options by name', () => {
    expect(problems('sort --bogus a')[0]).toMatch(/^sort --bogus: an option the analyzer does not know/);
    expect(problems('sort -Q a')[0]).toMatch(/^sort -Q: an option/);
    expect(problems('git diff --out=x')[0]).toMatch(/^git diff --out: an ambiguous abbreviation/);
    expect(problems('sort --reverse=yes a')[0]).toMatch(/takes no value/);
    expect(problems('sort a -o')[0]).toMatch(/^sort -o without its value/);
  });

  it('turns file-valued options into reads and writes, and refuses those that run programs', () => {
    expect(problems('wc --files0-from=list')[0]).toMatch(/^wc --files0-from takes the names of the files/);
    expect(files('grep -f pats src/a')).toMatchObject({ reads: ['pats', 'src/a'] });
    expect(files('cp -t out a b')).toMatchObject({ reads: ['a', 'b'], writes: ['out', 'out/a', 'out/b'] });
    expect(files('git blame --contents=/x a')).toMatchObject({ reads: [GIT_DISCOVERY, '/x', 'a'] });
    expect(problems('sort --compress-program=gzip a')[0]).toMatch(/runs the program in its value/);
    expect(problems('install --strip-program=x a b')[0]).toMatch(/runs the program/);
    expect(problems('tar --to-command=sh -xf a')[0]).toMatch(/runs the program/);
  });

  it('takes optional values only attached, numbers as options where the program does', () => {
    expect(files('sed -i.bak s/a/b/ f')).toEqual({ reads: [], writes: ['f', 'f.bak'], problems: [] });
    expect(files('sed -n p f')).toEqual({ reads: ['f'], writes: [], problems: [] });
    expect(files('ls --color a')).toMatchObject({ reads: ['a'] });
    expect(files('ls --color=never a')).toMatchObject({ reads: ['a'] });
    expect(files('head -5 a')).toMatchObject({ reads: ['a'] });
    expect(files('grep -3 x a')).toMatchObject({ reads: ['a'] });
  });

  it('names the backups sed -i makes: FILE+SUFFIX, or SUFFIX with each * as FILE', () => {
    expect(files("sed -i'bak/*' s/a/b/ src/f")).toMatchObject({ writes: ['src/f', 'bak/src/f'] });
    expect(files("sed -i'*.x*' s/a/b/ f")).toMatchObject({ writes: ['f', 'f.xf'] });
    expect(files('sed -ie s/a/b/ f')).toMatchObject({ writes: ['f', 'fe'] });
    expect(files('sed -n -e p -ni.b f g')).toMatchObject({ writes: ['f', 'g', 'f.b', 'g.b'] });
    expect(files('sed --in=.b s/a/b/ f')).toMatchObject({ writes: ['f', 'f.b'] });
    expect(files('sed -i -e s/a/b/ f')).toEqual({ reads: [], writes: ['f'], problems: [] });
    // The value of -e, a script (refused as one), not -i.
    expect(files('sed -e -i.b f')).toMatchObject({ reads: ['f'], writes: [] });
    expect(problems('sed -i.b --follow-symlinks s/a/b/ f')[0]).toMatch(/names its backups after where/);
  });

  it('names what cp, mv, ln and install create: in a directory, and their backups', () => {
    expect(files('cp a b')).toMatchObject({ writes: ['b', 'b/a'] });
    expect(files('cp -T a b')).toMatchObject({ writes: ['b'] });
    expect(files('cp --parents x/a d')).toMatchObject({ writes: ['d', 'd/x/a'] });
    expect(files('ln -s ../x/a')).toMatchObject({ writes: ['a'] });
    expect(files('install -d a b')).toMatchObject({ reads: [], writes: ['a', 'b'] });
    expect(files('cp -b a b').writes).toEqual(['b', 'b/a', 'b~', 'b.~1~', 'b/a~', 'b/a.~1~']);
    expect(files('mv -S .x -T a b').writes).toEqual(['b', 'b.x', 'b.~1~']);
    expect(files('cp --backup=simple -S .x -T a b').writes).toEqual(['b', 'b.x']);
    expect(files('cp --backup=nu -T a b').writes).toEqual(['b', 'b.~1~']);
    expect(files('cp --backup=none -S .x -T a b').writes).toEqual(['b']);
    expect(files('cp --backup=simple -S x/y -T a b').writes).toEqual(['b', 'b~']);
    expect(files('ln -b -S .x -t d a').writes).toEqual(['d', 'a', 'd/a', 'd/a.x', 'd/a.~1~']);
    expect(problems('cp -b ./*.md d')[0]).toMatch(/backup option and sources only known at run time/);
    expect(problems('cp -S "$X" a b')[0]).toMatch(/a backup suffix only known at run time/);
    for (const variable of ['SIMPLE_BACKUP_SUFFIX', 'VERSION_CONTROL', 'PATCH_VERSION_CONTROL', 'TAPE'])
      expect(problems(`${variable}=x cp -b a b`)[0]).toMatch(/an assignment to/);
  });

  it('refuses words only known at run time where options are read', () => {
    expect(problems('sort $OPT a')[0]).toMatch(
      /\$OPT, a word the analyzer cannot pin down: only known at run time, where sort reads options/,
    );
    expect(problems('cat *')[0]).toMatch(/could expand to one/);
    expect(problems('cat ./*')).toEqual([]);
    expect(problems('cat -- *')).toEqual([]);
  });

  it('guards the options of runners that leave the workspace or load code', () => {
    expect(files('npm --pref /x test')).toMatchObject({ reads: ['/x'] });
    expect(files('make -Csub test')).toMatchObject({ reads: ['sub'] });
    expect(files('npm test -- --prefix /x')).toMatchObject({ reads: [] });
    expect(problems('npm test --node-opt=x')[0]).toMatch(/^npm --node-options makes it run or load/);
    expect(problems('node -r x t.js')[0]).toMatch(/^node -r makes it run or load/);
    expect(problems('go test -exec=./x')[0]).toMatch(/^go -exec/);
    expect(problems('make SHELL=./x')[0]).toMatch(/^make SHELL=/);
    expect(problems('npx vitest --require x')).toEqual([]);
  });

  it('follows env -C and xargs -a', () => {
    const a = analyzer.analyze('env -C sub cat x; xargs -a list echo');
    expect(a.reads).toEqual(['sub', 'sub/x', 'list']);
    expect(problems('env -C "$D" ls')[0]).toMatch(/a dynamic option|only known at run time/);
  });
});

describe('here-doc bodies, read as bash expands them', () => {
  const argvs = (command: string) => analyzer.analyze(command).commands.map((c) => c.argv[0]);
  it.each([
    'cat <<EOF\n`rm x`\nEOF',
    'cat <<-EOF\n\t$(rm x)\n\tEOF',
    'cat <<EOF\n"$(rm x)"\nEOF',
    'cat <<EOF > out\na \\" $(rm x)\nEOF',
  ])('lists the substitution in %j', (command) => {
    expect(argvs(command)).toContain('rm');
  });
  it('leaves quoted here-docs as text, refuses what it cannot follow in the others', () => {
    expect(argvs("cat <<'EOF'\n$(rm x)\nEOF")).toEqual(['cat']);
    expect(argvs('cat <<\\EOF\n`rm x`\nEOF')).toEqual(['cat']);
    expect(refused('cat <<EOF\n$((x))\nEOF')).toMatch(/arithmetic over names/);
    expect(refused('cat <<EOF\n${!x}\nEOF')).toMatch(/indirect expansion/);
  });
  it('takes the words holding xargs -I/-i replacement strings as input', () => {
    expect(refused("xargs -I % sh -c 'rm %'")).toMatch(/sh -c with a script only known at run time/);
    expect(refused('xargs -i cat {}')).toMatch(/<input in \{\}>/);
    expect(problems('xargs -I{} echo {}')).toEqual([]);
  });

  it('runs echo for a bare xargs and refuses carriage returns', () => {
    expect(argvs('xargs -0')).toEqual(['xargs', 'echo']);
    expect(refused('ls\\\r\nrm x')).toMatch(/carriage return/);
  });
});

describe('sed scripts', () => {
  it.each([
    's/a/b/g',
    '1,10p',
    '/x/d',
    'y/ab/cd/',
    '$!N',
    '/a/,/b/{s|x|y|2;p}',
    '1a text',
    's/a\\/b/c/I',
    ':a;N;$!ba;s/\\n/ /g',
    '/x/{:l n;p;bl}',
    ':a p',
    'b end;p;:end',
  ])('follows %j', (script) => {
    expect(problems(`sed -e '${script}' f`)).toEqual([]);
  });
  it.each([
    '1e id',
    's/a/b/e',
    's/a/b/w out',
    'w out',
    'r f',
    'R f',
    'W f',
    'p;e id',
    '1!e',
    // A label ends at a blank, `;`, `#` or `}`; the next command can follow right after it.
    ':a r f',
    ': a r f',
    ':x e id',
    'b;:x w out',
    'ba r f',
    't a w out',
    'T a;:a e id',
    '{:a}r f',
    ':a\tr f',
    'b\tx w out',
  ])('refuses %j', (script) => {
    expect(refused(`sed '${script}' f`)).toMatch(/^sed .*: it can read, write or run files/);
  });
  it('leaves scripts to GNU sed under --sandbox', () => {
    expect(problems("sed --sandbox '1e id' f")).toEqual([]);
  });
});

describe('git', () => {
  const a = (command: string) => analyzer.analyze(command);

  it('accepts display configuration only', () => {
    expect(problems('git -c color.ui=always log')).toEqual([]);
    for (const key of [
      'core.pager=sh',
      'core.sshCommand=x',
      'alias.x=!rm',
      'diff.external=x',
      'core.fsmonitor=x',
    ])
      expect(problems(`git -c ${key} log`)[0]).toMatch(/configuration can name programs/);
  });

  it('reads REV:PATH, and the trees a patch or diff may print', () => {
    // A stored path may be a directory, whose every file `git diff A:dir B:dir` prints: a tree.
    // From the repository top (repo-top.ts), unless it starts with ./ or ../
    expect(a('git show HEAD:src/a.ts').readTrees).toEqual([storedOperand('src/a.ts')]);
    expect(a('git show :0:src/a.ts').readTrees).toEqual([storedOperand('src/a.ts')]);
    expect(a('git -C sub show HEAD:./a.ts').readTrees).toEqual(['sub/a.ts']);
    expect(storedOperand('src/a.ts')).not.toBe('src/a.ts');
    expect(a('git diff').readTrees).toEqual([storedOperand('.')]);
    expect(a('git diff HEAD~1 -- src docs').readTrees).toEqual(['src', 'docs']);
    expect(a("git log -p -- 'src/*.ts'").readTrees).toEqual(['src']);
    expect(a('git log --oneline').readTrees).toEqual([]);
    expect(a('git diff --stat').readTrees).toEqual([]);
    expect(a('git log -L 1,5:src/a.ts').reads).toEqual([GIT_DISCOVERY, 'src/a.ts']);
    expect(a('git -C sub diff').readTrees).toEqual([`sub/${storedOperand('.')}`]);
    expect(problems("git diff -- ':!x'")[0]).toMatch(/pathspec magic/);
  });
});
