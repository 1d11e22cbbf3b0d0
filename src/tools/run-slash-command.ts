import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from '../zod.ts';
import { COMMAND_NAME } from '../config/task.ts';
import { refusalsAsResults, resolveInside, ToolInputError } from './fs/confine.ts';
import { statAt } from './fs/opened-at.ts';
import { expandCommand, parseCommandFile, type SlashCommand } from './slash-commands/command-file.ts';
import { defineTool, type ToolContext } from './types.ts';

const COMMANDS_DIR = '.roo/commands';

/** The command by name: the task's own first, then `.roo/commands/NAME.md` if the policy lets it be read. */
function findCommand(name: string, ctx: ToolContext): SlashCommand | undefined {
  const own = ctx.commands?.[name];
  if (own)
    return {
      name,
      ...(own.description ? { description: own.description } : {}),
      ...(own.argument_hint ? { argumentHint: own.argument_hint } : {}),
      content: own.prompt,
      source: 'task',
    };
  const rel = `${COMMANDS_DIR}/${name}.md`;
  // Resolving refuses a .roo/commands (or file) that links out of the workspace.
  const { abs } = resolveInside(ctx.workspace, rel);
  if (!statAt(abs)?.isFile()) return undefined;
  if (!ctx.readable(rel)) throw new ToolInputError(`reading ${rel} is denied by the policy's read rules`);
  try {
    return parseCommandFile(name, readFileSync(abs, 'utf8'));
  } catch (err) {
    throw new ToolInputError(`${rel} is not a valid command file: ${(err as Error).message}`, { cause: err });
  }
}

/** Every command name the model could run: the task's and the readable `.roo/commands` files. */
function availableNames(ctx: ToolContext): string[] {
  const names = new Set(Object.keys(ctx.commands ?? {}));
  let files: string[] = [];
  try {
    files = readdirSync(path.join(ctx.workspace, COMMANDS_DIR));
  } catch {
    // No .roo/commands directory: only the task's commands.
  }
  for (const file of files) {
    const name = file.slice(0, -'.md'.length);
    if (file.endsWith('.md') && COMMAND_NAME.test(name) && ctx.readable(`${COMMANDS_DIR}/${file}`))
      names.add(name);
  }
  return [...names].sort();
}

export const runSlashCommandTool = defineTool({
  name: 'run_slash_command',
  group: 'always',
  description:
    "Run a slash command: a predefined prompt template from the task's commands or the workspace's .roo/commands/NAME.md. Returns the command's instructions (with the arguments filled in) for you to follow.",
  params: z.strictObject({
    command: z.string().describe('The command name without the slash, e.g. "review".'),
    args: z.string().optional().describe('Arguments or context for the command.'),
  }),
  execute: ({ command, args }, ctx) =>
    refusalsAsResults(() => {
      const name = command.replace(/^\//, '');
      if (!COMMAND_NAME.test(name))
        throw new ToolInputError(`"${name}" is not a command name (lower-case letters, digits, _ and -)`);
      const found = findCommand(name, ctx);
      if (!found) {
        const names = availableNames(ctx);
        throw new ToolInputError(
          `command "${name}" not found. Available commands: ${names.length ? names.join(', ') : '(none)'}`,
        );
      }
      return { ok: true, output: expandCommand(found, args?.trim() || undefined) };
    }),
});
