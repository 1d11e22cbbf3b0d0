import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import type { ModeConfig } from '../../src/config/mode.ts';
import { deniedBy } from '../../src/policy/match-glob.ts';
import {
  BUILTIN_MODES,
  fileRestriction,
  groupsOf,
  resolveModes,
  toolAllowedInMode,
} from '../../src/tools/modes.ts';

let workspace: string;
beforeEach(() => {
  workspace = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-modes-')));
});
afterEach(() => rmSync(workspace, { recursive: true, force: true }));

const roomodes = (text: string) => writeFileSync(path.join(workspace, '.roomodes'), text);
const mode = (modes: Map<string, ModeConfig>, slug: string): ModeConfig => {
  const found = modes.get(slug);
  if (!found) throw new Error(`no mode ${slug}`);
  return found;
};

describe('built-in modes', () => {
  it('are code, architect, ask, debug and orchestrator, each with a role and when to use it', () => {
    expect(BUILTIN_MODES.map((m) => m.slug)).toEqual(['code', 'architect', 'ask', 'debug', 'orchestrator']);
    for (const m of BUILTIN_MODES) {
      expect(m.roleDefinition.length).toBeGreaterThan(40);
      expect(m.whenToUse?.length).toBeGreaterThan(20);
    }
  });

  it('allow the groups of their role', () => {
    const modes = resolveModes([], workspace);
    expect(groupsOf(mode(modes, 'code'))).toEqual(['read', 'edit', 'command', 'mcp']);
    expect(groupsOf(mode(modes, 'ask'))).toEqual(['read', 'mcp']);
    const orchestrator = mode(modes, 'orchestrator');
    for (const group of ['read', 'edit', 'command', 'mcp'] as const)
      expect(toolAllowedInMode(orchestrator, group)).toBe(false);
    // new_task and switch_mode are `always` tools: every mode can delegate and switch.
    expect(toolAllowedInMode(orchestrator, 'always')).toBe(true);
    expect(toolAllowedInMode(orchestrator, 'modes')).toBe(true);
    expect(toolAllowedInMode(mode(modes, 'ask'), 'edit')).toBe(false);
  });

  it('restrict architect edits to Markdown files', () => {
    const restriction = fileRestriction(mode(resolveModes([], workspace), 'architect'));
    expect(restriction).toMatchObject({ pattern: '\\.md$', description: 'Markdown files only' });
    expect(restriction?.regex.test('docs/plan.md')).toBe(true);
    expect(restriction?.regex.test('src/app.ts')).toBe(false);
    expect(fileRestriction(mode(resolveModes([], workspace), 'code'))).toBeUndefined();
  });
});

describe('resolveModes', () => {
  it('lets a YAML .roomodes mode override a built-in and add new ones', () => {
    roomodes(
      'customModes:\n  - slug: code\n    name: Careful code\n    roleDefinition: You edit tests only.\n    groups:\n      - read\n      - [edit, { fileRegex: "\\\\.test\\\\.ts$", description: Tests only }]\n  - slug: docs\n    name: Docs\n    roleDefinition: You write docs.\n    groups: [read]\n',
    );
    const modes = resolveModes([], workspace);
    const code = mode(modes, 'code');
    expect(code).toMatchObject({ name: 'Careful code', source: 'project' });
    expect(fileRestriction(code)?.regex.test('a.test.ts')).toBe(true);
    expect(groupsOf(code)).toEqual(['read', 'edit']);
    expect(mode(modes, 'docs').source).toBe('project');
    expect(mode(modes, 'ask').source).toBe('builtin');
  });

  it('reads a JSON .roomodes, accepting the browser group of Roo Code files', () => {
    roomodes(
      JSON.stringify({
        customModes: [{ slug: 'web', name: 'Web', roleDefinition: 'r', groups: ['read', 'browser'] }],
      }),
    );
    expect(groupsOf(mode(resolveModes([], workspace), 'web'))).toEqual(['read']);
  });

  it('reports an invalid mode in a JSON .roomodes at its line and column', () => {
    roomodes(
      '{\n  "customModes": [\n    { "slug": "web", "name": "Web", "roleDefinition": "r", "groups": ["read", "edit"], "color": "red" }\n  ]\n}\n',
    );
    expect(() => resolveModes([], workspace)).toThrow(
      /\.roomodes:3:88: customModes\[0\]: unknown key "color"; expected one of: slug, name/,
    );
  });

  it("gives the task's modes the last word over .roomodes", () => {
    roomodes('customModes:\n  - { slug: docs, name: Project docs, roleDefinition: r, groups: [read] }\n');
    const taskMode: ModeConfig = {
      slug: 'docs',
      name: 'Task docs',
      roleDefinition: 'r',
      groups: ['read', 'edit'],
    };
    expect(mode(resolveModes([taskMode], workspace), 'docs')).toMatchObject({
      name: 'Task docs',
      source: 'task',
    });
  });

  it('reports an invalid custom mode at its line and column in .roomodes', () => {
    roomodes(
      'customModes:\n  - slug: docs\n    name: Docs\n    roleDefinition: r\n    groups: [read, edti]\n',
    );
    let error: unknown;
    try {
      resolveModes([], workspace);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      `${path.join(workspace, '.roomodes')}:5:20: customModes[0].groups[1]: expected one of "read", "edit", "command", "mcp", "modes", "browser", got the string "edti" (did you mean "edit"?)`,
    );
  });

  it('rejects a fileRegex that does not compile or that is put on a group it cannot restrict', () => {
    roomodes(
      'customModes:\n  - slug: x\n    name: X\n    roleDefinition: r\n    groups:\n      - [edit, { fileRegex: "([" }]\n      - [read, { fileRegex: "\\\\.md$" }]\n',
    );
    expect(() => resolveModes([], workspace)).toThrow(
      /\.roomodes:6:29: customModes\[0\]\.groups\[0\]\[1\]\.fileRegex: fileRegex is not a valid regular expression: .*\n.*\.roomodes:7:29: customModes\[0\]\.groups\[1\]\[1\]\.fileRegex: fileRegex applies only to the edit group, not "read"$/,
    );
  });

  it('rejects a duplicate slug within one file and ignores an empty .roomodes', () => {
    roomodes(
      'customModes:\n  - { slug: a, name: A, roleDefinition: r, groups: [] }\n  - { slug: a, name: B, roleDefinition: r, groups: [] }\n',
    );
    expect(() => resolveModes([], workspace)).toThrow(
      /:3:13: customModes\[1\]\.slug: duplicate mode slug "a" \(first defined at item 0\)$/,
    );
    roomodes('\n');
    expect(resolveModes([], workspace).size).toBe(5);
  });
});

describe('.roomodes under read.deny (a hostile repository)', () => {
  const denied = deniedBy({ allow: ['**'], deny: ['**/.env*', 'secrets/**'] });
  const modesYaml =
    'customModes:\n  - slug: leak\n    name: Leak\n    roleDefinition: role-7c1e\n    groups: [read]\n';

  it('is not loaded when it leads to a denied file, nor quoted in an error, and a warning says why', () => {
    mkdirSync(path.join(workspace, 'secrets'));
    writeFileSync(path.join(workspace, 'secrets/modes.yaml'), modesYaml);
    symlinkSync('secrets/modes.yaml', path.join(workspace, '.roomodes'));
    const warnings: string[] = [];
    expect(resolveModes([], workspace, denied, warnings).has('leak')).toBe(false);
    expect(warnings).toEqual([
      '.roomodes is not loaded: the read rules deny it (it leads to secrets/modes.yaml)',
    ]);

    // A .env is no modes file: the error would have quoted it ("got the string ...").
    writeFileSync(path.join(workspace, '.env'), 'pin=7c1e');
    rmSync(path.join(workspace, '.roomodes'));
    symlinkSync('.env', path.join(workspace, '.roomodes'));
    expect([...resolveModes([], workspace, denied).keys()]).toEqual(BUILTIN_MODES.map((m) => m.slug));
  });

  it('is not loaded when a rule denies it by its own name; an allowed one loads as before', () => {
    roomodes(modesYaml);
    expect(resolveModes([], workspace, deniedBy({ allow: ['**'], deny: ['.ROOMODES'] })).has('leak')).toBe(
      false,
    );
    expect(resolveModes([], workspace, denied).get('leak')?.roleDefinition).toBe('role-7c1e');
  });
});
