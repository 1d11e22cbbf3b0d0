import { existsSync } from 'node:fs';
import { readAuditLog } from '../../audit/read.ts';
import { scriptFromAudit } from '../../audit/replay.ts';
import { ConfigError } from '../../config/errors.ts';
import { ScriptProvider } from '../../model/script.ts';
import { parse } from '../args.ts';
import { runOptions, runWithTerminal } from './run.ts';

/**
 * `nightshift replay AUDIT.jsonl`: runs the recorded task again, offline, with the recorded model
 * turns as a script. The policy is the one recorded; --policy may override it.
 */
export async function replayCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, runOptions, { min: 1, max: 1 });
  const events = readAuditLog(positionals[0] ?? '');
  const started = events.find((e) => e.type === 'run.started') as Record<string, unknown> | undefined;
  if (!started) throw new ConfigError(`${positionals[0]}: no run.started event`);
  const firstRequest = events.find((e) => e.type === 'model.request') as
    { messages?: { content?: string }[] } | undefined;
  const taskFile =
    typeof started.task_file === 'string' && existsSync(started.task_file) ? started.task_file : undefined;
  const prompt = unwrapTask(firstRequest?.messages?.[0]?.content ?? '');
  const policy = values.policy ?? (started.policy as { source?: string } | undefined)?.source;
  const result = await runWithTerminal(
    {
      ...(taskFile
        ? { taskFile }
        : { inlineTask: { title: String(started.title), prompt, mode: String(started.mode) } }),
      workspace: values.workspace ?? String(started.workspace),
      ...(policy ? { policy } : {}),
      outDir: values.out,
      pr: !values['no-pr'],
      provider: new ScriptProvider(scriptFromAudit(events), `replay of ${started.run_id as string}`),
    },
    { json: values.json, quiet: values.quiet },
  );
  return result.exitCode;
}

/** The first user message wraps the prompt in <task> tags (see run/wire.ts). */
const unwrapTask = (message: string) => /<task>\n([\s\S]*?)\n<\/task>/.exec(message)?.[1] ?? message;
