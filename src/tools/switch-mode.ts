import * as z from '../zod.ts';
import { defineTool } from './types.ts';

export const switchModeTool = defineTool({
  name: 'switch_mode',
  group: 'always',
  description:
    'Switch to another mode (e.g. from architect to code) when the task needs tools this mode lacks.',
  params: z.strictObject({ mode_slug: z.string().min(1), reason: z.string().optional() }),
  async execute({ mode_slug, reason }, ctx) {
    return { ok: true, output: await ctx.run.switchMode(mode_slug, reason) };
  },
});
