import { refusalsAsResults, resolveInside, ToolInputError } from '../fs/confine.ts';
import { statAt } from '../fs/opened-at.ts';
import { MAX_TOOL_OUTPUT_BYTES } from '../truncate.ts';
import type { ToolContext, ToolResult } from '../types.ts';
import { describeExit, exitCause } from './describe-exit.ts';
import { readHeadTail } from './head-tail.ts';
import { runLogged } from './logged-run.ts';

/**
 * Runs a decided shell line in the sandbox from `cwd` (workspace-relative) and reports it to the
 * model: exit, output head and tail, the id its full output is kept under, the network attempts.
 * execute_command and custom tools both end here, so they run and report commands alike.
 */
export const runShellForTool = (command: string, cwd: string, ctx: ToolContext): Promise<ToolResult> =>
  refusalsAsResults(async () => {
    if (command.includes('\0'))
      throw new ToolInputError('the command contains a NUL byte, which no shell accepts');
    const dir = resolveInside(ctx.workspace, cwd);
    if (!statAt(dir.abs)?.isDirectory()) throw new ToolInputError(`cwd ${dir.rel} is not a directory`);
    const { exit, ...log } = await runLogged({
      command,
      cwd: dir.abs,
      sandbox: ctx.sandbox,
      timeoutMs: ctx.commandTimeoutMs,
      signal: ctx.signal,
      outDir: ctx.outDir,
      redactor: ctx.redactor,
      maxOutputBytes: ctx.commandOutputBytes,
    });
    const hint = `read_command_output with id ${log.id} pages or searches the full output`;
    const out = readHeadTail(log.file, MAX_TOOL_OUTPUT_BYTES, hint);
    const notice = ctx.sandbox.noticeOnce();
    const network = ctx.sandbox.takeNetworkEvents();
    const denied = network.filter((n) => n.decision === 'deny').length;
    const ended = describeExit(exit, {
      timeoutMs: ctx.commandTimeoutMs,
      outputBytes: ctx.commandOutputBytes,
    });
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
  });
