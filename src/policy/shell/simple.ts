import type { SyntaxNode } from './types.ts';

/**
 * A command of plain words: letters, digits and `_ . / : , + -` only (and `=` inside an
 * argument), one space between words, none of them a reserved word or a number. Most commands a model runs are like this (`npm test`,
 * `node --test`, `git status`, `ls -la src`); their syntax tree is one `command` of `word`s, which
 * plainTree builds without the bash grammar. Anything else (quotes, `$`, operators, globs, `~`,
 * an assignment, tabs, a leading number) goes to the grammar. What the walker parses again (`bash -c WORD`,
 * `eval WORDS`) is plain too, or goes to the grammar like any other command.
 * test/policy/shell-plain.test.ts holds the walker's results on these trees to the grammar's.
 */
export function isPlainCommand(command: string): boolean {
  if (command.length === 0 || command.length > MAX_LENGTH) return false;
  return command.split(' ').every((word, i) => (i === 0 ? NAME : ARGUMENT).test(word) && !RESERVED.has(word));
}

const MAX_LENGTH = 4096;
// A leading digit (or `-digit`) can make the grammar read a `number`, not a `word`. `=` only
// after the command name (`--reporter=dot`): before it, `a=b` is an assignment. No command name
// starts with `-`, and after one the grammar reads `a=b` as an assignment too.
const NAME = /^(?![-0-9])[A-Za-z0-9_./:,+-]+$/;
const ARGUMENT = /^(?!-?[0-9])(?!=)[A-Za-z0-9_./:,+=-]+$/;
// The grammar's keywords (test/policy/shell-plain.test.ts reads them from it), and bash's.
const RESERVED = new Set(
  [
    'if then else elif fi do done case esac while until for in select function time coproc',
    'declare typeset export readonly local unset unsetenv',
  ]
    .join(' ')
    .split(' '),
);

/** The tree the bash grammar gives a plain command: `(program (command name: (command_name (word)) argument: (word)…))`. */
export function plainTree(command: string): SyntaxNode {
  let at = 0;
  const words = command.split(' ').map((text) => {
    const word = node('word', text, at, []);
    at += text.length + 1;
    return word;
  });
  const [first, ...args] = words;
  if (!first) throw new Error('plainTree: an empty command');
  const name = node('command_name', first.text, first.start, [first]);
  const fields = new Map([
    ['name', [name]],
    ['argument', args],
  ]);
  const cmd = node('command', command, 0, [name, ...args], fields);
  return node('program', command, 0, [cmd]);
}

type Plain = SyntaxNode & { readonly start: number };

function node(
  type: string,
  text: string,
  start: number,
  children: Plain[],
  fields: Map<string, Plain[]> = new Map(),
): Plain {
  const self: Plain = {
    type,
    text,
    start,
    isNamed: true,
    isError: false,
    isMissing: false,
    hasError: false,
    startPosition: { row: 0, column: start },
    children,
    namedChildren: children,
    child: (i) => children[i] ?? null,
    namedChild: (i) => children[i] ?? null,
    childForFieldName: (field) => fields.get(field)?.[0] ?? null,
    childrenForFieldName: (field) => fields.get(field) ?? [],
    descendantForIndex: (i) => {
      if (i < start || i >= start + text.length) return null;
      for (const child of children) {
        const inside = child.descendantForIndex(i);
        if (inside) return inside;
      }
      return self;
    },
    equals: (other) => other === self,
  };
  return self;
}
