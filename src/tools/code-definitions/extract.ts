import type { Node } from 'web-tree-sitter';
import type { LanguageSpec } from './languages.ts';

/** One definition: 1-based first and last line, and the source line it starts on. */
export interface Definition {
  startLine: number;
  endLine: number;
  /** The definition's first line as written (indentation kept, so nesting shows). */
  text: string;
}

const MAX_LINE_CHARS = 200;

/**
 * The top-level definitions of a parsed file and, inside containers (classes, impls, modules,
 * nested as deep as they go), the class-level ones, in source order. Definitions inside function
 * bodies are left out: the point is an outline, not an index.
 */
export function extractDefinitions(root: Node, spec: LanguageSpec, lines: readonly string[]): Definition[] {
  const found: Definition[] = [];
  const visit = (node: Node): void => {
    for (const child of node.namedChildren) {
      if (!child) continue;
      const type = child.type;
      if (spec.definitions.has(type) && (spec.accept?.[type]?.(child) ?? true)) {
        const start = child.startPosition.row;
        found.push({
          startLine: start + 1,
          endLine: child.endPosition.row + 1,
          text: (lines[start] ?? '').trimEnd().slice(0, MAX_LINE_CHARS),
        });
        // Members sit in the body node (class_body, declaration_list, …) where the grammar names one.
        if (spec.containers.has(type)) visit(child.childForFieldName('body') ?? child);
      } else if (spec.through.has(type)) {
        visit(child);
      }
    }
  };
  visit(root);
  return found;
}

/** Roo Code's outline format: `# path` then `start--end | first line` per definition. */
export function formatDefinitions(rel: string, definitions: readonly Definition[]): string {
  return [`# ${rel}`, ...definitions.map((d) => `${d.startLine}--${d.endLine} | ${d.text}`)].join('\n');
}
