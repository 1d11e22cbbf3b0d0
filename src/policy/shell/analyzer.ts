import { readFileSync } from 'node:fs';
import { Language, Parser } from 'web-tree-sitter';
import { requireAsset } from '../locate.ts';
import type { ShellAnalysis, ShellAnalyzer } from './types.ts';
import { Walker } from './walk.ts';

export type { ShellAnalysis, ShellAnalyzer, ShellCommand } from './types.ts';

let loading: Promise<ShellAnalyzer> | undefined;

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
  const runtime = requireAsset('web-tree-sitter.wasm', 'web-tree-sitter/web-tree-sitter.wasm');
  await Parser.init({ locateFile: () => runtime });
  const grammar = await Language.load(
    readFileSync(requireAsset('tree-sitter-bash.wasm', 'tree-sitter-bash/tree-sitter-bash.wasm')),
  );
  const parser = new Parser();
  parser.setLanguage(grammar);
  return {
    analyze(command: string): ShellAnalysis {
      const walker = new Walker((source, use) => {
        const tree = parser.parse(source);
        if (!tree) throw new Error('tree-sitter returned no tree');
        try {
          use(tree.rootNode);
        } finally {
          tree.delete();
        }
      });
      try {
        walker.source(command);
      } catch (err) {
        // Pathological nesting can exhaust the stack; refusing is the safe answer.
        if (!(err instanceof RangeError)) throw err;
        walker.result.problems.push('a command nested too deeply to analyze');
      }
      return walker.result;
    },
  };
}
