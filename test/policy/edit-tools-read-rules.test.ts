import { readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { toolAccess } from '../../src/policy/tool-access.ts';
import { runTask } from '../../src/run/run-task.ts';
import { BUILTIN_TOOLS } from '../../src/tools/registry.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';
import { makeWorkspace, plant } from './workspace.ts';

/**
 * Edit tools open the file they change, and its text can come back: a SEARCH block that misses
 * shows the closest lines, a move puts the content under a readable name. builtin:standard denies
 * reading `.aws/**`, `.netrc`, `id_rsa*` and `.ssh/**` but not editing them, so each edit tool is
 * decided by the read rules too, and nothing of such a file reaches the model.
 */
let analyzer: ShellAnalyzer;
let standard: Policy;
const ws = makeWorkspace();
const SECRET = 'aws_secret_access_key = wJalrXUtnFEMI-planted-7f3a';
plant(ws, {
  '.aws/credentials': `[default]\n${SECRET}\n`,
  '.netrc': `machine example.com login me password ${SECRET}\n`,
  'deploy/id_rsa': `-----BEGIN KEY-----\n${SECRET}\n`,
  'deploy/notes.txt': 'notes\n',
  'src/a.ts': 'export const a = 1;\n',
});
symlinkSync('../.aws/credentials', path.join(ws.dir, 'src/settings.ini'));
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  standard = loadPolicy('builtin:standard', ws.dir);
});
const check = (tool: string, args: Record<string, unknown>) =>
  checkPolicy(standard, tool, args, { analyzer, workspace: ws.dir });

const DIFF = '<<<<<<< SEARCH\naws_secret_access_key = x\n=======\ny\n>>>>>>> REPLACE';
/** Each edit tool's arguments for a path. */
const EDITS: [string, (p: string) => Record<string, unknown>][] = [
  ['apply_diff', (p) => ({ path: p, diff: DIFF })],
  ['edit', (p) => ({ path: p, old_string: 'aws_secret', new_string: 'x' })],
  ['edit_file', (p) => ({ file_path: p, old_string: 'aws_secret', new_string: 'x' })],
  ['search_and_replace', (p) => ({ path: p, search: 'aws', replace: 'x' })],
  ['insert_content', (p) => ({ path: p, line: 1, content: 'x' })],
  ['write_to_file', (p) => ({ path: p, content: '// ... rest unchanged\n' })],
  [
    'apply_patch',
    (p) => ({ input: `*** Begin Patch\n*** Update File: ${p}\n@@\n-[default]\n+x\n*** End Patch` }),
  ],
];
const READ_DENIED = [
  '.aws/credentials',
  '.AWS/credentials',
  '.netrc',
  'deploy/id_rsa',
  '.ssh/config',
  'src/settings.ini',
];

describe('edit tools are decided by the read rules of the files they change', () => {
  it.each(EDITS.flatMap(([tool, args]) => READ_DENIED.map((p) => [tool, p, args(p)] as const)))(
    '%s of %s is denied by a read rule',
    (tool, _p, args) => {
      const got = check(tool, args);
      expect(got.decision).toBe('deny');
      expect(got.rule).toMatch(/^read\.deny\[\d+\]$/);
    },
  );

  it.each(EDITS)('%s of an ordinary file is allowed by both rule sets', (tool, args) => {
    expect(check(tool, args('src/a.ts'))).toMatchObject({
      decision: 'allow',
      rule: 'edit.allow[0], read.allow[0]',
    });
  });

  it('a path both rule sets deny is refused by its edit rule', () => {
    expect(check('apply_diff', { path: '.env', diff: DIFF }).rule).toMatch(/^edit\.deny\[\d+\]$/);
  });

  it.each([
    [
      'a move of a denied file to a readable name',
      '*** Update File: deploy/id_rsa\n*** Move to: deploy/key.txt',
    ],
    ['a move onto a denied name', '*** Update File: deploy/notes.txt\n*** Move to: .ssh/notes'],
    ['a delete', '*** Delete File: .netrc'],
    ['an add over an existing denied file', '*** Add File: deploy/id_rsa\n+x'],
    ['an add of a new denied file', '*** Add File: .aws/config\n+x'],
    [
      'a denied file among allowed ones',
      '*** Update File: src/a.ts\n@@\n-x\n+y\n*** Delete File: .aws/credentials',
    ],
  ])('apply_patch: %s is denied by a read rule', (_what, body) => {
    const got = check('apply_patch', { input: `*** Begin Patch\n${body}\n*** End Patch` });
    expect(got.decision).toBe('deny');
    expect(got.rule).toMatch(/^read\.deny\[\d+\]$/);
  });

  it('policy check declares what each edit tool of the registry declares', () => {
    for (const tool of BUILTIN_TOOLS.filter((t) => t.group === 'edit')) {
      const [, args] = EDITS.find(([name]) => name === tool.name) ?? [];
      const given = args?.('src/a.ts') ?? {};
      expect(toolAccess(tool.name, given)?.access, tool.name).toEqual(
        tool.access?.(tool.params.parse(given)),
      );
    }
  });
});

describe('in a run, nothing of a read-denied file reaches the model', () => {
  it('the red team calls are denied, nothing changes, and the secret is in no result or event', async () => {
    const fx = makeFixture({
      files: {
        '.aws/credentials': `[default]\n${SECRET}\n`,
        '.netrc': `machine example.com password ${SECRET}\n`,
        'deploy/id_rsa': `${SECRET}\n`,
      },
      task: { policy: 'builtin:standard' },
      script: [
        call('apply_diff', { path: '.aws/credentials', diff: DIFF }),
        call('apply_diff', { path: '.netrc', diff: DIFF }),
        call('apply_patch', {
          input:
            '*** Begin Patch\n*** Update File: deploy/id_rsa\n*** Move to: deploy/notes.txt\n*** End Patch',
        }),
        call('read_file', { path: 'deploy/notes.txt' }),
        // A call that succeeds, so the run is not halted for consecutive mistakes.
        call('list_files', { path: '.' }),
        call('search_and_replace', { path: '.aws/credentials', search: 'nothing-like-this', replace: 'x' }),
        call('write_to_file', { path: '.netrc', content: '// ... rest unchanged\n' }),
        complete(),
      ],
    });
    const result = await runTask({ taskFile: fx.taskFile, env: process.env });
    const events = fx.events(result.auditLog);
    const names = new Map(events.filter((e) => e.type === 'tool.call').map((e) => [e.call_id, e.name]));
    const decided = events
      .filter((e) => e.type === 'tool.decision')
      .map((e) => [names.get(e.call_id), e.resolved, String(e.rule)]);
    expect(decided).toEqual([
      ['apply_diff', 'deny', expect.stringMatching(/^read\.deny/)],
      ['apply_diff', 'deny', expect.stringMatching(/^read\.deny/)],
      ['apply_patch', 'deny', expect.stringMatching(/^read\.deny/)],
      ['read_file', 'allow', 'read.allow[0]'],
      ['list_files', 'allow', 'read.allow[0]'],
      ['search_and_replace', 'deny', expect.stringMatching(/^read\.deny/)],
      ['write_to_file', 'deny', expect.stringMatching(/^read\.deny/)],
      ['attempt_completion', 'allow', 'default'],
    ]);
    expect(readFileSync(path.join(fx.workspace, 'deploy/id_rsa'), 'utf8')).toBe(`${SECRET}\n`);
    expect(readFileSync(path.join(fx.workspace, '.netrc'), 'utf8')).toContain(SECRET);
    expect(readFileSync(result.auditLog, 'utf8')).not.toContain('wJalrXUtnFEMI');
  });
});
