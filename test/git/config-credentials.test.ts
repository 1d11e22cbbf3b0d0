import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { credentialsIn, gitConfigCredentials } from '../../src/git/config-credentials.ts';

const basic = (pair: string) => Buffer.from(pair).toString('base64');

describe('credentialsIn', () => {
  it('takes an extraheader apart: the header, its credentials, the decoded pair and the token', () => {
    const header = `AUTHORIZATION: basic ${basic('x-access-token:ghs_abcdefghijklmnop')}`;
    const found = credentialsIn([{ key: 'http.https://github.com/.extraheader', value: header }]);
    expect(found).toEqual(
      expect.arrayContaining([
        header,
        basic('x-access-token:ghs_abcdefghijklmnop'),
        'x-access-token:ghs_abcdefghijklmnop',
        'ghs_abcdefghijklmnop',
      ]),
    );
    expect(found).not.toContain('x-access-token');
  });

  it.each([
    ['http.extraheader', 'Authorization: Bearer eyJhbGciOi.payload.sig', 'eyJhbGciOi.payload.sig'],
    [
      'http.https://example.com/.extraHeader',
      'PRIVATE-TOKEN: glpat-1234567890abcdef',
      'glpat-1234567890abcdef',
    ],
    ['remote.origin.url', 'https://user:s3cr%40t-pass@github.com/o/r.git', 's3cr@t-pass'],
    ['remote.origin.pushurl', 'https://ghp_0123456789abcdefghij@github.com/o/r', 'ghp_0123456789abcdefghij'],
    ['url.https://bot:tok-123456@github.com/.insteadof', 'https://github.com/', 'tok-123456'],
    ['http.proxy', 'http://me:proxy-pass-1@proxy:3128', 'proxy-pass-1'],
    ['credential.helper', '!f() { echo username=me; echo password=helper-secret-1; }; f', 'helper-secret-1'],
    ['sendemail.smtppass', 'smtp-secret-1', 'smtp-secret-1'],
  ])('%s = %s → %s', (key, value, secret) => {
    expect(credentialsIn([{ key, value }])).toContain(secret);
  });

  it('leaves ordinary settings and short user names alone', () => {
    expect(
      credentialsIn([
        { key: 'remote.origin.url', value: 'https://github.com/o/r.git' },
        { key: 'remote.up.url', value: 'ssh://git@github.com/o/r.git' },
        { key: 'remote.me.url', value: 'https://octocat@github.com/o/r.git' },
        { key: 'user.name', value: 'Someone' },
        { key: 'core.bare', value: 'false' },
      ]),
    ).toEqual([]);
  });
});

describe('gitConfigCredentials', () => {
  it("reads the repository's config, its includes, submodules', worktrees' and nested repositories'", async () => {
    const ws = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-creds-')));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ws, encoding: 'utf8' });
    git('init', '-q');
    git(
      'config',
      'http.https://github.com/.extraheader',
      `AUTHORIZATION: basic ${basic('x-access-token:main-token-1')}`,
    );
    writeFileSync(path.join(ws, '.git/extra.cfg'), '[remote "x"]\n\turl = https://u:included-pw-1@h/r\n');
    git('config', 'include.path', 'extra.cfg');
    mkdirSync(path.join(ws, '.git/modules/libs/a'), { recursive: true });
    writeFileSync(path.join(ws, '.git/modules/libs/a/HEAD'), 'ref: refs/heads/main\n');
    writeFileSync(
      path.join(ws, '.git/modules/libs/a/config'),
      `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${basic('x-access-token:module-token-1')}\n`,
    );
    mkdirSync(path.join(ws, '.git/worktrees/wt'), { recursive: true });
    writeFileSync(
      path.join(ws, '.git/worktrees/wt/config.worktree'),
      '[remote "w"]\n\turl = https://u:worktree-pw-1@h/r\n',
    );
    execFileSync('git', ['init', '-q', path.join(ws, 'vendor/lib')]);
    writeFileSync(
      path.join(ws, 'vendor/lib/.git/config'),
      '[remote "o"]\n\turl = https://u:nested-pw-1@h/r\n',
      {
        flag: 'a',
      },
    );

    const found = await gitConfigCredentials(ws, ['vendor/lib']);
    for (const secret of ['main-token-1', 'included-pw-1', 'module-token-1', 'worktree-pw-1', 'nested-pw-1'])
      expect(found).toContain(secret);
  });

  it('finds nothing outside a repository', async () => {
    expect(await gitConfigCredentials(mkdtempSync(path.join(tmpdir(), 'ns-norepo-')))).toEqual([]);
  });
});
