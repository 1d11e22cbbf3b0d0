import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';
import { checkedOutWorkspace, git, startGitServer, type GitServer } from '../support/git-server.ts';

const TOKEN = 'ghs_hostileRepoToken1234567890';
let server: GitServer;
beforeAll(async () => (server = await startGitServer({ token: TOKEN })));
afterAll(() => server.close());

/** Every program the repository configures touches a marker named after itself. */
function hostileConfig(ws: string, markers: string, evilRemote: string): void {
  const touch = (name: string) => `touch ${path.join(markers, name)}`;
  const set = (key: string, value: string) => git(ws, 'config', '--local', key, value);
  set('core.fsmonitor', `${touch('fsmonitor')}; echo`);
  set('core.pager', touch('pager'));
  set('core.editor', touch('editor'));
  set('core.askPass', path.join(markers, 'no-such-askpass'));
  set('core.sshCommand', touch('ssh'));
  set('filter.x-7.clean', `sh -c '${touch('clean')}; tr a-z A-Z'`);
  set('filter.x-7.smudge', `sh -c '${touch('smudge')}; cat'`);
  set('filter.x-7.required', 'true');
  set('filter.proc.process', touch('process'));
  set('diff.external', touch('diff-external'));
  set('diff.x-7.textconv', touch('textconv'));
  set('commit.gpgSign', 'true');
  set('gpg.program', touch('gpg'));
  set('log.showSignature', 'true');
  set('credential.helper', `!${touch('credential')}; echo`);
  set(`url.${evilRemote}.insteadOf`, server.url);
  set(`url.${evilRemote}.pushInsteadOf`, server.url);
  // An include of a file in the work tree, which the run could edit, with more of the same.
  set('include.path', '../team.gitconfig');
  writeFileSync(
    path.join(ws, 'team.gitconfig'),
    `[filter "from-include"]\n\tclean = ${touch('include-clean')}\n\trequired = true\n[core]\n\tfsmonitor = ${touch('include-fsmonitor')}\n`,
  );
  const hooks = path.join(ws, '.git', 'hooks');
  for (const hook of [
    'pre-commit',
    'post-commit',
    'pre-push',
    'reference-transaction',
    'post-checkout',
    'post-index-change',
  ]) {
    writeFileSync(path.join(hooks, hook), `#!/bin/sh\n${touch(`hook-${hook}`)}\n`);
    chmodSync(path.join(hooks, hook), 0o755);
  }
}

describe("nightshift's own git is not steerable by the repository (issue 12.2)", () => {
  it('runs none of the programs a hostile repo config names and pushes to the URL read at run start', async () => {
    const ws = checkedOutWorkspace(server, {
      'README.md': '# demo\n',
      'data.txt': 'lower case\n',
      '.gitattributes': '*.txt filter=x-7 diff=x-7\n*.md filter=from-include\n*.json filter=proc\n',
      // A bare repository skeleton with its own hostile config, committed as plain files.
      'vendor/evil/HEAD': 'ref: refs/heads/main\n',
      'vendor/evil/config': '[core]\n\tbare = true\n\tfsmonitor = touch /tmp/ns-never\n',
      'vendor/evil/refs/heads/.keep': '',
      'vendor/evil/objects/.keep': '',
    });
    const markers = mkdtempSync(path.join(tmpdir(), 'ns-markers-'));
    const evil = path.join(mkdtempSync(path.join(tmpdir(), 'ns-evil-')), 'evil.git');
    execFileSync('git', ['init', '--quiet', '--bare', evil]);
    const dir = mkdtempSync(path.join(tmpdir(), 'ns-task-'));
    writeFileSync(
      path.join(dir, 'script.yaml'),
      stringify([
        call('write_to_file', { path: 'data.txt', content: 'new lower case\n' }),
        call('write_to_file', { path: 'notes.md', content: 'notes\n' }),
        call('write_to_file', { path: 'vendor/evil/refs/heads/main', content: '0000\n' }),
        complete(),
      ]),
    );
    const taskFile = path.join(dir, 'task.yaml');
    writeFileSync(
      taskFile,
      stringify({
        version: 1,
        title: 'Hostile repo',
        prompt: 'p',
        workspace: ws,
        model: { provider: 'script', script: 'script.yaml' },
      }),
    );
    hostileConfig(ws, markers, evil);
    // A nested repository whose .git file points at a git directory with its own hostile config.
    const nestedGitDir = path.join(mkdtempSync(path.join(tmpdir(), 'ns-nested-')), 'git');
    const nested = path.join(ws, 'vendor', 'nested');
    execFileSync('git', ['init', '--quiet', '--separate-git-dir', nestedGitDir, nested]);
    writeFileSync(path.join(nested, 'a.txt'), 'nested\n');
    git(nested, 'add', 'a.txt');
    git(nested, 'commit', '--quiet', '-m', 'nested');
    for (const [key, name] of [
      ['core.fsmonitor', 'nested-fsmonitor'],
      ['filter.x-7.clean', 'nested-clean'],
      ['core.hooksPath', 'nested-hooks'],
    ] as const)
      git(nested, 'config', key, `touch ${path.join(markers, name)}`);

    const result = await runTask({
      taskFile,
      outDir: path.join(dir, 'out'),
      push: { remote: 'origin', token: TOKEN },
      secrets: [TOKEN],
    });

    expect(readdirSync(markers)).toEqual([]);
    expect(result).toMatchObject({ status: 'completed', exitCode: 0, branch: 'nightshift/hostile-repo' });
    const bare = (...args: string[]) =>
      execFileSync('git', ['--git-dir', server.bareDir, ...args], { encoding: 'utf8' }).trim();
    expect(bare('rev-parse', 'refs/heads/nightshift/hostile-repo')).toBe(result.commit);
    expect(execFileSync('git', ['--git-dir', evil, 'for-each-ref'], { encoding: 'utf8' })).toBe('');
    // Committed as written: no clean filter touched the content.
    expect(bare('show', `${result.commit}:data.txt`)).toBe('new lower case');
    expect(bare('show', '--name-only', '--format=', result.commit!).split('\n').sort()).toEqual([
      'data.txt',
      'notes.md',
    ]);
    const log = readFileSync(result.auditLog, 'utf8');
    // Written into the committed bare-repository skeleton: that would make it one for the reviewer.
    expect(log).toMatch(
      /"type":"delivery\.reverted"[^\n]*"path":"vendor\/evil\/refs\/heads\/main"[^\n]*"rule":"invariant:git-directory"/,
    );
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain(Buffer.from(`x-access-token:${TOKEN}`).toString('base64'));
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    expect(readFileSync(path.join(ws, '.git', 'config'), 'utf8')).not.toContain(TOKEN);
  });

  it('runs no git at all when an included work-tree file names a filter that no override can name (not UTF-8)', async () => {
    const fx = makeFixture({
      files: { 'a.md': 'x\n' },
      script: [call('write_to_file', { path: 'a.md', content: 'y\n' }), complete()],
    });
    const markers = mkdtempSync(path.join(tmpdir(), 'ns-markers-'));
    const filter = path.join(markers, 'filter.sh');
    writeFileSync(filter, `#!/bin/sh\ntouch ${path.join(markers, 'ran')}\ncat\n`, { mode: 0o755 });
    const name = Buffer.concat([Buffer.from('inc'), Buffer.from([0xff])]);
    git(fx.workspace, 'config', '--local', 'include.path', '../team.gitconfig');
    writeFileSync(
      path.join(fx.workspace, 'team.gitconfig'),
      Buffer.concat([Buffer.from('[filter "'), name, Buffer.from(`"]\n\tclean = ${filter}\n`)]),
    );
    writeFileSync(
      path.join(fx.workspace, '.gitattributes'),
      Buffer.concat([Buffer.from('*.md filter='), name, Buffer.from('\n')]),
    );
    const result = await runTask({ taskFile: fx.taskFile }).catch((err: unknown) => err as Error);
    expect(readdirSync(markers)).toEqual(['filter.sh']);
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toMatch(
      /sets filter\.inc\\xff\.clean, a program git would run, under a name that is not UTF-8/,
    );
  });

  it('fails delivery, running nothing, when a command writes such a filter into the included file mid-run', async () => {
    const markers = mkdtempSync(path.join(tmpdir(), 'ns-markers-'));
    const filter = path.join(markers, 'filter.sh');
    writeFileSync(filter, `#!/bin/sh\ntouch ${path.join(markers, 'ran')}\ncat\n`, { mode: 0o755 });
    const gen = `const fs = require('fs');
const b = (...xs) => Buffer.concat(xs.map((x) => (typeof x === 'number' ? Buffer.from([x]) : Buffer.from(x))));
fs.writeFileSync('team.gitconfig', b('[filter "inc', 0xff, '"]\\n\\tclean = ${filter}\\n'));
fs.writeFileSync('.gitattributes', b('*.md filter=inc', 0xff, '\\n'));
fs.writeFileSync('a.md', 'y\\n');
`;
    const fx = makeFixture({
      files: { 'a.md': 'x\n', 'gen.js': gen, 'team.gitconfig': '' },
      // Without a sandbox: in one, an included config is a read-only copy the command cannot write.
      policy: { extends: 'builtin:standard', sandbox: 'none', command: { allow: ['node gen.js'] } },
      script: [call('execute_command', { command: 'node gen.js' }), complete()],
    });
    git(fx.workspace, 'config', '--local', 'include.path', '../team.gitconfig');
    const result = await runTask({ taskFile: fx.taskFile });
    expect(readdirSync(markers)).toEqual(['filter.sh']);
    expect(result).toMatchObject({ status: 'error', exitCode: 1, exitReason: 'delivery_failed' });
    expect(result.commit).toBeUndefined();
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  });

  it('refuses to deliver when the run changed .git/config or a hook', async () => {
    for (const target of ['.git/hooks/pre-push', '.git/config']) {
      const fx = makeFixture({
        files: {
          'tamper.js': `require('fs').appendFileSync(${JSON.stringify(target)}, '\\n# planted\\n');\nrequire('fs').writeFileSync('a.txt', 'a\\n');\n`,
        },
        // The sandbox keeps .git out of a command's reach; this is the check behind it, for runs
        // without one (sandbox: none, or auto where bubblewrap is missing).
        policy: { extends: 'builtin:standard', sandbox: 'none', command: { allow: ['node tamper.js'] } },
        script: [call('execute_command', { command: 'node tamper.js' }), complete()],
      });
      const result = await runTask({ taskFile: fx.taskFile });
      expect(result).toMatchObject({ status: 'halted', exitCode: 4, exitReason: 'git_dir_changed' });
      expect(result.commit).toBeUndefined();
      const refused = fx.events(result.auditLog).find((e) => e.type === 'delivery.refused');
      expect(refused).toMatchObject({ rule: 'invariant:git-dir' });
      expect(String(refused?.reason)).toContain(target);
      expect(fx.git('branch', '--list', 'nightshift/*').trim()).toBe('');
    }
  });
});
