import { readFileSync } from 'node:fs';
import { isMap, isPair, isScalar, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { ConfigError, problemsError, type ConfigProblem } from './errors.ts';

/**
 * Parses YAML text and validates it with a zod schema. Every YAML syntax error and every schema
 * issue is reported at the line and column of the offending node.
 */
export function parseYaml<S extends z.ZodType>(text: string, file: string, schema: S): z.output<S> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number, message: string): ConfigProblem => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, col, message };
  };
  if (doc.errors.length > 0) {
    throw problemsError(doc.errors.map((e) => at(e.pos[0], `YAML syntax error: ${firstLine(e.message)}`)));
  }
  const result = schema.safeParse(doc.toJS({ maxAliasCount: 100 }));
  if (result.success) return result.data;
  throw problemsError(
    result.error.issues.map((issue) => {
      const { offset, path } = locate(doc, issue.path as (string | number)[], issue);
      return at(offset, describeIssue(path, issue));
    }),
  );
}

export function loadYamlFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new ConfigError(`${file}: cannot read: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  return parseYaml(text, file, schema);
}

const firstLine = (s: string) => s.split('\n')[0] ?? s;

function describeIssue(path: (string | number)[], issue: z.core.$ZodIssue): string {
  const where = path.length > 0 ? path.join('.') : '(document)';
  if (issue.code === 'unrecognized_keys') {
    return `${where}: unknown key ${issue.keys.map((k) => `"${k}"`).join(', ')} (not a setting here; check the spelling)`;
  }
  return `${where}: ${issue.message}`;
}

/** Finds the deepest YAML node on the issue's path; unknown keys point at the key itself. */
function locate(
  doc: Document,
  issuePath: (string | number)[],
  issue: z.core.$ZodIssue,
): { offset: number; path: (string | number)[] } {
  let node: unknown = doc.contents;
  let offset = rangeStart(node) ?? 0;
  const walked: (string | number)[] = [];
  for (const key of issuePath) {
    const child = childNode(node, key);
    if (child === undefined) break;
    walked.push(key);
    node = child.value;
    offset = rangeStart(child.value) ?? rangeStart(child.key) ?? offset;
  }
  if (issue.code === 'unrecognized_keys' && walked.length === issuePath.length) {
    const pair = childNode(node, issue.keys[0] ?? '');
    if (pair) offset = rangeStart(pair.key) ?? offset;
  }
  return { offset, path: issuePath };
}

function childNode(node: unknown, key: string | number): { key: unknown; value: unknown } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key));
    return pair ? { key: pair.key, value: pair.value } : undefined;
  }
  if (node && typeof node === 'object' && 'items' in node && Array.isArray(node.items) && typeof key === 'number') {
    const item: unknown = node.items[key];
    return item === undefined ? undefined : { key: undefined, value: item };
  }
  return undefined;
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range ? range[0] : undefined;
}
