import path from 'node:path';
import type { SyntaxNode as Node } from './types.ts';
import { builtinProblem } from './builtins.ts';
import {
  arithmeticProblem,
  backtickProblem,
  continuationProblem,
  controlCharacterProblem,
  expansionProblem,
  heredocProblem,
  hiddenExpansionProblem,
  nulByteProblem,
  patternExpansionProblem,
  snippet,
  subscriptProblem,
  testOperatorProblem,
  textExpansions,
} from './constructs.ts';
import { FIND_EXEC, findExecEnd } from './find-exec.ts';
import { guardedOptions } from './guards.ts';
import { fileOperands, findStartingPoints } from './operands.ts';
import { unmodelledWords, type UnmodelledWords } from './unmodelled.ts';
import { isRiskyVariable } from './risky-variables.ts';
import type { ShellAnalysis } from './types.ts';
import { wordValue } from './words.ts';
import { isWrapper, unwrap } from './wrappers.ts';

/** Parses source and hands the root node to `use`; the tree is freed afterwards. */
export type ParseFn = (source: string, use: (root: Node) => void) => void;

const MAX_NESTING = 8;
const MAX_DIRECTORIES = 16;
const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ksh', 'mksh', 'ash']);
/** Shells whose `-c` script the analyzer reads: bash's own, and POSIX shells (see posixProblem). */
const BASH_LIKE = new Set(['bash']);
const POSIX_SHELLS = new Set(['sh', 'dash', 'ash']);

/**
 * A construct of bash's grammar that a POSIX shell (dash, which is `sh` on Debian and Ubuntu)
 * tokenizes differently, so the commands it runs are not the ones analyzed: `$'\' ; cat .env ;
 * echo '\'` is one ANSI-C string to bash and runs `cat .env` in dash; `[[ a > AGENTS.md ]]` is a
 * comparison to bash and a redirection in dash; `[[ x && cat .env ]]` runs `cat` in dash.
 */
function posixProblem(node: Node): string | undefined {
  const first = node.child(0)?.type;
  const operators = () => node.children.filter((c) => c !== null && !c.isNamed).map((c) => c?.text);
  const what =
    node.type === 'ansi_c_string'
      ? `$'...' (${snippet(node.text)})`
      : node.type === 'test_command' && first === '[['
        ? '[[ ]]'
        : node.type === 'compound_statement' && first === '(('
          ? '(( ))'
          : node.type === 'herestring_redirect'
            ? 'a here-string (<<<)'
            : node.type === 'process_substitution'
              ? 'a process substitution'
              : node.type === 'pipeline' && operators().includes('|&')
                ? '|&'
                : node.type === 'file_redirect' && operators().some((o) => o === '&>' || o === '&>>')
                  ? '&>'
                  : undefined;
  return what === undefined
    ? undefined
    : `${what} in the script of sh -c, dash -c or ash -c: bash's syntax, which a POSIX shell reads as other commands; use bash -c`;
}
const HARMLESS_TARGETS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr', '/dev/tty']);
const HARMLESS_SOURCES = new Set(['/dev/null', '/dev/zero', '/dev/urandom', '/dev/random', '/dev/stdin']);
const WRITE_OPERATORS = new Set(['>', '>>', '&>', '&>>', '>|']);

/**
 * The node kinds the analyzer understands. Anything else is refused: a new or rare construct is
 * unanalyzable until someone teaches the walker what it runs. These are walked child by child...
 */
const STRUCTURAL = new Set([
  'program',
  'list',
  'pipeline',
  'redirected_statement',
  'negated_command',
  'if_statement',
  'elif_clause',
  'else_clause',
  'while_statement',
  'do_group',
  'case_statement',
  'case_item',
  'variable_assignments',
  'herestring_redirect',
  'string',
  'concatenation',
  'brace_expression',
]);
/**
 * ...these hold only text bash does not expand (the others that look like text, `word`, `regex`,
 * `number`..., are checked for expansions in #visit)...
 */
const LEAVES = new Set([
  'comment',
  'raw_string',
  'heredoc_start',
  'heredoc_end',
  'heredoc_content',
  'file_descriptor',
  'variable_name',
  'special_variable_name',
]);
/** ...and these are only understood inside `[ ]` and `[[ ]]`, where they compare and test. */
const TEST_NODES = new Set(['binary_expression', 'unary_expression', 'parenthesized_expression']);
const TEST_PUNCTUATION = new Set(['(', ')', '!', '&&', '||']);

/**
 * The options a shell started with `-c` may take: like `set`'s (builtins.ts), only those known to
 * change nothing about what the script runs or how its words are read. Anything else is refused:
 * `-k` makes `NAME=value` arguments anywhere environment variables, `-l`/`-i`/`--rcfile` run
 * startup files, `-O`/`--posix` change parsing, and other shells give the same letters other
 * meanings.
 */
const SHELL_LETTERS = new Set(['c', 'e', 'u', 'x', 'v', 'n', 'f', 'C']);
const SHELL_OPTION_NAMES = new Set(['errexit', 'nounset', 'xtrace', 'verbose', 'pipefail', 'noglob']);
const SHELL_LONG_OPTIONS = new Set([
  '--norc',
  '--noprofile',
  '--noediting',
  '--verbose',
  '--help',
  '--version',
]);
const SHELL_STARTUP =
  'a shell option the analyzer does not follow (login and interactive shells run startup files, -O and --posix change parsing, -k turns NAME=value arguments anywhere into environment variables); use bash -c with -e, -u, -x, -v, -n, -f, -C or -o errexit|nounset|xtrace|verbose|pipefail|noglob';

/** Walks a bash syntax tree and collects what running it would do. */
export class Walker {
  readonly result: ShellAnalysis = {
    commands: [],
    writes: [],
    reads: [],
    readTrees: [],
    editTrees: [],
    historyTrees: [],
    globs: [],
    copies: [],
    links: [],
    touches: [],
    touchGlobs: [],
    touchTrees: [],
    variables: [],
    problems: [],
  };
  /** While emitting a `find -exec` command: find's starting points, which `{}` stands for. */
  #findRoots: string[] | undefined;
  /**
   * Every directory the shell may be in at this point. A `cd` behind `&&` or `||` may or may not
   * run, so paths are checked from each directory seen rather than from a guess.
   */
  #dirs: string[] = ['.'];
  #depth = 0;
  /** `set -P` was seen: every later cd may follow links (it is not undone by scope, to be safe). */
  #physical = false;
  /** The text being walked, which the nodes' positions are in. */
  #source = '';
  /**
   * Inside the body of `sh -c`/`dash -c`/`ash -c` (dash on Debian and Ubuntu), read with bash's
   * grammar: the constructs dash reads differently are refused there (see posixProblem).
   */
  #posix = 0;

  constructor(private readonly parse: ParseFn) {}

  source(text: string): void {
    if (this.#depth >= MAX_NESTING)
      return this.#problem(`commands nested more than ${MAX_NESTING} levels deep`);
    if (this.#check(controlCharacterProblem(text))) return;
    this.#depth++;
    this.parse(text, (root) => {
      const error = firstError(root);
      if (error) return this.#problem(describeError(error));
      if (this.#check(continuationProblem(root, text))) return;
      this.#within(text, () => this.#visit(root));
    });
    this.#depth--;
  }

  /** Walks a tree of `source`, so nodes' rows can be read back as its lines (see #heredoc). */
  #within(source: string, walk: () => void): void {
    const outer = this.#source;
    this.#source = source;
    walk();
    this.#source = outer;
  }

  #problem(what: string): void {
    this.result.problems.push(what);
  }

  #visit(node: Node): void {
    if (this.#posix > 0 && this.#check(posixProblem(node))) return;
    if (STRUCTURAL.has(node.type)) return this.#children(node);
    if (LEAVES.has(node.type)) return;
    switch (node.type) {
      case 'word':
      case 'string_content':
        return void this.#check(hiddenExpansionProblem(node));
      case 'regex':
      case 'extglob_pattern':
        return this.#pattern(node);
      case 'ansi_c_string':
        return void this.#check(nulByteProblem(node));
      case 'number':
        // `10#$(cmd)`: a based number whose digits come from an expansion or substitution.
        return this.#children(node);
      case 'command':
        return this.#command(node);
      case 'declaration_command':
      case 'unset_command':
        return this.#declaration(node);
      case 'variable_assignment':
        return this.#assignment(node);
      case 'file_redirect':
        return this.#redirect(node);
      case 'heredoc_redirect':
        return this.#heredoc(node);
      case 'for_statement':
        return this.#forLoop(node);
      case 'compound_statement':
        // `(( ))` is a compound statement too: arithmetic, not a group.
        if (node.child(0)?.type === '((') return void this.#check(arithmeticProblem(node));
        return this.#children(node);
      case 'arithmetic_expansion':
        return void this.#check(arithmeticProblem(node));
      case 'test_command':
        return this.#test(node, node.child(0)?.type === '[[');
      case 'expansion':
        this.#variable(node);
        return void this.#check(expansionProblem(node));
      case 'simple_expansion':
        return this.#variable(node);
      case 'command_substitution':
        if (this.#check(backtickProblem(node))) return;
        return this.#scoped(node);
      case 'subshell':
      case 'process_substitution':
        return this.#scoped(node);
      case '$':
        return this.#problem(
          `a locale-translated string ($"..."): its text comes from a message catalog at run time; drop the $`,
        );
      case 'subscript':
        return void this.#check(subscriptProblem(node, false));
      case 'function_definition':
        return this.#problem(
          `a function definition (${snippet(node.text)}): it can redefine any command; run the commands directly`,
        );
      default:
        return this.#problem(
          `${node.type.replace(/_/g, ' ')} (${snippet(node.text)}), a construct the analyzer does not understand; write plain commands`,
        );
    }
  }

  #children(node: Node): void {
    for (const child of node.namedChildren) if (child) this.#visit(child);
  }

  /** Records a problem if there is one; true when there was. */
  #check(problem: string | undefined): boolean {
    if (problem) this.#problem(problem);
    return problem !== undefined;
  }

  /** `[ ]` and `[[ ]]`: every operator must be one the analyzer knows evaluates nothing. */
  #test(node: Node, doubleBracket: boolean): void {
    const visit = (n: Node): void => {
      if (n.type === 'test_operator') return void this.#check(testOperatorProblem(n, doubleBracket));
      if (TEST_NODES.has(n.type)) {
        for (const child of n.children)
          if (child && !child.isNamed && !TEST_PUNCTUATION.has(child.type))
            this.#check(testOperatorProblem(child, doubleBracket));
        for (const child of n.namedChildren) if (child) visit(child);
        return;
      }
      this.#visit(n);
    };
    for (const child of node.namedChildren) if (child) visit(child);
  }

  /**
   * An unquoted here-doc body is expanded like a double-quoted string. The grammar's own reading
   * of the body misses some substitutions (backticks, `<<-` bodies), so the body is parsed again
   * as the string bash treats it as; first the body must end on the line bash ends it at.
   */
  #heredoc(node: Node): void {
    if (this.#check(heredocProblem(node, this.#source))) return;
    for (const child of node.namedChildren) if (child && child.type !== 'heredoc_body') this.#visit(child);
    const start = node.namedChildren.find((c) => c?.type === 'heredoc_start');
    const body = node.namedChildren.find((c) => c?.type === 'heredoc_body');
    if (!body || /['"\\]/.test(start?.text ?? '')) return;
    // Inside double quotes `\"` is a quote; in a here-doc it is not: quote the bare ones.
    const quoted = body.text.replace(/(\\*)"/g, (m, bs: string) => (bs.length % 2 ? m : `${bs}\\"`));
    const text = `"${quoted}"`;
    this.parse(text, (root) => {
      const string = root.namedChild(0)?.namedChild(0)?.namedChild(0);
      if (firstError(root) || string?.type !== 'string')
        return this.#problem(
          `a here-doc body the analyzer cannot read (${snippet(body.text)}); quote its delimiter`,
        );
      if (this.#check(continuationProblem(root, text))) return;
      this.#within(text, () => this.#visit(string));
    });
  }

  /** `for NAME in WORDS`: the loop assigns NAME. */
  #forLoop(node: Node): void {
    const name = node.childForFieldName('variable')?.text ?? '';
    if (isRiskyVariable(name)) this.#assignmentRefused(name);
    this.#children(node);
  }

  #scoped(node: Node): void {
    const saved = this.#dirs;
    for (const child of node.namedChildren) if (child) this.#visit(child);
    this.#dirs = saved;
  }

  /**
   * The right of `[[ x =~ RE ]]` / `[[ x == PAT ]]` and extglob patterns are one token to the
   * grammar; bash expands them. Plain variables only supply text; any other expansion is refused.
   */
  #pattern(node: Node): void {
    const found = textExpansions(node.text, false);
    this.result.variables.push(...found.variables);
    if (found.hidden !== undefined) this.#problem(patternExpansionProblem(node));
  }

  #variable(node: Node): void {
    const name = node.namedChildren.find(
      (c) => c?.type === 'variable_name' || c?.type === 'special_variable_name',
    );
    if (name) this.result.variables.push(name.text);
  }

  #assignment(node: Node): void {
    const target = node.childForFieldName('name');
    const name = target?.type === 'subscript' ? (target.namedChild(0)?.text ?? '') : (target?.text ?? '');
    if (isRiskyVariable(name)) this.#assignmentRefused(name);
    if (target?.type === 'subscript') this.#check(subscriptProblem(target, false));
    const value = node.childForFieldName('value');
    if (value?.type !== 'array') return void (value && this.#visit(value));
    for (const element of value.namedChildren) {
      // `a=([i]=x)` sets element i: an arithmetic subscript again.
      if (element?.text.startsWith('['))
        return this.#problem(
          `an array element with an index (${snippet(element.text)}): bash evaluates it as arithmetic; list the elements without indexes`,
        );
      if (element) this.#visit(element);
    }
  }

  /**
   * `export`, `declare`, `local`, `readonly`, `typeset`, `unset`. Options that give a variable
   * arithmetic evaluation (`-i`), make it a reference to another (`-n`), an array or a function
   * are refused: later expansions would not mean what they look like.
   */
  #declaration(node: Node): void {
    const keyword = node.child(0)?.text ?? node.type;
    const words = node.namedChildren.filter((c): c is Node => c !== null);
    const allowed = keyword === 'unset' ? /^-[vf]+$/ : /^[-+][xrgp]+$/;
    for (const word of words) {
      if (word.type === 'variable_assignment') this.#visit(word);
      else if (word.type === 'word' && word.text.startsWith('-')) {
        if (!allowed.test(word.text))
          this.#problem(
            `${keyword} ${word.text}: the analyzer only follows plain variables (options -x, -r, -g, -p); assign with NAME=value`,
          );
      } else if (word.type === 'variable_name' || word.type === 'word') {
        if (keyword !== 'unset' && isRiskyVariable(word.text)) this.#assignmentRefused(word.text);
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(word.text))
          this.#problem(`${keyword} ${word.text}: not a plain variable name; use NAME or NAME=value`);
      } else {
        this.#problem(
          `${keyword} with ${snippet(word.text)}, a word only known at run time; use NAME=value with a literal name`,
        );
      }
    }
    this.result.commands.push({
      argv: [keyword, ...words.map((w) => w.text)],
      text: node.text,
      dynamic: [false, ...words.map(() => false)],
    });
  }

  #assignmentRefused(name: string): void {
    this.#problem(`an assignment to ${name}, which can change what a command runs`);
  }

  #command(node: Node): void {
    const nameNode = node.childForFieldName('name')?.namedChild(0) ?? null;
    const args = node.childrenForFieldName('argument');
    for (const child of node.namedChildren) {
      if (child && child.type !== 'command_name' && !args.some((a) => a.equals(child))) this.#visit(child);
    }
    if (!nameNode) return;
    const words = [nameNode, ...args];
    for (const word of words) this.#visit(word);
    const values = words.map(wordValue);
    const head = values[0];
    if (head?.dynamic) {
      return this.#problem(
        `${head.construct ?? head.value} in command position: the analyzer cannot know what runs`,
      );
    }
    this.#emit(
      values.map((v) => v.value),
      values.map((v) => v.dynamic),
      words.map((w) => w.text),
      node.text,
    );
  }

  #emit(argv: string[], dynamic: boolean[], sources: string[], text: string): void {
    const name = argv[0] ?? '';
    if (dynamic[0])
      return this.#problem(`${sources[0] ?? name} in command position: the analyzer cannot know what runs`);
    // `/bin/cp`, `/usr/bin/bash` are analyzed as the program their name says (its words touch the
    // same files), but the path could hold anything: it still needs a command rule of its own.
    const program = name.includes('/') ? path.posix.basename(name) : name;
    const byPath = program !== name ? argv : undefined;
    const modelled = byPath ? [program, ...argv.slice(1)] : argv;
    if (isWrapper(program)) return this.#wrapper(modelled, dynamic, sources, text, byPath);
    if (name === 'cd' || name === 'pushd') return this.#cd(argv, dynamic, sources);
    if (name === 'popd') return this.#problem('popd: the directory stack is not tracked');
    if (SHELLS.has(program) && this.#shellScript(modelled, dynamic, sources, text, byPath)) return;
    if (name === 'eval') return this.#eval(argv, dynamic, sources, text);
    if (this.#check(builtinProblem(argv, dynamic))) return;
    if (name === 'set' && argv.some((w, i) => i > 0 && /^-[^-]*P/.test(w))) this.#physical = true;
    this.result.commands.push({ argv, text, dynamic });
    if (program === 'find') this.#findExec(modelled, dynamic, sources);
    const guarded = guardedOptions(argv, dynamic);
    if (guarded) {
      for (const problem of guarded.problems) this.#problem(problem);
      for (const file of guarded.reads) this.#read(file);
      for (const file of guarded.writes) this.#write(file);
      for (const dir of guarded.editTrees) this.#tree(this.result.editTrees, dir);
      for (const dir of guarded.readTrees) this.#tree(this.result.readTrees, dir);
    }
    const operands = fileOperands(modelled, sources, dynamic);
    if (!operands) {
      this.#touches(unmodelledWords(modelled, sources, dynamic));
      return;
    }
    this.#touches({ paths: operands.touches, globs: [], trees: [] });
    for (const problem of operands.problems) this.#problem(problem);
    for (const file of operands.reads) this.#read(file);
    for (const file of operands.writes) this.#write(file);
    for (const dir of operands.readTrees) this.#tree(this.result.readTrees, dir);
    for (const dir of operands.historyTrees) this.#tree(this.result.historyTrees, dir);
    for (const dir of operands.editTrees) this.#tree(this.result.editTrees, dir);
    for (const glob of operands.globs) this.#tree(this.result.globs, looseBrackets(glob));
    for (const copy of operands.copies)
      for (const dir of this.#dirs)
        this.result.copies.push({ ...copy, from: join(dir, copy.from), to: join(dir, copy.to) });
    for (const link of operands.links)
      for (const dir of this.#dirs) this.result.links.push({ ...link, at: join(dir, link.at) });
    for (const { source, kind } of operands.unknown) {
      // `find src -exec cat {} +`: `{}` is some file under find's starting points. A longer word
      // built on it (`{}/../x`) can climb out of them, so it stays unknown.
      if (kind === 'read' && this.#findRoots && source === '{}')
        for (const root of this.#findRoots) this.#tree(this.result.readTrees, root);
      else
        this.#problem(
          `a file operand of ${name} the analyzer cannot pin down (${source}); name the files literally`,
        );
    }
  }

  /** `byPath`: the command as written, when it names the wrapper by a path (no wrapper then). */
  #wrapper(argv: string[], dynamic: boolean[], sources: string[], text: string, byPath?: string[]): void {
    const unwrapped = unwrap(argv, dynamic);
    if (unwrapped.problem) return this.#problem(unwrapped.problem);
    for (const name of unwrapped.assignments) if (isRiskyVariable(name)) this.#assignmentRefused(name);
    for (const file of unwrapped.writes) this.#write(file);
    for (const file of unwrapped.reads) this.#read(file);
    const given = unwrapped.inner < argv.length;
    if (!given && !unwrapped.defaultCommand) {
      this.result.commands.push({ argv: byPath ?? argv, text, dynamic });
      return;
    }
    this.result.commands.push({
      argv: byPath ?? argv,
      text,
      dynamic,
      ...(unwrapped.privileged || byPath ? {} : { wrapper: true }),
    });
    const inner = given ? argv.slice(unwrapped.inner) : [unwrapped.defaultCommand ?? ''];
    const innerDynamic = given ? dynamic.slice(unwrapped.inner) : [false];
    const innerSources = given ? sources.slice(unwrapped.inner) : inner;
    if (unwrapped.replace !== undefined) {
      // `xargs -I {} sh -c 'rm {}'`: every word holding the replacement string is input.
      const marker = unwrapped.replace;
      inner.forEach((word, k) => {
        if (!word.includes(marker)) return;
        innerDynamic[k] = true;
        innerSources[k] = `<input in ${word}>`;
      });
    } else if (unwrapped.appendsArgs) {
      // xargs appends words read from its input: unknown until it runs.
      inner.push('<input>');
      innerDynamic.push(true);
      innerSources.push('<input>');
    }
    const saved = this.#dirs;
    for (const dir of unwrapped.chdir) {
      this.#read(dir);
      this.#dirs = this.#dirs.map((d) => join(d, dir));
    }
    this.#emit(inner, innerDynamic, innerSources, text);
    this.#dirs = saved;
  }

  /**
   * `bash -c SCRIPT`: the script is analyzed like the outer command. Only the options in
   * SHELL_LETTERS and SHELL_LONG_OPTIONS are followed, wherever they come before the script; any
   * other is refused, with or without -c.
   */
  #shellScript(
    argv: string[],
    dynamic: boolean[],
    sources: string[],
    text: string,
    byPath?: string[],
  ): boolean {
    const name = argv[0] ?? 'sh';
    let hasC = false;
    let optionsDone = false;
    for (let i = 1; i < argv.length; i++) {
      const word = argv[i] ?? '';
      if (!optionsDone && !dynamic[i]) {
        if (word === '--' || word === '-') {
          optionsDone = true;
          continue;
        }
        if (word.startsWith('--')) {
          if (SHELL_LONG_OPTIONS.has(word)) continue;
          this.#problem(`${name} ${word}: ${SHELL_STARTUP}`);
          return true;
        }
        if (/^[-+]./s.test(word)) {
          for (const letter of word.slice(1)) {
            if (!SHELL_LETTERS.has(letter) && letter !== 'o') {
              this.#problem(`${name} ${word}: ${SHELL_STARTUP}`);
              return true;
            }
            // bash takes +c for -c too.
            if (letter === 'c') hasC = true;
            // `-o NAME` (`-eo NAME` too): each o takes the next word.
            if (letter !== 'o') continue;
            const option = argv[++i] ?? '';
            if (dynamic[i] || !SHELL_OPTION_NAMES.has(option)) {
              this.#problem(`${name} -o ${sources[i] ?? option}: ${SHELL_STARTUP}`);
              return true;
            }
          }
          continue;
        }
      }
      if (!hasC) return false;
      this.result.commands.push({
        argv: byPath ?? argv,
        text,
        dynamic,
        ...(byPath ? {} : { wrapper: true }),
      });
      if (dynamic[i])
        this.#problem(`${name} -c with a script only known at run time (${sources[i] ?? word})`);
      else if (!BASH_LIKE.has(name) && !POSIX_SHELLS.has(name))
        this.#problem(
          `${name} -c: its script is analyzed with bash's grammar, and ${name} reads it differently (zsh's glob qualifiers and expansion flags, ksh's \${ cmd; } run commands); use bash -c`,
        );
      else {
        const outer = this.#posix;
        this.#posix = POSIX_SHELLS.has(name) ? 1 : 0;
        this.source(word);
        this.#posix = outer;
      }
      return true;
    }
    return false;
  }

  #eval(argv: string[], dynamic: boolean[], sources: string[], text: string): void {
    this.result.commands.push({ argv, text, dynamic, wrapper: true });
    const unknown = dynamic.findIndex((d, i) => i > 0 && d);
    if (unknown > 0)
      return this.#problem(`eval of a string only known at run time (${sources[unknown] ?? ''})`);
    this.source(argv.slice(1).join(' '));
  }

  /** `find ... -exec CMD ... ;`: CMD runs once per file, with `{}` replaced by its name. */
  #findExec(argv: string[], dynamic: boolean[], sources: string[]): void {
    const { first, end: last } = findStartingPoints(argv);
    const roots = first < last ? argv.slice(first, last) : ['.'];
    for (let i = 1; i < argv.length; i++) {
      const action = argv[i] ?? '';
      if (!FIND_EXEC.has(action)) continue;
      // -execdir runs its command inside every directory found: its relative paths are unknowable.
      if (action.endsWith('dir'))
        return this.#problem(
          `find ${action}: its command runs in every directory under the starting points, so the analyzer cannot resolve its paths; use -exec`,
        );
      const end = findExecEnd(argv, dynamic, i);
      if (end < 0) return this.#problem(`find ${action} without its terminating ; or {} +`);
      if (end === i + 1) return this.#problem(`find ${action} without a command`);
      const inner = argv.slice(i + 1, end);
      const innerDynamic = dynamic.slice(i + 1, end).map((d, k) => d || (inner[k] ?? '').includes('{}'));
      // A word that is exactly `{}` (however quoted) is one found file; see #emit.
      const innerSources = sources.slice(i + 1, end).map((s, k) => (inner[k] === '{}' ? '{}' : s));
      this.#findRoots = roots;
      this.#emit(inner, innerDynamic, innerSources, inner.join(' '));
      this.#findRoots = undefined;
      i = end;
    }
  }

  #cd(argv: string[], dynamic: boolean[], sources: string[]): void {
    const index = argv.findIndex((w, i) => i > 0 && !(w.startsWith('-') && w.length > 1));
    const target = index < 0 ? '~' : (argv[index] ?? '~');
    if (index > 0 && dynamic[index])
      return this.#problem(`cd to a directory only known at run time (${sources[index] ?? ''})`);
    if (target === '-') return this.#problem('cd - (the previous directory is not tracked)');
    this.#read(target);
    const options = argv.slice(1, index < 0 ? undefined : index);
    const physical = this.#physical || options.some((o) => o.includes('P'));
    const next = new Set([...this.#dirs, ...this.#dirs.flatMap((d) => cdDirectories(d, target, physical))]);
    if (next.size > MAX_DIRECTORIES)
      return this.#problem(`more than ${MAX_DIRECTORIES} possible working directories`);
    this.#dirs = [...next];
  }

  #redirect(node: Node): void {
    const operator = node.children.find((c) => c !== null && !c.isNamed)?.text ?? '';
    const destination = node.childForFieldName('destination');
    for (const child of node.namedChildren) if (child) this.#visit(child);
    if (!destination) return this.#problem(`a redirection without a target (${snippet(node.text)})`);
    const target = wordValue(destination);
    if ((operator === '>&' || operator === '<&') && /^(\d+|-)$/.test(target.value)) return;
    const writes = WRITE_OPERATORS.has(operator) || operator === '>&';
    if (!writes && operator !== '<')
      return this.#problem(`the redirection operator ${operator} (${snippet(node.text)})`);
    if (target.dynamic)
      return this.#problem(`a redirection to a target only known at run time (${destination.text})`);
    if (writes) this.#write(target.value);
    else this.#read(target.value);
  }

  #write(file: string): void {
    if (HARMLESS_TARGETS.has(file) || /^\/dev\/fd\/\d+$/.test(file)) return;
    for (const dir of this.#dirs) this.result.writes.push(join(dir, file));
  }

  #read(file: string): void {
    if (HARMLESS_SOURCES.has(file)) return;
    for (const dir of this.#dirs) this.result.reads.push(join(dir, file));
  }

  #touches(words: UnmodelledWords): void {
    for (const file of words.paths) this.#tree(this.result.touches, file);
    for (const glob of words.globs) this.#tree(this.result.touchGlobs, looseBrackets(glob));
    for (const dir of words.trees) this.#tree(this.result.touchTrees, dir);
  }

  #tree(list: string[], file: string): void {
    for (const dir of this.#dirs) list.push(join(dir, file));
  }
}

/**
 * A glob as the rules' matcher (picomatch) will read it. Its brackets are not bash's: `[!x]` is a
 * set holding `!` there, and `[[=e=]]`, `[[.e.]]` match nothing. Each run from a `[` to the last
 * `]` (both in the last segment: see globParts) becomes `*`, which matches at least whatever bash
 * matches there, and no leading dot, as bash's brackets do not.
 */
function looseBrackets(glob: string): string {
  return glob.replace(/\[.*\]/s, '*');
}

/**
 * Joins a path onto a working directory as the kernel reads it: `.` and repeated `/` dropped,
 * every `..` kept. After a symbolic link `..` climbs from where the link leads (`wf/../x`, with
 * `wf` a link to `.github/workflows`, opens `.github/x`), which only the file system tells: the
 * decision resolves the path there. Shortening `wf/..` as text named another file.
 */
function join(dir: string, file: string): string {
  if (isRooted(file)) return file;
  const parts = `${dir}/${file}`.split('/').filter((s) => s !== '' && s !== '.');
  const joined = (dir.startsWith('/') ? '/' : '') + parts.join('/');
  if (joined === '') return '.';
  return file.endsWith('/') && !joined.endsWith('/') ? `${joined}/` : joined;
}

const isRooted = (file: string): boolean => file.startsWith('/') || file === '~' || file.startsWith('~/');

/**
 * The directories `cd TARGET` may leave the shell in, from `dir`, each a path to resolve as join's.
 * bash's cd takes `..` as text on $PWD (`cd wf/..` stays put), and changes directory as the
 * kernel reads the path instead with -P, after `set -P`, and when that text names no directory
 * (`cd wf/../workflows` enters `.github/workflows`); a parent of $PWD always is one. A `dir` with
 * a `..` after a name came from such a change: $PWD is then where it leads, so only TARGET's own
 * `..` are text.
 */
function cdDirectories(dir: string, target: string, physical: boolean): string[] {
  const canonical = path.posix.normalize(target);
  const logical = climbsAfterName(dir)
    ? join(dir, canonical)
    : isRooted(target)
      ? canonical
      : path.posix.join(dir, target);
  const parentOnly = canonical.split('/').every((s) => s === '..' || s === '.' || s === '');
  return physical || !parentOnly ? [logical, join(dir, target)] : [logical];
}

/** Whether a `..` follows a name in the path: where it leads depends on whether that is a link. */
function climbsAfterName(p: string): boolean {
  const parts = p.split('/').filter((s) => s !== '' && s !== '.');
  const named = parts.findIndex((s) => s !== '..');
  return named >= 0 && parts.indexOf('..', named) >= 0;
}

function firstError(node: Node): Node | undefined {
  if (node.isError || node.isMissing) return node;
  if (!node.hasError) return undefined;
  for (const child of node.children) {
    const found = child ? firstError(child) : undefined;
    if (found) return found;
  }
  return undefined;
}

function describeError(node: Node): string {
  const where = `line ${node.startPosition.row + 1}, column ${node.startPosition.column + 1}`;
  if (node.isMissing) return `a syntax error: missing "${node.type}" at ${where}`;
  return `a syntax error at ${where} near "${snippet(node.text)}"`;
}
