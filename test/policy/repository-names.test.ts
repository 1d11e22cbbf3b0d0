import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { locateRepo } from '../../src/git/repo.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import * as workspaceLinks from '../../src/policy/workspace-links.ts';

/**
 * The policy's decisions for a workspace below the top of its repository: a deny rule on the
 * repository's name for a file (`.github/workflows/**` with the workspace `.github`) holds for
 * every way a call names it: tools, command operands, whole trees, and copies whose landings
 * cannot be told. Allow rules are matched by the workspace's names only. At the top, nothing
 * changes. (test/run/repository-names.test.ts runs the same through a run and its delivery.)
 */
let repo: string;
let analyzer: ShellAnalyzer;
beforeAll(async () => {
  repo = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-repo-names-')));
  for (const [file, text] of Object.entries({
    '.github/workflows/ci.yml': 'on: push\n',
    '.github/notes.md': '# notes\n',
    'workflows/ci.yml': 'a look-alike at the top\n',
  })) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: repo });
  analyzer = await createShellAnalyzer();
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

function policyOf(body: string): Policy {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-repo-names-policy-'));
  writeFileSync(path.join(dir, 'p.yaml'), body);
  return loadPolicy(path.join(dir, 'p.yaml'), dir);
}

const POLICY = `version: 1
edit: { allow: ["**", "workflows/ci.yml"], deny: [".github/workflows/**"] }
command: { default: allow }
`;

/** Decided as a run in `workspace` (relative to the repository) decides it. */
function decideIn(workspace: string, tool: string, args: Record<string, unknown>, policy = policyOf(POLICY)) {
  const ws = path.join(repo, workspace);
  const inRepository = path.relative(locateRepo(ws)!.workTree, ws);
  return checkPolicy(policy, tool, args, { analyzer, workspace: ws, inRepository });
}

describe('a deny rule on the repository name of a file', () => {
  it('knows where the workspace is in its repository', () => {
    const { workspaceInRepository } = workspaceLinks;
    const ws = path.join(repo, '.github');
    expect(workspaceInRepository(ws, locateRepo(ws)?.workTree)).toBe('.github');
    expect(workspaceInRepository(repo, locateRepo(repo)?.workTree)).toBe('');
    expect(workspaceInRepository(repo, undefined)).toBe('');
  });

  it.each([
    ['write_to_file', { path: 'workflows/ci.yml', content: '' }],
    ['execute_command', { command: 'echo x > workflows/ci.yml' }],
    ['execute_command', { command: 'echo x >> ./workflows/../workflows/x.yml' }],
    ['execute_command', { command: 'rm -rf workflows' }],
    ['execute_command', { command: 'cd workflows && touch x.yml' }],
    ['execute_command', { command: 'node gen.js && cp -r kit/. workflows' }],
  ])('denies %s %j below the top, and the reason names the repository name', (tool, args) => {
    const got = decideIn('.github', tool, args);
    expect(got.decision).toBe('deny');
    if (got.rule === 'edit.deny[0]')
      expect(got.reason).toContain('as the repository names it, ".github/workflows');
    else expect(got.rule).toBe('invariant:unanalyzable-command');
  });

  it('denies a command on a whole tree that holds such a file, naming it', () => {
    const policy = policyOf(`version: 1
read: { deny: [".github/workflows/*.yml"] }
edit: { allow: ["**"], deny: [".github/workflows/*.yml"] }
command: { default: allow }
`);
    for (const [command, kind] of [
      ['rm -rf workflows', 'edit'],
      ['grep -r on .', 'read'],
    ] as const) {
      const got = decideIn('.github', 'execute_command', { command }, policy);
      expect(got).toMatchObject({ decision: 'deny', rule: `${kind}.deny[0]` });
      expect(got.reason).toContain(
        'it holds "workflows/ci.yml", as the repository names it, ".github/workflows/ci.yml"',
      );
    }
    expect(decideIn('.', 'execute_command', { command: 'rm -rf workflows' }, policy).decision).toBe('allow');
  });

  it('an exact allow of the workspace name does not lift a deny of the repository name', () => {
    // `workflows/ci.yml` is allowed exactly, which beats every glob for that name; the commit
    // changes `.github/workflows/ci.yml`, which the deny rule decides.
    expect(decideIn('.github', 'write_to_file', { path: 'workflows/ci.yml', content: '' })).toMatchObject({
      decision: 'deny',
      rule: 'edit.deny[0]',
    });
  });

  it('an allow of the repository name allows nothing the workspace names do not', () => {
    const policy = policyOf(`version: 1
edit: { allow: [".github/**"] }
`);
    expect(decideIn('.github', 'write_to_file', { path: 'notes.md', content: '' }, policy)).toMatchObject({
      decision: 'deny',
      rule: 'edit.default',
    });
  });

  it('at the top of the repository decides as before: look-alikes stay allowed', () => {
    for (const [tool, args] of [
      ['write_to_file', { path: 'workflows/ci.yml', content: '' }],
      ['execute_command', { command: 'echo x > workflows/ci.yml' }],
      ['execute_command', { command: 'rm -rf workflows' }],
      ['execute_command', { command: 'node gen.js && cp -r kit/. workflows' }],
    ] as const)
      expect(decideIn('.', tool, args).decision).toBe('allow');
    const denied = decideIn('.', 'write_to_file', { path: '.github/workflows/ci.yml', content: '' });
    expect(denied).toMatchObject({ decision: 'deny', rule: 'edit.deny[0]' });
    expect(denied.reason).toContain('matches edit.deny[0]');
  });
});
