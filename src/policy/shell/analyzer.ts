import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { Language, Parser } from 'web-tree-sitter';
import { locateAsset } from '../locate.ts';
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
  // Liftoff (V8's baseline WebAssembly compiler) only: otherwise V8 recompiles the grammar's hot
  // parse functions with TurboFan on background threads, which cost a run ~1.3 s of CPU and ~50 MB
  // of peak RSS for parses of command lines that take well under a millisecond either way
  // (docs/performance.md). V8 reads the flag when it compiles a module, so setting it here, before
  // the first one, is enough; nightshift compiles no other WebAssembly.
  setFlagsFromString('--liftoff-only');
  const runtime = need('web-tree-sitter.wasm', 'web-tree-sitter/web-tree-sitter.wasm');
  await Parser.init({ locateFile: () => runtime });
  const grammar = await Language.load(
    readFileSync(need('tree-sitter-bash.wasm', 'tree-sitter-bash/tree-sitter-bash.wasm')),
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

function need(file: string, specifier: string): string {
  const found = locateAsset(file, specifier);
  if (!found) throw new Error(`cannot find ${file} (looked beside the program and in node_modules)`);
  return found;
}
