import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { looksLikeSecretName } from '../../src/policy/secret-names.ts';
import { SIGNING_KEY_ENV } from '../../src/run/prepare.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

let key: string;
let signers: string;
beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-runkey-'));
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'run', '-f', path.join(dir, 'id')]);
  key = readFileSync(path.join(dir, 'id'), 'utf8');
  signers = path.join(dir, 'allowed');
  writeFileSync(signers, `anyone ${readFileSync(path.join(dir, 'id.pub'), 'utf8')}`);
});

const script = [call('write_to_file', { path: 'a.txt', content: 'signed\n' }), complete()];

describe('pr.commit_signing in a run', () => {
  it('ssh: the run commit is signed with the key from NIGHTSHIFT_COMMIT_SIGNING_KEY; the key is a secret', async () => {
    expect(looksLikeSecretName(SIGNING_KEY_ENV)).toBe(true); // scrubbed from commands, redacted from logs
    const fx = makeFixture({ task: { pr: { commit_signing: 'ssh' } }, script });
    const result = await runTask({ taskFile: fx.taskFile, env: { ...process.env, [SIGNING_KEY_ENV]: key } });
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    const verified = spawnSync(
      'git',
      ['-c', `gpg.ssh.allowedSignersFile=${signers}`, 'verify-commit', result.commit ?? 'HEAD'],
      { cwd: fx.workspace, encoding: 'utf8' },
    );
    expect(verified.status).toBe(0);
    expect(fx.events(result.auditLog).find((e) => e.type === 'git.committed')).toMatchObject({
      sha: result.commit,
      signing: 'ssh',
    });
    const keyLine = key.split('\n')[1] ?? '';
    expect(readFileSync(result.auditLog, 'utf8')).not.toContain(keyLine);
  });

  it('ssh without a key, or github outside the action, is refused before the run (exit 2)', async () => {
    const ssh = makeFixture({ task: { pr: { commit_signing: 'ssh' } }, script });
    const env = { ...process.env };
    delete env[SIGNING_KEY_ENV];
    await expect(runTask({ taskFile: ssh.taskFile, env })).rejects.toThrow(
      new ConfigError(
        `commit_signing: ssh needs an OpenSSH private key in ${SIGNING_KEY_ENV} (the action's \`commit-signing-key\` input)`,
      ),
    );
    const github = makeFixture({ task: { pr: { commit_signing: 'github' } }, script });
    await expect(runTask({ taskFile: github.taskFile, env })).rejects.toThrow(
      /commit_signing: github makes the commit through the GitHub API/,
    );
    // The override of the action's input wins over the task's field.
    const overridden = await runTask({
      taskFile: github.taskFile,
      env,
      prOverrides: { commitSigning: 'none' },
    });
    expect(overridden.exitCode).toBe(0);
  });
});
