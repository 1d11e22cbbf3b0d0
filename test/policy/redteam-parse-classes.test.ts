import { spawnSync } from 'node:child_process';
import { lstatSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { scratchRepo, bashOutput } from '../support/bash-run.ts';

/**
 * Places where the grammar reads a command otherwise than bash does, which a red team turned into
 * bypasses under builtin:standard: globs the grammar splits into plain words, here-docs it ends
 * on another line, control characters it takes for blanks, and `..` after a symbolic link. Each
 * denied command is run with bash in a fresh workspace to show it does what the decision keeps
 * from happening; the look-alikes that stay allowed are run too.
 */
const SECRET = 'planted-secret-7c21';
const LAYOUT: Record<string, string> = {
  '.env': `TOKEN=${SECRET}\n`,
  'id.pem': `${SECRET}\n`,
  'AGENTS.md': '# agents\n',
  '.github/workflows/ci.yml': 'on: push\n',
  'src/a.js': 'console.log(1)\n',
  'README.md': 'hello\n',
};

let analyzer: ShellAnalyzer;
let workspace: string;
let standard: Policy;
const made: string[] = [];

/** A fresh git workspace with LAYOUT and `wf`, a link to `.github/workflows`. */
const scratch = (): string => {
  const dir = scratchRepo('ns-redteam-parse-', LAYOUT);
  made.push(dir);
  symlinkSync('.github/workflows', path.join(dir, 'wf'));
  return dir;
};

/** Runs the command with bash in a fresh workspace: what it printed, and the workspace. */
const run = (command: string) => {
  const dir = scratch();
  return { output: bashOutput(command, dir, { HOME: dir }), dir };
};
const text = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const exists = (dir: string, file: string) => {
  try {
    lstatSync(path.join(dir, file));
    return true;
  } catch {
    return false;
  }
};
const decide = (command: string) =>
  checkPolicy(standard, 'execute_command', { command }, { analyzer, workspace });

beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  workspace = scratch();
  standard = loadPolicy('builtin:standard', workspace);
});
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('bracket globs the grammar splits into plain words', () => {
  it.each([
    'cat .[e]nv',
    'cat ./.en[!x]',
    'cat .en[[:alpha:]]',
    'cat .en[[=v=]]',
    'cat .[]e]nv',
    'cat ./id.[p]em',
  ])('%s is denied, and prints the secret', (command) => {
    expect(run(command).output).toContain(SECRET);
    const got = decide(command);
    expect(got.decision).toBe('deny');
    expect(got.rule).toMatch(/^read\.deny/);
  });

  it('cat .gi[t]/config is denied, and prints the repository config', () => {
    expect(run('cat .gi[t]/config').output).toContain('[core]');
    expect(decide('cat .gi[t]/config').decision).toBe('deny');
  });

  it.each([
    ['echo pwned > AGENTS.m[d]', 'AGENTS.md', 'pwned'],
    ["echo 'on: x' > .githu[b]/workflows/ci.yml", '.github/workflows/ci.yml', 'on: x'],
    ['echo pwned >> .gi[t]/config', '.git/config', 'pwned'],
  ])('%s is denied, and writes %s', (command, file, written) => {
    expect(text(run(command).dir, file)).toContain(written);
    const got = decide(command);
    expect(got).toMatchObject({ decision: 'deny', rule: 'invariant:unanalyzable-command' });
    expect(got.reason).toMatch(/a redirection to a target only known at run time/);
  });

  it.each(["cat '.[e]nv'", 'cat .e"["n]v', 'cat .[e"]"nv', 'cat .\\[e]nv', 'cat .[e\\]nv'])(
    'the quoted or escaped bracket in %s is a literal name: allowed, and no secret printed',
    (command) => {
      expect(run(command).output).not.toContain(SECRET);
      expect(decide(command).decision).toBe('allow');
    },
  );

  it('a glob that matches only allowed files is still allowed', () => {
    expect(run('cat src/[ab].js').output).toContain('console.log(1)');
    expect(decide('cat src/[ab].js').decision).toBe('allow');
  });
});

describe('here-docs the grammar ends on another line than bash', () => {
  const PAYLOAD = `echo pwned > AGENTS.md; cat .env`;
  it.each([
    `cat <<E'O'F\nx\nEOF\n${PAYLOAD}\nE'O'F\n`,
    `cat <<E"O"F\nx\nEOF\n${PAYLOAD}\nE"O"F\n`,
    `cat <<$'EOF'\nx\nEOF\n${PAYLOAD}\n$'EOF'\n`,
    `cat <<-E"O"F\nx\nEOF\n${PAYLOAD}\nE"O"F\n`,
    `cat <<EOF\n\${x#\nEOF\n${PAYLOAD}\n}\nEOF\n`,
    `cat <<EOF\n\${x}\${y:+\nEOF\n${PAYLOAD}\n}\nEOF\n`,
    `cat <<EOF\n"\${x:-\nEOF\n${PAYLOAD}\n}"\nEOF\n`,
    `cat <<EOF\n$x \${x%%\nEOF\n${PAYLOAD}\n}\nEOF\n`,
    // The grammar takes the backslash-newline for a continuation of `cat <<EOF`, and starts the
    // body after the EOF bash ends it at.
    `cat <<EOF\n\\\nEOF\n${PAYLOAD}\nEOF\n`,
  ])('%j is denied, and runs the lines after the first EOF', (command) => {
    const { output, dir } = run(command);
    expect(output).toContain(SECRET);
    expect(text(dir, 'AGENTS.md')).toBe('pwned\n');
    const got = decide(command);
    expect(got).toMatchObject({ decision: 'deny', rule: 'invariant:unanalyzable-command' });
    expect(got.reason).toMatch(/a here-doc the parser reads otherwise than bash/);
  });

  it('a trailing backslash joins the EOF line into the body, whose substitutions bash runs', () => {
    // The grammar ends the body at EOF and reads the next line as echo of a quoted string.
    const command = "cat <<EOF\na \\\nEOF\necho '$(cat .env)'\n";
    expect(run(command).output).toContain(SECRET);
    expect(decide(command)).toMatchObject({ decision: 'deny', rule: 'invariant:unanalyzable-command' });
  });

  it('refuses delimiters spelled with expansions, which it does not follow', () => {
    expect(decide('cat <<E$F\nx\nE$F\n').reason).toMatch(/a here-doc delimiter the analyzer does not follow/);
  });

  it.each([
    "cat <<'EOF'\n$(cat .env)\nEOF\n",
    'cat <<"EOF"\n$(cat .env)\nEOF\n',
    'cat <<\\EOF\n$(cat .env)\nEOF\n',
    "cat <<'EOF'\na \\\nEOF\n",
    'cat <<-EOF\n\tindented\n\tEOF\n',
    'cat <<EOF\nfoo \\\nbar\nEOF\n',
    'x=$(cat <<EOF\nhi\nEOF\n)\necho "$x"',
  ])('%j is allowed, and prints no secret', (command) => {
    expect(run(command).output).not.toContain(SECRET);
    expect(decide(command).decision).toBe('allow');
  });
});

describe('control characters the grammar takes for blanks', () => {
  it.each([
    'echo a\v#;echo pwned>AGENTS.md;cat .env',
    'echo a\f#;echo pwned>AGENTS.md;cat .env',
    'true\v#;echo pwned>AGENTS.md;cat .env',
  ])('%j is denied, and runs what follows the #', (command) => {
    const { output, dir } = run(command);
    expect(output).toContain(SECRET);
    expect(text(dir, 'AGENTS.md')).toBe('pwned\n');
    const got = decide(command);
    expect(got).toMatchObject({ decision: 'deny', rule: 'invariant:unanalyzable-command' });
    expect(got.reason).toMatch(/a control character \(U\+000[BC]\)/);
  });

  it.each(['echo a\x1b[31m', "echo 'a\x01b'", 'echo a\x7f'])('refuses %j too', (command) => {
    expect(decide(command).reason).toMatch(/a control character/);
  });

  it('allows them spelled as escapes', () => {
    expect(decide("echo $'\\e[31mred\\v'").decision).toBe('allow');
  });
});

describe('.. after a symbolic link climbs from where the link leads', () => {
  it.each([
    'cd -P wf/.. && echo pwned > workflows/evil.yml',
    'echo pwned > wf/../workflows/evil.yml',
    'cd wf/../workflows && echo pwned > evil.yml',
  ])('%s is denied, and creates .github/workflows/evil.yml', (command) => {
    expect(text(run(command).dir, '.github/workflows/evil.yml')).toBe('pwned\n');
    const got = decide(command);
    expect(got.decision).toBe('deny');
    expect(got.rule).toMatch(/^edit\.deny/);
  });

  // Denied anyway (`cd ..` may run from the top too, which leaves the workspace): the write through
  // the link must be among the paths decided all the same.
  it.each([
    'cd wf && cd ../workflows && echo pwned > evil.yml',
    'set -P; cd wf && cd .. && echo pwned > workflows/evil.yml',
  ])('%s creates .github/workflows/evil.yml, a write the analysis names', (command) => {
    expect(text(run(command).dir, '.github/workflows/evil.yml')).toBe('pwned\n');
    expect(analyzer.analyze(command).writes).toContain('wf/../workflows/evil.yml');
  });

  it("execute_command's cwd through the link: ../workflows/evil.yml from wf is denied, and is written there", () => {
    const dir = scratch();
    spawnSync('bash', ['-c', 'echo pwned > ../workflows/evil.yml'], { cwd: path.join(dir, 'wf') });
    expect(text(dir, '.github/workflows/evil.yml')).toBe('pwned\n');
    const command = 'echo pwned > ../workflows/evil.yml';
    const got = checkPolicy(standard, 'execute_command', { command, cwd: 'wf' }, { analyzer, workspace });
    expect(got.decision).toBe('deny');
    expect(got.rule).toMatch(/^edit\.deny/);
  });

  it('cd wf/.. without -P stays put (bash takes .. as text there): allowed, and writes ok.txt on top', () => {
    const { dir } = run('cd wf/.. && echo ok > ok.txt');
    expect(exists(dir, 'ok.txt')).toBe(true);
    expect(decide('cd wf/.. && echo ok > ok.txt').decision).toBe('allow');
  });
});
