import { readFileSync } from 'node:fs';
import type { Parser } from 'web-tree-sitter';
import { requireAsset } from '../locate.ts';
import { initTreeSitter } from '../tree-sitter.ts';
import { isPlainCommand, plainTree } from './simple.ts';
import type { ShellAnalysis, ShellAnalyzer } from './types.ts';
import { Walker } from './walk.ts';

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

/** Thrown by a lazy analyzer for a command that needs the grammar before it is loaded. */
export class GrammarNotLoaded extends Error {
  override name = 'GrammarNotLoaded';
}

/**
 * An analyzer whose `analyze` is synchronous, so decisions stay pure and fast. Commands of plain
 * words (simple.ts) are analyzed at once; any other needs the bash grammar (WebAssembly: ~25 ms of
 * CPU and ~16 MB to load and first use), which `load` loads once per process. Until then `analyze`
 * throws GrammarNotLoaded for them: withGrammar loads it and asks again, so a run whose commands
 * are all plain never loads it.
 */
export interface LazyShellAnalyzer extends ShellAnalyzer {
  load(): Promise<void>;
}

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

/** Runs `decide` (pure, synchronous); when it meets a command that needs the grammar, loads it and runs it again. */
export async function withGrammar<T>(analyzer: LazyShellAnalyzer, decide: () => T): Promise<T> {
  try {
    return decide();
  } catch (err) {
    if (!(err instanceof GrammarNotLoaded)) throw err;
  }
  await analyzer.load();
  return decide();
}

function load(): Promise<void> {
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
  const walker = new Walker((source, use) => {
    if (isPlainCommand(source)) return use(plainTree(source));
    if (!parser) throw new GrammarNotLoaded(`the bash grammar is needed for: ${source.slice(0, 80)}`);
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
    walker.source(command);
  } catch (err) {
    // Pathological nesting can exhaust the stack; refusing is the safe answer.
    if (err instanceof RangeError) walker.result.problems.push('a command nested too deeply to analyze');
    else if (err instanceof TooLargeToAnalyze)
      walker.result.problems.push(`${err.message}: too large to analyze`);
    else throw err;
  }
  return walker.result;
}
