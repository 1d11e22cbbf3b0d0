import { clipWords } from '../../audit/clip.ts';
import type { SyntaxNode as Node } from './types.ts';
import { decodeAnsiC } from './words.ts';

/**
 * Checks for the syntax nodes whose meaning the analyzer only follows in some forms. Each returns
 * a problem (what the construct is, why it is refused, what to write instead) or undefined.
 *
 * The common thread: bash evaluates array subscripts, arithmetic and `[[ -eq ]]` operands as
 * arithmetic, and arithmetic looks up names recursively, so `x='a[$(rm -rf ~)]'; ((x))` runs
 * `rm`. Only number literals are safe there.
 */

const LITERAL_ARITHMETIC = /^[\s\d+\-*/%()<>=!&|^~]*$/;

/** `$(( ))` and `(( ))`: allowed only over number literals. */
export function arithmeticProblem(node: Node): string | undefined {
  const body = node.text.replace(/^\$?\(\(/, '').replace(/\)\)$/, '');
  if (LITERAL_ARITHMETIC.test(body)) return undefined;
  return (
    `arithmetic over names or expansions (${snippet(node.text)}): bash evaluates the values of names ` +
    'in it as further arithmetic, which can run commands; use number literals, or compare with test/[ ]'
  );
}

/** `a[i]` in an assignment or expansion: only number literals (and `@`/`*` when reading). */
export function subscriptProblem(node: Node, reading: boolean): string | undefined {
  const index = node.namedChildren.filter((c): c is Node => c !== null).slice(1);
  const text = index.map((c) => c.text).join('');
  if (/^\d+$/.test(text) || (reading && (text === '@' || text === '*'))) return undefined;
  return (
    `an array subscript (${snippet(node.text)}): bash evaluates it as arithmetic, which can run ` +
    'commands; use a number literal as the index'
  );
}

/** `${...}` operators the analyzer understands: none of them runs, assigns or re-evaluates. */
const EXPANSION_OPERATORS = new Set([
  ':-',
  '-',
  ':+',
  '+',
  ':?',
  '?',
  '#',
  '##',
  '%',
  '%%',
  '/',
  '//',
  '/#',
  '/%',
  ',',
  ',,',
  '^',
  '^^',
  ':',
]);
/** Operand nodes in `${x:-WORD}` that are plain text: no nested expansion, no quotes. */
const PLAIN_OPERANDS = new Set(['word', 'number', 'regex']);

/**
 * `${name}`, `${#name}`, `${a[0]}`, `${name:-text}`, `${name%.ts}`, `${name:0:4}`: the forms whose
 * value depends only on the variable. Refused: indirection (`${!x}`), transformations (`${x@P}`
 * expands a prompt string, running its substitutions), assignment (`${x:=v}`), and anything nested
 * in an operand (`${x:-$(cmd)}`, `${x:-"$y"}`), where bash's quoting rules differ from the parser.
 */
export function expansionProblem(node: Node): string | undefined {
  const refuse = (what: string, instead: string) =>
    `${what} (${snippet(node.text)}): the analyzer cannot follow what it expands to; ${instead}`;
  let seenName = false;
  for (const child of node.children) {
    if (!child || child.type === '${' || child.type === '}') continue;
    if (!seenName) {
      if (child.type === '#') continue;
      if (child.type === '!') return refuse('an indirect expansion', 'name the variable directly');
      if (child.type === 'subscript') {
        const problem = subscriptProblem(child, true);
        if (problem) return problem;
      } else if (child.type !== 'variable_name' && child.type !== 'special_variable_name') {
        return refuse(`a ${child.type.replace(/_/g, ' ')} in a parameter expansion`, 'write ${NAME}');
      }
      seenName = true;
      continue;
    }
    if (!child.isNamed) {
      if (child.type === '@')
        return refuse('a transforming expansion', 'use the variable without @ operators');
      if (child.type === '=' || child.type === ':=')
        return refuse('an assigning expansion', 'assign with NAME=value first');
      if (!EXPANSION_OPERATORS.has(child.type))
        return refuse(`the expansion operator ${child.type}`, 'use ${NAME} or ${NAME:-text}');
      continue;
    }
    if (!plainOperand(child))
      return refuse('an expansion, substitution or quote nested in ${...}', 'use plain text as the operand');
  }
  return seenName ? undefined : refuse('an empty parameter expansion', 'write ${NAME}');
}

function plainOperand(node: Node): boolean {
  if (node.type === 'concatenation') return node.namedChildren.every((c) => c !== null && plainOperand(c));
  return PLAIN_OPERANDS.has(node.type) && !/[$`'"\\]/.test(node.text);
}

/** Operators of `[[ ]]` and `[ ]` that compare strings or test files: no arithmetic, no names. */
const TEST_OPERATORS = new Set(
  [
    '-a -b -c -d -e -f -g -h -k -p -r -s -t -u -w -x -G -L -N -O -S -nt -ot -ef',
    '-z -n = == != < > =~ -o',
  ].flatMap((s) => s.split(' ')),
);
/** In `[ ]` (the test builtin) these compare integers without evaluating arithmetic. */
const INTEGER_OPERATORS = new Set(['-eq', '-ne', '-lt', '-le', '-gt', '-ge']);

/**
 * `[[ A -eq B ]]` evaluates A and B as arithmetic, and `-v NAME` evaluates NAME's subscript, so
 * both can run commands; `[ ]` only does the latter. Refuses any other operator it does not know.
 */
export function testOperatorProblem(operator: Node, doubleBracket: boolean): string | undefined {
  const op = operator.text;
  if (TEST_OPERATORS.has(op)) return undefined;
  if (INTEGER_OPERATORS.has(op) && !doubleBracket) return undefined;
  if (INTEGER_OPERATORS.has(op))
    return `the operator ${op} in [[ ]]: bash evaluates its operands as arithmetic, which can run commands; use [ A ${op} B ] instead`;
  return `the test operator ${op}: the analyzer does not know what it evaluates; test files and strings with -f, -d, -z, -n, = or !=`;
}

/**
 * Text the grammar keeps as one token though bash expands `$` forms and backticks in it: the
 * right of `[[ x =~ RE ]]` and `[[ x == PAT ]]`, extglob patterns `@(a|b)`, and words or
 * double-quoted text (`quoted`) where the grammar missed an expansion. bash runs `$(...)`,
 * backticks, `<(...)`, `$[...]` and `${y@P}` there while the grammar sees letters.
 * Returns the plain variables found (`$name`, `${name}`, `$?`), which only supply text, and the
 * first other expansion, which the analyzer cannot follow.
 */
export function textExpansions(text: string, quoted: boolean): { variables: string[]; hidden?: string } {
  const variables: string[] = [];
  // Inside double quotes `$'` and `$"` are plain text, and `<(` is no substitution.
  const start = quoted ? /^\$[\w{([?#@*!$-]/ : /^\$[\w{([?#@*!$'"-]/;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '`') return { variables, hidden: text.slice(i) };
    else if (!quoted && (ch === '<' || ch === '>') && text[i + 1] === '(')
      return { variables, hidden: text.slice(i) };
    else if (ch === '$' && start.test(text.slice(i))) {
      const plain = PLAIN_VARIABLE.exec(text.slice(i));
      if (!plain) return { variables, hidden: text.slice(i) };
      variables.push(plain[1] ?? plain[2] ?? plain[3] ?? '');
      i += plain[0].length - 1;
    }
  }
  return { variables };
}

const PLAIN_VARIABLE = /^\$(?:([A-Za-z_]\w*)|\{([A-Za-z_]\w*)\}|([\d?#@*!$-]))/;

/**
 * A `word` or double-quoted text whose value the walker takes from the grammar as literal: any
 * expansion bash would still find in it makes that value wrong, so it is refused.
 */
export function hiddenExpansionProblem(node: Node): string | undefined {
  const found = textExpansions(node.text, node.type === 'string_content');
  const hidden = found.hidden ?? (found.variables.length > 0 ? node.text : undefined);
  if (hidden === undefined) return undefined;
  return `an expansion the parser read as plain text (${snippet(hidden)}): bash would expand it, so the analyzer cannot know the word; quote literal $ and backticks ('...'), or write the expansion on its own`;
}

/** How a refused expansion in a `[[ ]]` or `case` pattern is named. */
export function patternExpansionProblem(node: Node): string {
  return `an expansion in the pattern ${snippet(node.text)}: bash expands $(...), backticks, <(...) and \${...} operators in [[ ]] and case patterns, which the analyzer does not follow there; set a variable first and match against "$var" or $var`;
}

/**
 * `$'...'` decoding to a NUL byte (`$'curl\\x00'`, `$'\\c@'`): bash cuts the string there, so the
 * word bash passes is not the one the rules would be matched against.
 */
export function nulByteProblem(node: Node): string | undefined {
  if (!decodeAnsiC(node.text.slice(2, -1)).includes('\0')) return undefined;
  return `a NUL byte in ${snippet(node.text)}: bash cuts the string at it, so the word is not what it looks like; remove the \\x00 (or \\0, \\c@)`;
}

/**
 * Backticks: bash removes the backslashes before `` ` ``, `$` and `\` inside them and then parses
 * the result, so `` `echo \`rm x\`` `` runs `rm`, which the parser sees as plain words.
 */
export function backtickProblem(node: Node): string | undefined {
  if (!node.text.startsWith('`') || !node.text.includes('\\')) return undefined;
  return `a backslash inside backticks (${snippet(node.text)}): bash re-parses it, so nested substitutions hide there; use $(...) instead`;
}

/**
 * bash deletes backslash-newline before it splits words, so `r\<newline>m` is `rm` and
 * `$\<newline>(cmd)` is a command substitution, while the parser sees separate tokens. A line
 * continuation is only accepted where it cannot join two tokens: next to a blank.
 * In single quotes and comments it is literal text; in `$'...'` bash keeps it but the parser
 * may not agree, so that is refused too.
 */
export function continuationProblem(root: Node, source: string): string | undefined {
  for (let i = source.indexOf('\\\n'); i >= 0; i = source.indexOf('\\\n', i + 2)) {
    if (precedingBackslashes(source, i) % 2 === 1) continue;
    const inside = root.descendantForIndex(i);
    if (inside?.type === 'raw_string' || inside?.type === 'comment') continue;
    if (inside?.type === 'ansi_c_string')
      return `a line continuation inside $'...' (${snippet(inside.text)}): write the string on one line`;
    const before = source[i - 1] ?? ' ';
    const after = source[i + 2] ?? ' ';
    if (/\S/.test(before) && /\S/.test(after))
      return `a line continuation inside a word (${snippet(source.slice(Math.max(0, i - 20), i + 22))}): bash joins the lines into one word; put a blank before the backslash or write it on one line`;
  }
  return undefined;
}

/**
 * A here-doc (`node`, a heredoc_redirect in `source`) whose body the grammar ends on another line
 * than bash. bash ends it at the first line that is exactly the delimiter after quote removal
 * (`<<E'O'F` ends at `EOF`); the grammar compares the delimiter as written, and runs past that
 * line after an unclosed `${x#` in the body. bash also joins the lines of an unquoted body at a
 * trailing backslash before comparing (`x \` then `EOF` is no end), and `<<-` strips their leading
 * tabs. Lines bash reads as the body where the grammar sees commands (or the other way round)
 * would be expanded, or run, unseen. The body must also start on the line after the `<<`: the
 * grammar takes a backslash-newline opening the body for a continuation of the command line.
 */
export function heredocProblem(node: Node, source: string): string | undefined {
  const child = (type: string) => node.namedChildren.find((c) => c?.type === type) ?? undefined;
  const start = child('heredoc_start');
  const end = child('heredoc_end');
  const first = child('heredoc_body') ?? end;
  const delimiter = start && heredocDelimiter(start.text);
  if (!start || !delimiter)
    return `a here-doc delimiter the analyzer does not follow (${snippet(node.text)}): use a plain word such as EOF, or one quoted whole ('EOF')`;
  const row = start.startPosition.row + 1;
  const stripTabs = node.child(0)?.type === '<<-';
  const ends = bashHeredocEnd(source.split('\n'), row, delimiter, stripTabs);
  if (end && first?.startPosition.row === row && ends === end.startPosition.row) return undefined;
  return `a here-doc the parser reads otherwise than bash (${snippet(node.text)}): bash reads its body from the line after the << to the first line that is exactly ${delimiter.word}; write the command on one line, no body line ending in a backslash or opening a \${...} it does not close, and quote the delimiter whole`;
}

interface Delimiter {
  /** The delimiter after quote removal: the line that ends the body. */
  word: string;
  /** Any part was quoted: the body is text, read without joining lines. */
  quoted: boolean;
}

/**
 * Quote removal on a here-doc delimiter, as bash does it: `'...'`, `"..."`, `$"..."`, `\X` and
 * `$'...'` (decoded) are taken apart; nothing is expanded. Unquoted, only letters, digits and
 * `_ . , : + = @ % / ^ ! -` are followed; anything else (a `$` or backtick outside single quotes, a
 * blank, an operator) is refused, undefined here.
 */
function heredocDelimiter(spelling: string): Delimiter | undefined {
  let word = '';
  let quoted = false;
  for (let rest = spelling; rest !== '';) {
    const part = DELIMITER_PART.exec(rest);
    if (!part) return undefined;
    const [whole, single, ansi, double, escaped, plain] = part;
    if (single !== undefined) word += single;
    else if (ansi !== undefined) word += decodeAnsiC(ansi);
    else if (double !== undefined) word += double.replace(/\\([$`"\\])/g, '$1');
    else word += escaped ?? plain ?? '';
    quoted ||= plain === undefined;
    rest = rest.slice(whole.length);
  }
  // No line holds a newline, and bash cuts a decoded NUL: neither names a line that ends the body.
  if (word === '' || /[\n\0]/.test(word)) return undefined;
  return { word, quoted };
}

const DELIMITER_PART =
  /^(?:'([^']*)'|\$'((?:[^'\\]|\\.)*)'|\$?"((?:[^"\\$`]|\\[^\n])*)"|\\([^\n])|([\w.,:+=@%/^!-]+))/s;

/**
 * The row of the line bash ends a here-doc body at, reading from row `first`; undefined when it
 * reads to the end of the text.
 */
function bashHeredocEnd(
  lines: readonly string[],
  first: number,
  delimiter: Delimiter,
  stripTabs: boolean,
): number | undefined {
  for (let row = first; row < lines.length;) {
    let line = lines[row] ?? '';
    let next = row + 1;
    while (!delimiter.quoted && precedingBackslashes(line, line.length) % 2 === 1 && next < lines.length) {
      line = line.slice(0, -1) + (lines[next] ?? '');
      next++;
    }
    if ((stripTabs ? line.replace(/^\t+/, '') : line) === delimiter.word) return row;
    row = next;
  }
  return undefined;
}

/**
 * Control characters other than tab and newline, and DEL. bash reads them as letters of a word;
 * the grammar does not always: it ends a line at a carriage return (`ls\r`) and takes a vertical
 * tab or form feed for a blank, so after one a `#` starts a comment that hides the rest of the
 * line (`echo a\v#;rm x` runs rm). bash itself marks quoted text with \x01 and DEL inside.
 * No command needs them raw: `$'\e'`, `$'\v'` spell them.
 */
export function controlCharacterProblem(source: string): string | undefined {
  if (source.includes('\r'))
    return 'a carriage return: bash reads it as part of a word, not as a line end; use plain newlines';
  const found = CONTROL.exec(source)?.[0];
  if (found === undefined) return undefined;
  const code = `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  return `a control character (${code}): bash reads it as part of a word where the parser may see a blank or a line end; spell it with $'...' escapes`;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/;

function precedingBackslashes(source: string, at: number): number {
  let n = 0;
  while (at - n - 1 >= 0 && source[at - n - 1] === '\\') n++;
  return n;
}

export const snippet = (text: string): string => clipWords(text, 60).replace(/\n/g, '\\n');
