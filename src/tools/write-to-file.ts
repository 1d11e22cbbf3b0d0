import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  refusalsAsResults,
  refuseProtected,
  resolveInside,
  statOrUndefined,
  ToolInputError,
} from './fs/confine.ts';
import { writeFileAtomic } from './atomic-write.ts';
import { defineTool } from './types.ts';

/** Lines in a text, not counting the empty string after a final newline. */
export function countLines(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** True when most line breaks in the text are CRLF. */
export function usesCrlf(text: string): boolean {
  const crlf = text.split('\r\n').length - 1;
  return crlf > 0 && crlf * 2 >= text.split('\n').length - 1;
}

export const writeToFileTool = defineTool({
  name: 'write_to_file',
  group: 'edit',
  description:
    'Create a file or replace its whole content (parent directories are created). Prefer the diff/edit tools for changes to existing files.',
  params: z.strictObject({
    path: z.string().describe('File path relative to the workspace root.'),
    content: z.string().describe('The complete new content of the file.'),
  }),
  access: ({ path }) => [{ kind: 'edit', path }],
  execute: ({ path: given, content }, ctx) =>
    refusalsAsResults(() => {
      const target = resolveInside(ctx.workspace, given, [
        { path: ctx.outDir, label: 'the run output directory' },
      ]);
      refuseProtected(target);
      const stat = statOrUndefined(target.abs);
      if (stat?.isDirectory()) throw new ToolInputError(`${target.rel} is a directory; give a file path`);
      const before = stat ? readFileSync(target.abs, 'utf8') : undefined;
      // keep a CRLF file CRLF when the model writes plain \n, so the diff shows only real changes
      const keepCrlf = before !== undefined && usesCrlf(before) && !content.includes('\r\n');
      writeFileAtomic(target.abs, keepCrlf ? content.replace(/\n/g, '\r\n') : content);
      const lines = countLines(content);
      const output =
        before === undefined
          ? `Created ${target.rel} (${lines} lines).`
          : `Overwrote ${target.rel} (${lines} lines, was ${countLines(before)})${keepCrlf ? '; kept its CRLF line endings' : ''}.`;
      return { ok: true, output };
    }),
});
