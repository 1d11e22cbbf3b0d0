import { describe, expect, it } from 'vitest';
import { askFollowupQuestionTool } from '../../src/tools/ask-followup-question.ts';
import type { RunControls, ToolContext } from '../../src/tools/types.ts';
import { checkParams } from '../../src/validate/params.ts';

/** Parses arguments as the pipeline does (the tool's own schema) and returns the suggestions. */
function suggestions(args: unknown) {
  const checked = checkParams(askFollowupQuestionTool, { id: 'c1', name: 'ask_followup_question', args });
  if (!checked.ok) throw new Error(checked.message);
  return (checked.args as { follow_up: unknown }).follow_up;
}

const paramsError = (args: unknown) => {
  const checked = checkParams(askFollowupQuestionTool, { id: 'c1', name: 'ask_followup_question', args });
  return checked.ok ? undefined : checked.message;
};

/** Run controls whose answer is the first suggestion, as policy `followup.answer: first_suggestion`. */
function firstSuggestion(modeSlug: string): { ctx: ToolContext; asked: string[][] } {
  const asked: string[][] = [];
  const run = {
    modeSlug,
    answerFollowup: (_q: string, list: string[]) => {
      asked.push(list);
      return Promise.resolve({ answer: list[0] ?? 'No human is available.' });
    },
  } as unknown as RunControls;
  return { ctx: { run } as ToolContext, asked };
}

describe('ask_followup_question suggestions', () => {
  it("accepts Roo Code's native {text, mode} objects, with mode null or a slug", () => {
    expect(
      suggestions({
        question: 'What is the path to the frontend-config.json file?',
        follow_up: [
          { text: './src/frontend-config.json', mode: null },
          { text: './config/frontend-config.json', mode: null },
        ],
      }),
    ).toEqual([{ text: './src/frontend-config.json' }, { text: './config/frontend-config.json' }]);
    expect(
      suggestions({
        question: 'Would you like me to implement this feature?',
        follow_up: [
          { text: 'Yes, implement it now', mode: 'code' },
          { text: 'No, just plan it out', mode: 'architect' },
        ],
      }),
    ).toEqual([
      { text: 'Yes, implement it now', mode: 'code' },
      { text: 'No, just plan it out', mode: 'architect' },
    ]);
  });

  it('accepts plain strings, a mix, and no suggestions at all', () => {
    expect(suggestions({ question: 'Tabs or spaces?', follow_up: ['tabs', 'spaces'] })).toEqual([
      { text: 'tabs' },
      { text: 'spaces' },
    ]);
    expect(suggestions({ question: 'Q?', follow_up: ['a', { text: 'b' }] })).toEqual([
      { text: 'a' },
      { text: 'b' },
    ]);
    expect(suggestions({ question: 'Q?' })).toEqual([]);
  });

  it("accepts Roo Code's XML <suggest> form sent as one string, with or without <follow_up>", () => {
    expect(
      suggestions({
        question: 'Which test runner?',
        follow_up:
          '<suggest>Use vitest</suggest>\n<suggest mode="architect">Plan the migration first</suggest>',
      }),
    ).toEqual([{ text: 'Use vitest' }, { text: 'Plan the migration first', mode: 'architect' }]);
    expect(
      suggestions({
        question: 'Which file?',
        follow_up:
          "<follow_up>\n  <suggest>\n    src/a.ts\n  </suggest>\n  <suggest mode='code'>src/b.ts</suggest>\n</follow_up>",
      }),
    ).toEqual([{ text: 'src/a.ts' }, { text: 'src/b.ts', mode: 'code' }]);
  });

  it('refuses what is none of these, naming the parameter', () => {
    expect(paramsError({ question: 'Q?', follow_up: 'tabs or spaces' })).toMatch(/follow_up/);
    expect(paramsError({ question: 'Q?', follow_up: '<suggest>a</suggest> and more text' })).toMatch(
      /follow_up/,
    );
    expect(paramsError({ question: 'Q?', follow_up: [{ answer: 'a' }] })).toMatch(/follow_up/);
    expect(paramsError({ question: 'Q?', follow_up: [{ text: 'a', mode: 3 }] })).toMatch(/follow_up/);
    expect(paramsError({ question: 'Q?', follow_up: ['a', 'b', 'c', 'd', 'e'] })).toMatch(/follow_up/);
  });

  it('passes the texts to the policy and says a suggested mode was not switched to', async () => {
    const { ctx, asked } = firstSuggestion('ask');
    const args = suggestions({
      question: 'Implement it?',
      follow_up: [{ text: 'Yes, implement it now', mode: 'code' }, 'No'],
    });
    const result = await askFollowupQuestionTool.execute(
      { question: 'Implement it?', follow_up: args as never },
      ctx,
    );
    expect(asked).toEqual([['Yes, implement it now', 'No']]);
    expect(result).toEqual({
      ok: true,
      output:
        '<answer>\nYes, implement it now\n</answer>\nThe answer names mode "code"; the mode was not switched. Call switch_mode to change it.',
    });
    const same = await askFollowupQuestionTool.execute(
      { question: 'Implement it?', follow_up: args as never },
      firstSuggestion('code').ctx,
    );
    expect(same.output).toBe('<answer>\nYes, implement it now\n</answer>');
  });
});
