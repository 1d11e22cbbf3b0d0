import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ModeConfig } from '../../src/config/mode.ts';
import { validateCall } from '../../src/validate/validate-call.ts';
import { builtin, call, contextFor } from './fixtures.ts';

const architect = builtin('architect');
const validate = (name: string, args: unknown, extra = {}) =>
  validateCall(call(name, args), contextFor(architect, extra));
const patch = (...lines: string[]) => ({ patch: ['*** Begin Patch', ...lines, '*** End Patch'].join('\n') });

describe('file restriction stage', () => {
  it('names the mode, the pattern, its description and the path', () => {
    expect(validate('write_to_file', { path: 'src/app.ts', content: 'x' })).toEqual({
      ok: false,
      stage: 'file_restriction',
      message:
        'write_to_file may not edit "src/app.ts" in Architect mode ("architect"): this mode may only edit files matching /\\.md$/ (Markdown files only). Edit a file that matches, or switch_mode to a mode that may edit any file (code, debug).',
    });
    expect(validate('write_to_file', { path: 'docs/plan.md', content: 'x' })).toMatchObject({ ok: true });
  });

  it('checks every file a patch touches: add, delete, update and move targets', () => {
    expect(validate('apply_patch', patch('*** Add File: a.md', '+x', '*** Update File: b.md'))).toMatchObject(
      { ok: true },
    );
    for (const target of ['*** Add File: x.ts', '*** Delete File: x.ts', '*** Update File: x.ts']) {
      const result = validate('apply_patch', patch('*** Add File: ok.md', '+x', target));
      expect(result).toMatchObject({ ok: false, stage: 'file_restriction' });
      expect(!result.ok && result.message).toContain('"x.ts"');
    }
    const moved = validate('apply_patch', patch('*** Update File: notes.md', '*** Move to: src/x.ts'));
    expect(!moved.ok && moved.message).toContain('may not edit "src/x.ts"');
  });

  it('is not bypassed by an empty payload', () => {
    expect(validate('write_to_file', { path: 'src/app.ts', content: '' })).toMatchObject({
      stage: 'file_restriction',
    });
    expect(validate('apply_patch', patch('*** Update File: src/app.ts'))).toMatchObject({
      stage: 'file_restriction',
    });
  });

  it('folds ./ and .. before matching, so a path cannot pretend to be Markdown', () => {
    expect(validate('write_to_file', { path: './docs/plan.md', content: '' })).toMatchObject({ ok: true });
    const docsOnly: ModeConfig = {
      slug: 'docs',
      name: 'Docs',
      roleDefinition: 'r',
      groups: [['edit', { fileRegex: '^docs/' }]],
    };
    const result = validateCall(
      call('write_to_file', { path: 'docs/../src/app.ts', content: '' }),
      contextFor(docsOnly),
    );
    expect(result).toMatchObject({ ok: false, stage: 'file_restriction' });
  });

  it('checks the symlink-resolved path when the workspace is known', () => {
    const workspace = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-restrict-')));
    try {
      mkdirSync(path.join(workspace, 'src'));
      writeFileSync(path.join(workspace, 'src/app.ts'), '');
      symlinkSync('src/app.ts', path.join(workspace, 'notes.md'));
      const viaLink = validate('write_to_file', { path: 'notes.md', content: '' }, { workspace });
      expect(viaLink).toMatchObject({ ok: false, stage: 'file_restriction' });
      expect(!viaLink.ok && viaLink.message).toContain('may not edit "notes.md"');
      const absolute = path.join(workspace, 'plan.md');
      expect(validate('write_to_file', { path: absolute, content: '' }, { workspace })).toMatchObject({
        ok: true,
      });
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });

  it('refuses an edit tool that does not declare its paths in a restricted mode only', () => {
    expect(validate('opaque_edit', {})).toMatchObject({ ok: false, stage: 'file_restriction' });
    expect(validateCall(call('opaque_edit', {}), contextFor(builtin('code')))).toMatchObject({ ok: true });
  });

  it('reports a payload the tool cannot read as a params problem', () => {
    expect(validate('apply_patch', { patch: 'not a patch' })).toEqual({
      ok: false,
      stage: 'params',
      message: 'Invalid arguments for apply_patch: the patch must start with "*** Begin Patch"',
    });
  });
});
