import { z } from 'zod';
import { defineTool } from './types.ts';

export const askFollowupQuestionTool = defineTool({
  name: 'ask_followup_question',
  group: 'always',
  description:
    'Ask a clarifying question. This run is unattended: the answer comes from the policy, not a person, so ask only when you cannot proceed on a stated assumption.',
  params: z.strictObject({
    question: z.string().min(1),
    follow_up: z
      .array(z.string())
      .max(4)
      .default([])
      .describe('Up to 4 suggested answers, most likely first.'),
  }),
  async execute({ question, follow_up }, ctx) {
    const answer = await ctx.run.answerFollowup(question, follow_up);
    if ('fail' in answer) return { ok: false, output: answer.fail };
    return { ok: true, output: `<answer>\n${answer.answer}\n</answer>` };
  },
});
