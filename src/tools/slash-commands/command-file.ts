import { parse } from 'yaml';

/** A slash command: a named prompt template (Roo Code's `.roo/commands/NAME.md`). */
export interface SlashCommand {
  name: string;
  description?: string;
  argumentHint?: string;
  content: string;
  /** `project` for `.roo/commands`, `task` for the task file's `commands`. */
  source: 'project' | 'task';
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * A `.roo/commands` file: optional YAML front matter (`description`, `argument-hint`; other keys,
 * such as Roo Code's `mode`, are ignored) and the Markdown body, the command's content.
 * Throws an Error naming the problem when the front matter is not a YAML mapping of strings.
 */
export function parseCommandFile(name: string, text: string): SlashCommand {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { name, content: text.trim(), source: 'project' };
  let meta: unknown;
  try {
    meta = parse(match[1]!) ?? {};
  } catch (err) {
    throw new Error(`its front matter is not valid YAML: ${(err as Error).message.split('\n')[0]}`, {
      cause: err,
    });
  }
  if (typeof meta !== 'object' || Array.isArray(meta))
    throw new Error('its front matter is not a YAML mapping');
  const field = (key: string): string | undefined => {
    const value = (meta as Record<string, unknown>)[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw new Error(`its front matter's ${key} is not a string`);
    return value.trim() || undefined;
  };
  const description = field('description');
  const argumentHint = field('argument-hint');
  return {
    name,
    ...(description ? { description } : {}),
    ...(argumentHint ? { argumentHint } : {}),
    content: text.slice(match[0].length).trim(),
    source: 'project',
  };
}

/**
 * The tool result, in Roo Code's shape (header lines, then the content). `$ARGUMENTS` in the
 * content, the placeholder command files shared with Claude Code use, becomes the arguments.
 */
export function expandCommand(command: SlashCommand, args: string | undefined): string {
  const lines = [`Command: /${command.name}`];
  if (command.description) lines.push(`Description: ${command.description}`);
  if (command.argumentHint) lines.push(`Argument hint: ${command.argumentHint}`);
  if (args) lines.push(`Provided arguments: ${args}`);
  lines.push(`Source: ${command.source}`);
  const content = command.content.replaceAll('$ARGUMENTS', args ?? '');
  return `${lines.join('\n')}\n\n--- Command Content ---\n\n${content}`;
}
