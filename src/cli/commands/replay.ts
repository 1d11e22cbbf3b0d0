import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readAuditLog } from '../../audit/read.ts';
import { scriptFromAudit } from '../../audit/replay.ts';
import { ConfigError } from '../../config/errors.ts';
import { ScriptProvider } from '../../model/script.ts';
import { parse } from '../args.ts';
import { readingFile } from '../errors.ts';
import { COMMANDS } from '../spec.ts';
import { runWithTerminal } from './run.ts';
import { printErr } from '../output.ts';

/**
 * `nightshift replay AUDIT.jsonl`: runs the recorded task again, offline, with the recorded model
 * turns as a script. A log is input like any other — it may come from someone else, or have
 * been edited — so it supplies only the prompt, the mode and the model's turns: never the policy
 * (the current one: --policy, or builtin:standard), the task file, or the workspace (a fresh copy
 * of the current directory, or --workspace DIR), and nothing is committed, pushed or opened.
 */
export async function replayCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, COMMANDS.replay);
  const file = positionals[0] ?? '';
  const events = readingFile(file, () => readAuditLog(file));
  const started = events.find((e) => e.type === 'run.started') as Record<string, unknown> | undefined;
  if (!started) throw new ConfigError(`${file}: no run.started event`);
  const firstRequest = events.find((e) => e.type === 'model.request') as
    { messages?: { content?: string }[] } | undefined;
  const prompt = unwrapTask(firstRequest?.messages?.[0]?.content ?? '');
  const workspace = values.workspace ?? freshCopy(process.cwd());
  if (!values.quiet) {
    printErr(
      values.workspace
        ? `replay: workspace ${path.resolve(workspace)} (as given); nothing will be committed, pushed or opened as a pull request\n`
        : `replay: workspace is a fresh copy of ${process.cwd()} at ${workspace} (give --workspace DIR to use DIR itself); nothing will be committed, pushed or opened as a pull request\n`,
    );
  }
  const result = await runWithTerminal(
    {
      inlineTask: { title: String(started.title), prompt, mode: String(started.mode) },
      workspace,
      policy: values.policy ?? 'builtin:standard',
      outDir: values.out,
      deliver: false,
      provider: new ScriptProvider(scriptFromAudit(events), `replay of ${started.run_id as string}`),
    },
    { json: values.json, quiet: values.quiet },
  );
  return result.exitCode;
}

/** A copy of `dir` in a new temporary directory, run artifacts (.nightshift/) left out. */
function freshCopy(dir: string): string {
  const copy = path.join(
    mkdtempSync(path.join(tmpdir(), 'nightshift-replay-')),
    path.basename(dir) || 'workspace',
  );
  const artifacts = path.join(dir, '.nightshift');
  cpSync(dir, copy, { recursive: true, verbatimSymlinks: true, filter: (src) => src !== artifacts });
  return copy;
}

/** The first user message wraps the prompt in <task> tags (see run/wire.ts). */
const unwrapTask = (message: string) => /<task>\n([\s\S]*?)\n<\/task>/.exec(message)?.[1] ?? message;
