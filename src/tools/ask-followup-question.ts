import * as z from '../zod.ts';
import { followUpParam } from './followup-suggestions.ts';
import { defineTool } from './types.ts';

export const askFollowupQuestionTool = defineTool({
  name: 'ask_followup_question',
  group: 'always',
  description:
    'Ask a clarifying question. This run is unattended: the answer comes from the policy, not a person, so ask only when you cannot proceed on a stated assumption.',
  params: z.strictObject({
    question: z.string().min(1),
    follow_up: followUpParam.describe('Up to 4 suggested answers, most likely first.'),
  }),
  async execute({ question, follow_up }, ctx) {
    const answer = await ctx.run.answerFollowup(
      question,
      follow_up.map((s) => s.text),
    );
    if ('fail' in answer) return { ok: false, output: answer.fail };
    // Picking a suggestion never switches modes: that is a switch_mode call, which the policy decides.
    const picked = follow_up[0];
    const mode =
      picked?.mode && picked.text === answer.answer && picked.mode !== ctx.run.modeSlug
        ? `\nThe answer names mode "${picked.mode}"; the mode was not switched. Call switch_mode to change it.`
        : '';
    return { ok: true, output: `<answer>\n${answer.answer}\n</answer>${mode}` };
  },
});
