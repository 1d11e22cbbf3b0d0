import * as z from '../zod.ts';

/** One suggested answer to ask_followup_question, in nightshift's shape. */
export interface Suggestion {
  text: string;
  /** The mode Roo Code would switch to when this answer is picked. */
  mode?: string;
}

const SUGGEST = /<suggest(?:\s+mode\s*=\s*(?:"([^"]*)"|'([^']*)'))?\s*>([\s\S]*?)<\/suggest>/g;
const WRAPPER = /<\/?follow_up>/g;

/**
 * Roo Code's XML form, `<suggest>a</suggest><suggest mode="code">b</suggest>` (optionally inside
 * `<follow_up>`), which models trained on its prompts send as one string, as a list of suggestions.
 * Anything else is returned unchanged for the schema to judge.
 */
export function suggestTags(value: unknown): unknown {
  if (typeof value !== 'string' || !value.includes('<suggest')) return value;
  const found = [...value.matchAll(SUGGEST)];
  if (value.replace(SUGGEST, '').replace(WRAPPER, '').trim() !== '') return value;
  return found.map(([, double, single, text = '']) => {
    const mode = double ?? single;
    return mode ? { text: text.trim(), mode } : text.trim();
  });
}

/**
 * `follow_up`: up to 4 suggestions, each a string or Roo Code's `{text, mode}` object (mode may be
 * null), or the `<suggest>` string above; normalized to Suggestion objects.
 */
export const followUpParam = z
  .preprocess(
    suggestTags,
    z
      .array(
        z.union([
          z.string(),
          z.strictObject({
            text: z.string(),
            mode: z
              .string()
              .nullable()
              .optional()
              .describe('A mode this answer would suit; answering never switches modes.'),
          }),
        ]),
      )
      .max(4)
      .default([]),
  )
  .transform((list): Suggestion[] =>
    list.map((s) =>
      typeof s === 'string' ? { text: s } : { text: s.text, ...(s.mode ? { mode: s.mode } : {}) },
    ),
  );
