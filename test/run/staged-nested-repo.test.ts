import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * A nested repository the user staged (`git add vendor/lib`: a gitlink in the real index) but
 * never committed: the start state listed nested repositories against the real index, where it
 * was not "other", and against `base`, which lacks it, so it was not recorded; a command that
 * removed its `.git` made its files, the user's credentials among them, the run's additions.
 */
describe('a nested repository staged but not committed before the run', () => {
  // Without a sandbox the command can remove the nested .git; delivery is then all that stands.
  it("stays the user's when the run removes its .git", async () => {
    const fx = makeFixture({
      files: {
        'gen.js': `
const fs = require('fs');
try { fs.rmSync('vendor/lib/.git', { recursive: true, force: true }); } catch (e) { console.log(e.code); }
fs.writeFileSync('a.txt', 'hi\\n');
`,
      },
      policy: { extends: 'builtin:standard', sandbox: 'none', command: { allow: ['node gen.js'] } },
      script: [call('execute_command', { command: 'node gen.js' }), complete('generated')],
    });
    const lib = path.join(fx.workspace, 'vendor/lib');
    mkdirSync(lib, { recursive: true });
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=n', '-c', 'user.email=n@example.com', ...args], { cwd: lib });
    git('init', '-q');
    writeFileSync(path.join(lib, 'README'), 'lib\n');
    git('add', '.');
    git('commit', '-qm', 'nested');
    writeFileSync(path.join(lib, 'deploy-credentials.json'), '{"secret":"USER"}\n');
    fx.git('-c', 'advice.addEmbeddedRepo=false', 'add', 'vendor/lib');

    const result = await runTask({ taskFile: fx.taskFile });
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });
    expect(fx.git('show', '--name-only', '--format=', result.commit!).trim()).toBe('a.txt');
    const patch = readFileSync(path.join(result.outDir, 'changes.patch'), 'utf8');
    expect(patch).not.toMatch(/USER|lib\n/);
    expect(existsSync(path.join(lib, 'deploy-credentials.json'))).toBe(true);
  });
});
