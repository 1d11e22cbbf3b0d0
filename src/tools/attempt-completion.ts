import { z } from 'zod';
import { defineTool } from './types.ts';

export const attemptCompletionTool = defineTool({
  name: 'attempt_completion',
  group: 'always',
  description:
    'Finish the task. Call it once the work is done and verified; `result` is the final summary for the pull request. The run ends after this call.',
  params: z.strictObject({
    result: z
      .string()
      .min(1)
      .describe('What was done, for the reviewer. No questions: no human will answer.'),
  }),
  execute: ({ result }) => Promise.resolve({ ok: true, output: 'Task completed.', completion: result }),
});
