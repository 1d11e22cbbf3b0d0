import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_LIMITS } from '../../src/policy/limits.ts';
import type { RunControls, ToolContext } from '../../src/tools/types.ts';
import { testSandbox } from '../support/sandbox.ts';

const unused = (): never => {
  throw new Error('core tools must not use run controls');
};

/** Run controls that fail loudly: file and command tools never steer the run. */
const controls: RunControls = {
  modeSlug: 'code',
  switchMode: unused,
  startSubtask: unused,
  answerFollowup: unused,
  setTodos: unused,
};

export interface TestBed {
  /** Temp directory holding the workspace and things outside it. */
  root: string;
  workspace: string;
  ctx: ToolContext;
  abort: AbortController;
  /** Writes files under the workspace (parents created). */
  write(files: Record<string, string | Buffer>): void;
  cleanup(): Promise<void>;
}

export function testBed(overrides: Partial<ToolContext> = {}): TestBed {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-core-')));
  const workspace = path.join(root, 'ws');
  mkdirSync(workspace);
  const outDir = path.join(root, 'out');
  mkdirSync(outDir);
  const abort = new AbortController();
  const ctx: ToolContext = {
    workspace,
    outDir,
    signal: abort.signal,
    sandbox: testSandbox(),
    commandTimeoutMs: 60_000,
    commandOutputBytes: DEFAULT_LIMITS.max_command_output_bytes,
    readable: () => true,
    redact: (text) => text,
    run: controls,
    ...overrides,
  };
  return {
    root,
    workspace,
    ctx,
    abort,
    write(files) {
      for (const [rel, content] of Object.entries(files)) {
        const file = path.join(workspace, rel);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, content);
      }
    },
    cleanup: async () => {
      await ctx.sandbox.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
