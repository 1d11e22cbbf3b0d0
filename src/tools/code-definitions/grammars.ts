import { readFileSync } from 'node:fs';
import type { Parser } from 'web-tree-sitter';
import { requireAsset } from '../../policy/locate.ts';
import { initTreeSitter } from '../../policy/tree-sitter.ts';
import { extractDefinitions, type Definition } from './extract.ts';
import type { LanguageSpec } from './languages.ts';

const loaded = new Map<string, Promise<Parser>>();

/**
 * A parser for the language, its grammar loaded on first use only (a run that never asks for
 * definitions loads none; each grammar is 0.1–5 MB of wasm). A failed load is retried next time.
 */
export function parserFor(spec: LanguageSpec): Promise<Parser> {
  let parser = loaded.get(spec.wasm.file);
  if (!parser) {
    parser = load(spec).catch((err: unknown) => {
      loaded.delete(spec.wasm.file);
      throw err;
    });
    loaded.set(spec.wasm.file, parser);
  }
  return parser;
}

async function load(spec: LanguageSpec): Promise<Parser> {
  await initTreeSitter();
  // Imported here: the runtime (~150 KB) stays out of a run's start-up, like the shell analyzer's.
  const { Language, Parser } = await import('web-tree-sitter');
  const language = await Language.load(readFileSync(requireAsset(spec.wasm.file, spec.wasm.specifier)));
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}

/**
 * A source text's definitions, parsed with the language's grammar. Their first lines are taken
 * from `shown` (the source with its secrets masked, line for line), before they are cut.
 */
export async function definitionsIn(
  source: string,
  spec: LanguageSpec,
  rel: string,
  shown = source,
): Promise<Definition[]> {
  const parser = await parserFor(spec);
  const tree = parser.parse(source);
  if (!tree) throw new Error(`tree-sitter returned no tree for ${rel}`);
  try {
    return extractDefinitions(tree.rootNode, spec, shown.split('\n'));
  } finally {
    tree.delete();
  }
}
