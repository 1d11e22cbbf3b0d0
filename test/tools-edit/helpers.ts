import { mkdtempSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { AnyTool, ToolContext, ToolResult } from '../../src/tools/types.ts';

const created: string[] = [];
afterEach(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A real temporary workspace, removed after each test. */
export function workspace(files: Record<string, string> = {}): {
  dir: string;
  write(rel: string, content: string): void;
  read(rel: string): string;
  mode(rel: string): number;
} {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'nightshift-edit-')));
  created.push(dir);
  const ws = {
    dir,
    write: (rel: string, content: string) => writeFileSync(path.join(dir, rel), content),
    read: (rel: string) => readFileSync(path.join(dir, rel), 'utf8'),
    mode: (rel: string) => statSync(path.join(dir, rel)).mode & 0o777,
  };
  for (const [rel, content] of Object.entries(files)) ws.write(rel, content);
  return ws;
}

/** The parts of a ToolContext the edit tools use: the workspace, and redaction (none here). */
export function context(dir: string): ToolContext {
  return { workspace: dir, outDir: path.join(dir, '.out'), redact: (text: string) => text } as ToolContext;
}

/** Validates args with the tool's schema, as the pipeline does, then executes. */
export function call(tool: AnyTool, dir: string, args: unknown): Promise<ToolResult> {
  return tool.execute(tool.params.parse(args), context(dir));
}

export function diff(...blocks: [search: string, replace: string, startLine?: number][]): string {
  return blocks
    .map(([s, r, line]) =>
      [
        '<<<<<<< SEARCH',
        ...(line ? [`:start_line:${line}`, '-------'] : []),
        s,
        '=======',
        r,
        '>>>>>>> REPLACE',
      ].join('\n'),
    )
    .join('\n\n');
}
