import { mkdirSync, openSync, closeSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { allowedBy, deniedBy } from '../../src/policy/match-glob.ts';
import { namesBy, readableUnderEveryName } from '../../src/policy/workspace-links.ts';
import { listFilesTool } from '../../src/tools/list-files.ts';
import { searchFilesTool } from '../../src/tools/search-files.ts';
import { testBed, type TestBed } from './context.ts';

/**
 * A hostile issue steering the file tools by how it spells a path, and by what it puts in a
 * search's parameters. Each of these held before this session; the tests keep them held.
 */
let bed: TestBed;
let policy: Policy;
type CheckOptions = Parameters<typeof checkPolicy>[3];
const decide = (tool: string, args: Record<string, unknown>) =>
  checkPolicy(policy, tool, args, { workspace: bed.workspace } as CheckOptions);

beforeAll(() => {
  bed = testBed();
  bed.write({
    'config/secrets/key.txt': 'TOPSECRET-in-denied-dir\n',
    'config/app.txt': 'TOPSECRET-public\n',
    '.github/workflows/ci.yml': 'on: push\n',
  });
  symlinkSync('config', path.join(bed.workspace, 'cfg'));
  const standard = loadPolicy('builtin:standard', bed.workspace);
  policy = { ...standard, read: { ...standard.read, deny: [...standard.read.deny, 'config/secrets/**'] } };
  bed.ctx.readable = readableUnderEveryName(
    allowedBy(policy.read),
    deniedBy(policy.read),
    namesBy([{ link: 'cfg', target: 'config' }]),
  );
});
afterAll(() => bed.cleanup());

describe('spellings of a denied or protected path', () => {
  it.each([
    './.github/workflows/x.yml',
    '.github//workflows/x.yml',
    '.github/./workflows/x.yml',
    'src/../.github/workflows/x.yml',
    '.github/workflows/x.yml/',
    '.GitHub/Workflows/x.yml',
    'cfg/../.husky/pre-commit',
    '.git/../.gitattributes',
  ])('write_to_file %s is denied', (given) => {
    expect(decide('write_to_file', { path: given, content: '' }).decision).toBe('deny');
  });

  it.each(['sub/.git', 'sub/.Git/config', '.GIT/hooks/pre-commit', 'cfg/../.git/config'])(
    'write_to_file %s (a nested repository, `gitdir: ../..`) is a protected path under any policy',
    (given) => {
      const trusted = loadPolicy('builtin:trusted', bed.workspace);
      const d = checkPolicy(trusted, 'write_to_file', { path: given, content: 'gitdir: ../.git\n' }, {
        workspace: bed.workspace,
      } as CheckOptions);
      expect(d.rule).toBe('invariant:protected-path');
    },
  );

  it('an absolute spelling inside the workspace is decided as the workspace path', () => {
    const d = decide('write_to_file', { path: path.join(bed.workspace, '.husky/pre-commit'), content: '' });
    expect(d.decision).toBe('deny');
    expect(d.reason).toContain('"**/.husky/**"');
  });

  it.each(['.husky/pre-commit\n', 'a\rb', 'x\u2028y', 'x\u0085y'])(
    'a name holding a line break or control character (%j) is a bad path',
    (given) => {
      expect(decide('write_to_file', { path: given, content: '' }).rule).toBe('invariant:bad-path');
    },
  );

  it('a component longer than the file system allows is a bad path', () => {
    const d = decide('write_to_file', { path: `${'a'.repeat(300)}/x.txt`, content: '' });
    expect(d.decision).toBe('deny');
    expect(d.rule).toBe('invariant:bad-path');
  });
});

describe('paths through /proc and /dev/fd', () => {
  it('are decided as the file they lead to', () => {
    const viaRoot = `/proc/self/root${bed.workspace}/config/secrets/key.txt`;
    expect(decide('read_file', { path: viaRoot }).rule).toMatch(/^read\.deny\[\d+\]$/);
    const fd = openSync(path.join(bed.workspace, 'config/secrets/key.txt'), 'r');
    try {
      expect(decide('read_file', { path: `/dev/fd/${fd}` }).rule).toMatch(/^read\.deny\[\d+\]$/);
    } finally {
      closeSync(fd);
    }
    expect(decide('read_file', { path: '/dev/stdin' }).rule).toBe('invariant:outside-workspace');
    expect(decide('read_file', { path: '/proc/self/environ' }).rule).toBe('invariant:outside-workspace');
  });
});

describe('search_files parameters that look like ripgrep options', () => {
  it.each([
    { path: '.', regex: 'TOPSECRET', file_pattern: '--pre=/bin/sh' },
    { path: '.', regex: '--pre=/bin/sh' },
    { path: '.', regex: 'TOPSECRET', file_pattern: '--follow' },
    { path: '.', regex: '-f/etc/passwd' },
  ])('are text, never options: %j', async (args) => {
    const res = await searchFilesTool.execute(args, bed.ctx);
    expect(res.output).not.toContain('root:');
    expect(res.output).not.toContain('TOPSECRET-in-denied-dir');
  });

  it('a path that looks like an option is a path', async () => {
    mkdirSync(path.join(bed.workspace, '--pre=sh'), { recursive: true });
    const res = await searchFilesTool.execute({ path: '--pre=sh', regex: 'x' }, bed.ctx);
    expect(res.output).toMatch(/^No matches/);
  });
});

describe('a linked directory under a deny rule anchored at the real path', () => {
  it('search_files through the link leaves the denied files out', async () => {
    for (const args of [
      { path: 'cfg', regex: 'TOPSECRET' },
      { path: '.', regex: 'TOPSECRET' },
      { path: 'cfg', regex: 'TOPSECRET', file_pattern: 'secrets/*' },
    ]) {
      const res = await searchFilesTool.execute(args, bed.ctx);
      expect(res.output).not.toContain('TOPSECRET-in-denied-dir');
    }
  });

  it('list_files through the link leaves them out', async () => {
    const res = await listFilesTool.execute({ path: 'cfg', recursive: true }, bed.ctx);
    expect(res.output).toContain('config/app.txt');
    expect(res.output).not.toContain('secrets');
  });

  it('read_file through the link is denied by the rule', () => {
    expect(decide('read_file', { path: 'cfg/secrets/key.txt' }).rule).toMatch(/^read\.deny\[\d+\]$/);
  });
});
