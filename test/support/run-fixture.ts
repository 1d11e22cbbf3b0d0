import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLI = path.join(ROOT, 'src/cli/main.ts');

/** A temp dir with a git repository `ws/` (one commit) and the task/script/policy files beside it. */
export interface Fixture {
  dir: string;
  workspace: string;
  taskFile: string;
  git(...args: string[]): string;
  /** Events of the run's audit log, parsed. */
  events(auditLog: string): Record<string, unknown>[];
}

export function makeFixture(options: {
  files?: Record<string, string>;
  /** Symbolic links, by workspace path, to the target each holds; committed with the files. */
  links?: Record<string, string>;
  fromExample?: boolean;
  task?: Record<string, unknown>;
  script?: unknown[];
  policy?: Record<string, unknown>;
}): Fixture {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-run-'));
  const workspace = path.join(dir, 'ws');
  if (options.fromExample) cpSync(path.join(ROOT, 'examples/demo'), workspace, { recursive: true });
  for (const [file, text] of Object.entries(options.files ?? {})) {
    mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
    writeFileSync(path.join(workspace, file), text);
  }
  mkdirSync(workspace, { recursive: true });
  for (const [link, target] of Object.entries(options.links ?? {})) {
    mkdirSync(path.dirname(path.join(workspace, link)), { recursive: true });
    symlinkSync(target, path.join(workspace, link));
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd: workspace,
      encoding: 'utf8',
    });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('commit', '--quiet', '--allow-empty', '-m', 'initial');
  if (options.policy)
    writeFileSync(path.join(dir, 'policy.yaml'), stringify({ version: 1, ...options.policy }));
  writeFileSync(path.join(dir, 'script.yaml'), stringify(options.script ?? []));
  const taskFile = path.join(dir, 'task.yaml');
  writeFileSync(
    taskFile,
    stringify({
      version: 1,
      title: 'Test task',
      prompt: 'Do the thing.',
      workspace: 'ws',
      model: { provider: 'script', script: 'script.yaml' },
      ...(options.policy ? { policy: 'policy.yaml' } : {}),
      ...options.task,
    }),
  );
  return {
    dir,
    workspace,
    taskFile,
    git,
    events: (auditLog) =>
      readFileSync(auditLog, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

export const call = (name: string, args: Record<string, unknown>) => ({ tool_calls: [{ name, args }] });
export const complete = (result = 'done') => call('attempt_completion', { result });
