import * as z from '../zod.ts';
import { defineTool, type AnyTool } from './types.ts';

const DESCRIPTION =
  'Finish the task. Call it once the work is done and verified; `result` is the final summary for the pull request. The run ends after this call.';
const result = z
  .string()
  .min(1)
  .describe('What was done, for the reviewer. No questions: no human will answer.');

export const attemptCompletionTool = defineTool({
  name: 'attempt_completion',
  group: 'always',
  description: DESCRIPTION,
  params: z.strictObject({ result }),
  execute: ({ result }) => Promise.resolve({ ok: true, output: 'Task completed.', completion: result }),
});

/**
 * attempt_completion for a task that declares `output.schema`: it also takes `result_json`, shown
 * to the model with that schema. The runner checks it against the schema when the task itself
 * completes (see run/wire.ts); a subtask's completion is text for its parent and may omit it.
 */
export function structuredCompletionTool(schema: Record<string, unknown>): AnyTool {
  const { $schema: _draft, ...resultSchema } = schema;
  const tool = defineTool({
    name: 'attempt_completion',
    group: 'always',
    description: `${DESCRIPTION} This task also needs \`result_json\`: a JSON value matching its schema.`,
    params: z.strictObject({ result, result_json: z.unknown().optional() }),
    execute: ({ result, result_json }) =>
      Promise.resolve({
        ok: true,
        output: 'Task completed.',
        completion: result,
        ...(result_json !== undefined ? { resultJson: result_json } : {}),
      }),
  });
  // The definition the model sees carries the task's schema itself, not `unknown`.
  const { $schema: _zodDraft, ...resultParam } = z.toJSONSchema(result);
  const inputSchema = {
    type: 'object',
    properties: {
      result: resultParam,
      result_json: { ...resultSchema, description: 'The structured result; required for the task.' },
    },
    required: ['result', 'result_json'],
    additionalProperties: false,
  };
  return Object.assign(tool as AnyTool, { inputSchema });
}
