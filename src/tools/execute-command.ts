import * as z from '../zod.ts';
import { describeExit, exitCause } from './command/describe-exit.ts';
import { readHeadTail } from './command/head-tail.ts';
import { runCommand } from './command/run.ts';
import { openNextCommandLog } from './command/store.ts';
import { refusalsAsResults, resolveInside, statOrUndefined, ToolInputError } from './fs/confine.ts';
import { MAX_TOOL_OUTPUT_BYTES } from './truncate.ts';
import { defineTool } from './types.ts';

export const executeCommandTool = defineTool({
  name: 'execute_command',
  group: 'command',
  description:
    'Run a shell command (non-interactive, no stdin) and get its exit code and combined stdout+stderr. Background processes are killed when it ends.',
  params: z.strictObject({
    command: z.string().min(1).describe('Shell command line, e.g. "npm test".'),
    cwd: z
      .string()
      .optional()
      .describe('Working directory relative to the workspace root (default: the root).'),
  }),
  access: ({ command, cwd }) => [{ kind: 'command', command, ...(cwd !== undefined ? { cwd } : {}) }],
  execute: ({ command, cwd = '.' }, ctx) =>
    refusalsAsResults(async () => {
      if (command.includes('\0'))
        throw new ToolInputError('the command contains a NUL byte, which no shell accepts');
      const dir = resolveInside(ctx.workspace, cwd);
      if (!statOrUndefined(dir.abs)?.isDirectory())
        throw new ToolInputError(`cwd ${dir.rel} is not a directory`);
      const log = openNextCommandLog(ctx.outDir, ctx.redactor);
      let exit;
      try {
        exit = await runCommand({
          command,
          cwd: dir.abs,
          sandbox: ctx.sandbox,
          timeoutMs: ctx.commandTimeoutMs,
          signal: ctx.signal,
          outputFd: log.fd,
        });
      } finally {
        log.seal();
      }
      const hint = `read_command_output with id ${log.id} pages or searches the full output`;
      const out = readHeadTail(log.file, MAX_TOOL_OUTPUT_BYTES, hint);
      const notice = ctx.sandbox.noticeOnce();
      const network = ctx.sandbox.takeNetworkEvents();
      const denied = network.filter((n) => n.decision === 'deny').length;
      const ended = describeExit(exit, ctx.commandTimeoutMs);
      const header = `${ended}\nOutput (id ${log.id}, ${out.size} bytes):`;
      return {
        ok: exit.exitCode === 0,
        output: ctx.redact(`${notice ? `${notice}\n` : ''}${header}\n${out.size ? out.text : '(no output)'}`),
        // The same command printing the same output is the same result, whatever its log id.
        fingerprint: `${ended}\n${out.size}\n${out.text.replace(hint, '')}`,
        sandbox: {
          backend: ctx.sandbox.backend,
          exit_cause: exitCause(exit),
          ...(denied ? { network_denied: denied } : {}),
        },
        ...(network.length ? { network } : {}),
      };
    }),
});
