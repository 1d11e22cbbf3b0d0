import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolvePath, type ProtectedPaths } from '../../src/validate/resolve-path.ts';
import { decide } from '../../src/policy/decide.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import type { Decision, ResolvedPath } from '../../src/policy/types.ts';

export interface TestWorkspace {
  dir: string;
  outside: string;
  resolve: (p: string) => ResolvedPath;
}

/**
 * A real workspace for path decisions: sub/, src/, .git/, a file, and `link-out`, a symlink to a
 * directory outside it. The run output directory is protected as the runner would protect it.
 */
export function makeWorkspace(): TestWorkspace {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-policy-')));
  const dir = path.join(root, 'ws');
  const outside = path.join(root, 'outside');
  for (const d of [
    dir,
    outside,
    path.join(dir, 'sub'),
    path.join(dir, 'src'),
    path.join(dir, '.git'),
    path.join(dir, '.nightshift/runs/x'),
  ]) {
    mkdirSync(d, { recursive: true });
  }
  writeFileSync(path.join(dir, 'README.md'), '# test\n');
  symlinkSync(outside, path.join(dir, 'link-out'));
  const protectedPaths: ProtectedPaths = {
    entries: [{ path: path.join(dir, '.nightshift/runs/x'), label: 'the run output directory' }],
  };
  return { dir, outside, resolve: (p) => resolvePath(dir, p, protectedPaths) };
}

/** Writes files (workspace-relative path → text) under the workspace, parents created. */
export function plant(ws: TestWorkspace, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(ws.dir, file)), { recursive: true });
    writeFileSync(path.join(ws.dir, file), text);
  }
}

/**
 * execute_command's decision under builtin:standard with every program allowed, so only the file
 * rules decide.
 */
export async function fileRulesOnly(ws: TestWorkspace): Promise<(command: string) => Decision> {
  const analyzer = await createShellAnalyzer();
  const standard = loadPolicy('builtin:standard', ws.dir);
  const policy = { ...standard, command: { ...standard.command, default: 'allow' as const } };
  return (command) =>
    decide(
      {
        tool: 'execute_command',
        group: 'command',
        args: { command },
        access: [{ kind: 'command', command }],
      },
      policy,
      { workspace: ws.dir, analyzer, resolve: ws.resolve },
    );
}
