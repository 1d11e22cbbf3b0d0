import type { SyntaxNode as Node } from './types.ts';

/** The static value of a shell word, as the shell would pass it to a program. */
export interface WordValue {
  value: string;
  /**
   * The value depends on something only known when the command runs: an expansion, a
   * substitution, an unquoted glob or a brace expansion. `value` then holds the source text.
   */
  dynamic: boolean;
  /** Why the value is dynamic, naming the construct (for refusals in command position). */
  construct?: string;
}

const DYNAMIC_NODES: Record<string, string> = {
  simple_expansion: 'a variable',
  expansion: 'a parameter expansion',
  command_substitution: 'a command substitution',
  process_substitution: 'a process substitution',
  arithmetic_expansion: 'an arithmetic expansion',
  brace_expression: 'a brace expansion',
};

/** Evaluates a word-like node (word, quoted strings, concatenations) to its static value. */
export function wordValue(node: Node): WordValue {
  const dynamic = DYNAMIC_NODES[node.type];
  if (dynamic) return { value: node.text, dynamic: true, construct: `${dynamic} (${node.text})` };
  switch (node.type) {
    case 'word':
      return unquotedWord(node.text);
    case 'number': {
      // `10#$(cmd)`: a based number whose digits come from an expansion or substitution.
      const inner = node.namedChild(0);
      return inner ? { ...wordValue(inner), value: node.text } : { value: node.text, dynamic: false };
    }
    case 'raw_string':
      return { value: node.text.slice(1, -1), dynamic: false };
    case 'ansi_c_string':
      return { value: decodeAnsiC(node.text.slice(2, -1)), dynamic: false };
    case 'string':
    case 'translated_string':
      return doubleQuoted(node);
    case 'concatenation':
      return concatenation(node);
    default:
      return { value: node.text, dynamic: true, construct: `${node.type.replace(/_/g, ' ')} (${node.text})` };
  }
}

function concatenation(node: Node): WordValue {
  const parts = node.namedChildren.filter((c): c is Node => c !== null).map(wordValue);
  const value = parts.map((p) => p.value).join('');
  const first = parts.find((p) => p.dynamic);
  if (first) return { value: node.text, dynamic: true, construct: first.construct };
  // tree-sitter splits `.[e]nv` into `.`, `[`, `e`, `]`, `nv` and `a{b,c}` into plain words: the
  // glob or brace expansion only shows across the parts.
  return patternIn(unquotedSkeleton(node), node.text) ?? { value, dynamic: false };
}

/** A glob or brace expansion in a word, told from its unquoted characters (`skeleton`). */
function patternIn(skeleton: string, text: string): WordValue | undefined {
  if (GLOB.test(skeleton)) return { value: text, dynamic: true, construct: `a glob (${text})` };
  if (BRACE_EXPANSION.test(skeleton))
    return { value: text, dynamic: true, construct: `a brace expansion (${text})` };
  return undefined;
}

const BRACE_EXPANSION = /\{[^{}]*(,|\.\.)[^{}]*\}/;
/**
 * bash's pattern characters: `*`, `?`, and `[` when an unquoted `]` follows (a bracket expression
 * such as `[e]`, `[!x]`, `[[:alpha:]]`; a quoted or escaped `]` closes none, and the `[` command
 * is none). Extended patterns (`@(a|b)`) are off: shopt, `bash -O` and BASHOPTS, which turn them
 * on, are refused.
 */
const GLOB = /[*?]|\[.*\]/s;

/** The source text with quoted parts and escapes blanked, so only unquoted characters count. */
function unquotedSkeleton(node: Node): string {
  return node.namedChildren
    .filter((c): c is Node => c !== null)
    .map((c) => (c.type === 'word' ? c.text.replace(/\\./gs, '__') : '_'.repeat(c.text.length)))
    .join('');
}

/**
 * Removes backslash escapes; an unescaped `*`, `?` or bracket expression makes the word a glob. A
 * leading `~` other than `~` or `~/` (which path resolution expands) names another user's home or
 * the directory stack (`~root`, `~+`, `~-`): only known when the command runs.
 */
function unquotedWord(text: string): WordValue {
  if (/^~[^/]/.test(text)) return { value: text, dynamic: true, construct: `a tilde expansion (${text})` };
  const pattern = patternIn(text.replace(/\\./gs, '__'), text);
  if (pattern) return pattern;
  let value = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (ch === '\\') {
      const next = text[i + 1];
      i++;
      if (next !== undefined && next !== '\n') value += next;
      continue;
    }
    value += ch;
  }
  return { value, dynamic: false };
}

/** Inside double quotes only `\$`, `` \` ``, `\"`, `\\` and backslash-newline are escapes. */
function doubleQuoted(node: Node): WordValue {
  const inner = node.namedChildren.filter((c): c is Node => c !== null);
  const dynamicChild = inner.find((c) => c.type !== 'string_content');
  if (dynamicChild) return { value: node.text, dynamic: true, construct: wordValue(dynamicChild).construct };
  const body = node.text.slice(node.text.indexOf('"') + 1, -1);
  return { value: body.replace(/\\([$`"\\\n])/g, (_m, c: string) => (c === '\n' ? '' : c)), dynamic: false };
}

const SIMPLE_ESCAPES: Record<string, string> = {
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
};

/** Decodes the body of `$'...'` the way bash does, so `$'\x72m'` is seen as `rm`. */
export function decodeAnsiC(body: string): string {
  return body.replace(
    /\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[0-7]{1,3}|c.|.)/gs,
    (whole, esc: string) => {
      const head = esc[0] ?? '';
      if (head === 'x' || head === 'u' || head === 'U')
        return String.fromCodePoint(parseInt(esc.slice(1), 16));
      if (/[0-7]/.test(head)) return String.fromCharCode(parseInt(esc, 8) & 0xff);
      if (head === 'c') return String.fromCharCode((esc.charCodeAt(1) || 0) & 0x1f);
      return SIMPLE_ESCAPES[head] ?? whole;
    },
  );
}
