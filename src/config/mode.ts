import * as z from '../zod.ts';
import { TOOL_GROUPS } from '../tools/types.ts';

/** Group names as written (Roo Code's, so a `.roomodes` loads unchanged). */
export const GROUP_NAMES = TOOL_GROUPS;
const groupName = z.enum(GROUP_NAMES);

const fileRegexSchema = z.string().superRefine((pattern, ctx) => {
  try {
    new RegExp(pattern);
  } catch (err) {
    ctx.addIssue({
      code: 'custom',
      message: `fileRegex is not a valid regular expression: ${(err as Error).message}`,
    });
  }
});

const groupOptionsSchema = z.strictObject({
  fileRegex: fileRegexSchema.optional(),
  description: z.string().optional(),
});

export const groupEntrySchema = z.union([
  groupName,
  z.tuple([groupName, groupOptionsSchema]).superRefine(([group, options], ctx) => {
    // Only edits are restricted by fileRegex; accepting it elsewhere would promise a restriction
    // that is never enforced.
    if (options.fileRegex !== undefined && group !== 'edit') {
      ctx.addIssue({
        code: 'custom',
        path: [1, 'fileRegex'],
        message: `fileRegex applies only to the edit group, not "${group}"`,
      });
    }
  }),
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

/** A list of modes in one file: slugs must be unique within it. */
export const modeListSchema = z.array(modeSchema).superRefine((modes, ctx) => {
  const seen = new Map<string, number>();
  modes.forEach((mode, i) => {
    const first = seen.get(mode.slug);
    if (first !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'slug'],
        message: `duplicate mode slug "${mode.slug}" (first defined at item ${first})`,
      });
    } else seen.set(mode.slug, i);
  });
});

/** `.roomodes` in a workspace (YAML or JSON), as Roo Code writes it. */
export const roomodesSchema = z.strictObject({ customModes: modeListSchema });

export type ModeConfig = z.output<typeof modeSchema>;
export type GroupEntry = z.output<typeof groupEntrySchema>;
