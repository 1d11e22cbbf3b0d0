import { readFileSync } from 'node:fs';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { explainIssues, formatPath, type Problem } from '../validate/zod-issues.ts';
import { ConfigError, problemsError, type ConfigProblem } from './errors.ts';

/** A parsed, valid file plus a way to point at any of its nodes in a later, semantic error. */
export interface Located<T> {
  value: T;
  /** A problem at the node on `path` (or the nearest node above it that exists). */
  at: (path: readonly (string | number)[], message: string) => ConfigProblem;
}

/**
 * Parses YAML (or JSON) text and validates it with a zod schema. Every YAML syntax error and every
 * schema issue is reported at the line and column of the offending node; an unknown key is
 * reported at the key itself, so a typo in a policy can never silently weaken it.
 */
export function parseYamlLocated<S extends z.ZodType>(
  text: string,
  file: string,
  schema: S,
  parsed?: { data: unknown },
): Located<z.output<S>> {
  if (parsed) {
    // `text` already parsed (a built-in policy, at build time): the document with its positions,
    // ~30 ms of YAML parsing, is built only if a position is asked for.
    const result = schema.safeParse(parsed.data);
    if (result.success) {
      let located: Located<z.output<S>> | undefined;
      return {
        value: result.data,
        at: (path, message) => (located ??= parseYamlLocated(text, file, schema)).at(path, message),
      };
    }
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const atOffset = (offset: number, message: string): ConfigProblem => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, col, message };
  };
  if (doc.errors.length > 0) {
    throw problemsError(
      doc.errors.map((e) => atOffset(e.pos[0], `YAML syntax error: ${syntaxMessage(e.message)}`)),
    );
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (err) {
    // Alias expansion bombs ("billion laughs") stop here instead of exhausting memory.
    throw problemsError([atOffset(0, `YAML error: ${(err as Error).message}`)]);
  }
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) {
    const problems = explainIssues(schema, result.error.issues).map((p) =>
      atOffset(locate(doc, p), withPath(p)),
    );
    throw problemsError(sortProblems(problems));
  }
  return {
    value: result.data,
    at: (path, message) =>
      atOffset(locate(doc, { path: [...path], message }), withPath({ path: [...path], message })),
  };
}

export function parseYaml<S extends z.ZodType>(text: string, file: string, schema: S): z.output<S> {
  return parseYamlLocated(text, file, schema).value;
}

/** Reads and parses a YAML file; an unreadable file is a ConfigError naming the file and why. */
export function loadYamlFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  return parseYamlLocated(readConfigText(file), file, schema).value;
}

/**
 * Like loadYamlFile, for files machines write and that are often JSON (model scripts): valid JSON
 * the schema accepts comes from JSON.parse, which builds no YAML document — for a 2,000-turn
 * script ~55 MB less peak RSS (docs/performance.md); anything else takes the YAML path, for its
 * located errors. Unlike that path, JSON.parse keeps the last of duplicate keys.
 */
export function loadDataFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const text = readConfigText(file);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return parseYamlLocated(text, file, schema).value;
  }
  const result = schema.safeParse(json);
  return result.success ? result.data : parseYamlLocated(text, file, schema).value;
}

export function loadYamlFileLocated<S extends z.ZodType>(file: string, schema: S): Located<z.output<S>> {
  return parseYamlLocated(readConfigText(file), file, schema);
}

export function readConfigText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'is a directory, expected a file'
          : (code ?? String(err));
    throw new ConfigError(`${file}: cannot read: ${why}`);
  }
}

/** The yaml library appends "at line L, column C:" and a code frame; the position is ours. */
const syntaxMessage = (message: string): string =>
  (message.split('\n')[0] ?? message).replace(/ at line \d+, column \d+:?$/, '');

function withPath(p: Problem): string {
  const where = p.path.length > 0 ? formatPath(p.path) : p.key !== undefined ? '' : '(document)';
  return where === '' ? p.message : `${where}: ${p.message}`;
}

const sortProblems = (problems: ConfigProblem[]): ConfigProblem[] =>
  problems.sort((a, b) => a.line - b.line || a.col - b.col);

/** Offset of the deepest YAML node on the problem's path (the key itself for key problems). */
function locate(doc: Document, problem: Problem): number {
  let node: unknown = doc.contents;
  let offset = rangeStart(node) ?? 0;
  let complete = true;
  for (const segment of problem.path) {
    const child = childNode(node, segment);
    if (child === undefined) {
      complete = false;
      break;
    }
    node = child.value;
    offset = rangeStart(child.value) ?? rangeStart(child.key) ?? offset;
  }
  if (problem.key !== undefined && complete) {
    const pair = childNode(node, problem.key);
    offset = rangeStart(pair?.key) ?? offset;
  }
  return offset;
}

function childNode(node: unknown, key: string | number): { key: unknown; value: unknown } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key));
    return pair ? { key: pair.key, value: pair.value } : undefined;
  }
  if (isSeq(node) && typeof key === 'number') {
    const item: unknown = node.items[key];
    return item === undefined ? undefined : { key: undefined, value: item };
  }
  return undefined;
}

function rangeStart(node: unknown): number | undefined {
  if (typeof node !== 'object' || node === null || !('range' in node)) return undefined;
  const range = (node as { range?: [number, number, number] | null }).range;
  return range ? range[0] : undefined;
}
