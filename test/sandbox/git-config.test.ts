import { expect, it } from 'vitest';
import { sanitizeGitConfig } from '../../src/sandbox/git-config.ts';

it('drops the credentials tools persist in .git/config, keeps what git status needs', () => {
  const config = [
    '[core]',
    '\trepositoryformatversion = 0',
    '\tbare = false',
    '[remote "origin"]',
    '\turl = https://x-access-token:ghs_secret123@github.com/o/r.git',
    '\tfetch = +refs/heads/*:refs/remotes/origin/*',
    '[http "https://github.com/"]',
    '\textraheader = AUTHORIZATION: basic eC1hY2Nlc3M=',
    '[http]',
    '\tExtraHeader=Authorization: bearer abc',
    '\tsslVerify = true',
    '[credential]',
    '\thelper = store',
    '[credential "https://example.com"]',
    '\tusername = me',
    '[branch "main"]',
    '\tremote = origin',
    '[core]',
    '\taskPass = /tmp/askpass.sh',
  ].join('\n');
  const clean = sanitizeGitConfig(config);
  for (const secret of [
    'ghs_secret123',
    'eC1hY2Nlc3M=',
    'bearer abc',
    'helper',
    'username = me',
    'askpass.sh',
  ])
    expect(clean).not.toContain(secret);
  expect(clean).toContain('\turl = https://github.com/o/r.git');
  expect(clean).toContain('\tbare = false');
  expect(clean).toContain('[branch "main"]\n\tremote = origin');
  expect(clean).toContain('\tsslVerify = true');
});
