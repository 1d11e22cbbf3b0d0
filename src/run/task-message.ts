import path from 'node:path';

/** The task as the first user message wraps it; resume checks a log's first message against it. */
export const taskBlock = (prompt: string): string => `<task>\n${prompt.trim()}\n</task>\n\n`;

/** A run's first user message: the task, then where it works. */
export const firstTaskMessage = (prompt: string, workspace: string): string =>
  `${taskBlock(prompt)}Workspace: ${path.basename(workspace)}. Work autonomously; call attempt_completion when done.`;
