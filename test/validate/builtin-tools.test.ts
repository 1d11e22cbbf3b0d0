import { describe, expect, it } from 'vitest';
import { BUILTIN_MODES, toolAllowedInMode } from '../../src/tools/modes.ts';
import { BUILTIN_TOOLS } from '../../src/tools/registry.ts';
import { RepetitionTracker } from '../../src/validate/repetition.ts';
import { validateCall, type ValidateContext } from '../../src/validate/validate-call.ts';

const modes = new Map(BUILTIN_MODES.map((m) => [m.slug, m]));
const context = (slug: string): ValidateContext => {
  const mode = modes.get(slug);
  if (!mode) throw new Error(slug);
  return {
    lookup: (name) => BUILTIN_TOOLS.find((t) => t.name === name),
    mode,
    availableToolNames: BUILTIN_TOOLS.filter((t) => toolAllowedInMode(mode, t.group)).map((t) => t.name),
    repetition: new RepetitionTracker(3),
    modes,
  };
};

/** Minimal valid arguments for every built-in edit tool, editing `path`. */
const editCalls = (path: string): [string, Record<string, unknown>][] => [
  ['apply_diff', { path, diff: '<<<<<<< SEARCH\na\n=======\nb\n>>>>>>> REPLACE' }],
  ['edit', { path, old_string: 'a', new_string: 'b' }],
  ['write_to_file', { path, content: '' }],
  ['insert_content', { path, line: 0, content: 'x' }],
  ['search_and_replace', { path, search: 'a', replace: 'b' }],
  ['apply_patch', { input: `*** Begin Patch\n*** Update File: ${path}\n@@\n-a\n+b\n*** End Patch` }],
];

describe('the built-in tools through the pipeline', () => {
  it('holds every built-in edit tool to the architect restriction', () => {
    for (const [name, args] of editCalls('src/app.ts')) {
      expect(validateCall({ id: '1', name, args }, context('architect')), name).toMatchObject({
        ok: false,
        stage: 'file_restriction',
      });
    }
    for (const [name, args] of editCalls('docs/plan.md')) {
      expect(validateCall({ id: '1', name, args }, context('architect')), name).toMatchObject({ ok: true });
    }
  });

  it('checks the destination of an apply_patch move', () => {
    const input = '*** Begin Patch\n*** Update File: notes.md\n*** Move to: src/notes.ts\n*** End Patch';
    const result = validateCall({ id: '1', name: 'apply_patch', args: { input } }, context('architect'));
    expect(result).toMatchObject({ ok: false, stage: 'file_restriction' });
    expect(!result.ok && result.message).toContain('"src/notes.ts"');
  });

  it('offers the orchestrator only the tools every mode has', () => {
    expect(context('orchestrator').availableToolNames).toEqual([
      'attempt_completion',
      'ask_followup_question',
      'switch_mode',
      'new_task',
      'update_todo_list',
      'run_slash_command',
    ]);
  });
});

describe('the browser group', () => {
  const browserMode = (source: string) => ({
    slug: 'web',
    name: 'Web',
    roleDefinition: 'r',
    groups: ['read' as const, 'browser' as const],
    source,
  });

  it('is in no built-in mode', () => {
    for (const mode of BUILTIN_MODES) expect(toolAllowedInMode(mode, 'browser'), mode.slug).toBe(false);
    expect(context('code').availableToolNames).not.toContain('browser_action');
  });

  it('is granted by a mode the task declares, never by a repository .roomodes', () => {
    expect(toolAllowedInMode(browserMode('task'), 'browser')).toBe(true);
    expect(toolAllowedInMode(browserMode('project'), 'browser')).toBe(false);
    expect(toolAllowedInMode(browserMode('project'), 'read')).toBe(true);
  });
});
