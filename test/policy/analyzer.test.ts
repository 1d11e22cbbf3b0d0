import { beforeAll, describe, expect, it } from 'vitest';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { GIT_DISCOVERY } from '../../src/policy/shell/repo-top.ts';
import { decodeAnsiC } from '../../src/policy/shell/words.ts';

let analyzer: ShellAnalyzer;
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
});

const argvs = (command: string) => analyzer.analyze(command).commands.map((c) => c.argv);
const problems = (command: string) => analyzer.analyze(command).problems;

describe('shell analyzer', () => {
  it('returns the same analyzer on every call', async () => {
    expect(await createShellAnalyzer()).toBe(analyzer);
  });

  it('lists every simple command in lists, pipelines, subshells and substitutions', () => {
    // Substitutions are listed before the command whose words they produce.
    expect(argvs('a 1 | b && (c; d) || echo $(e) `f` <(g) >(h)')).toEqual([
      ['a', '1'],
      ['b'],
      ['c'],
      ['d'],
      ['e'],
      ['f'],
      ['g'],
      ['h'],
      ['echo', '$(e)', '`f`', '<(g)', '>(h)'],
    ]);
  });

  it('resolves quoting and escaping to the program name the shell runs', () => {
    expect(argvs(`'r'm a; \\rm b; "r""m" c; $'\\x72m' d; r\\m e`).map((a) => a[0])).toEqual([
      'rm',
      'rm',
      'rm',
      'rm',
      'rm',
    ]);
    expect(argvs(`echo "a\\"b" 'c\\d' $'e\\tf'`)).toEqual([['echo', 'a"b', 'c\\d', 'e\tf']]);
  });

  it('decodes ANSI-C escapes like bash', () => {
    expect(decodeAnsiC('\\x72\\155\\u00e9\\n\\\\\\cA')).toBe('rm\u00e9\n\\\x01');
  });

  it('marks words only known at run time and names them in command position', () => {
    const cmd = analyzer.analyze('git $(echo push) "$X" *.ts').commands.at(-1);
    expect(cmd?.dynamic).toEqual([false, true, true, true]);
    expect(problems('$X run')).toEqual([
      'a variable ($X) in command position: the analyzer cannot know what runs',
    ]);
    expect(problems('r* x')[0]).toMatch(/^a glob \(r\*\) in command position/);
    expect(problems('ec{h,}o hi')[0]).toMatch(/brace expansion/);
  });

  it('looks through wrappers and keeps them as deny-only entries', () => {
    const { commands } = analyzer.analyze('timeout -s KILL 60 nice -n 5 env -i FOO=1 npm test');
    expect(commands.map((c) => [c.argv[0], c.wrapper === true])).toEqual([
      ['timeout', true],
      ['nice', true],
      ['env', true],
      ['npm', false],
    ]);
    expect(commands.at(-1)?.argv).toEqual(['npm', 'test']);
    expect(argvs('xargs -0 -n1 git')).toEqual([
      ['xargs', '-0', '-n1', 'git'],
      ['git', '<input>'],
    ]);
    expect(argvs('env')).toEqual([['env']]);
    expect(problems('nice --bogus rm')).toEqual(['an option nice is not known to take: --bogus']);
  });

  it('parses bash -c, sh -c and eval bodies recursively', () => {
    // A login shell runs startup files first: refused.
    expect(problems(`bash -lc 'a'`)[0]).toMatch(/^bash -lc: a shell option the analyzer does not follow/);
    expect(argvs(`bash -ec 'a; sh -c "b | c"'`).slice(1)).toEqual([
      ['a'],
      ['sh', '-c', 'b | c'],
      ['b'],
      ['c'],
    ]);
    expect(argvs('eval "x y" z')).toEqual([
      ['eval', 'x y', 'z'],
      ['x', 'y', 'z'],
    ]);
    expect(problems('bash -c "$S"')[0]).toMatch(/bash -c with a script only known at run time/);
    expect(argvs('bash run.sh')).toEqual([['bash', 'run.sh']]);
    expect(problems(Array.from({ length: 10 }, () => 'eval').join(' ') + ' x')).toEqual([
      'commands nested more than 8 levels deep',
    ]);
  });

  it('finds the commands find -exec runs', () => {
    expect(argvs('find . -name "*.js" -exec rm -f {} \\; -exec wc {} +')).toEqual([
      ['find', '.', '-name', '*.js', '-exec', 'rm', '-f', '{}', ';', '-exec', 'wc', '{}', '+'],
      ['rm', '-f', '{}'],
      ['wc', '{}'],
    ]);
    expect(problems('find . -exec rm {}')).toEqual(['find -exec without its terminating ; or {} +']);
    // -execdir runs in every directory found: its relative paths cannot be resolved.
    expect(problems('find . -execdir wc x \\;')[0]).toMatch(
      /^find -execdir: its command runs in every directory/,
    );
    // `{}` stands for every file under the starting points.
    expect(analyzer.analyze('find src lib -exec cat {} +').readTrees).toEqual(['src', 'lib', 'src', 'lib']);
  });

  it('turns redirections into writes and reads, ignoring descriptors and /dev/null', () => {
    const a = analyzer.analyze('cmd > out 2>&1 >> log &> both < in >/dev/null 2>/dev/stderr');
    expect(a.writes).toEqual(['out', 'log', 'both']);
    expect(a.reads).toEqual(['in']);
    expect(analyzer.analyze('cat <<EOF > f\n$(inner)\nEOF').commands.map((c) => c.argv[0])).toEqual([
      'cat',
      'inner',
    ]);
    expect(problems('echo > "$F"')[0]).toMatch(/redirection to a target only known at run time/);
  });

  it('tracks cd: later paths are checked from every directory the shell may be in', () => {
    const a = analyzer.analyze('cd sub && echo x > ../y');
    expect(a.reads).toEqual(['sub']);
    // `sub/../y` keeps its `..`: the decision resolves it as the kernel does, from where sub leads.
    expect(a.writes.sort()).toEqual(['../y', 'sub/../y']);
    expect(analyzer.analyze('(cd /tmp); echo > f').writes).toEqual(['f']);
    expect(analyzer.analyze('cd').reads).toEqual(['~']);
  });

  it('reads the file operands of known reading programs', () => {
    const a = analyzer.analyze('cat a b; head -n 5 c; grep -r pat d; ls ../*.md');
    expect(a.reads).toEqual(['a', 'b', 'c', 'd']);
    expect(a.readTrees).toEqual(['d']);
    expect(a.globs).toEqual(['../*.md']);
    expect(analyzer.analyze('git -C /elsewhere log --output=out.txt').reads).toEqual([
      '/elsewhere',
      `/elsewhere/${GIT_DISCOVERY}`,
    ]);
    // git -C works in the directory given: its --output lands there.
    expect(analyzer.analyze('git -C /elsewhere log --output=out.txt').writes).toEqual(['/elsewhere/out.txt']);
    expect(problems('cat -- "$F"')[0]).toMatch(/file operand of cat the analyzer cannot pin down/);
    // Before `--`, "$F" could be an option such as --files0-from=.env.
    expect(problems('wc "$F"')[0]).toMatch(
      /^"\$F", a word the analyzer cannot pin down: only known at run time, where wc reads options/,
    );
  });

  it('turns the operands of writing programs into edits, and refuses their globs', () => {
    const files = (command: string) => {
      const a = analyzer.analyze(command);
      return { reads: a.reads, writes: a.writes };
    };
    expect(files('rm -rf .git build')).toEqual({ reads: [], writes: ['.git', 'build'] });
    // The last operand, or what lands in it if it is a directory.
    expect(files('cp a b /tmp/c')).toEqual({ reads: ['a', 'b'], writes: ['/tmp/c', '/tmp/c/a', '/tmp/c/b'] });
    expect(files('cp -t out a')).toEqual({ reads: ['a'], writes: ['out', 'out/a'] });
    expect(files('chmod -R 755 bin')).toEqual({ reads: [], writes: ['bin'] });
    expect(files('sed -i s/a/b/ f')).toEqual({ reads: [], writes: ['f'] });
    expect(files('sed s/a/b/ f')).toEqual({ reads: ['f'], writes: [] });
    expect(files('find -L src lib -name x -fprint out')).toEqual({ reads: ['src', 'lib'], writes: ['out'] });
    expect(files('dd if=/dev/zero of=disk.img')).toEqual({ reads: [], writes: ['disk.img'] });
    expect(problems('rm -f ./*.log')).toEqual([
      'a file operand of rm the analyzer cannot pin down (./*.log); name the files literally',
    ]);
    // `*.log` could expand to a file named `-rf` or `--no-preserve-root`.
    expect(problems('rm -f *.log')[0]).toMatch(
      /^\*\.log, a word the analyzer cannot pin down: only known at run time, where rm reads options/,
    );
  });

  it('records expanded variables and refuses risky assignments and function definitions', () => {
    expect(analyzer.analyze('echo $A ${B:-x} "$C"').variables).toEqual(['A', 'B', 'C']);
    expect(problems('PATH=. ls')).toEqual(['an assignment to PATH, which can change what a command runs']);
    expect(problems('export NODE_OPTIONS=x')).toEqual([
      'an assignment to NODE_OPTIONS, which can change what a command runs',
    ]);
    expect(problems('env LD_PRELOAD=x ls')).toEqual([
      'an assignment to LD_PRELOAD, which can change what a command runs',
    ]);
    expect(problems('CI=1 FOO=bar npm test')).toEqual([]);
    expect(problems('f() { :; }')[0]).toMatch(/^a function definition/);
  });

  it('denies what it cannot parse, naming where', () => {
    expect(problems('npm test &&')[0]).toMatch(/^a syntax error/);
    expect(problems('echo "open')[0]).toMatch(/^a syntax error/);
    expect(problems('ls # just a comment')).toEqual([]);
    expect(problems(`${'('.repeat(20000)}ls${')'.repeat(20000)}`).length).toBeGreaterThan(0);
  });
});

describe('inputs too large to analyze', () => {
  it('refuses a command whose tree is past the node bound, whatever builds it', () => {
    // Quote splices, many words, many list items: the classes that make the grammar slow.
    for (const command of [
      `echo '${"a'\\''".repeat(24_000)}'`,
      `echo ${'x '.repeat(24_000)}`,
      `${'true; '.repeat(6_000)}true`,
    ]) {
      expect(problems(command).join('\n'), command.slice(0, 40)).toMatch(/too large to analyze/);
    }
  });

  it('still reads the long commands people write: a 2,000-line heredoc, a 20 KB -c script', () => {
    const heredoc = `cat > notes.txt <<'EOF'\n${'a line of notes\n'.repeat(2_000)}EOF`;
    expect(problems(heredoc)).toEqual([]);
    expect(argvs(heredoc)).toEqual([['cat']]);
    const script = `python3 -c '${'print(1)\n'.repeat(2_300)}'`;
    expect(problems(script)).toEqual([]);
    expect(argvs(script)[0]?.[0]).toBe('python3');
  });
});
