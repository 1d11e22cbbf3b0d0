import { readFileSync } from 'node:fs';
import { Language, Parser } from 'web-tree-sitter';
import { requireAsset } from '../locate.ts';
import { initTreeSitter } from '../tree-sitter.ts';
import type { ShellAnalysis, ShellAnalyzer } from './types.ts';
import { Walker } from './walk.ts';

export type { ShellAnalysis, ShellAnalyzer, ShellCommand } from './types.ts';

let loading: Promise<ShellAnalyzer> | undefined;

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
 * Loads the bash grammar (once per process; ~15 ms) and returns an analyzer whose `analyze` is
 * synchronous, so decisions stay pure and fast once the run has started.
 */
export function createShellAnalyzer(): Promise<ShellAnalyzer> {
  loading ??= load().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

async function load(): Promise<ShellAnalyzer> {
  await initTreeSitter();
  const grammar = await Language.load(
    readFileSync(requireAsset('tree-sitter-bash.wasm', 'tree-sitter-bash/tree-sitter-bash.wasm')),
  );
  const parser = new Parser();
  parser.setLanguage(grammar);
  return {
    analyze(command: string): ShellAnalysis {
      const walker = new Walker((source, use) => {
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
    },
  };
}
