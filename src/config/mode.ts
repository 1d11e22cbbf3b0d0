import { z } from 'zod';
import { TOOL_GROUPS } from '../tools/types.ts';

const groupName = z.enum(TOOL_GROUPS);

export const groupEntrySchema = z.union([
  groupName,
  z.tuple([groupName, z.strictObject({ fileRegex: z.string().optional(), description: z.string().optional() })]),
]);

/** A mode as in Roo Code's .roomodes (and the task file's `modes`). */
export const modeSchema = z.strictObject({
  slug: z.string().regex(/^[a-zA-Z0-9-]+$/, 'expected letters, digits and dashes'),
  name: z.string().min(1),
  roleDefinition: z.string().min(1),
  whenToUse: z.string().optional(),
  description: z.string().optional(),
  customInstructions: z.string().optional(),
  groups: z.array(groupEntrySchema),
  source: z.string().optional(),
});

export type ModeConfig = z.output<typeof modeSchema>;
export type GroupEntry = z.output<typeof groupEntrySchema>;
