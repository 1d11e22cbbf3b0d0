import type { SyntaxNode } from './types.ts';

/**
 * A command of plain words: letters, digits and `_ . / : , + -` only (and `=` inside an
 * argument), or, after the command name, a whole single-quoted string of printable characters
 * (`grep -rn 'export const' src`); one space between words, none of them a reserved word or a
 * number. Most commands a model runs are like this (`npm test`, `node --test`, `git status`,
 * `ls -la src`); their syntax tree is one `command` of `word`s and `raw_string`s, which plainTree
 * builds without the bash grammar. Anything else (double quotes, a quote joined to other text,
 * `$`, operators, globs, `~`, an assignment, tabs, a leading number) goes to the grammar. What
 * the walker parses again (`bash -c WORD`, `eval WORDS`) is plain too, or goes to the grammar
 * like any other command. test/policy/shell-plain.test.ts holds the walker's results on these
 * trees to the grammar's.
 */
export function isPlainCommand(command: string): boolean {
  return plainWords(command) !== undefined;
}

interface PlainWord {
  text: string;
  start: number;
  quoted: boolean;
}

/** The words of a plain command, or undefined when it is not one. */
function plainWords(command: string): PlainWord[] | undefined {
  if (command.length === 0 || command.length > MAX_LENGTH) return undefined;
  const words: PlainWord[] = [];
  for (let at = 0; ;) {
    const quoted = words.length > 0 && command[at] === "'";
    let end: number;
    if (quoted) {
      const close = command.indexOf("'", at + 1);
      if (close < 0 || !QUOTED.test(command.slice(at + 1, close))) return undefined;
      end = close + 1;
    } else {
      const space = command.indexOf(' ', at);
      end = space < 0 ? command.length : space;
      const text = command.slice(at, end);
      if (!(words.length === 0 ? NAME : ARGUMENT).test(text) || RESERVED.has(text)) return undefined;
    }
    words.push({ text: command.slice(at, end), start: at, quoted });
    if (end === command.length) return words;
    // One space, then another word: a quote joined to more text is a concatenation.
    if (command[end] !== ' ' || end + 1 === command.length) return undefined;
    at = end + 1;
  }
}

const MAX_LENGTH = 4096;
// A leading digit (or `-digit`) can make the grammar read a `number`, not a `word`. `=` only
// after the command name (`--reporter=dot`): before it, `a=b` is an assignment. No command name
// starts with `-`, and after one the grammar reads `a=b` as an assignment too.
const NAME = /^(?![-0-9])[A-Za-z0-9_./:,+-]+$/;
const ARGUMENT = /^(?!-?[0-9])(?!=)[A-Za-z0-9_./:,+=-]+$/;
// Inside single quotes every character is literal. Printable ASCII only: a newline, a tab or any
// other character (Unicode among them) goes to the grammar with everything else.
const QUOTED = /^[\x20-\x26\x28-\x7e]*$/;
// The grammar's keywords (test/policy/shell-plain.test.ts reads them from it), and bash's.
const RESERVED = new Set(
  [
    'if then else elif fi do done case esac while until for in select function time coproc',
    'declare typeset export readonly local unset unsetenv',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The tree the bash grammar gives a plain command:
 * `(program (command name: (command_name (word)) argument: (word)… argument: (raw_string)…))`.
 */
export function plainTree(command: string): SyntaxNode {
  const words = plainWords(command)?.map((w) => node(w.quoted ? 'raw_string' : 'word', w.text, w.start, []));
  const [first, ...args] = words ?? [];
  if (!first) throw new Error('plainTree: not a plain command');
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
