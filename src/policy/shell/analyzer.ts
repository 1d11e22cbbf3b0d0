import { readFileSync } from 'node:fs';
import type { Parser } from 'web-tree-sitter';
import { requireAsset } from '../locate.ts';
import { initTreeSitter } from '../tree-sitter.ts';
import { isPlainCommand, plainTree } from './simple.ts';
import type { ShellAnalysis, ShellAnalyzer } from './types.ts';

export type { ShellAnalysis, ShellAnalyzer, ShellCommand } from './types.ts';

/**
 * Bounds on one command's analysis. Some inputs cost the grammar seconds: 96 KB of `'\''`
 * splices took ~3 s to parse and walk, a stall a model could repeat every turn. A parse past the
 * deadline or a tree past the node count is refused, like one nested too deeply. Commands people
 * write (long heredocs and `-c` scripts included) parse in well under a millisecond into a few
 * hundred nodes; the deadline is generous for a loaded machine.
 */
const PARSE_DEADLINE_MS = 500;
const MAX_NODES = 20_000;

class TooLargeToAnalyze extends Error {}

/**
 * Thrown by a lazy analyzer for a command it cannot analyze yet: the analyzer's own code is not
 * loaded (`grammar` false), or the command needs the grammar and that is not loaded.
 */
export class GrammarNotLoaded extends Error {
  override name = 'GrammarNotLoaded';
  constructor(
    message: string,
    readonly grammar: boolean,
  ) {
    super(message);
  }
}

/**
 * An analyzer whose `analyze` is synchronous, so decisions stay pure and fast. Its code (the walker
 * and its rules, ~140 KB) is imported when the first command is decided, not at start: a run's
 * first model request does not wait for it. Commands of plain words (simple.ts) need nothing more;
 * any other needs the bash grammar (WebAssembly: ~25 ms of CPU and ~16 MB to load and first use).
 * `load` loads each once per process; until then `analyze` throws GrammarNotLoaded, withGrammar
 * loads what it names and asks again, so a run whose commands are all plain never loads the grammar.
 */
export interface LazyShellAnalyzer extends ShellAnalyzer {
  load(grammar?: boolean): Promise<void>;
}

let walker: typeof import('./walk.ts') | undefined;
let walking: Promise<void> | undefined;
let parser: Parser | undefined;
let loading: Promise<void> | undefined;

const lazy: LazyShellAnalyzer = { analyze, load };

export function lazyShellAnalyzer(): LazyShellAnalyzer {
  return lazy;
}

/** The analyzer with the grammar loaded (`nightshift policy check`). */
export async function createShellAnalyzer(): Promise<ShellAnalyzer> {
  await load();
  return lazy;
}

/**
 * Runs `decide` (pure, synchronous); when it meets a command the analyzer cannot analyze yet, loads
 * what is missing and runs it again: the analyzer's code first, then, if the command needs it, the
 * grammar. By the third run everything is loaded.
 */
export async function withGrammar<T>(analyzer: LazyShellAnalyzer, decide: () => T): Promise<T> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return decide();
    } catch (err) {
      if (!(err instanceof GrammarNotLoaded)) throw err;
      await analyzer.load(err.grammar);
    }
  }
  return decide();
}

async function load(grammar = true): Promise<void> {
  walking ??= import('./walk.ts').then(
    (module) => {
      walker = module;
    },
    (err: unknown) => {
      walking = undefined;
      throw err;
    },
  );
  await walking;
  if (grammar) await loadGrammar();
}

function loadGrammar(): Promise<void> {
  loading ??= (async () => {
    await initTreeSitter();
    const { Language, Parser } = await import('web-tree-sitter');
    const grammar = await Language.load(
      readFileSync(requireAsset('tree-sitter-bash.wasm', 'tree-sitter-bash/tree-sitter-bash.wasm')),
    );
    const loaded = new Parser();
    loaded.setLanguage(grammar);
    parser = loaded;
  })().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

function analyze(command: string): ShellAnalysis {
  if (!walker) throw new GrammarNotLoaded('the shell analyzer is not loaded yet', false);
  const walk = new walker.Walker((source, use) => {
    if (isPlainCommand(source)) return use(plainTree(source));
    if (!parser) throw new GrammarNotLoaded(`the bash grammar is needed for: ${source.slice(0, 80)}`, true);
    const deadline = performance.now() + PARSE_DEADLINE_MS;
    // Returning true cancels the parse (the typings say void).
    const tree = parser.parse(source, null, { progressCallback: () => performance.now() > deadline });
    if (!tree) throw new TooLargeToAnalyze(`a command that takes over ${PARSE_DEADLINE_MS} ms to parse`);
    try {
      if (tree.rootNode.descendantCount > MAX_NODES)
        throw new TooLargeToAnalyze(`a command of over ${MAX_NODES} syntax nodes`);
      use(tree.rootNode);
    } finally {
      tree.delete();
    }
  });
  try {
    walk.source(command);
  } catch (err) {
    // Pathological nesting can exhaust the stack; refusing is the safe answer.
    if (err instanceof RangeError) walk.result.problems.push('a command nested too deeply to analyze');
    else if (err instanceof TooLargeToAnalyze)
      walk.result.problems.push(`${err.message}: too large to analyze`);
    else throw err;
  }
  return walk.result;
}
