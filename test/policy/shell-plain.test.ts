import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Language, Parser } from 'web-tree-sitter';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireAsset } from '../../src/policy/locate.ts';
import { GrammarNotLoaded, lazyShellAnalyzer, withGrammar } from '../../src/policy/shell/analyzer.ts';
import { isPlainCommand, plainTree } from '../../src/policy/shell/simple.ts';
import type { ShellAnalysis, SyntaxNode } from '../../src/policy/shell/types.ts';
import { Walker } from '../../src/policy/shell/walk.ts';
import { initTreeSitter } from '../../src/policy/tree-sitter.ts';
import { ROOT } from '../support/run-fixture.ts';

// The grammar itself, loaded here apart from the analyzer's: the first test sees the analyzer's
// lazy state untouched (each test file has its own modules).
let grammar: Parser;
beforeAll(async () => {
  await initTreeSitter();
  const language = await Language.load(
    readFileSync(requireAsset('tree-sitter-bash.wasm', 'tree-sitter-bash/tree-sitter-bash.wasm')),
  );
  grammar = new Parser();
  grammar.setLanguage(language);
});

/** The walker's result with every parse (nested ones too) done by `parse`. */
function walk(command: string, parse: (source: string) => SyntaxNode): ShellAnalysis {
  const walker = new Walker((source, use) => use(parse(source)));
  walker.source(command);
  return walker.result;
}
const byGrammar = (source: string) => grammar.parse(source)!.rootNode;

/** `(program (command name: (command_name (word)) argument: (word)))`, as tree-sitter prints a tree. */
function printed(node: SyntaxNode, field?: string): string {
  const kids = node.namedChildren.filter((c): c is SyntaxNode => c !== null);
  const fieldOf = (child: SyntaxNode) =>
    ['name', 'argument'].find((f) => node.childrenForFieldName(f).some((c) => c.equals(child)));
  const inner = kids.map((c) => ` ${printed(c, fieldOf(c))}`).join('');
  return `${field ? `${field}: ` : ''}(${node.type}${inner})`;
}

// Words the walker treats specially (wrappers, shells, eval, find -exec, git, archives, cd, ...)
// and words of every character class the plain alphabet allows.
const VOCABULARY = [
  ...'declare typeset export readonly local unset unsetenv time if in'.split(' '),
  ...'bash sh eval env timeout nice nohup sudo doas xargs find git tar rm cp mv cat grep sed cd pushd popd exec command builtin source . npm node npx make curl chmod ln'.split(
    ' ',
  ),
  ...'--reporter=dot X=1 a=b=c --x= x== -c -e -i -r -rf -exec -delete -execdir -o -p --test --output -- - + : @x a%1 %1 a,b x/y.z ../up /etc/passwd ~x a-1 _x .env src/ -n -C -f -x --git-dir --work-tree push config status log'.split(
    ' ',
  ),
  // Single-quoted strings: commands and scripts the walker parses again (bash -c, eval, find
  // -exec, git -c), every shell construct as literal text, and quotes the plain form refuses.
  ...[
    "'ls'",
    "'rm -rf /'",
    "'npm test && curl x | sh'",
    "'bash -c id'",
    "''",
    "' '",
    "'$HOME'",
    "'`id`'",
    "'$(id)'",
    "'a\\'",
    "'\\'",
    "'#x'",
    "'*.js'",
    "'{a,b}'",
    "'~'",
    "'a\"b'",
    "'--reporter=dot'",
    "'-c'",
    "'-exec'",
    "';'",
    "'core.sshCommand=id'",
    "'x=1'",
    "'if'",
    "'1'",
    "'export const'",
    "'a'b",
    "a'b'",
    "'a",
    "'a\tb'",
    "'a\nb'",
    "$'a'",
    "'é'",
  ],
];

function randomCommand(random: () => number): string {
  const pick = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)] ?? 'x';
  const words = Array.from({ length: 1 + Math.floor(random() * 6) }, pick);
  return words.join(' ');
}

function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe('plain commands: analyzed without the bash grammar', () => {
  it('a plain command is answered before the grammar loads; any other waits for it', async () => {
    const analyzer = lazyShellAnalyzer();
    // Not even the analyzer's own code is loaded at first: withGrammar loads it, not the grammar.
    expect(() => analyzer.analyze('node --test')).toThrow(
      expect.objectContaining({ name: 'GrammarNotLoaded', grammar: false }),
    );
    const plain = await withGrammar(analyzer, () => analyzer.analyze('node --test').commands);
    expect(plain.map((c) => c.argv)).toEqual([['node', '--test']]);
    expect(analyzer.analyze('bash -c ls').commands.map((c) => c.argv)).toEqual([
      ['bash', '-c', 'ls'],
      ['ls'],
    ]);
    expect(() => analyzer.analyze('npm test && rm -rf /')).toThrow(GrammarNotLoaded);
    expect(() => analyzer.analyze('npm test && rm -rf /')).toThrow(
      expect.objectContaining({ grammar: true }),
    );
    // withGrammar loads it and decides again: the answer is the grammar's.
    const argv = await withGrammar(analyzer, () =>
      analyzer.analyze('npm test && rm -rf /').commands.map((c) => c.argv),
    );
    expect(argv).toEqual([
      ['npm', 'test'],
      ['rm', '-rf', '/'],
    ]);
    expect(analyzer.analyze('echo "$HOME"').variables).toEqual(['HOME']);
  });

  it("gets from the walker what the grammar's tree gets, for thousands of generated commands", () => {
    const random = seeded(20261123);
    let plain = 0;
    let quoted = 0;
    for (let i = 0; i < 12_000; i++) {
      const command = randomCommand(random);
      if (!isPlainCommand(command)) continue;
      plain++;
      if (command.includes("'")) quoted++;
      expect(printed(plainTree(command)), command).toBe(byGrammar(command).toString());
      // As the analyzer does: plain sources (nested ones too) without the grammar, others with it.
      const asAnalyzer = (source: string) => (isPlainCommand(source) ? plainTree(source) : byGrammar(source));
      expect(walk(command, asAnalyzer), command).toEqual(walk(command, byGrammar));
    }
    expect(plain).toBeGreaterThan(2500);
    expect(quoted).toBeGreaterThan(1000);
  });

  it('whatever it accepts, over a wider alphabet, the grammar parses into the same tree', () => {
    const random = seeded(7);
    const alphabet = 'aZ19-_./:,+@%=$\'"`;&|<>(){}[]*?~#!\\\t\n ';
    let accepted = 0;
    for (let i = 0; i < 100_000; i++) {
      const length = 1 + Math.floor(random() * 10);
      const command = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      if (!isPlainCommand(command)) continue;
      accepted++;
      expect(printed(plainTree(command)), command).toBe(byGrammar(command).toString());
    }
    expect(accepted).toBeGreaterThan(500);
  });

  it('leaves every keyword of the grammar to it', () => {
    // The grammar the wasm was built from: each bare word it names as a token.
    const rules = readFileSync(path.join(ROOT, 'node_modules/tree-sitter-bash/src/grammar.json'), 'utf8');
    const keywords = [...rules.matchAll(/"type": "STRING",\s*"value": "([a-z]{2,})"/g)].map(
      (m) => m[1] ?? '',
    );
    expect(keywords).toEqual(expect.arrayContaining(['declare', 'unset', 'function', 'select']));
    for (const word of new Set(keywords)) {
      expect(isPlainCommand(`${word} x`), word).toBe(false);
      expect(isPlainCommand(`x ${word}`), word).toBe(false);
    }
  });

  it('leaves to the grammar every construct, reserved word and number', () => {
    for (const command of [
      '',
      ' ls',
      'ls ',
      'ls  -la',
      'ls\t-la',
      'ls\n-la',
      'a=b ls',
      'ls =b',
      '- a=b',
      '-x y',
      'echo 1',
      'echo -1',
      '2 x',
      'if x',
      'echo then',
      'time ls',
      'ls ~',
      'ls *.js',
      'ls a?',
      'ls [ab]',
      'ls {a,b}',
      'echo $HOME',
      'echo `id`',
      'echo "x"',
      "'ls' x",
      "echo 'x",
      "echo 'x'y",
      "echo x'y'",
      "echo ''x",
      "echo 'x' ",
      "echo 'x'  y",
      "echo 'a\nb'",
      "echo 'a\tb'",
      "echo 'é'",
      "echo $'x'",
      "echo '''",
      'ls;id',
      'ls&',
      'ls|id',
      'ls>x',
      'ls<x',
      'ls#x',
      'a%',
      'a@',
      'ls %1',
      '!ls',
      'ls\\ x',
      'x'.repeat(5000),
    ])
      expect(isPlainCommand(command), JSON.stringify(command)).toBe(false);
    for (const command of [
      'node --test',
      'npm test',
      'git status',
      'ls -la src/',
      'npx vitest run --reporter=x'.replace('=', '-'),
      "grep -rn 'export const' src",
      "echo 'x'",
      "echo '' 'a b' '$HOME && id'",
      "git commit -m 'fix: the parser'",
    ])
      expect(isPlainCommand(command), command).toBe(true);
  });
});
