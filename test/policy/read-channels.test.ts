import { beforeAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../src/policy/types.ts';
import { fileRulesOnly, makeWorkspace, plant } from './workspace.ts';
/**
 * A read the policy denies stays denied however the command reaches the file: directly, through
 * a directory read as a whole, a glob, git, find, xargs or an archive. The workspace holds
 * `.env`, `src/.env.local` and `.github/workflows/ci.yml`, which builtin:standard keeps from reads
 * (the first two) and edits (all three).
 */
const ws = makeWorkspace();
plant(ws, {
  '.env': 'TOKEN=planted\n',
  'src/.env.local': 'TOKEN=planted\n',
  'src/index.ts': 'export {};\n',
  'docs/guide.md': '# guide\n',
  '.github/workflows/ci.yml': 'on: push\n',
  'a.zip': '',
});

let decision: (command: string) => Decision;
beforeAll(async () => {
  decision = await fileRulesOnly(ws);
});

describe('read-deny through every channel', () => {
  it.each([
    ['git diff', '.env'],
    ['git diff HEAD~1', '.env'],
    ['git log -p', '.env'],
    ['git show HEAD', '.env'],
    ['git diff -- src', 'src/.env.local'],
    ["git diff -- '*.local'", '.env'],
    ['grep -r TOKEN .', '.env'],
    ['grep -R TOKEN src', 'src/.env.local'],
    ['rg TOKEN', '.env'],
    ['cat .e*', '.env'],
    ['head -n1 src/.env.*', 'src/.env.local'],
    ['find . -type f -exec cat {} +', '.env'],
    ['tar -cf - src', 'src/.env.local'],
    ['zip -r out.zip src', 'src/.env.local'],
    ['cp -r src src-copy', 'src/.env.local'],
    ['diff -r src docs', 'src/.env.local'],
  ])('%s is denied: it would print %s', (command, file) => {
    const got = decision(command);
    expect(got.decision, got.reason).toBe('deny');
    expect(got.rule).toMatch(/^read\.deny\[\d+\]$/);
    expect(got.reason).toContain(`it holds "${file}"`);
    expect(got.reason).toContain('name the files to touch');
  });

  it.each([
    ['git show HEAD:.env', /^read\.deny/],
    ['git show HEAD:./src/.env.local', /^read\.deny/],
    ['git blame .env', /^read\.deny/],
    ['git diff -- .env', /^read\.deny/],
    ['unzip -p a.zip', /^invariant:unanalyzable-command$/],
    ['tar -xOf a.tar', /^invariant:unanalyzable-command$/],
    ['ls | xargs cat', /^invariant:unanalyzable-command$/],
    ['find . -execdir cat {} +', /^invariant:unanalyzable-command$/],
  ])('%s is denied by %s', (command, rule) => {
    const got = decision(command);
    expect(got.decision, got.reason).toBe('deny');
    expect(got.rule).toMatch(rule);
  });

  it.each([
    'git diff -- src/index.ts docs',
    'git log -p -- docs',
    'git diff --stat',
    'git diff --name-only HEAD~1',
    'grep -r guide docs',
    'cat ./*.md docs/*.md',
    'find docs -exec cat {} +',
    'tar -cf docs.tar docs',
  ])('%s is allowed: nothing it reads is denied', (command) => {
    const got = decision(command);
    expect(got.decision, got.reason).toBe('allow');
  });

  it('edits of a directory as a whole meet the edit rules and protected paths of what is in it', () => {
    const github = decision('rm -rf .github');
    expect(github.decision).toBe('deny');
    expect(github.rule).toMatch(/^edit\.deny/);
    expect(decision('mv src lib').reason).toContain('src/.env.local');
    expect(decision('find . -delete').rule).toBe('invariant:protected-path');
    expect(decision('rm -rf docs').decision).toBe('allow');
  });
});
