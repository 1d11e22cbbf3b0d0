import * as z from '../zod.ts';

export const scriptToolCallSchema = z.strictObject({
  id: z.string().optional(),
  name: z.string(),
  args: z.unknown().optional(),
  /** Raw argument text sent as-is, to reproduce a model that emits broken JSON. */
  args_json: z.string().optional(),
});

export const scriptTurnSchema = z.strictObject({
  text: z.string().optional(),
  tool_calls: z.array(scriptToolCallSchema).optional(),
  usage: z
    .strictObject({
      input: z.number().int().nonnegative().optional(),
      output: z.number().int().nonnegative().optional(),
      cache_read: z.number().int().nonnegative().optional(),
      cache_write: z.number().int().nonnegative().optional(),
    })
    .optional(),
});

/** A script: one item per assistant turn. */
export const scriptSchema = z.array(scriptTurnSchema);
export type ScriptTurn = z.output<typeof scriptTurnSchema>;
