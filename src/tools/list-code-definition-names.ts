import path from 'node:path';
import * as z from '../zod.ts';
import { formatDefinitions } from './code-definitions/extract.ts';
import { definitionsIn } from './code-definitions/grammars.ts';
import { LANGUAGES, type LanguageSpec } from './code-definitions/languages.ts';
import { refusalsAsResults, resolveInside, ToolInputError } from './fs/confine.ts';
import { statAt } from './fs/opened-at.ts';
import { readRegularFile } from './fs/regular-file.ts';
import { walk } from './fs/walk.ts';
import { defineTool } from './types.ts';

/** As in Roo Code: a directory's outline covers at most this many of its files. */
export const DEFINITION_FILES_LIMIT = 50;
/** Larger files are generated or vendored more often than written; parsing them costs seconds. */
export const MAX_FILE_BYTES = 1_000_000;

/** The language of a file by its extension, when one of LANGUAGES. */
export const languageOf = (rel: string): LanguageSpec | undefined =>
  LANGUAGES.get(path.extname(rel).toLowerCase());

/**
 * The outline of one file, or undefined when it has no definitions or is no longer a regular file
 * of at most MAX_FILE_BYTES at that path (a directory above it replaced meanwhile: refused).
 */
async function outline(
  abs: string,
  rel: string,
  spec: LanguageSpec,
  redact: (text: string) => string,
): Promise<string | undefined> {
  const file = readRegularFile(abs, MAX_FILE_BYTES, { decided: true });
  if (!('bytes' in file)) return undefined;
  const source = file.bytes.toString('utf8');
  // Masked before each line is cut: a cut through a secret would leave a part no redaction finds.
  const definitions = await definitionsIn(source, spec, rel, redact(source));
  return definitions.length ? formatDefinitions(rel, definitions) : undefined;
}

export const listCodeDefinitionNamesTool = defineTool({
  name: 'list_code_definition_names',
  group: 'read',
  description:
    'Outline source code: the top-level and class-level definitions (classes, functions, methods, types, interfaces, constants) of one file, or of the files directly inside a directory, each as "start--end | first line" with 1-based line numbers. Languages: TypeScript/TSX, JavaScript, Python, Go, Rust, Java, C, C++, C#, Ruby, PHP, Bash.',
  params: z.strictObject({
    path: z.string().describe('File or directory relative to the workspace root.'),
  }),
  access: ({ path: given }) => [{ kind: 'read', path: given }],
  execute: ({ path: given }, ctx) =>
    refusalsAsResults(async () => {
      const { abs, rel } = resolveInside(ctx.workspace, given);
      const stat = statAt(abs);
      if (!stat) throw new ToolInputError(`path not found: ${rel}`);
      if (stat.isFile()) {
        const spec = languageOf(rel);
        if (!spec)
          throw new ToolInputError(
            `${rel}: unsupported file type (supported: ${[...LANGUAGES.keys()].join(' ')})`,
          );
        if (stat.size > MAX_FILE_BYTES)
          throw new ToolInputError(`${rel} is over ${MAX_FILE_BYTES} bytes; read parts of it with read_file`);
        return {
          ok: true,
          output:
            (await outline(abs, rel, spec, (t) => ctx.redact(t))) ??
            `No source code definitions found in ${rel}.`,
        };
      }
      if (!stat.isDirectory()) throw new ToolInputError(`${rel} is neither a file nor a directory`);
      // Only files the policy lets the model read are parsed: a denied file is not even opened.
      const files: string[] = [];
      walk(ctx.workspace, rel, {
        recursive: false,
        visit: (e) =>
          void (e.kind === 'file' && languageOf(e.rel) && ctx.readable(e.rel) && files.push(e.rel)),
      });
      files.sort();
      const parts: string[] = [];
      for (const file of files.slice(0, DEFINITION_FILES_LIMIT)) {
        const part = await outline(path.join(ctx.workspace, file), file, languageOf(file)!, (t) =>
          ctx.redact(t),
        ).catch((err) => {
          if (err instanceof ToolInputError) return undefined; // changed since the walk: left out
          throw err;
        });
        if (part) parts.push(part);
      }
      if (files.length > DEFINITION_FILES_LIMIT)
        parts.push(
          `[${files.length - DEFINITION_FILES_LIMIT} more source files left out; outline them one by one.]`,
        );
      return {
        ok: true,
        output: parts.length ? parts.join('\n\n') : `No source code definitions found in ${rel}.`,
      };
    }),
});
