import { z } from 'zod';
import type { ModeConfig } from '../../src/config/mode.ts';
import type { ToolCall } from '../../src/model/types.ts';
import { BUILTIN_MODES, toolAllowedInMode } from '../../src/tools/modes.ts';
import { defineTool, type AnyTool } from '../../src/tools/types.ts';
import { RepetitionTracker } from '../../src/validate/repetition.ts';
import type { ValidateContext } from '../../src/validate/validate-call.ts';

const done = () => Promise.resolve({ ok: true, output: '' });

/** Small real tools with the shapes of nightshift's: schemas, groups and declared access. */
export const TOOLS: AnyTool[] = [
  defineTool({
    name: 'read_file',
    group: 'read',
    description: 'Read a file.',
    params: z.strictObject({ path: z.string(), offset: z.number().int().positive().default(1) }),
    access: (a) => [{ kind: 'read', path: a.path }],
    execute: done,
  }),
  defineTool({
    name: 'write_to_file',
    group: 'edit',
    description: 'Write a file.',
    params: z.strictObject({ path: z.string(), content: z.string() }),
    access: (a) => [{ kind: 'edit', path: a.path }],
    execute: done,
  }),
  defineTool({
    name: 'apply_patch',
    group: 'edit',
    description: 'Apply a patch.',
    params: z.strictObject({ patch: z.string() }),
    // Every file the patch adds, deletes, updates or moves to is an edit.
    access: (a) => {
      if (!a.patch.startsWith('*** Begin Patch'))
        throw new Error('the patch must start with "*** Begin Patch"');
      return [...a.patch.matchAll(/^\*\*\* (?:Add File|Delete File|Update File|Move to): (.+)$/gm)].map(
        (m) => ({
          kind: 'edit' as const,
          path: m[1] ?? '',
        }),
      );
    },
    execute: done,
  }),
  defineTool({
    name: 'opaque_edit',
    group: 'edit',
    description: 'An edit tool that does not declare what it edits.',
    params: z.strictObject({}),
    execute: done,
  }),
  defineTool({
    name: 'execute_command',
    group: 'command',
    description: 'Run a command.',
    params: z.strictObject({ command: z.string().min(1) }),
    execute: done,
  }),
  defineTool({
    name: 'attempt_completion',
    group: 'always',
    description: 'Finish.',
    params: z.strictObject({ result: z.string() }),
    execute: done,
  }),
] as AnyTool[];

export const MODES = new Map(BUILTIN_MODES.map((m) => [m.slug, m]));

export function builtin(slug: string): ModeConfig {
  const mode = MODES.get(slug);
  if (!mode) throw new Error(`no mode ${slug}`);
  return mode;
}

/** The context the loop would build for `mode`: its tools, a fresh tracker and the run's modes. */
export function contextFor(mode: ModeConfig, extra: Partial<ValidateContext> = {}): ValidateContext {
  return {
    lookup: (name) => TOOLS.find((t) => t.name === name),
    mode,
    availableToolNames: TOOLS.filter((t) => toolAllowedInMode(mode, t.group)).map((t) => t.name),
    repetition: new RepetitionTracker(3),
    modes: MODES,
    ...extra,
  };
}

let seq = 0;
export const call = (name: string, args: unknown): ToolCall => ({ id: `c${++seq}`, name, args });
