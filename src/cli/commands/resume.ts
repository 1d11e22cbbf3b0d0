import { parseDuration } from '../../config/duration.ts';
import { parse } from '../args.ts';
import { UsageError } from '../errors.ts';
import { COMMANDS } from '../spec.ts';
import { runWithTerminal } from './run.ts';

/**
 * `nightshift resume AUDIT.jsonl TASK.yaml`: runTask() continuing the logged run. The task file
 * is the caller's, never the one the log names (a log could name any file, and with it a policy
 * or MCP servers to start); the error for a missing one says which file the log names.
 */
export async function resumeCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, COMMANDS.resume);
  const [log = '', taskFile] = positionals;
  if (taskFile === undefined)
    throw new UsageError(
      `resume: missing TASK.yaml: give the task file to resume with (a log never chooses the task, its policy or its MCP servers); see nightshift resume --help`,
    );
  const limits = {
    ...(values['max-turns'] !== undefined
      ? { max_turns: positive(values['max-turns'], '--max-turns', true) }
      : {}),
    ...(values['max-cost-usd'] !== undefined
      ? { max_cost_usd: positive(values['max-cost-usd'], '--max-cost-usd', false) }
      : {}),
    ...(values.timeout !== undefined ? { timeout: duration(values.timeout) } : {}),
  };
  const result = await runWithTerminal(
    {
      taskFile,
      resumeFrom: log,
      policy: values.policy,
      workspace: values.workspace,
      outDir: values.out,
      model: values.model,
      pr: !values['no-pr'],
      limits,
    },
    { json: values.json, quiet: values.quiet },
  );
  return result.exitCode;
}

function positive(value: string, flag: string, integer: boolean): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n)))
    throw new UsageError(
      `resume: ${flag} needs a positive ${integer ? 'integer' : 'number'}, got "${value}"`,
    );
  return n;
}

function duration(value: string): number {
  const ms = parseDuration(value);
  if (ms === undefined || ms <= 0)
    throw new UsageError(`resume: --timeout needs a duration such as 90s, 20m or 1h, got "${value}"`);
  return ms;
}
