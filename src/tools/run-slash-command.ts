import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as z from '../zod.ts';
import { COMMAND_NAME } from '../config/task.ts';
import { deniedRead } from '../policy/read-denied.ts';
import { refusalsAsResults, resolveInside, ToolInputError } from './fs/confine.ts';
import { statAt } from './fs/opened-at.ts';
import { readRegularFile } from './fs/regular-file.ts';
import { expandCommand, parseCommandFile, type SlashCommand } from './slash-commands/command-file.ts';
import { defineTool, type ToolContext } from './types.ts';

const COMMANDS_DIR = '.roo/commands';

/** A prompt template, not data: `truncate -s 1T .roo/commands/x.md` must not be read whole. */
const MAX_COMMAND_BYTES = 1024 * 1024;

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
  // Its content becomes the result: judged by its name and by where it leads (`x.md -> ../../.env`).
  const denied = deniedRead(ctx.workspace, rel, (r) => !ctx.readable(r));
  if (denied !== undefined)
    throw new ToolInputError(
      denied === rel
        ? `reading ${rel} is denied by the policy's read rules`
        : `reading ${rel} is denied by the policy's read rules: it leads to ${denied}`,
    );
  // The path decided, opened as it is now: a command may have put a link or a FIFO there since.
  const file = readRegularFile(abs, MAX_COMMAND_BYTES, { decided: true });
  if ('size' in file)
    throw new ToolInputError(
      `${rel} is too large for a command file: ${file.size} bytes (at most ${MAX_COMMAND_BYTES})`,
    );
  if (!('bytes' in file)) throw new ToolInputError(`${rel} is not a command file (${file.refused})`);
  try {
    return parseCommandFile(name, file.bytes.toString('utf8'));
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
    if (file.endsWith('.md') && COMMAND_NAME.test(name) && readableCommand(`${COMMANDS_DIR}/${file}`, ctx))
      names.add(name);
  }
  return [...names].sort();
}

/** Offered only if running it would not be refused (a bad path is not offered either). */
function readableCommand(rel: string, ctx: ToolContext): boolean {
  try {
    return deniedRead(ctx.workspace, rel, (r) => !ctx.readable(r)) === undefined;
  } catch {
    return false;
  }
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
