import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { makeWorkspace } from './workspace.ts';

// A hard link is a second name for a file's content. A policy that lets commands link files
// (ln, cp -l) must not let them give a read-denied file a name the read rules allow: nothing
// else stops `read_file notes.txt` (or `cat`) afterwards where no sandbox masks the original.
let analyzer: ShellAnalyzer;
const ws = makeWorkspace();
const SECRET = 'aws_secret_access_key = hard-link-secret\n';
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  mkdirSync(path.join(ws.dir, '.aws'), { recursive: true });
  writeFileSync(path.join(ws.dir, '.aws/credentials'), SECRET);
  writeFileSync(path.join(ws.dir, 'src/a.ts'), 'export {};\n');
});

// builtin:standard denies reading .aws/** but not editing it; ln and cp are a team's additions.
const policy: Policy = (() => {
  const base = loadPolicy('builtin:standard', ws.dir);
  return { ...base, command: { ...base.command, allow: [...base.command.allow, 'ln', 'cp'] } };
})();
const decide = (command: string) =>
  checkPolicy(policy, 'execute_command', { command }, { analyzer, workspace: ws.dir });

describe('hard links to read-denied files', () => {
  it('are what they seem: the second name reads the secret (real ln)', () => {
    execFileSync('ln', ['.aws/credentials', 'leak-probe.txt'], { cwd: ws.dir });
    expect(readFileSync(path.join(ws.dir, 'leak-probe.txt'), 'utf8')).toBe(SECRET);
  });

  it.each([
    'ln .aws/credentials notes.txt',
    'ln -f .aws/credentials notes.txt',
    'ln -P -- .aws/credentials notes.txt',
    'ln .aws/credentials',
    'ln -t src .aws/credentials',
    'ln --target-directory=src .aws/credentials',
    'ln ./.aws//credentials notes.txt',
    'cp -l .aws/credentials notes.txt',
    'cp --link .aws/credentials notes.txt',
    'cp -al .aws backup',
    'cp -rl .aws backup',
    'cp -R --link .aws backup',
  ])('%s is denied by the read rule', (command) => {
    const got = decide(command);
    expect(got.decision).toBe('deny');
    expect(got.rule).toMatch(/^read\.deny\[\d+\]$/);
  });

  it.each(['ln src/a.ts src/b.ts', 'cp -l src/a.ts src/b.ts', 'cp -al src copy', 'ln -s a.ts src/c.ts'])(
    '%s, of files the rules let it read, stays allowed',
    (command) => {
      expect(decide(command).decision).toBe('allow');
    },
  );
});
