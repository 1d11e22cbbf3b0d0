import * as z from '../zod.ts';
import { defineTool } from './types.ts';

export const newTaskTool = defineTool({
  name: 'new_task',
  group: 'always',
  description:
    "Delegate a self-contained subtask to a new agent in the given mode. It shares this run's budgets; its completion result is returned to you.",
  params: z.strictObject({
    mode: z.string().min(1).describe('Mode slug for the subtask.'),
    message: z
      .string()
      .min(1)
      .describe('Complete instructions: the subtask sees nothing of this conversation.'),
  }),
  async execute({ mode, message }, ctx) {
    const result = await ctx.run.startSubtask(mode, message);
    return { ok: true, output: `Subtask completed:\n${result}` };
  },
});
