import * as z from '../zod.ts';
import { runShellForTool } from './command/shell-result.ts';
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
  execute: ({ command, cwd = '.' }, ctx) => runShellForTool(command, cwd, ctx),
});
