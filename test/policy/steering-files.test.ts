import { beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { makeWorkspace } from './workspace.ts';

let analyzer: ShellAnalyzer;
const ws = makeWorkspace();
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
});

const check = (policy: Policy, tool: string, args: Record<string, unknown>) =>
  checkPolicy(policy, tool, args, { analyzer, workspace: ws.dir });

/** Files that steer the next agent run, the editor, git or npm once merged, at the depths that matter. */
const STEERING = [
  '.roomodes',
  'pkg/.roomodes',
  '.roo/rules/01-style.md',
  '.roo/rules-code/x.md',
  '.roo',
  '.rooignore',
  '.roorules',
  '.roorules-code',
  'AGENTS.md',
  'packages/app/AGENTS.md',
  '.clinerules',
  '.clinerules-architect',
  '.clinerules/rules.md',
  '.github/dependabot.yml',
  '.github/CODEOWNERS',
  '.github/copilot-instructions.md',
  '.github/workflows/ci.yml',
  '.github',
  'packages/app/.github/workflows/x.yml',
  '.vscode/settings.json',
  '.vscode/tasks.json',
  'sub/.vscode/tasks.json',
  '.husky/pre-commit',
  '.gitattributes',
  'src/.gitattributes',
  '.gitmodules',
  '.npmrc',
  'packages/app/.npmrc',
  '.yarnrc',
  '.yarnrc.yml',
  'packages/app/.yarnrc.yml',
  '.devcontainer/devcontainer.json',
  'CODEOWNERS',
  // Other agents' and tools' files that steer a run or run code.
  'CLAUDE.md',
  'packages/app/CLAUDE.md',
  'CLAUDE.local.md',
  '.claude/settings.json',
  '.claude/commands/x.md',
  '.mcp.json',
  'GEMINI.md',
  '.gemini/settings.json',
  '.cursor/rules/x.mdc',
  '.cursorrules',
  '.windsurfrules',
  '.windsurf/rules/x.md',
  '.envrc',
  'sub/.envrc',
  '.cargo/config.toml',
  '.cargo/config',
  '.pnpmfile.cjs',
  '.yarn/plugins/@yarnpkg/plugin-x.cjs',
  '.yarn/releases/yarn-4.0.0.cjs',
  // Other CI systems' pipelines, git hook managers and git-lfs's configuration.
  '.gitlab-ci.yml',
  '.gitlab/ci/deploy.yml',
  '.circleci/config.yml',
  '.travis.yml',
  'Jenkinsfile',
  'ci/Jenkinsfile.release',
  'azure-pipelines.yml',
  'build/azure-pipelines-pr.yaml',
  '.azure-pipelines/main.yml',
  '.azuredevops/pull_request_template.md',
  'bitbucket-pipelines.yml',
  '.buildkite/pipeline.yml',
  '.drone.yml',
  '.woodpecker.yaml',
  '.woodpecker/test.yml',
  'appveyor.yml',
  '.appveyor.yml',
  '.cirrus.yml',
  '.semaphore/semaphore.yml',
  'lefthook.yml',
  'lefthook-local.toml',
  '.lefthook.yaml',
  '.lefthook/pre-commit/lint.sh',
  '.githooks/pre-commit',
  '.lfsconfig',
  'packages/app/.lfsconfig',
  // Any case: a checkout on macOS or Windows reads these as the files above.
  'Agents.md',
  'docs/agents.md',
  '.GitHub/workflows/x.yml',
  '.GitAttributes',
  '.ROO/rules/x.md',
];
/** Their neighbours, which stay editable. */
const ORDINARY = [
  'src/roo.ts',
  'AGENTS.md.orig/x',
  'docs/AGENTS-guide.md',
  'src/github/client.ts',
  'github/x.yml',
  'vscode/x.json',
  'docs/clinerules.md',
  'README.md',
  'src/.gitignore',
  'docs/claude.md.txt',
  'src/cursor.ts',
  'Cargo.toml',
  '.yarn/cache/x.zip',
  'src/lefthook.ts',
  'docs/jenkins.md',
  'src/gitlab/client.ts',
  'docs/githooks.md',
];

describe.each(['builtin:standard', 'builtin:trusted'])('%s protects agent-steering files', (ref) => {
  const policy = loadPolicy(ref, ws.dir);
  const deny = policy.edit.deny;

  it.each(STEERING)('write_to_file %s is denied by an edit.deny rule that says which', (file) => {
    const got = check(policy, 'write_to_file', { path: file, content: 'x' });
    expect(got.decision).toBe('deny');
    const index = Number(/^edit\.deny\[(\d+)\]$/.exec(got.rule)?.[1]);
    expect(deny[index], got.rule).toBeDefined();
    expect(got.reason).toContain(`matches ${got.rule} ${JSON.stringify(deny[index])}`);
  });

  it.each(ORDINARY)('write_to_file %s is still allowed', (file) => {
    expect(check(policy, 'write_to_file', { path: file, content: 'x' })).toMatchObject({
      decision: 'allow',
      rule: 'edit.allow[0], read.allow[0]',
    });
  });

  it.each([
    'echo x > AGENTS.md',
    'echo x >> packages/app/AGENTS.md',
    'echo "[core]" > .gitmodules',
    'mkdir -p .vscode',
    'mkdir -p .roo/rules',
    'sort -o .gitattributes README.md',
    'cd packages && echo x > .npmrc',
  ])('a command that writes one (%s) is denied by the same rules', (command) => {
    const got = check(policy, 'execute_command', { command });
    expect(got.decision).toBe('deny');
    expect(got.rule).toMatch(/^edit\.deny\[\d+\]$/);
  });
});

describe('an explicit allow lets a policy that needs one of them edit it', () => {
  it('an exact path beats the standard deny glob, and only that path', () => {
    const policy = loadPolicy('builtin:standard', ws.dir);
    const extended = { ...policy, edit: { ...policy.edit, allow: [...policy.edit.allow, 'AGENTS.md'] } };
    expect(check(extended, 'write_to_file', { path: 'AGENTS.md', content: 'x' })).toMatchObject({
      decision: 'allow',
      rule: `edit.allow[${policy.edit.allow.length}], read.allow[0]`,
    });
    expect(check(extended, 'write_to_file', { path: 'pkg/AGENTS.md', content: 'x' }).decision).toBe('deny');
  });
});
