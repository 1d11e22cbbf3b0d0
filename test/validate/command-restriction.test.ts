import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModeConfig } from '../../src/config/mode.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { BUILTIN_MODES, toolAllowedInMode } from '../../src/tools/modes.ts';
import { BUILTIN_TOOLS } from '../../src/tools/registry.ts';
import { RepetitionTracker } from '../../src/validate/repetition.ts';
import { validateCall, type Validation } from '../../src/validate/validate-call.ts';

/** Like Roo Code's architect, but it may run commands: Markdown files are all it may write. */
const mdWriter: ModeConfig = {
  slug: 'md-writer',
  name: 'Markdown writer',
  roleDefinition: 'r',
  groups: ['read', ['edit', { fileRegex: '\\.md$', description: 'Markdown files only' }], 'command'],
};
/** Runs commands but edits nothing. */
const runner: ModeConfig = {
  slug: 'runner',
  name: 'Runner',
  roleDefinition: 'r',
  groups: ['read', 'command'],
};
const MODES = new Map([...BUILTIN_MODES, mdWriter, runner].map((m) => [m.slug, m]));

let analyzer: ShellAnalyzer;
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
});

let seq = 0;
function run(
  mode: ModeConfig,
  command: string,
  extra: { cwd?: string; analyzer?: ShellAnalyzer | null; workspace?: string } = {},
) {
  const { cwd, analyzer: given = analyzer, workspace } = extra;
  return validateCall(
    { id: `c${++seq}`, name: 'execute_command', args: { command, ...(cwd ? { cwd } : {}) } },
    {
      lookup: (name) => BUILTIN_TOOLS.find((t) => t.name === name),
      mode,
      availableToolNames: BUILTIN_TOOLS.filter((t) => toolAllowedInMode(mode, t.group)).map((t) => t.name),
      repetition: new RepetitionTracker(3),
      modes: MODES,
      ...(given ? { analyzer: given } : {}),
      ...(workspace ? { workspace } : {}),
    },
  );
}
const message = (v: Validation) => (v.ok ? '' : v.message);

describe('a restricted mode holds commands to its file restriction', () => {
  it.each([
    ['echo x > src/a.ts', 'src/a.ts'],
    ['echo x >> notes.md 2> err.log', 'err.log'],
    ['cat a.md | tee b.md src/c.ts', 'src/c.ts'],
    ['sort -o out.txt notes.md', 'out.txt'],
    ['cp plan.md src/plan.ts', 'src/plan.ts'],
    ['mv plan.md plan.txt', 'plan.txt'],
    ['sed -i s/a/b/ src/a.ts', 'src/a.ts'],
    ['git diff --output=patch.diff', 'patch.diff'],
    ['true && (echo x > a.md; echo y > a.ts)', 'a.ts'],
    ["bash -c 'echo x > src/a.ts'", 'src/a.ts'],
    ['echo x > notes.md/../src/a.ts', 'src/a.ts'],
  ])('%s is rejected at file_restriction, naming %s', (command, written) => {
    const result = run(mdWriter, command);
    expect(result).toMatchObject({ ok: false, stage: 'file_restriction' });
    expect(message(result)).toContain(`it writes "${written}"`);
    expect(message(result)).toContain('may only edit files matching /\\.md$/ (Markdown files only)');
    expect(message(result)).toContain('switch_mode to a mode that may edit any file (code, debug)');
  });

  it('writes are resolved from the command directory', () => {
    expect(run(mdWriter, 'echo x > a.md', { cwd: 'docs' })).toMatchObject({ ok: true });
    expect(message(run(mdWriter, 'echo x > notes', { cwd: 'docs.md' }))).toContain('"docs.md/notes"');
    expect(message(run(mdWriter, 'cd src && echo x > ../x.md.ts'))).toContain('x.md.ts');
  });

  it.each(['echo x > plan.md', 'cat a.md | tee b.md c.md', 'ls -la', 'echo x > /dev/null', 'npm test 2>&1'])(
    '%s writes only what the mode may write: it passes to the policy',
    (command) => {
      expect(run(mdWriter, command)).toMatchObject({ ok: true });
    },
  );

  it.each([
    ['echo x > $OUT', 'only known at run time'],
    ['touch {a,b}.ts', 'cannot pin down'],
    ['rm *.ts', 'cannot pin down'],
  ])('%s writes files it cannot name: rejected too', (command, why) => {
    const result = run(mdWriter, command);
    expect(result).toMatchObject({ ok: false, stage: 'file_restriction' });
    expect(message(result)).toContain('which files it writes cannot be told');
    expect(message(result)).toContain(why);
  });

  it.each([
    'rm -rf src',
    'rm -r old.md',
    'chmod -R 600 old.md',
    'rm -rf .',
    'find old.md -delete',
    'mv old.md gone.md',
  ])('%s may change any file in a directory: rejected', (command) => {
    const workspace = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-restrict-dir-')));
    try {
      mkdirSync(path.join(workspace, 'old.md/src'), { recursive: true });
      writeFileSync(path.join(workspace, 'old.md/src/app.ts'), '');
      expect(run(mdWriter, command, { workspace })).toMatchObject({ ok: false, stage: 'file_restriction' });
      // A Markdown file is still fine.
      expect(run(mdWriter, 'echo x > old.md/notes.md', { workspace })).toMatchObject({ ok: true });
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });

  it('without a shell analyzer a command cannot be checked: fail closed', () => {
    const result = run(mdWriter, 'ls', { analyzer: null });
    expect(result).toMatchObject({ ok: false, stage: 'file_restriction' });
    expect(message(result)).toContain('cannot be checked');
  });

  it('a mode without the edit group lets commands run but write nothing', () => {
    expect(run(runner, 'npm test')).toMatchObject({ ok: true });
    const result = run(runner, 'npm test > results.md');
    expect(result).toMatchObject({ ok: false, stage: 'file_restriction' });
    expect(message(result)).toContain('it writes "results.md", and this mode may not edit files');
    expect(message(result)).toContain(
      'Run a command that writes no file, or switch_mode to a mode that may edit any file (code, debug).',
    );
  });

  it('an unrestricted mode is not affected', () => {
    for (const command of ['echo x > src/a.ts', 'echo > $OUT', 'rm *.ts'])
      expect(run(MODES.get('code') as ModeConfig, command), command).toMatchObject({ ok: true });
  });
});
